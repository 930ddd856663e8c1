import { getAdminReportActiveLicensesCsv, useAdminReportActiveLicenses } from '@orbit/api-client';
import { ActiveLicencesReportScreen, activeLicencesReportColumns, activeLicencesReportTotals } from '@orbit/ui';
import { reportRange } from './reportSearch.ts';
import { useReportDensity } from './reportDensity.ts';
import { useFilteredReport } from './useFilteredReport.ts';

/** /dash/admin/reports/licenses-by-location (spec §2): licences with rides in a period, by country. */
export function LicencesByLocationRoute() {
  const props = useFilteredReport({
    id: 'licencesByLocation',
    fields: ['countries', 'range'],
    toBody: (filters, timeZone) => ({
      countries: filters.countries.map(Number),
      ...reportRange(filters.range, timeZone),
    }),
    useReport: useAdminReportActiveLicenses,
    csv: (body, skip, signal) => getAdminReportActiveLicensesCsv(body, skip, signal),
    columns: activeLicencesReportColumns,
    density: useReportDensity('licencesByLocation'),
    totals: activeLicencesReportTotals,
  });
  return <ActiveLicencesReportScreen {...props} />;
}
