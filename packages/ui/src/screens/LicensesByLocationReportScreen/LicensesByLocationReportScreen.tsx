import type { AdminReportLicensesByLocationResponse } from '@orbit/contract';
import { useTranslation } from '@orbit/i18n';
import {
  licensesByLocationReportColumns,
  licensesByLocationReportTotals,
  FilteredReportScreen,
  type FilteredReportProps,
} from '../reportParts/index.ts';

export type LicensesByLocationReportScreenProps = FilteredReportProps<AdminReportLicensesByLocationResponse>;

/** Active licences by location (docs/domain.md#screens-and-addresses): countries and a period; each licence with rides in it. */
export function LicensesByLocationReportScreen({
  backHref,
  filterBar,
  answer,
  exportAll,
  timeZone,
}: LicensesByLocationReportScreenProps) {
  const { t, i18n } = useTranslation();
  const data = answer.status === 'ready' ? answer.data : undefined;
  return (
    <FilteredReportScreen
      title={t('adminReports.reports.licensesByLocation.name')}
      description={t('adminReports.reports.licensesByLocation.description')}
      backHref={backHref}
      fields={['countries', 'range']}
      filterBar={filterBar}
      prompt={t('adminReports.reports.licensesByLocation.prompt')}
      tableLabel={t('adminReports.reports.licensesByLocation.name')}
      status={answer.status}
      page={answer.page}
      onPageChange={answer.onPageChange}
      density={answer.density}
      onDensityChange={answer.onDensityChange}
      onRetry={answer.onRetry}
      columns={licensesByLocationReportColumns({ t, language: i18n.language, timeZone })}
      rows={data?.results ?? []}
      rowKey={(row) => row.license}
      count={data?.meta.count ?? 0}
      totals={data && licensesByLocationReportTotals(data, { t, language: i18n.language })}
      cardTitle={(row) => `${row.label} · ${row.name}`}
      exportAll={exportAll}
    />
  );
}
