import type { AdminReportConsumptionByDayResponse } from '@orbit/contract';
import { formatNumber, useTranslation } from '@orbit/i18n';
import {
  consumptionByDayPoints,
  consumptionByDayReportColumns,
  consumptionByDayReportTotals,
  FilteredReportScreen,
  ReportLineChart,
  namesFromChoices,
  type FilteredReportProps,
  usePreloadedReportCharts,
} from '../reportParts/index.ts';

export type ConsumptionByDayReportScreenProps = FilteredReportProps<AdminReportConsumptionByDayResponse>;

/**
 * Consumption by day (docs/domain.md#screens-and-addresses): clients, licences and a period; customers and rides of each licence per day, and
 * a line of the daily sums.
 */
export function ConsumptionByDayReportScreen({
  backHref,
  filterBar,
  answer,
  exportAll,
  timeZone,
}: ConsumptionByDayReportScreenProps) {
  const { t, i18n } = useTranslation();
  usePreloadedReportCharts();
  const language = i18n.language;
  const data = answer.status === 'ready' ? answer.data : undefined;
  const rows = data?.results ?? [];
  const count = data?.meta.count ?? 0;
  const onePage = count <= rows.length;
  return (
    <FilteredReportScreen
      title={t('adminReports.reports.consumptionByDay.name')}
      description={t('adminReports.reports.consumptionByDay.description')}
      backHref={backHref}
      fields={['clients', 'licenses', 'range']}
      filterBar={filterBar}
      prompt={t('adminReports.reports.consumptionByDay.prompt')}
      tableLabel={t('adminReports.reports.consumptionByDay.name')}
      status={answer.status}
      page={answer.page}
      onPageChange={answer.onPageChange}
      density={answer.density}
      onDensityChange={answer.onDensityChange}
      onRetry={answer.onRetry}
      columns={consumptionByDayReportColumns({ t, language, timeZone, ...namesFromChoices(filterBar) })}
      rows={rows}
      rowKey={(row) => `${row.day} ${row.key}`}
      count={count}
      totals={data && consumptionByDayReportTotals(rows, onePage, { t, language })}
      chart={
        <ReportLineChart
          title={
            onePage
              ? t('adminReports.charts.perDay')
              : t('adminReports.charts.perDayOfPage', { page: formatNumber(answer.page, language) })
          }
          headingLevel={3}
          data={consumptionByDayPoints(rows, language)}
          series={[
            { id: 'customers', label: t('adminReports.columns.customers') },
            { id: 'rides', label: t('adminReports.columns.rides') },
          ]}
          categoryHeader={t('adminReports.columns.day')}
        />
      }
      cardTitle={(row) => row.label}
      exportAll={exportAll}
    />
  );
}
