import { getAdminReportLicensesByLocationCsv, useAdminReportLicensesByLocation } from '@orbit/api-client';
import {
  LicensesByLocationReportScreen,
  licensesByLocationReportColumns,
  licensesByLocationReportTotals,
} from '@orbit/ui';
import { reportRange } from './reportSearch.ts';
import { useReportDensity } from './reportDensity.ts';
import { useFilteredReport } from './useFilteredReport.ts';

/** /dash/admin/reports/licenses-by-location (docs/domain.md#screens-and-addresses): licences with rides in a period, by country. */
export function LicensesByLocationReportRoute() {
  const props = useFilteredReport({
    id: 'licensesByLocation',
    fields: ['countries', 'range'],
    toBody: (filters, timeZone) => ({
      countries: filters.countries.map(Number),
      ...reportRange(filters.range, timeZone),
    }),
    useReport: useAdminReportLicensesByLocation,
    csv: (body, skip, signal) => getAdminReportLicensesByLocationCsv(body, skip, signal),
    columns: licensesByLocationReportColumns,
    density: useReportDensity('licensesByLocation'),
    totals: licensesByLocationReportTotals,
  });
  return <LicensesByLocationReportScreen {...props} />;
}
