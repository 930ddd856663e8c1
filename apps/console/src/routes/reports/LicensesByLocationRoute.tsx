import { getAdminReportActiveLicensesCsv, useAdminReportActiveLicenses } from '@orbit/api-client';
import { ActiveLicensesReportScreen, activeLicensesReportColumns, activeLicensesReportTotals } from '@orbit/ui';
import { reportRange } from './reportSearch.ts';
import { useReportDensity } from './reportDensity.ts';
import { useFilteredReport } from './useFilteredReport.ts';

/** /dash/admin/reports/licenses-by-location (docs/domain.md#screens-and-addresses): licences with rides in a period, by country. */
export function LicensesByLocationRoute() {
  const props = useFilteredReport({
    id: 'licensesByLocation',
    fields: ['countries', 'range'],
    toBody: (filters, timeZone) => ({
      countries: filters.countries.map(Number),
      ...reportRange(filters.range, timeZone),
    }),
    useReport: useAdminReportActiveLicenses,
    csv: (body, skip, signal) => getAdminReportActiveLicensesCsv(body, skip, signal),
    columns: activeLicensesReportColumns,
    density: useReportDensity('licensesByLocation'),
    totals: activeLicensesReportTotals,
  });
  return <ActiveLicensesReportScreen {...props} />;
}
