import type { AdminReportConsumptionByDayResponse } from '@orbit/contract';
import { formatNumber } from '@orbit/i18n';
import {
  consumptionByDayPoints,
  consumptionByDayReportColumns,
  consumptionByDayReportTotals,
  FilteredReportScreen,
  ReportLineChart,
  type FilteredReportProps,
} from '../reportParts/index.ts';

export type ConsumptionByDayReportScreenProps = FilteredReportProps<AdminReportConsumptionByDayResponse>;

/**
 * Consumption by day (docs/domain.md#screens-and-addresses): clients, licences and a period; customers and rides of each licence per day, and
 * a line of the daily sums.
 */
export function ConsumptionByDayReportScreen(props: ConsumptionByDayReportScreenProps) {
  return (
    <FilteredReportScreen
      {...props}
      report="consumptionByDay"
      fields={['clients', 'licenses', 'range']}
      columns={consumptionByDayReportColumns}
      rowKey={(row) => `${row.day} ${row.key}`}
      totals={consumptionByDayReportTotals}
      cardTitle={(row) => row.label}
      chart={({ rows, page, onePage, t, language }) => (
        <ReportLineChart
          title={
            onePage
              ? t('adminReports.charts.perDay')
              : t('adminReports.charts.perDayOfPage', { page: formatNumber(page, language) })
          }
          headingLevel={3}
          data={consumptionByDayPoints(rows, language)}
          series={[
            { id: 'customers', label: t('adminReports.columns.customers') },
            { id: 'rides', label: t('adminReports.columns.rides') },
          ]}
          categoryHeader={t('adminReports.columns.day')}
        />
      )}
    />
  );
}
