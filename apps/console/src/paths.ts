import type { ReportId } from '@orbit/ui';

/**
 * Every page address of the console (docs/domain.md#screens-and-addresses), in one place: the route table
 * (routes.tsx), the sidebar, redirects and links all take them from here, and docs/map.md reads them.
 */
export const paths = {
  root: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
  validateEmail: '/sign-up/validate-email',
  confirmEmailChange: '/email-change/confirm',
  cancelEmailChange: '/email-change/cancel',
  resetPasswordRequest: '/reset-password/request',
  resetPassword: '/reset-password/reset',
  error: '/error',
  dash: '/dash',
  wallet: '/dash/wallet',
  licenses: '/dash/licenses',
  license: '/dash/licenses/:label',
  news: '/dash/news',
  notifications: '/dash/notifications',
  profile: '/dash/me',
  /** The profile's former address, sent on to `profile`. */
  formerProfile: '/dash/profile',
  coasters: '/dash/coasters',
  /** One of the client's machines, by its device id. */
  coaster: '/dash/coasters/:deviceId',
  admin: '/dash/admin',
  reports: '/dash/admin/reports',
  clients: '/dash/admin/clients',
  client: '/dash/admin/clients/:clientId',
  /** The staff fleet page: every client's machines. */
  fleet: '/dash/admin/coasters',
  debitApprovals: '/dash/admin/debit-approvals',
  failedJobs: '/dash/admin/failed-jobs',
  /** The business's API keys (and, later, its webhook endpoints), for admins. */
  integrations: '/dash/admin/integrations',
  adminScenarios: '/dash/admin/scenarios',
  adminNews: '/dash/admin/news',
} as const;

/** Each report's address under the reports list; the customer account keeps its published spelling. */
export const reportPaths = {
  rides: '/dash/admin/reports/rides',
  coins: '/dash/admin/reports/coins',
  walletStatement: '/dash/admin/reports/customer-acount',
  licensesByLocation: '/dash/admin/reports/licenses-by-location',
  salesByMonth: '/dash/admin/reports/sales-by-month',
  consumptionByMonth: '/dash/admin/reports/consumption-by-month',
  consumptionByDay: '/dash/admin/reports/consumption-by-day',
  searchLicense: '/dash/admin/reports/search-license',
} as const satisfies Record<ReportId, string>;

/** A licence's detail page; labels may hold any character, so they are URL-encoded. */
export const licensePath = (label: string) => `${paths.licenses}/${encodeURIComponent(label)}`;

/** One of the client's machines. */
export const coasterPath = (deviceId: number) => `${paths.coasters}/${deviceId}`;

/** A client's page for staff. */
export const clientPath = (id: number) => `${paths.clients}/${id}`;
