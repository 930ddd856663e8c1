import type { AdminReportCoinsResponse } from '@orbit/contract';
import { useTranslation } from '@orbit/i18n';
import {
  coinsReportColumns,
  coinsReportTotals,
  FilteredReportScreen,
  type FilteredReportProps,
} from '../reportParts/index.ts';

export type CoinsReportScreenProps = FilteredReportProps<AdminReportCoinsResponse>;

/** Coins, the tickets log (docs/domain.md#screens-and-addresses): clients and a period; every coin record of their wallets, corrections too. */
export function CoinsReportScreen({ backHref, filterBar, answer, exportAll, timeZone }: CoinsReportScreenProps) {
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
      columns={coinsReportColumns({ t, language: i18n.language, timeZone })}
      rows={data?.results ?? []}
      rowKey={(row) => String(row.id)}
      count={data?.meta.count ?? 0}
      totals={data && coinsReportTotals(data, { t, language: i18n.language })}
      cardTitle={(row) => row.name}
      exportAll={exportAll}
    />
  );
}
