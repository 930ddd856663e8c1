import type { Scope } from '@orbit/domain';

/**
 * Who may call a route: anyone, any signed-in user, staff only, or a simulator PC with its device token (never a
 * session cookie, ADR 0049).
 */
export type RouteAccess = 'public' | 'signedIn' | 'staff' | 'device';

/** Where a call lives and who may make it, without its schemas. */
export interface EndpointDefinition {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Fastify-style path (`/api/licenses/:key/notes`). */
  path: string;
  access: RouteAccess;
  /** On staff routes, the staff scopes allowed (spec §6, ADR 0012); every staff scope when absent. */
  scopes?: readonly Scope[];
  /**
   * A read sent as POST, its filters being too long for a query string (spec §7): it changes nothing, so its
   * answer does not wait for the changes of the request to reach the session cache (ADR 0042).
   */
  readOnly?: true;
  /**
   * A machine's heartbeat (ADR 0049): what it writes is the machine's last call, which no session and no cached
   * standing reads, so its answer need not wait for its writes to settle either.
   */
  heartbeat?: true;
}

/**
 * Method, path and access of every call, kept apart from the schemas in `routes.ts` so that the browser client
 * can address the API without bundling zod (ADR 0014).
 */
export const endpoints = {
  signIn: {
    method: 'POST',
    path: '/api/sign-in',
    access: 'public',
  },
  /** The second step of a sign-in whose password was right, for an account with a second factor (ADR 0056). */
  signInSecondFactor: {
    method: 'POST',
    path: '/api/sign-in/second-factor',
    access: 'public',
  },
  /** Passkeys at sign-in (ADR 0059): the second step's options, and a sign-in with a passkey alone. */
  signInSecondFactorPasskeyOptions: {
    method: 'POST',
    path: '/api/sign-in/second-factor/passkey-options',
    access: 'public',
  },
  passkeySignInOptions: {
    method: 'POST',
    path: '/api/sign-in/passkey/options',
    access: 'public',
  },
  passkeySignIn: {
    method: 'POST',
    path: '/api/sign-in/passkey',
    access: 'public',
  },
  signOut: {
    method: 'GET',
    path: '/api/sign-out',
    access: 'public',
  },
  /** The console's sign-out: a POST, which no cross-site link or image can send (ADR 0021). */
  signOutPost: {
    method: 'POST',
    path: '/api/sign-out',
    access: 'public',
  },
  me: {
    method: 'GET',
    path: '/api/me',
    access: 'signedIn',
  },
  changePassword: {
    method: 'POST',
    path: '/api/me/password',
    access: 'signedIn',
  },
  /** The signed-in user's own account (ADR 0055): a change of email waiting for its confirmation, and sessions. */
  ownEmailChange: {
    method: 'GET',
    path: '/api/me/email-change',
    access: 'signedIn',
  },
  requestEmailChange: {
    method: 'POST',
    path: '/api/me/email',
    access: 'signedIn',
  },
  cancelOwnEmailChange: {
    method: 'POST',
    path: '/api/me/email-change/cancel',
    access: 'signedIn',
  },
  ownSessions: {
    method: 'GET',
    path: '/api/me/sessions',
    access: 'signedIn',
  },
  endOwnSession: {
    method: 'POST',
    path: '/api/me/sessions/:id/end',
    access: 'signedIn',
  },
  endOtherOwnSessions: {
    method: 'POST',
    path: '/api/me/sessions/end-others',
    access: 'signedIn',
  },
  /** The mailed links of a change of email: the new address confirms, the old one cancels. */
  confirmEmailChange: {
    method: 'POST',
    path: '/api/email-change/confirm',
    access: 'public',
  },
  cancelEmailChange: {
    method: 'POST',
    path: '/api/email-change/cancel',
    access: 'public',
  },
  secondFactors: {
    method: 'GET',
    path: '/api/me/second-factor',
    access: 'signedIn',
  },
  startTotpEnrolment: {
    method: 'POST',
    path: '/api/me/second-factor/totp',
    access: 'signedIn',
  },
  confirmTotpEnrolment: {
    method: 'POST',
    path: '/api/me/second-factor/totp/confirm',
    access: 'signedIn',
  },
  removeTotp: {
    method: 'POST',
    path: '/api/me/second-factor/totp/remove',
    access: 'signedIn',
  },
  /** A new proof of who the signed-in user is, for the sensitive acts that need a recent one (ADR 0058). */
  reauthenticate: {
    method: 'POST',
    path: '/api/me/reauthenticate',
    access: 'signedIn',
  },
  reauthenticatePasskeyOptions: {
    method: 'POST',
    path: '/api/me/reauthenticate/passkey-options',
    access: 'signedIn',
  },
  /** The signed-in user's own passkeys (ADR 0059). */
  passkeys: {
    method: 'GET',
    path: '/api/me/passkeys',
    access: 'signedIn',
  },
  passkeyRegistrationOptions: {
    method: 'POST',
    path: '/api/me/passkeys/options',
    access: 'signedIn',
  },
  registerPasskey: {
    method: 'POST',
    path: '/api/me/passkeys',
    access: 'signedIn',
  },
  renamePasskey: {
    method: 'PATCH',
    path: '/api/me/passkeys/:id',
    access: 'signedIn',
  },
  removePasskey: {
    method: 'POST',
    path: '/api/me/passkeys/:id/remove',
    access: 'signedIn',
  },
  countries: {
    method: 'GET',
    path: '/api/countries',
    access: 'public',
  },
  /** For load balancers and orchestrators (ADR 0060): cheap, public, never logged per request. */
  healthLive: {
    method: 'GET',
    path: '/api/health/live',
    access: 'public',
  },
  healthReady: {
    method: 'GET',
    path: '/api/health/ready',
    access: 'public',
  },
  signUp: {
    method: 'POST',
    path: '/api/sign-up',
    access: 'public',
  },
  verifyEmail: {
    method: 'POST',
    path: '/api/verify-email',
    access: 'public',
  },
  resetPasswordRequest: {
    method: 'POST',
    path: '/api/reset-password/request',
    access: 'public',
  },
  resetPasswordVerifyToken: {
    method: 'POST',
    path: '/api/reset-password/verify-token',
    access: 'public',
  },
  resetPassword: {
    method: 'POST',
    path: '/api/reset-password',
    access: 'public',
  },
  addresses: {
    method: 'GET',
    path: '/api/addresses',
    access: 'signedIn',
  },
  licenseActivations: {
    method: 'GET',
    path: '/api/licenses/activations',
    access: 'signedIn',
  },
  licenseConsumptions: {
    method: 'GET',
    path: '/api/licenses/:key/consumptions',
    access: 'signedIn',
  },
  updateLicenseNotes: {
    method: 'PATCH',
    path: '/api/licenses/:key/notes',
    access: 'signedIn',
  },
  walletConsumptions: {
    method: 'POST',
    path: '/api/licenses/wallet/consumptions',
    access: 'signedIn',
    readOnly: true,
  },
  walletRecords: {
    method: 'GET',
    path: '/api/wallet-records',
    access: 'signedIn',
  },
  bigmacIndex: {
    method: 'GET',
    path: '/api/bigmac-index/:countryId',
    access: 'signedIn',
  },
  reportLicenseConsumptions: {
    method: 'GET',
    path: '/api/report/license-consumptions/:licenseKey',
    access: 'signedIn',
  },
  reportLicenseRanking: {
    method: 'GET',
    path: '/api/report/license-ranking',
    access: 'signedIn',
  },
  reportCustomersPerLicense: {
    method: 'GET',
    path: '/api/report/customers-per-license',
    access: 'signedIn',
  },
  reportWalletBalance: {
    method: 'GET',
    path: '/api/report/wallet-balance',
    access: 'signedIn',
  },
  reportScenarioShare: {
    method: 'GET',
    path: '/api/report/scenario-share',
    access: 'signedIn',
  },
  blockingOrders: {
    method: 'GET',
    path: '/api/blocking-orders',
    access: 'signedIn',
  },
  temporaryUnblockRequests: {
    method: 'GET',
    path: '/api/temporary-unblock-requests',
    access: 'signedIn',
  },
  createTemporaryUnblockRequest: {
    method: 'POST',
    path: '/api/temporary-unblock-requests',
    access: 'signedIn',
  },
  news: {
    method: 'GET',
    path: '/api/news',
    access: 'signedIn',
  },
  publicNews: {
    method: 'GET',
    path: '/api/public/news',
    access: 'public',
  },
  adminUsers: {
    method: 'GET',
    path: '/api/admin/users',
    access: 'staff',
  },
  adminUser: {
    method: 'GET',
    path: '/api/admin/users/:id',
    access: 'staff',
  },
  adminEditUser: {
    method: 'PATCH',
    path: '/api/admin/users/:id/edit',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  // Account security (ADR 0020): admin only.
  adminEndUserSessions: {
    method: 'POST',
    path: '/api/admin/users/:id/sessions/end',
    access: 'staff',
    scopes: ['admin'],
  },
  adminDisableUser: {
    method: 'POST',
    path: '/api/admin/users/:id/disable',
    access: 'staff',
    scopes: ['admin'],
  },
  adminEnableUser: {
    method: 'POST',
    path: '/api/admin/users/:id/enable',
    access: 'staff',
    scopes: ['admin'],
  },
  adminWalletBalance: {
    method: 'GET',
    path: '/api/admin/users/:userId/wallet-balance',
    access: 'staff',
  },
  adminInsertWalletRecord: {
    method: 'POST',
    path: '/api/admin/users/:userId/wallet-records',
    access: 'staff',
    scopes: ['admin', 'supervisor', 'colaborador'],
  },
  adminUserActivations: {
    method: 'GET',
    path: '/api/admin/users/:id/licenses/activations',
    access: 'staff',
  },
  adminBlockingOrders: {
    method: 'GET',
    path: '/api/admin/users/:id/blocking-orders',
    access: 'staff',
  },
  // The two-person rule for large debits (ADR 0057): admin and supervisor decide, never on their own request.
  adminDebitApprovals: {
    method: 'GET',
    path: '/api/admin/debit-approvals',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminApproveDebit: {
    method: 'POST',
    path: '/api/admin/debit-approvals/:id/approve',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminRejectDebit: {
    method: 'POST',
    path: '/api/admin/debit-approvals/:id/reject',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminCreateBlockingOrder: {
    method: 'POST',
    path: '/api/admin/users/blocking-orders',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminFinishBlockingOrder: {
    method: 'PATCH',
    path: '/api/admin/users/blocking-orders/finish',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminCreateLicense: {
    method: 'POST',
    path: '/api/admin/users/licenses',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminLicenseGameModel: {
    method: 'PATCH',
    path: '/api/admin/users/license/:licenseKey/gamemodel',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminRevokeLicense: {
    method: 'PATCH',
    path: '/api/admin/users/license/revoke',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminUnlimitedLicense: {
    method: 'PATCH',
    path: '/api/admin/users/license/unlimited',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminBlockOfflineLicense: {
    method: 'PATCH',
    path: '/api/admin/users/license/block-offline',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  // Admin reports (ADR 0015): read-only, open to every staff scope; their filters go in POST bodies.
  adminReportUsers: { method: 'GET', path: '/api/admin/reports/users', access: 'staff' },
  adminReportConsumptions: { method: 'POST', path: '/api/admin/reports/consumptions', access: 'staff', readOnly: true },
  adminReportLicenses: { method: 'POST', path: '/api/admin/reports/licenses', access: 'staff', readOnly: true },
  adminReportActiveLicenses: {
    method: 'POST',
    path: '/api/admin/reports/licenses/active/location',
    access: 'staff',
    readOnly: true,
  },
  adminReportTicketsLog: { method: 'POST', path: '/api/admin/reports/tickets/log', access: 'staff', readOnly: true },
  adminReportConsumptionsByDay: {
    method: 'POST',
    path: '/api/admin/reports/consumptions/byday',
    access: 'staff',
    readOnly: true,
  },
  adminReportConsumptionsByMonth: {
    method: 'POST',
    path: '/api/admin/reports/consumptions/bymonth',
    access: 'staff',
    readOnly: true,
  },
  adminReportCoinSales: {
    method: 'POST',
    path: '/api/admin/reports/orbitcoins/salesmonth',
    access: 'staff',
    readOnly: true,
  },
  adminReportLicenseSearch: { method: 'GET', path: '/api/admin/reports/licenses/search', access: 'staff' },
  adminReportStatement: { method: 'GET', path: '/api/admin/reports/consumptions', access: 'staff' },
  // CSV twins of the reports (ADR 0026), streamed.
  adminReportConsumptionsCsv: {
    method: 'POST',
    path: '/api/admin/reports/consumptions/csv',
    access: 'staff',
    readOnly: true,
  },
  adminReportActiveLicensesCsv: {
    method: 'POST',
    path: '/api/admin/reports/licenses/active/location/csv',
    access: 'staff',
    readOnly: true,
  },
  adminReportTicketsLogCsv: {
    method: 'POST',
    path: '/api/admin/reports/tickets/log/csv',
    access: 'staff',
    readOnly: true,
  },
  adminReportConsumptionsByDayCsv: {
    method: 'POST',
    path: '/api/admin/reports/consumptions/byday/csv',
    access: 'staff',
    readOnly: true,
  },
  adminReportConsumptionsByMonthCsv: {
    method: 'POST',
    path: '/api/admin/reports/consumptions/bymonth/csv',
    access: 'staff',
    readOnly: true,
  },
  adminReportCoinSalesCsv: {
    method: 'POST',
    path: '/api/admin/reports/orbitcoins/salesmonth/csv',
    access: 'staff',
    readOnly: true,
  },
  adminReportStatementCsv: { method: 'GET', path: '/api/admin/reports/consumptions/csv', access: 'staff' },
  adminAudit: {
    method: 'GET',
    path: '/api/admin/audit',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  // Scenarios on licences, scenarios, news and uploads (ADR 0016): changes by admin and supervisor only.
  obtainableScenarios: { method: 'GET', path: '/api/store/scenarios/obtainable/user/:userId', access: 'staff' },
  adminTransferScenario: {
    method: 'POST',
    path: '/api/admin/scenarios/transfer',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminRemoveScenario: {
    method: 'PATCH',
    path: '/api/admin/scenarios/purchased/removed-at',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminScenarios: { method: 'GET', path: '/api/admin/scenarios', access: 'staff' },
  adminScenario: { method: 'GET', path: '/api/admin/scenarios/:id', access: 'staff' },
  adminCreateScenario: {
    method: 'POST',
    path: '/api/admin/scenarios',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminUpdateScenario: {
    method: 'PATCH',
    path: '/api/admin/scenarios/:id',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminScenarioStatus: {
    method: 'PATCH',
    path: '/api/admin/scenarios/:id/status',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminNewsList: { method: 'GET', path: '/api/admin/news', access: 'staff' },
  adminNews: { method: 'GET', path: '/api/admin/news/:id', access: 'staff' },
  adminCreateNews: { method: 'POST', path: '/api/admin/news', access: 'staff', scopes: ['admin', 'supervisor'] },
  adminUpdateNews: { method: 'PATCH', path: '/api/admin/news/:id', access: 'staff', scopes: ['admin', 'supervisor'] },
  adminNewsStatus: {
    method: 'PATCH',
    path: '/api/admin/news/:id/status',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  uploadImage: { method: 'POST', path: '/api/upload/s3', access: 'staff', scopes: ['admin', 'supervisor'] },
  // The client page's activity timeline (ADR 0024): who may read the audit may read it.
  adminUserAudit: {
    method: 'GET',
    path: '/api/admin/users/:id/audit',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  // The scenarios of the client's own licences with their texts in the reader's language (ADR 0032).
  licenseScenarios: { method: 'GET', path: '/api/licenses/scenarios', access: 'signedIn' },
  // Machines and tariffs on the client page (ADR 0049).
  adminUserDevices: { method: 'GET', path: '/api/admin/users/:id/devices', access: 'staff' },
  adminFreeDevice: {
    method: 'POST',
    path: '/api/admin/devices/:deviceId/free',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminRevokeDevice: {
    method: 'POST',
    path: '/api/admin/devices/:deviceId/revoke',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminUserTariff: { method: 'GET', path: '/api/admin/users/:id/tariff', access: 'staff' },
  adminSetUserTariff: {
    method: 'PUT',
    path: '/api/admin/users/:id/tariff',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  // The device protocol (ADR 0049, docs/devices.md).
  deviceActivate: { method: 'POST', path: '/api/device/v1/activations', access: 'public' },
  deviceKeys: { method: 'GET', path: '/api/device/v1/keys', access: 'public' },
  deviceValidate: { method: 'POST', path: '/api/device/v1/validate', access: 'device', heartbeat: true },
  deviceScenarios: { method: 'GET', path: '/api/device/v1/scenarios', access: 'device' },
  deviceRides: { method: 'POST', path: '/api/device/v1/rides', access: 'device' },
} as const satisfies Record<string, EndpointDefinition>;

export type EndpointName = keyof typeof endpoints;
