import type { ReportCardInfo, ReportId } from '@orbit/ui';

/** The reports list's address (docs/domain.md#screens-and-addresses). */
export const reportsPath = '/dash/admin/reports';

/** Each report's address under the list (docs/domain.md#screens-and-addresses, its spelling kept) and the name its files start with. */
export const reportRoutes: Record<ReportId, { path: string; file: string }> = {
  rides: { path: 'rides', file: 'rides' },
  coins: { path: 'coins', file: 'coins' },
  walletStatement: { path: 'customer-acount', file: 'wallet-statement' },
  licensesByLocation: { path: 'licenses-by-location', file: 'licenses-by-location' },
  salesByMonth: { path: 'sales-by-month', file: 'sales-by-month' },
  consumptionByMonth: { path: 'consumption-by-month', file: 'consumption-by-month' },
  consumptionByDay: { path: 'consumption-by-day', file: 'consumption-by-day' },
  searchLicense: { path: 'search-license', file: 'search-license' },
};

/** The day the reports, their calls and their screens joined the console (ADR 0029). */
const reportsCreatedAt = '2026-11-24T12:00:00.000Z';

/** The cards of the reports list, in the order of docs/domain.md#screens-and-addresses. */
export const reportCards: readonly ReportCardInfo[] = (Object.keys(reportRoutes) as ReportId[]).map((id) => ({
  id,
  href: `${reportsPath}/${reportRoutes[id].path}`,
  createdAt: reportsCreatedAt,
}));
