import type { AdminReportSalesByMonthResponse } from '@orbit/contract';
import {
  salesByMonthBars,
  salesByMonthReportColumns,
  salesByMonthReportTotals,
  FilteredReportScreen,
  monthlyReportRows,
  ReportBarChart,
  type FilteredReportProps,
} from '../reportParts/index.ts';

export type SalesByMonthReportScreenProps = FilteredReportProps<AdminReportSalesByMonthResponse>;

/**
 * Coin sales by month (docs/domain.md#screens-and-addresses): countries and a period; the report runs by itself once both are set, and shows
 * the coins sold per month as bars and a table.
 */
export function SalesByMonthReportScreen(props: SalesByMonthReportScreenProps) {
  return (
    <FilteredReportScreen
      {...props}
      {...monthlyReportRows}
      report="salesByMonth"
      fields={['countries', 'range']}
      columns={salesByMonthReportColumns}
      totals={salesByMonthReportTotals}
      chart={({ rows, t, language }) => (
        <ReportBarChart
          title={t('adminReports.charts.coinsPerMonth')}
          headingLevel={3}
          data={salesByMonthBars(rows, language)}
          series={[{ id: 'coins', label: t('adminReports.columns.coinsSold') }]}
          categoryHeader={t('adminReports.columns.month')}
        />
      )}
    />
  );
}
