import type { AdminReportRidesResponse } from '@orbit/contract';
import { useTranslation } from '@orbit/i18n';
import {
  FilteredReportScreen,
  namesFromChoices,
  ridesReportColumns,
  ridesReportTotals,
  type FilteredReportProps,
} from '../reportParts/index.ts';

export type RidesReportScreenProps = FilteredReportProps<AdminReportRidesResponse>;

/**
 * The rides report (docs/domain.md#screens-and-addresses): clients, their licences and a date-time period; every ride with its customers,
 * coins and credits, the period's totals in the footer, pages of 5000 and the export menu.
 */
export function RidesReportScreen({ backHref, filterBar, answer, exportAll, timeZone }: RidesReportScreenProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const data = answer.status === 'ready' ? answer.data : undefined;
  const columns = ridesReportColumns({ t, language, timeZone, ...namesFromChoices(filterBar) });
  return (
    <FilteredReportScreen
      title={t('adminReports.reports.rides.name')}
      description={t('adminReports.reports.rides.description')}
      backHref={backHref}
      fields={['clients', 'licenses', 'range']}
      filterBar={filterBar}
      prompt={t('adminReports.reports.rides.prompt')}
      tableLabel={t('adminReports.reports.rides.name')}
      status={answer.status}
      page={answer.page}
      onPageChange={answer.onPageChange}
      density={answer.density}
      onDensityChange={answer.onDensityChange}
      onRetry={answer.onRetry}
      columns={columns}
      rows={data?.results ?? []}
      rowKey={(ride) => String(ride.id)}
      count={data?.meta.count ?? 0}
      totals={data && ridesReportTotals(data, { t, language })}
      cardTitle={(ride) => `${ride.label} · ${columns[0]?.text(ride) ?? ''}`}
      exportAll={exportAll}
    />
  );
}
