import type { AdminReportConsumptionByMonthResponse } from '@orbit/contract';
import {
  consumptionByMonthBars,
  consumptionByMonthReportColumns,
  consumptionByMonthReportTotals,
  FilteredReportScreen,
  monthlyReportRows,
  ReportBarChart,
  type FilteredReportProps,
} from '../reportParts/index.ts';

export type ConsumptionByMonthReportScreenProps = FilteredReportProps<AdminReportConsumptionByMonthResponse>;

/**
 * Consumption by month (docs/domain.md#screens-and-addresses): countries and a period; the report runs by itself once both are set, and
 * shows customers per month as bars and a table.
 */
export function ConsumptionByMonthReportScreen(props: ConsumptionByMonthReportScreenProps) {
  return (
    <FilteredReportScreen
      {...props}
      {...monthlyReportRows}
      report="consumptionByMonth"
      fields={['countries', 'range']}
      columns={consumptionByMonthReportColumns}
      totals={consumptionByMonthReportTotals}
      chart={({ rows, t, language }) => (
        <ReportBarChart
          title={t('adminReports.charts.customersPerMonth')}
          headingLevel={3}
          data={consumptionByMonthBars(rows, language)}
          series={[{ id: 'customers', label: t('adminReports.columns.customers') }]}
          categoryHeader={t('adminReports.columns.month')}
        />
      )}
    />
  );
}
