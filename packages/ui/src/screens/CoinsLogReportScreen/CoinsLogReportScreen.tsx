import type { AdminReportTicketsLogResponse } from '@orbit/contract';
import { useTranslation } from '@orbit/i18n';
import {
  coinsLogReportColumns,
  coinsLogReportTotals,
  FilteredReportScreen,
  type FilteredReportProps,
} from '../reportParts/index.ts';

export type CoinsLogReportScreenProps = FilteredReportProps<AdminReportTicketsLogResponse>;

/** Coins, the tickets log (docs/domain.md#screens-and-addresses): clients and a period; every coin record of their wallets, corrections too. */
export function CoinsLogReportScreen({ backHref, filterBar, answer, exportAll, timeZone }: CoinsLogReportScreenProps) {
  const { t, i18n } = useTranslation();
  const data = answer.status === 'ready' ? answer.data : undefined;
  return (
    <FilteredReportScreen
      title={t('adminReports.reports.coins.name')}
      description={t('adminReports.reports.coins.description')}
      backHref={backHref}
      fields={['clients', 'range']}
      filterBar={filterBar}
      prompt={t('adminReports.reports.coins.prompt')}
      tableLabel={t('adminReports.reports.coins.name')}
      status={answer.status}
      page={answer.page}
      onPageChange={answer.onPageChange}
      density={answer.density}
      onDensityChange={answer.onDensityChange}
      onRetry={answer.onRetry}
      columns={coinsLogReportColumns({ t, language: i18n.language, timeZone })}
      rows={data?.results ?? []}
      rowKey={(row) => String(row.id)}
      count={data?.meta.count ?? 0}
      totals={data && coinsLogReportTotals(data, { t, language: i18n.language })}
      cardTitle={(row) => row.name}
      exportAll={exportAll}
    />
  );
}
