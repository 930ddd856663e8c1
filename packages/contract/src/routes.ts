import type { z } from 'zod';
import type { Scope } from '@orbit/domain';
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
  idempotencyHeadersSchema,
} from './admin-users.ts';
import { auditQuerySchema, auditResponseSchema } from './audit.ts';
import {
  addressListSchema,
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
import { countryListSchema } from './countries.ts';
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
import { newsListQuerySchema, newsListResponseSchema } from './news.ts';
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
import { currentUserSchema, signInRequestSchema, signOutResponseSchema } from './session.ts';
import {
  bigmacIndexParamsSchema,
  bigmacIndexSchema,
  walletBalanceSchema,
  walletRecordSchema,
  walletRecordsQuerySchema,
  walletRecordsResponseSchema,
} from './wallet.ts';

/** Who may call a route: anyone, any signed-in user, or staff only. */
export type RouteAccess = 'public' | 'signedIn' | 'staff';

export interface RouteDefinition {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Fastify-style path (`/api/licenses/:key/notes`). */
  path: string;
  access: RouteAccess;
  /** On staff routes, the staff scopes allowed (spec §6, ADR 0012); every staff scope when absent. */
  scopes?: readonly Scope[];
  summary: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** Request headers the route requires, with lower-case names. */
  headers?: z.ZodType;
  /** Schema of the 2xx answer. */
  response: z.ZodType;
}

/** Every call of the API. The server registers exactly these; the client and the mocks use their paths and schemas. */
export const routes = {
  signIn: {
    method: 'POST',
    path: '/api/sign-in',
    access: 'public',
    summary: 'Sign in with email and password; sets the session cookie',
    body: signInRequestSchema,
    response: currentUserSchema,
  },
  signOut: {
    method: 'GET',
    path: '/api/sign-out',
    access: 'public',
    summary: 'End the current session',
    response: signOutResponseSchema,
  },
  me: {
    method: 'GET',
    path: '/api/me',
    access: 'signedIn',
    summary: 'The signed-in user',
    response: currentUserSchema,
  },
  countries: {
    method: 'GET',
    path: '/api/countries',
    access: 'public',
    summary: 'Every ISO 3166-1 country',
    response: countryListSchema,
  },

  // Accounts (spec §7 "Session and account"; verify-email is ours, ADR 0009).
  signUp: {
    method: 'POST',
    path: '/api/sign-up',
    access: 'public',
    summary: 'Register a client account; mails a link to verify the address',
    body: signUpRequestSchema,
    response: messageResponseSchema,
  },
  verifyEmail: {
    method: 'POST',
    path: '/api/verify-email',
    access: 'public',
    summary: 'Confirm an email address with the token mailed at sign-up',
    body: tokenRequestSchema,
    response: messageResponseSchema,
  },
  resetPasswordRequest: {
    method: 'POST',
    path: '/api/reset-password/request',
    access: 'public',
    summary: 'Mail a password reset link, valid 30 minutes, in the given language',
    body: resetPasswordRequestRequestSchema,
    response: messageResponseSchema,
  },
  resetPasswordVerifyToken: {
    method: 'POST',
    path: '/api/reset-password/verify-token',
    access: 'public',
    summary: 'Tell whether a password reset token can still be used',
    body: tokenRequestSchema,
    response: verifyResetTokenResponseSchema,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/reset-password',
    access: 'public',
    summary: "Set a new password with a reset token; ends the user's other sessions",
    body: resetPasswordRequestSchema,
    response: messageResponseSchema,
  },
  addresses: {
    method: 'GET',
    path: '/api/addresses',
    access: 'signedIn',
    summary: "The signed-in user's addresses",
    response: addressListSchema,
  },

  // Client area (spec §7): every call answers only the signed-in user's own data (ADR 0008).
  licenseActivations: {
    method: 'GET',
    path: '/api/licenses/activations',
    access: 'signedIn',
    summary: "The signed-in user's licences",
    query: licenseActivationsQuerySchema,
    response: licenseActivationsResponseSchema,
  },
  licenseConsumptions: {
    method: 'GET',
    path: '/api/licenses/:key/consumptions',
    access: 'signedIn',
    summary: "Rides of one of the user's licences in a day, ISO week, month or given range",
    params: licenseKeyParamsSchema,
    query: licenseConsumptionsQuerySchema,
    response: consumptionListSchema,
  },
  updateLicenseNotes: {
    method: 'PATCH',
    path: '/api/licenses/:key/notes',
    access: 'signedIn',
    summary: "Change the notes of one of the user's licences",
    params: licenseKeyParamsSchema,
    body: updateLicenseNotesRequestSchema,
    response: clientLicenseSchema,
  },
  walletConsumptions: {
    method: 'POST',
    path: '/api/licenses/wallet/consumptions',
    access: 'signedIn',
    summary: "Rides of the user's licences (or of one) between two instants",
    body: walletConsumptionsRequestSchema,
    response: consumptionListSchema,
  },
  walletRecords: {
    method: 'GET',
    path: '/api/wallet-records',
    access: 'signedIn',
    summary: "The user's coin records, newest first, with the wallet balance",
    query: walletRecordsQuerySchema,
    response: walletRecordsResponseSchema,
  },
  bigmacIndex: {
    method: 'GET',
    path: '/api/bigmac-index/:countryId',
    access: 'signedIn',
    summary: 'Coins a Big Mac costs in a country',
    params: bigmacIndexParamsSchema,
    response: bigmacIndexSchema,
  },
  reportLicenseConsumptions: {
    method: 'GET',
    path: '/api/report/license-consumptions/:licenseKey',
    access: 'signedIn',
    summary: 'Customers and rides of one licence today, this ISO week and this month',
    params: licenseConsumptionsReportParamsSchema,
    query: timezoneQuerySchema,
    response: licenseConsumptionsReportSchema,
  },
  reportLicenseRanking: {
    method: 'GET',
    path: '/api/report/license-ranking',
    access: 'signedIn',
    summary: "The user's licences by customers in a month",
    query: monthReportQuerySchema,
    response: licenseRankingSchema,
  },
  reportCustomersPerLicense: {
    method: 'GET',
    path: '/api/report/customers-per-license',
    access: 'signedIn',
    summary: 'Customers per licence and month over twelve months',
    query: customersPerLicenseQuerySchema,
    response: customersPerLicenseSchema,
  },
  reportWalletBalance: {
    method: 'GET',
    path: '/api/report/wallet-balance',
    access: 'signedIn',
    summary: 'Coins balance and tickets of the wallet at an instant',
    query: walletBalanceReportQuerySchema,
    response: walletBalanceReportSchema,
  },
  reportScenarioShare: {
    method: 'GET',
    path: '/api/report/scenario-share',
    access: 'signedIn',
    summary: "Customers per scenario on the user's licences in a month",
    query: monthReportQuerySchema,
    response: scenarioShareSchema,
  },
  blockingOrders: {
    method: 'GET',
    path: '/api/blocking-orders',
    access: 'signedIn',
    summary: "The user's blocking orders and whether it may request a temporary unblock",
    response: blockingOrdersResponseSchema,
  },
  temporaryUnblockRequests: {
    method: 'GET',
    path: '/api/temporary-unblock-requests',
    access: 'signedIn',
    summary: "The user's temporary unblock requests, newest first",
    response: temporaryUnblockRequestsResponseSchema,
  },
  createTemporaryUnblockRequest: {
    method: 'POST',
    path: '/api/temporary-unblock-requests',
    access: 'signedIn',
    summary: 'Request a temporary unblock of 7 days',
    response: createTemporaryUnblockResponseSchema,
  },
  news: {
    method: 'GET',
    path: '/api/news',
    access: 'signedIn',
    summary: 'Active news, newest first (ADR 0009)',
    query: newsListQuerySchema,
    response: newsListResponseSchema,
  },
  publicNews: {
    method: 'GET',
    path: '/api/public/news',
    access: 'public',
    summary: 'Active news for the sign-in page, newest first (ADR 0009)',
    query: newsListQuerySchema,
    response: newsListResponseSchema,
  },

  // Admin: clients (spec §7 "Admin: clients and licences"; the audit list is ours, ADR 0012).
  adminUsers: {
    method: 'GET',
    path: '/api/admin/users',
    access: 'staff',
    summary: 'Users filtered by name, email or name as in contract, ordered and paged',
    query: adminUsersQuerySchema,
    response: adminUsersResponseSchema,
  },
  adminUser: {
    method: 'GET',
    path: '/api/admin/users/:id',
    access: 'staff',
    summary: 'One user',
    params: adminUserIdParamsSchema,
    response: adminUserSchema,
  },
  adminEditUser: {
    method: 'PATCH',
    path: '/api/admin/users/:id/edit',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
    summary: "Change a user's email, name, name as in contract and (admin only) scope; audited",
    params: adminUserIdParamsSchema,
    body: adminEditUserRequestSchema,
    response: adminUserSchema,
  },
  adminWalletBalance: {
    method: 'GET',
    path: '/api/admin/users/:userId/wallet-balance',
    access: 'staff',
    summary: "A user's coins balance and tickets",
    params: adminWalletUserParamsSchema,
    response: walletBalanceSchema,
  },
  adminInsertWalletRecord: {
    method: 'POST',
    path: '/api/admin/users/:userId/wallet-records',
    access: 'staff',
    scopes: ['admin', 'supervisor', 'colaborador'],
    summary: "Insert coins into a user's wallet; a retry with the same Idempotency-Key answers the first record",
    params: adminWalletUserParamsSchema,
    headers: idempotencyHeadersSchema,
    body: adminInsertWalletRecordRequestSchema,
    response: walletRecordSchema,
  },
  adminUserActivations: {
    method: 'GET',
    path: '/api/admin/users/:id/licenses/activations',
    access: 'staff',
    summary: "A user's licences, paged by page number",
    params: adminUserIdParamsSchema,
    query: adminActivationsQuerySchema,
    response: adminActivationsResponseSchema,
  },
  adminBlockingOrders: {
    method: 'GET',
    path: '/api/admin/users/:id/blocking-orders',
    access: 'staff',
    summary: "A user's blocking orders, finished ones included, newest first",
    params: adminUserIdParamsSchema,
    response: adminBlockingOrdersResponseSchema,
  },
  adminCreateBlockingOrder: {
    method: 'POST',
    path: '/api/admin/users/blocking-orders',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
    summary: 'Block a licence, or a whole account when no licence key is sent (ADR 0013); audited',
    body: adminCreateBlockingOrderRequestSchema,
    response: blockingOrderSchema,
  },
  adminFinishBlockingOrder: {
    method: 'PATCH',
    path: '/api/admin/users/blocking-orders/finish',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
    summary: 'Finish (revoke) a blocking order; audited',
    body: adminFinishBlockingOrderRequestSchema,
    response: blockingOrderSchema,
  },
  adminCreateLicense: {
    method: 'POST',
    path: '/api/admin/users/licenses',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
    summary: 'Create a licence for a client with a key generated by the server; audited',
    body: adminCreateLicenseRequestSchema,
    response: adminCreateLicenseResponseSchema,
  },
  adminLicenseGameModel: {
    method: 'PATCH',
    path: '/api/admin/users/license/:licenseKey/gamemodel',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
    summary: "Switch a licence's game model; audited",
    params: adminLicenseKeyParamsSchema,
    body: adminLicenseGameModelRequestSchema,
    response: clientLicenseSchema,
  },
  adminRevokeLicense: {
    method: 'PATCH',
    path: '/api/admin/users/license/revoke',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
    summary: 'Revoke a licence for good; audited',
    body: adminLicenseKeyRequestSchema,
    response: clientLicenseSchema,
  },
  adminUnlimitedLicense: {
    method: 'PATCH',
    path: '/api/admin/users/license/unlimited',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
    summary: 'Make a limited licence unlimited; audited',
    body: adminLicenseKeyRequestSchema,
    response: clientLicenseSchema,
  },
  adminBlockOfflineLicense: {
    method: 'PATCH',
    path: '/api/admin/users/license/block-offline',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
    summary: 'Make an unlimited licence unlimited-offline; audited',
    body: adminLicenseKeyRequestSchema,
    response: clientLicenseSchema,
  },
  adminAudit: {
    method: 'GET',
    path: '/api/admin/audit',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
    summary: 'Audit entries of one target, newest first',
    query: auditQuerySchema,
    response: auditResponseSchema,
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;
