import { getAdminReportSalesByMonthCsv, useAdminReportSalesByMonth } from '@orbit/api-client';
import { SalesByMonthReportScreen, salesByMonthReportColumns, salesByMonthReportTotals } from '@orbit/ui';
import { reportRange } from './reportSearch.ts';
import { useFilteredReport } from './useFilteredReport.ts';

/** /dash/admin/reports/sales-by-month (docs/domain.md#screens-and-addresses): coins sold per month; searches by itself once its filters are set. */
export function SalesByMonthReportRoute() {
  const props = useFilteredReport({
    id: 'salesByMonth',
    fields: ['countries', 'range'],
    automatic: true,
    toBody: (filters, timeZone) => ({
      countries: filters.countries.map(Number),
      ...reportRange(filters.range, timeZone),
      timezone: timeZone,
    }),
    useReport: useAdminReportSalesByMonth,
    csv: (body, skip, signal) => getAdminReportSalesByMonthCsv(body, skip, signal),
    columns: salesByMonthReportColumns,
    totals: salesByMonthReportTotals,
  });
  return <SalesByMonthReportScreen {...props} />;
}
