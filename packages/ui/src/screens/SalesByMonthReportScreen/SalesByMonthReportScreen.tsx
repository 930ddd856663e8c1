import type { AdminReportSalesByMonthResponse } from '@orbit/contract';
import { useTranslation } from '@orbit/i18n';
import {
  salesByMonthBars,
  salesByMonthReportColumns,
  salesByMonthReportTotals,
  FilteredReportScreen,
  ReportBarChart,
  formatReportMonth,
  type FilteredReportProps,
  usePreloadedReportCharts,
} from '../reportParts/index.ts';

export type SalesByMonthReportScreenProps = FilteredReportProps<AdminReportSalesByMonthResponse>;

/**
 * Coin sales by month (docs/domain.md#screens-and-addresses): countries and a period; the report runs by itself once both are set, and shows
 * the coins sold per month as bars and a table.
 */
export function SalesByMonthReportScreen({
  backHref,
  filterBar,
  answer,
  exportAll,
  timeZone,
}: SalesByMonthReportScreenProps) {
  const { t, i18n } = useTranslation();
  usePreloadedReportCharts();
  const language = i18n.language;
  const data = answer.status === 'ready' ? answer.data : undefined;
  const rows = data?.results ?? [];
  return (
    <FilteredReportScreen
      title={t('adminReports.reports.salesByMonth.name')}
      description={t('adminReports.reports.salesByMonth.description')}
      backHref={backHref}
      fields={['countries', 'range']}
      filterBar={filterBar}
      prompt={t('adminReports.reports.salesByMonth.prompt')}
      tableLabel={t('adminReports.reports.salesByMonth.name')}
      status={answer.status}
      page={answer.page}
      onPageChange={answer.onPageChange}
      density={answer.density}
      onDensityChange={answer.onDensityChange}
      onRetry={answer.onRetry}
      columns={salesByMonthReportColumns({ t, language, timeZone })}
      rows={rows}
      rowKey={(row) => row.month}
      count={data?.meta.count ?? 0}
      totals={data && salesByMonthReportTotals(rows, { t, language })}
      chart={
        <ReportBarChart
          title={t('adminReports.charts.coinsPerMonth')}
          headingLevel={3}
          data={salesByMonthBars(rows, language)}
          series={[{ id: 'coins', label: t('adminReports.columns.coinsSold') }]}
          categoryHeader={t('adminReports.columns.month')}
        />
      }
      cardTitle={(row) => formatReportMonth(row.month, language)}
      exportAll={exportAll}
    />
  );
}
