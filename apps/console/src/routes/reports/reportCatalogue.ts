import type { ReportCardInfo, ReportId } from '@orbit/ui';
import { paths, reportPaths } from '../../paths.ts';

/** The reports list's address. */
export const reportsPath = paths.reports;

/** The name each report's files start with. */
export const reportRoutes: Record<ReportId, { file: string }> = {
  rides: { file: 'rides' },
  coins: { file: 'coins' },
  walletStatement: { file: 'wallet-statement' },
  licensesByLocation: { file: 'licenses-by-location' },
  salesByMonth: { file: 'sales-by-month' },
  consumptionByMonth: { file: 'consumption-by-month' },
  consumptionByDay: { file: 'consumption-by-day' },
  searchLicense: { file: 'search-license' },
};

/** The day the reports, their calls and their screens joined the console (ADR 0029). */
const reportsCreatedAt = '2026-11-24T12:00:00.000Z';

/** The cards of the reports list, in the order of docs/domain.md#screens-and-addresses. */
export const reportCards: readonly ReportCardInfo[] = (Object.keys(reportRoutes) as ReportId[]).map((id) => ({
  id,
  href: reportPaths[id],
  createdAt: reportsCreatedAt,
}));
