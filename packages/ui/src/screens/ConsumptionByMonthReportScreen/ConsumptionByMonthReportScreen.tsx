import type { AdminReportConsumptionByMonthResponse } from '@orbit/contract';
import { useTranslation } from '@orbit/i18n';
import {
  consumptionByMonthBars,
  consumptionByMonthReportColumns,
  consumptionByMonthReportTotals,
  FilteredReportScreen,
  ReportBarChart,
  formatReportMonth,
  type FilteredReportProps,
  usePreloadedReportCharts,
} from '../reportParts/index.ts';

export type ConsumptionByMonthReportScreenProps = FilteredReportProps<AdminReportConsumptionByMonthResponse>;

/**
 * Consumption by month (docs/domain.md#screens-and-addresses): countries and a period; the report runs by itself once both are set, and
 * shows customers per month as bars and a table.
 */
export function ConsumptionByMonthReportScreen({
  backHref,
  filterBar,
  answer,
  exportAll,
  timeZone,
}: ConsumptionByMonthReportScreenProps) {
  const { t, i18n } = useTranslation();
  usePreloadedReportCharts();
  const language = i18n.language;
  const data = answer.status === 'ready' ? answer.data : undefined;
  const rows = data?.results ?? [];
  return (
    <FilteredReportScreen
      title={t('adminReports.reports.consumptionByMonth.name')}
      description={t('adminReports.reports.consumptionByMonth.description')}
      backHref={backHref}
      fields={['countries', 'range']}
      filterBar={filterBar}
      prompt={t('adminReports.reports.consumptionByMonth.prompt')}
      tableLabel={t('adminReports.reports.consumptionByMonth.name')}
      status={answer.status}
      page={answer.page}
      onPageChange={answer.onPageChange}
      density={answer.density}
      onDensityChange={answer.onDensityChange}
      onRetry={answer.onRetry}
      columns={consumptionByMonthReportColumns({ t, language, timeZone })}
      rows={rows}
      rowKey={(row) => row.month}
      count={data?.meta.count ?? 0}
      totals={data && consumptionByMonthReportTotals(rows, { t, language })}
      chart={
        <ReportBarChart
          title={t('adminReports.charts.customersPerMonth')}
          headingLevel={3}
          data={consumptionByMonthBars(rows, language)}
          series={[{ id: 'customers', label: t('adminReports.columns.customers') }]}
          categoryHeader={t('adminReports.columns.month')}
        />
      }
      cardTitle={(row) => formatReportMonth(row.month, language)}
      exportAll={exportAll}
    />
  );
}
