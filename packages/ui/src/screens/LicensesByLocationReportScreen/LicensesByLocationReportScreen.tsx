import type { AdminReportLicensesByLocationResponse } from '@orbit/contract';
import {
  licensesByLocationReportColumns,
  licensesByLocationReportTotals,
  FilteredReportScreen,
  type FilteredReportProps,
} from '../reportParts/index.ts';

export type LicensesByLocationReportScreenProps = FilteredReportProps<AdminReportLicensesByLocationResponse>;

/** Active licences by location (docs/domain.md#screens-and-addresses): countries and a period; each licence with rides in it. */
export function LicensesByLocationReportScreen(props: LicensesByLocationReportScreenProps) {
  return (
    <FilteredReportScreen
      {...props}
      report="licensesByLocation"
      fields={['countries', 'range']}
      columns={licensesByLocationReportColumns}
      rowKey={(row) => row.license}
      totals={licensesByLocationReportTotals}
      cardTitle={(row) => `${row.label} · ${row.name}`}
    />
  );
}
