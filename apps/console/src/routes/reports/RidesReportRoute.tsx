import { getAdminReportRidesCsv, useAdminReportRides } from '@orbit/api-client';
import { contentLanguageFor } from '@orbit/domain';
import { RidesReportScreen, ridesReportColumns, ridesReportTotals } from '@orbit/ui';
import { reportRange } from './reportSearch.ts';
import { useReportDensity } from './reportDensity.ts';
import { useFilteredReport } from './useFilteredReport.ts';

/** /dash/admin/reports/rides (docs/domain.md#screens-and-addresses): every ride of the chosen clients' chosen licences in a period. */
export function RidesReportRoute() {
  const props = useFilteredReport({
    id: 'rides',
    fields: ['clients', 'licenses', 'range'],
    toBody: (filters, timeZone) => ({
      id: filters.clients.map(Number),
      licensesKey: [...filters.licenses],
      ...reportRange(filters.range, timeZone),
    }),
    useReport: useAdminReportRides,
    // The rides name their scenario in a content language: Portuguese readers get the Portuguese titles.
    csv: (body, skip, signal, language) => getAdminReportRidesCsv(body, skip, contentLanguageFor(language), signal),
    columns: ridesReportColumns,
    density: useReportDensity('rides'),
    totals: ridesReportTotals,
  });
  return <RidesReportScreen {...props} />;
}
