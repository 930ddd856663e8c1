import type { z } from 'zod';
import { endpoints, type EndpointDefinition, type EndpointName } from './endpoints.ts';
import {
  activeStatusRequestSchema,
  adminCreateNewsRequestSchema,
  adminCreateScenarioRequestSchema,
  adminNewsQuerySchema,
  adminNewsResponseSchema,
  adminScenariosQuerySchema,
  adminScenariosResponseSchema,
  adminUpdateNewsRequestSchema,
  adminUpdateScenarioRequestSchema,
  newsIdParamsSchema,
  obtainableScenariosParamsSchema,
  obtainableScenariosQuerySchema,
  obtainableScenariosResponseSchema,
  purchasedScenarioSchema,
  scenarioIdParamsSchema,
  scenarioOnLicenseRequestSchema,
  scenarioSchema,
  uploadQuerySchema,
  uploadResponseSchema,
} from './admin-content.ts';
import {
  adminActivationsQuerySchema,
  adminActivationsResponseSchema,
  adminEditUserRequestSchema,
  adminInsertWalletRecordRequestSchema,
  adminUserIdParamsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  adminWalletUserParamsSchema,
  endSessionsResponseSchema,
  idempotencyHeadersSchema,
} from './admin-users.ts';
import {
  adminInsertWalletRecordResponseSchema,
  debitApprovalParamsSchema,
  debitApprovalSchema,
  debitApprovalsQuerySchema,
  debitApprovalsResponseSchema,
} from './debit-approvals.ts';
import * as adminReports from './admin-reports.ts';
import * as devices from './devices.ts';
import {
  auditQuerySchema,
  auditResponseSchema,
  clientActivityQuerySchema,
  clientActivityResponseSchema,
} from './audit.ts';
import {
  addressListSchema,
  changePasswordRequestSchema,
  resetPasswordRequestRequestSchema,
  resetPasswordRequestSchema,
  signUpRequestSchema,
  tokenRequestSchema,
  verifyResetTokenResponseSchema,
} from './accounts.ts';
import {
  adminBlockingOrdersResponseSchema,
  adminCreateBlockingOrderRequestSchema,
  adminFinishBlockingOrderRequestSchema,
  blockingOrderSchema,
  blockingOrdersResponseSchema,
  createTemporaryUnblockResponseSchema,
  temporaryUnblockRequestsResponseSchema,
} from './blocking.ts';
import { messageResponseSchema } from './common.ts';
import {
  ownEmailChangeResponseSchema,
  ownSessionParamsSchema,
  ownSessionsResponseSchema,
  requestEmailChangeRequestSchema,
} from './own-account.ts';
import { countryListSchema } from './countries.ts';
import { livenessSchema, readinessSchema } from './health.ts';
import {
  adminCreateLicenseRequestSchema,
  adminCreateLicenseResponseSchema,
  adminLicenseGameModelRequestSchema,
  adminLicenseKeyParamsSchema,
  adminLicenseKeyRequestSchema,
  clientLicenseSchema,
  consumptionListSchema,
  licenseActivationsQuerySchema,
  licenseActivationsResponseSchema,
  licenseConsumptionsQuerySchema,
  licenseKeyParamsSchema,
  updateLicenseNotesRequestSchema,
  walletConsumptionsRequestSchema,
} from './licenses.ts';
import { newsListQuerySchema, newsListResponseSchema, newsSchema } from './news.ts';
import { licenseScenariosQuerySchema, licenseScenariosResponseSchema } from './license-scenarios.ts';
import {
  customersPerLicenseQuerySchema,
  customersPerLicenseSchema,
  licenseConsumptionsReportParamsSchema,
  licenseConsumptionsReportSchema,
  licenseRankingSchema,
  monthReportQuerySchema,
  scenarioShareSchema,
  timezoneQuerySchema,
  walletBalanceReportQuerySchema,
  walletBalanceReportSchema,
} from './reports.ts';
import {
  confirmTotpRequestSchema,
  recoveryCodesSchema,
  removeTotpRequestSchema,
  secondFactorStatusSchema,
  signInResponseSchema,
  signInSecondFactorRequestSchema,
  totpEnrolmentSchema,
} from './second-factors.ts';
import { reauthenticateRequestSchema, reauthenticateResponseSchema } from './reauthentication.ts';
import {
  passkeyAuthenticationOptionsSchema,
  passkeyListSchema,
  passkeyParamsSchema,
  passkeyRegistrationOptionsSchema,
  passkeySchema,
  passkeySignInRequestSchema,
  registerPasskeyRequestSchema,
  renamePasskeyRequestSchema,
} from './passkeys.ts';
import { currentUserSchema, signInRequestSchema, signOutResponseSchema } from './session.ts';
import {
  bigmacIndexParamsSchema,
  bigmacIndexSchema,
  walletBalanceSchema,
  walletRecordsQuerySchema,
  walletRecordsResponseSchema,
} from './wallet.ts';

export interface RouteDefinition extends EndpointDefinition {
  summary: string;
  /** The status of a successful answer; 200 when absent. */
  successStatus?: 201;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** Request headers the route requires, with lower-case names. */
  headers?: z.ZodType;
  /** Schema of the 2xx answer. */
  response: z.ZodType;
}

/**
 * Every call of the API with its schemas. The server registers exactly these and validates with them; the mocks
 * and OpenAPI use them; the browser client uses only their types (its requests go by `endpoints`).
 */
export const routes = {
  signIn: {
    ...endpoints.signIn,
    summary:
      'Sign in with email and password; sets the session cookie, or, for an account with a second factor, a pending sign-in cookie and answers which second step it takes',
    body: signInRequestSchema,
    response: signInResponseSchema,
  },
  signInSecondFactor: {
    ...endpoints.signInSecondFactor,
    summary:
      "Complete a pending sign-in with an authenticator app's code, a recovery code or a passkey; sets the session cookie",
    body: signInSecondFactorRequestSchema,
    response: currentUserSchema,
  },
  signInSecondFactorPasskeyOptions: {
    ...endpoints.signInSecondFactorPasskeyOptions,
    summary:
      "The options for a pending sign-in's passkey: a new challenge and the account's passkeys; needs the pending sign-in cookie",
    response: passkeyAuthenticationOptionsSchema,
  },
  passkeySignInOptions: {
    ...endpoints.passkeySignInOptions,
    summary: 'The options for a sign-in with a passkey alone: a new challenge, short-lived and used once',
    response: passkeyAuthenticationOptionsSchema,
  },
  passkeySignIn: {
    ...endpoints.passkeySignIn,
    summary:
      'Sign in with a passkey that verified its user (both factors at once); finds the account by the passkey and sets the session cookie',
    body: passkeySignInRequestSchema,
    response: currentUserSchema,
  },
  signOut: {
    ...endpoints.signOut,
    summary: 'End the current session',
    response: signOutResponseSchema,
  },
  signOutPost: {
    ...endpoints.signOutPost,
    summary: "End the current session (the console's call; GET sign-out answers only same-origin fetch calls)",
    response: signOutResponseSchema,
  },
  me: {
    ...endpoints.me,
    summary: 'The signed-in user',
    response: currentUserSchema,
  },
  changePassword: {
    ...endpoints.changePassword,
    summary: "Change the signed-in user's password; needs the current one and ends the user's other sessions",
    body: changePasswordRequestSchema,
    response: messageResponseSchema,
  },
  ownEmailChange: {
    ...endpoints.ownEmailChange,
    summary: "The signed-in user's change of email waiting for the new address to confirm it, if any",
    response: ownEmailChangeResponseSchema,
  },
  requestEmailChange: {
    ...endpoints.requestEmailChange,
    summary:
      "Ask to change the signed-in user's email; needs the current password. The new address confirms by a mailed link, the old one is told and may cancel",
    body: requestEmailChangeRequestSchema,
    response: ownEmailChangeResponseSchema,
  },
  cancelOwnEmailChange: {
    ...endpoints.cancelOwnEmailChange,
    summary: "Cancel the signed-in user's change of email waiting for confirmation",
    response: messageResponseSchema,
  },
  ownSessions: {
    ...endpoints.ownSessions,
    summary: "The signed-in user's open sessions, the current one marked",
    response: ownSessionsResponseSchema,
  },
  endOwnSession: {
    ...endpoints.endOwnSession,
    summary: "End one of the signed-in user's sessions (another user's answers 404); the current one signs out",
    params: ownSessionParamsSchema,
    response: endSessionsResponseSchema,
  },
  endOtherOwnSessions: {
    ...endpoints.endOtherOwnSessions,
    summary: 'End every session of the signed-in user but the current one',
    response: endSessionsResponseSchema,
  },
  secondFactors: {
    ...endpoints.secondFactors,
    summary: "The signed-in user's second factors",
    response: secondFactorStatusSchema,
  },
  startTotpEnrolment: {
    ...endpoints.startTotpEnrolment,
    summary: 'Start setting up an authenticator app: a new secret, shown once, and its otpauth:// address',
    response: totpEnrolmentSchema,
  },
  confirmTotpEnrolment: {
    ...endpoints.confirmTotpEnrolment,
    summary: 'Finish setting up the authenticator app with its first code; answers ten recovery codes, shown once',
    body: confirmTotpRequestSchema,
    response: recoveryCodesSchema,
  },
  removeTotp: {
    ...endpoints.removeTotp,
    summary: "Remove the authenticator app and the recovery codes, with one of the app's codes or the password",
    body: removeTotpRequestSchema,
    response: messageResponseSchema,
  },
  reauthenticate: {
    ...endpoints.reauthenticate,
    summary:
      'Prove again who the signed-in user is (password, app code, recovery code or passkey), for this session only; sensitive acts need such a proof from the last few minutes',
    body: reauthenticateRequestSchema,
    response: reauthenticateResponseSchema,
  },
  reauthenticatePasskeyOptions: {
    ...endpoints.reauthenticatePasskeyOptions,
    summary:
      'The options for proving again who the signed-in user is with one of their passkeys: their passkeys and a challenge given to them, used once',
    response: passkeyAuthenticationOptionsSchema,
  },
  passkeys: {
    ...endpoints.passkeys,
    summary: "The signed-in user's passkeys",
    response: passkeyListSchema,
  },
  passkeyRegistrationOptions: {
    ...endpoints.passkeyRegistrationOptions,
    summary:
      'The options for adding a passkey: a new challenge, short-lived and used once, and the passkeys to exclude',
    response: passkeyRegistrationOptionsSchema,
  },
  registerPasskey: {
    ...endpoints.registerPasskey,
    successStatus: 201,
    summary: "Add a passkey with the browser's answer to the registration options and the name to show it by",
    body: registerPasskeyRequestSchema,
    response: passkeySchema,
  },
  renamePasskey: {
    ...endpoints.renamePasskey,
    summary: "Rename one of the signed-in user's passkeys (another user's answers 404)",
    params: passkeyParamsSchema,
    body: renamePasskeyRequestSchema,
    response: passkeySchema,
  },
  removePasskey: {
    ...endpoints.removePasskey,
    summary: "Remove one of the signed-in user's passkeys (another user's answers 404)",
    params: passkeyParamsSchema,
    response: messageResponseSchema,
  },
  countries: {
    ...endpoints.countries,
    summary: 'Every ISO 3166-1 country',
    response: countryListSchema,
  },
  healthLive: {
    ...endpoints.healthLive,
    summary: 'The process answers',
    response: livenessSchema,
  },
  healthReady: {
    ...endpoints.healthReady,
    summary:
      'Ready for traffic: the database answers, its migrations are applied and the session listener is connected; 503 with the reason otherwise, and from the moment the server starts to stop',
    response: readinessSchema,
  },

  // Accounts (spec §7 "Session and account"; verify-email is ours, ADR 0009).
  signUp: {
    ...endpoints.signUp,
    summary: 'Register a client account; mails a link to verify the address',
    body: signUpRequestSchema,
    response: messageResponseSchema,
  },
  verifyEmail: {
    ...endpoints.verifyEmail,
    summary: 'Confirm an email address with the token mailed at sign-up',
    body: tokenRequestSchema,
    response: messageResponseSchema,
  },
  confirmEmailChange: {
    ...endpoints.confirmEmailChange,
    summary: "Confirm a change of email with the token mailed to the new address; ends the user's other sessions",
    body: tokenRequestSchema,
    response: messageResponseSchema,
  },
  cancelEmailChange: {
    ...endpoints.cancelEmailChange,
    summary: 'Cancel a change of email with the token mailed to the old address',
    body: tokenRequestSchema,
    response: messageResponseSchema,
  },
  resetPasswordRequest: {
    ...endpoints.resetPasswordRequest,
    summary: 'Mail a password reset link, valid 30 minutes, in the given language',
    body: resetPasswordRequestRequestSchema,
    response: messageResponseSchema,
  },
  resetPasswordVerifyToken: {
    ...endpoints.resetPasswordVerifyToken,
    summary: 'Tell whether a password reset token can still be used',
    body: tokenRequestSchema,
    response: verifyResetTokenResponseSchema,
  },
  resetPassword: {
    ...endpoints.resetPassword,
    summary: "Set a new password with a reset token; ends the user's other sessions",
    body: resetPasswordRequestSchema,
    response: messageResponseSchema,
  },
  addresses: {
    ...endpoints.addresses,
    summary: "The signed-in user's addresses",
    response: addressListSchema,
  },

  // Client area (spec §7): every call answers only the signed-in user's own data (ADR 0008).
  licenseActivations: {
    ...endpoints.licenseActivations,
    summary: "The signed-in user's licences",
    query: licenseActivationsQuerySchema,
    response: licenseActivationsResponseSchema,
  },
  licenseConsumptions: {
    ...endpoints.licenseConsumptions,
    summary: "Rides of one of the user's licences in a day, ISO week, month or given range",
    params: licenseKeyParamsSchema,
    query: licenseConsumptionsQuerySchema,
    response: consumptionListSchema,
  },
  updateLicenseNotes: {
    ...endpoints.updateLicenseNotes,
    summary: "Change the notes of one of the user's licences",
    params: licenseKeyParamsSchema,
    body: updateLicenseNotesRequestSchema,
    response: clientLicenseSchema,
  },
  walletConsumptions: {
    ...endpoints.walletConsumptions,
    summary: "Rides of the user's licences (or of one) between two instants",
    body: walletConsumptionsRequestSchema,
    response: consumptionListSchema,
  },
  walletRecords: {
    ...endpoints.walletRecords,
    summary: "The user's coin records, newest first, with the wallet balance",
    query: walletRecordsQuerySchema,
    response: walletRecordsResponseSchema,
  },
  bigmacIndex: {
    ...endpoints.bigmacIndex,
    summary: 'Coins a Big Mac costs in a country',
    params: bigmacIndexParamsSchema,
    response: bigmacIndexSchema,
  },
  reportLicenseConsumptions: {
    ...endpoints.reportLicenseConsumptions,
    summary: 'Customers and rides of one licence today, this ISO week and this month',
    params: licenseConsumptionsReportParamsSchema,
    query: timezoneQuerySchema,
    response: licenseConsumptionsReportSchema,
  },
  reportLicenseRanking: {
    ...endpoints.reportLicenseRanking,
    summary: "The user's licences by customers in a month",
    query: monthReportQuerySchema,
    response: licenseRankingSchema,
  },
  reportCustomersPerLicense: {
    ...endpoints.reportCustomersPerLicense,
    summary: 'Customers per licence and month over twelve months',
    query: customersPerLicenseQuerySchema,
    response: customersPerLicenseSchema,
  },
  reportWalletBalance: {
    ...endpoints.reportWalletBalance,
    summary: 'Coins balance and tickets of the wallet at an instant',
    query: walletBalanceReportQuerySchema,
    response: walletBalanceReportSchema,
  },
  reportScenarioShare: {
    ...endpoints.reportScenarioShare,
    summary: "Customers per scenario on the user's licences in a month",
    query: monthReportQuerySchema,
    response: scenarioShareSchema,
  },
  blockingOrders: {
    ...endpoints.blockingOrders,
    summary: "The user's blocking orders and whether it may request a temporary unblock",
    response: blockingOrdersResponseSchema,
  },
  temporaryUnblockRequests: {
    ...endpoints.temporaryUnblockRequests,
    summary: "The user's temporary unblock requests, newest first",
    response: temporaryUnblockRequestsResponseSchema,
  },
  createTemporaryUnblockRequest: {
    ...endpoints.createTemporaryUnblockRequest,
    summary: 'Request a temporary unblock of 7 days',
    response: createTemporaryUnblockResponseSchema,
  },
  news: {
    ...endpoints.news,
    summary: 'Active news, newest first (ADR 0009)',
    query: newsListQuerySchema,
    response: newsListResponseSchema,
  },
  publicNews: {
    ...endpoints.publicNews,
    summary: 'Active news for the sign-in page, newest first (ADR 0009)',
    query: newsListQuerySchema,
    response: newsListResponseSchema,
  },

  // Admin: clients (spec §7 "Admin: clients and licences"; the audit list is ours, ADR 0012).
  adminUsers: {
    ...endpoints.adminUsers,
    summary: 'Users filtered by name, email or name as in contract, ordered and paged',
    query: adminUsersQuerySchema,
    response: adminUsersResponseSchema,
  },
  adminUser: {
    ...endpoints.adminUser,
    summary: 'One user',
    params: adminUserIdParamsSchema,
    response: adminUserSchema,
  },
  adminEditUser: {
    ...endpoints.adminEditUser,
    summary:
      "Change a user's name, name as in contract and (admin only) scope; a new email waits for the new address to confirm it. Audited",
    params: adminUserIdParamsSchema,
    body: adminEditUserRequestSchema,
    response: adminUserSchema,
  },
  adminEndUserSessions: {
    ...endpoints.adminEndUserSessions,
    summary: 'End every session of a user at once; audited',
    params: adminUserIdParamsSchema,
    response: endSessionsResponseSchema,
  },
  adminDisableUser: {
    ...endpoints.adminDisableUser,
    summary: 'Disable an account: it cannot sign in or reset its password, and its sessions end at once; audited',
    params: adminUserIdParamsSchema,
    response: adminUserSchema,
  },
  adminEnableUser: {
    ...endpoints.adminEnableUser,
    summary: 'Enable a disabled account again; audited',
    params: adminUserIdParamsSchema,
    response: adminUserSchema,
  },
  adminWalletBalance: {
    ...endpoints.adminWalletBalance,
    summary: "A user's coins balance and tickets",
    params: adminWalletUserParamsSchema,
    response: walletBalanceSchema,
  },
  adminInsertWalletRecord: {
    ...endpoints.adminInsertWalletRecord,
    summary:
      "Insert coins into a user's wallet; a retry with the same Idempotency-Key answers the first record. A debit " +
      "above the installation's threshold answers `pendingApproval` instead: it waits for a second staff member",
    params: adminWalletUserParamsSchema,
    headers: idempotencyHeadersSchema,
    body: adminInsertWalletRecordRequestSchema,
    response: adminInsertWalletRecordResponseSchema,
  },
  adminDebitApprovals: {
    ...endpoints.adminDebitApprovals,
    summary: 'Large debits waiting for (or given) a second approval, oldest first',
    query: debitApprovalsQuerySchema,
    response: debitApprovalsResponseSchema,
  },
  adminApproveDebit: {
    ...endpoints.adminApproveDebit,
    summary: 'Approve a pending debit: its wallet record is written in the same step; never by the one who asked',
    params: debitApprovalParamsSchema,
    response: debitApprovalSchema,
  },
  adminRejectDebit: {
    ...endpoints.adminRejectDebit,
    summary: 'Reject a pending debit: nothing is written to the wallet; never by the one who asked',
    params: debitApprovalParamsSchema,
    response: debitApprovalSchema,
  },
  adminUserActivations: {
    ...endpoints.adminUserActivations,
    summary: "A user's licences, paged by page number",
    params: adminUserIdParamsSchema,
    query: adminActivationsQuerySchema,
    response: adminActivationsResponseSchema,
  },
  adminBlockingOrders: {
    ...endpoints.adminBlockingOrders,
    summary: "A user's blocking orders, finished ones included, newest first",
    params: adminUserIdParamsSchema,
    response: adminBlockingOrdersResponseSchema,
  },
  adminCreateBlockingOrder: {
    ...endpoints.adminCreateBlockingOrder,
    summary: 'Block a licence, or a whole account when no licence key is sent (ADR 0013); audited',
    body: adminCreateBlockingOrderRequestSchema,
    response: blockingOrderSchema,
  },
  adminFinishBlockingOrder: {
    ...endpoints.adminFinishBlockingOrder,
    summary: 'Finish (revoke) a blocking order; audited',
    body: adminFinishBlockingOrderRequestSchema,
    response: blockingOrderSchema,
  },
  adminCreateLicense: {
    ...endpoints.adminCreateLicense,
    summary: 'Create a licence for a client with a key generated by the server; audited',
    body: adminCreateLicenseRequestSchema,
    response: adminCreateLicenseResponseSchema,
  },
  adminLicenseGameModel: {
    ...endpoints.adminLicenseGameModel,
    summary: "Switch a licence's game model; audited",
    params: adminLicenseKeyParamsSchema,
    body: adminLicenseGameModelRequestSchema,
    response: clientLicenseSchema,
  },
  adminRevokeLicense: {
    ...endpoints.adminRevokeLicense,
    summary: 'Revoke a licence for good; audited',
    body: adminLicenseKeyRequestSchema,
    response: clientLicenseSchema,
  },
  adminUnlimitedLicense: {
    ...endpoints.adminUnlimitedLicense,
    summary: 'Make a limited licence unlimited; audited',
    body: adminLicenseKeyRequestSchema,
    response: clientLicenseSchema,
  },
  adminBlockOfflineLicense: {
    ...endpoints.adminBlockOfflineLicense,
    summary: 'Make an unlimited licence unlimited-offline; audited',
    body: adminLicenseKeyRequestSchema,
    response: clientLicenseSchema,
  },
  // Admin: reports (spec §7, ADR 0015).
  adminReportUsers: {
    ...endpoints.adminReportUsers,
    summary: "Clients for the reports' pickers, by name",
    query: adminReports.adminReportUsersQuerySchema,
    response: adminReports.adminReportUsersResponseSchema,
  },
  adminReportConsumptions: {
    ...endpoints.adminReportConsumptions,
    summary: 'Rides of the chosen licences of the chosen clients in a range, newest first, with totals',
    query: adminReports.adminReportPageQuerySchema,
    body: adminReports.adminReportConsumptionsRequestSchema,
    response: adminReports.adminReportConsumptionsResponseSchema,
  },
  adminReportLicenses: {
    ...endpoints.adminReportLicenses,
    summary: 'Licences of the chosen clients, revoked ones included',
    body: adminReports.adminReportLicensesRequestSchema,
    response: adminReports.adminReportLicensesResponseSchema,
  },
  adminReportActiveLicenses: {
    ...endpoints.adminReportActiveLicenses,
    summary: 'Licences with rides in a range, of clients of the chosen countries',
    query: adminReports.adminReportPageQuerySchema,
    body: adminReports.adminReportActiveLicensesRequestSchema,
    response: adminReports.adminReportActiveLicensesResponseSchema,
  },
  adminReportTicketsLog: {
    ...endpoints.adminReportTicketsLog,
    summary: 'Coin records of the chosen clients in a range, newest first',
    query: adminReports.adminReportPageQuerySchema,
    body: adminReports.adminReportTicketsLogRequestSchema,
    response: adminReports.adminReportTicketsLogResponseSchema,
  },
  adminReportConsumptionsByDay: {
    ...endpoints.adminReportConsumptionsByDay,
    summary: 'Customers and rides per licence and day of the chosen licences',
    query: adminReports.adminReportPageQuerySchema,
    body: adminReports.adminReportConsumptionsByDayRequestSchema,
    response: adminReports.adminReportConsumptionsByDayResponseSchema,
  },
  adminReportConsumptionsByMonth: {
    ...endpoints.adminReportConsumptionsByMonth,
    summary: 'Customers per month on the licences of clients of the chosen countries',
    query: adminReports.adminReportPageQuerySchema,
    body: adminReports.adminReportConsumptionsByMonthRequestSchema,
    response: adminReports.adminReportConsumptionsByMonthResponseSchema,
  },
  adminReportCoinSales: {
    ...endpoints.adminReportCoinSales,
    summary: 'Coins inserted per month into wallets of clients of the chosen countries',
    query: adminReports.adminReportPageQuerySchema,
    body: adminReports.adminReportCoinSalesRequestSchema,
    response: adminReports.adminReportCoinSalesResponseSchema,
  },
  adminReportLicenseSearch: {
    ...endpoints.adminReportLicenseSearch,
    summary: 'Licences whose key ends with the given characters, with their owner',
    query: adminReports.adminReportLicenseSearchQuerySchema,
    response: adminReports.adminReportLicenseSearchResponseSchema,
  },
  adminReportStatement: {
    ...endpoints.adminReportStatement,
    summary: "A client's wallet statement: the rides of its licences in a range, with totals",
    query: adminReports.adminReportStatementQuerySchema,
    response: adminReports.adminReportStatementResponseSchema,
  },
  // CSV twins of the reports (ADR 0026): the report's own body, no paging, streamed as text/csv.
  adminReportConsumptionsCsv: {
    ...endpoints.adminReportConsumptionsCsv,
    summary: 'The rides report as CSV, newest first',
    query: adminReports.adminReportConsumptionsCsvQuerySchema,
    body: adminReports.adminReportConsumptionsRequestSchema,
    response: adminReports.csvStreamSchema,
  },
  adminReportActiveLicensesCsv: {
    ...endpoints.adminReportActiveLicensesCsv,
    summary: 'Active licences by location as CSV',
    query: adminReports.adminReportCsvQuerySchema,
    body: adminReports.adminReportActiveLicensesRequestSchema,
    response: adminReports.csvStreamSchema,
  },
  adminReportTicketsLogCsv: {
    ...endpoints.adminReportTicketsLogCsv,
    summary: "The clients' coin records as CSV, newest first",
    query: adminReports.adminReportCsvQuerySchema,
    body: adminReports.adminReportTicketsLogRequestSchema,
    response: adminReports.csvStreamSchema,
  },
  adminReportConsumptionsByDayCsv: {
    ...endpoints.adminReportConsumptionsByDayCsv,
    summary: 'Customers and rides per licence and day as CSV',
    query: adminReports.adminReportCsvQuerySchema,
    body: adminReports.adminReportConsumptionsByDayRequestSchema,
    response: adminReports.csvStreamSchema,
  },
  adminReportConsumptionsByMonthCsv: {
    ...endpoints.adminReportConsumptionsByMonthCsv,
    summary: 'Customers per month as CSV',
    query: adminReports.adminReportCsvQuerySchema,
    body: adminReports.adminReportConsumptionsByMonthRequestSchema,
    response: adminReports.csvStreamSchema,
  },
  adminReportCoinSalesCsv: {
    ...endpoints.adminReportCoinSalesCsv,
    summary: 'Coins sold per month as CSV',
    query: adminReports.adminReportCsvQuerySchema,
    body: adminReports.adminReportCoinSalesRequestSchema,
    response: adminReports.csvStreamSchema,
  },
  adminReportStatementCsv: {
    ...endpoints.adminReportStatementCsv,
    summary: "A client's wallet statement as CSV, newest first",
    query: adminReports.adminReportStatementCsvQuerySchema,
    response: adminReports.csvStreamSchema,
  },
  adminAudit: {
    ...endpoints.adminAudit,
    summary: 'Audit entries of one target, newest first',
    query: auditQuerySchema,
    response: auditResponseSchema,
  },
  // Scenarios on licences, scenarios, news and uploads (ADR 0016).
  obtainableScenarios: {
    ...endpoints.obtainableScenarios,
    summary: "Active scenarios the user's licences can still obtain, with the licences that can",
    params: obtainableScenariosParamsSchema,
    query: obtainableScenariosQuerySchema,
    response: obtainableScenariosResponseSchema,
  },
  adminTransferScenario: {
    ...endpoints.adminTransferScenario,
    summary: 'Transfer a scenario (by scenario id) to a licence; audited',
    body: scenarioOnLicenseRequestSchema,
    response: purchasedScenarioSchema,
  },
  adminRemoveScenario: {
    ...endpoints.adminRemoveScenario,
    summary: 'Remove a scenario (by scenario id) from a licence, keeping the history; audited',
    body: scenarioOnLicenseRequestSchema,
    response: purchasedScenarioSchema,
  },
  adminScenarios: {
    ...endpoints.adminScenarios,
    summary: 'Scenarios searched by id or text, accent- and case-insensitive',
    query: adminScenariosQuerySchema,
    response: adminScenariosResponseSchema,
  },
  adminScenario: {
    ...endpoints.adminScenario,
    summary: 'One scenario',
    params: scenarioIdParamsSchema,
    response: scenarioSchema,
  },
  adminCreateScenario: {
    ...endpoints.adminCreateScenario,
    summary: 'Create a scenario; audited',
    body: adminCreateScenarioRequestSchema,
    response: scenarioSchema,
  },
  adminUpdateScenario: {
    ...endpoints.adminUpdateScenario,
    summary: 'Change a scenario or add a translation; audited',
    params: scenarioIdParamsSchema,
    body: adminUpdateScenarioRequestSchema,
    response: scenarioSchema,
  },
  adminScenarioStatus: {
    ...endpoints.adminScenarioStatus,
    summary: 'Activate or deactivate a scenario; audited',
    params: scenarioIdParamsSchema,
    body: activeStatusRequestSchema,
    response: scenarioSchema,
  },
  adminNewsList: {
    ...endpoints.adminNewsList,
    summary: 'Every news item, newest first, searched by id, issuer, state or text',
    query: adminNewsQuerySchema,
    response: adminNewsResponseSchema,
  },
  adminNews: {
    ...endpoints.adminNews,
    summary: 'One news item',
    params: newsIdParamsSchema,
    response: newsSchema,
  },
  adminCreateNews: {
    ...endpoints.adminCreateNews,
    summary: 'Create a news item; audited',
    body: adminCreateNewsRequestSchema,
    response: newsSchema,
  },
  adminUpdateNews: {
    ...endpoints.adminUpdateNews,
    summary: 'Change a news item or add a translation; audited',
    params: newsIdParamsSchema,
    body: adminUpdateNewsRequestSchema,
    response: newsSchema,
  },
  adminNewsStatus: {
    ...endpoints.adminNewsStatus,
    summary: 'Show or hide a news item; audited',
    params: newsIdParamsSchema,
    body: activeStatusRequestSchema,
    response: newsSchema,
  },
  uploadImage: {
    ...endpoints.uploadImage,
    summary: 'Upload a PNG, JPEG or WebP image (multipart field "file", optional "imageKey" to replace); audited',
    query: uploadQuerySchema,
    response: uploadResponseSchema,
  },
  adminUserAudit: {
    ...endpoints.adminUserAudit,
    summary:
      "A client's activity, newest first: audit entries about the user, its licences and its blocking orders, with who made them",
    params: adminUserIdParamsSchema,
    query: clientActivityQuerySchema,
    response: clientActivityResponseSchema,
  },
  licenseScenarios: {
    ...endpoints.licenseScenarios,
    summary:
      "Scenarios held by the signed-in client's licences: title and theme in the reader's language (English fallback), thumbnail and time",
    query: licenseScenariosQuerySchema,
    response: licenseScenariosResponseSchema,
  },

  // Machines and tariffs on the client page (ADR 0049).
  adminUserDevices: {
    ...endpoints.adminUserDevices,
    summary:
      "Every machine activated on the client's licences, newest first, with its last call, versions and sync state",
    params: adminUserIdParamsSchema,
    response: devices.adminDevicesResponseSchema,
  },
  adminFreeDevice: {
    ...endpoints.adminFreeDevice,
    summary:
      "Free a licence's device slot (the PC was replaced): the machine validates as DEVICE_REPLACED and may still send the rides it played; audited",
    params: devices.deviceIdParamsSchema,
    response: devices.adminDeviceSchema,
  },
  adminRevokeDevice: {
    ...endpoints.adminRevokeDevice,
    summary: "Revoke a machine: its token answers 401 from now on and the licence's slot is free; audited",
    params: devices.deviceIdParamsSchema,
    response: devices.adminDeviceSchema,
  },
  adminUserTariff: {
    ...endpoints.adminUserTariff,
    summary: "The client's tariff: coins per customer charged for rides on its limited licences",
    params: adminUserIdParamsSchema,
    response: devices.tariffSchema,
  },
  adminSetUserTariff: {
    ...endpoints.adminSetUserTariff,
    summary: "Set the client's tariff from now on; rides already played keep their charge; audited",
    params: adminUserIdParamsSchema,
    body: devices.adminSetTariffRequestSchema,
    response: devices.tariffSchema,
  },

  // The device protocol (ADR 0049, docs/devices.md).
  deviceActivate: {
    ...endpoints.deviceActivate,
    successStatus: 201,
    summary:
      'Activate a machine on a licence: 404 unknown key, 403 revoked licence, 409 slot held by another machine, 429 too many attempts from this address',
    body: devices.deviceActivationRequestSchema,
    response: devices.deviceActivationResponseSchema,
  },
  deviceKeys: {
    ...endpoints.deviceKeys,
    summary: 'The public keys that sign licence files, by key id',
    response: devices.deviceSigningKeysResponseSchema,
  },
  deviceValidate: {
    ...endpoints.deviceValidate,
    summary:
      'Validate the licence and report in (at boot and at nextCheckInAt): always 200 for a known machine, with the first code that applies of REVOKED, DEVICE_REPLACED, BLOCKED, SYNC_OVERDUE, VALID',
    body: devices.deviceValidationRequestSchema,
    response: devices.deviceValidationResponseSchema,
  },
  deviceScenarios: {
    ...endpoints.deviceScenarios,
    summary: "The licence's obtained, active scenarios; ETag and If-None-Match answer 304 when nothing changed",
    headers: devices.deviceScenariosHeadersSchema,
    response: devices.deviceScenariosResponseSchema,
  },
  deviceRides: {
    ...endpoints.deviceRides,
    summary:
      'Deliver up to 500 rides, signed with the machine key (Orbit-Signature); one result per ride: accepted, duplicate, conflict or rejected',
    headers: devices.deviceRidesHeadersSchema,
    body: devices.deviceRideBatchSchema,
    response: devices.deviceRideBatchResponseSchema,
  },
} as const satisfies Record<EndpointName, RouteDefinition>;

export type RouteName = keyof typeof routes;
