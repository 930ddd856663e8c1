import type { AdminReportActiveLicensesResponse } from '@orbit/contract';
import { useTranslation } from '@orbit/i18n';
import {
  activeLicencesReportColumns,
  activeLicencesReportTotals,
  FilteredReportScreen,
  type FilteredReportProps,
} from '../reportParts/index.ts';

export type ActiveLicencesReportScreenProps = FilteredReportProps<AdminReportActiveLicensesResponse>;

/** Active licences by location (spec §2): countries and a period; each licence with rides in it. */
export function ActiveLicencesReportScreen({
  backHref,
  filterBar,
  answer,
  exportAll,
  timeZone,
}: ActiveLicencesReportScreenProps) {
  const { t, i18n } = useTranslation();
  const data = answer.status === 'ready' ? answer.data : undefined;
  return (
    <FilteredReportScreen
      title={t('adminReports.reports.licencesByLocation.name')}
      description={t('adminReports.reports.licencesByLocation.description')}
      backHref={backHref}
      fields={['countries', 'range']}
      filterBar={filterBar}
      prompt={t('adminReports.reports.licencesByLocation.prompt')}
      tableLabel={t('adminReports.reports.licencesByLocation.name')}
      status={answer.status}
      page={answer.page}
      onPageChange={answer.onPageChange}
      density={answer.density}
      onDensityChange={answer.onDensityChange}
      onRetry={answer.onRetry}
      columns={activeLicencesReportColumns({ t, language: i18n.language, timeZone })}
      rows={data?.results ?? []}
      rowKey={(row) => row.license}
      count={data?.meta.count ?? 0}
      totals={data && activeLicencesReportTotals(data, { t, language: i18n.language })}
      cardTitle={(row) => `${row.label} · ${row.name}`}
      exportAll={exportAll}
    />
  );
}
