import { getAdminReportCoinSalesCsv, useAdminReportCoinSales } from '@orbit/api-client';
import { CoinSalesReportScreen, coinSalesReportColumns, coinSalesReportTotals } from '@orbit/ui';
import { reportRange } from './reportSearch.ts';
import { useFilteredReport } from './useFilteredReport.ts';

/** /dash/admin/reports/sales-by-month (docs/domain.md#screens-and-addresses): coins sold per month; searches by itself once its filters are set. */
export function SalesByMonthRoute() {
  const props = useFilteredReport({
    id: 'salesByMonth',
    fields: ['countries', 'range'],
    automatic: true,
    toBody: (filters, timeZone) => ({
      countries: filters.countries.map(Number),
      ...reportRange(filters.range, timeZone),
      timezone: timeZone,
    }),
    useReport: useAdminReportCoinSales,
    csv: (body, skip, signal) => getAdminReportCoinSalesCsv(body, skip, signal),
    columns: coinSalesReportColumns,
    totals: (data, context) => coinSalesReportTotals(data.results, context),
  });
  return <CoinSalesReportScreen {...props} />;
}
