import type { EndpointDefinition } from './endpoints.ts';
import type { RouteDefinition, RouteName } from './routes.ts';

/*
 * What the OpenAPI document says beyond the route table: areas (tags), the error answers each route can give and
 * their reasons, and the examples no schema carries. Only the API imports this module (`@orbit/contract/openapi`),
 * so none of its text reaches the console's bundle (ADR 0014, ADR 0063).
 */

/** The error statuses of ADR 0003, 422 for a reused idempotency key (ADR 0057) and 503 for pool waits (ADR 0051). */
export const documentedErrorStatuses = [400, 401, 403, 404, 409, 422, 429, 503] as const;
export type DocumentedErrorStatus = (typeof documentedErrorStatuses)[number];

/** What each error status means on every route that answers it; a route's own reasons follow. */
export const errorStatusMeanings: Record<DocumentedErrorStatus, string> = {
  400: 'The input is invalid: `errors` names each field at fault (at most 20, then the count of the others)',
  401: 'No valid session (or device token): sign in first',
  403: 'Signed in, but this caller may not do this',
  404: 'Nothing of that id or key here, or not visible to this caller',
  409: 'The current state does not allow it',
  422: 'The Idempotency-Key was already used for a different request',
  429: 'Too many attempts: wait and try again',
  503: 'The server is busy: no database connection was free in time (Retry-After says when to ask again), or a query ran too long',
};

/**
 * An area of the API: every route whose path starts with one of `paths` (the longest match wins) belongs to it.
 * A new route under a known prefix gets its tag without any edit here.
 */
export interface ApiTag {
  name: string;
  description: string;
  paths: readonly string[];
}

export const apiTags: readonly ApiTag[] = [
  {
    name: 'Session',
    description: 'Signing in (with a second factor when the account has one) and out, and who is signed in',
    paths: ['/api/sign-in', '/api/sign-out', '/api/me'],
  },
  {
    name: 'Own account',
    description:
      "The signed-in user's password, email, sessions and second factor; the mailed links of a change of email",
    paths: ['/api/me/', '/api/email-change/', '/api/addresses'],
  },
  {
    name: 'Accounts',
    description: 'Registering a client account, confirming its email and resetting a forgotten password',
    paths: ['/api/sign-up', '/api/verify-email', '/api/reset-password', '/api/countries'],
  },
  {
    name: 'Licences',
    description: "The client's own licences, their rides and the scenarios they hold (ADR 0008)",
    paths: ['/api/licenses'],
  },
  {
    name: 'Wallet',
    description: "The client's coin records and prices",
    paths: ['/api/wallet-records', '/api/bigmac-index/'],
  },
  {
    name: 'Reports',
    description: "The client's own reports: customers, rides and coins per licence, scenario and month",
    paths: ['/api/report/'],
  },
  {
    name: 'Blocking',
    description: "The client's blocking orders and temporary unblock requests",
    paths: ['/api/blocking-orders', '/api/temporary-unblock-requests'],
  },
  {
    name: 'News',
    description: 'Active news for clients and for the sign-in page (ADR 0009)',
    paths: ['/api/news', '/api/public/news'],
  },
  {
    name: 'Notifications',
    description: 'What the signed-in person was told, and how they want to be told (ADR 0080)',
    paths: ['/api/notifications', '/api/notification-preferences'],
  },
  {
    name: 'Live updates',
    description: 'A Server-Sent Events stream of what changed for the signed-in person (ADR 0082)',
    paths: ['/api/live'],
  },
  {
    name: 'Coasters',
    description:
      "Each licence's machine as its calls show it: the client's own, and every client's for staff (ADR 0084)",
    paths: ['/api/coasters', '/api/admin/coasters'],
  },
  {
    name: 'API keys',
    description:
      "Keys for other systems, used as `Authorization: Bearer`: the business's made by admins, and each person's own (ADR 0092)",
    paths: ['/api/api-keys', '/api/admin/api-keys'],
  },
  {
    name: 'Webhooks',
    description:
      'Signed deliveries of events to other systems (Standard Webhooks), their delivery logs, and the event feed with the same ids (ADR 0093)',
    paths: ['/api/webhook-endpoints', '/api/admin/webhook-endpoints', '/api/events', '/api/admin/events'],
  },
  {
    name: 'Admin: users',
    description:
      'Staff work on accounts: users, their licences, wallet, blocking orders, machines and tariff (ADR 0012, ADR 0020)',
    paths: ['/api/admin/users', '/api/admin/devices/'],
  },
  {
    name: 'Admin: debit approvals',
    description: 'The two-person rule for large debits (ADR 0057)',
    paths: ['/api/admin/debit-approvals'],
  },
  {
    name: 'Admin: reports',
    description: 'Reports over every client, as JSON pages and as streamed CSV (ADR 0015, ADR 0026)',
    paths: ['/api/admin/reports/'],
  },
  {
    name: 'Admin: audit',
    description: "The audit log and a client's activity (ADR 0054, ADR 0024)",
    paths: ['/api/admin/audit', '/api/admin/users/:id/audit'],
  },
  {
    name: 'Admin: content',
    description: 'Scenarios, news, images and the scenarios held by licences (ADR 0016)',
    paths: ['/api/admin/scenarios', '/api/admin/news', '/api/upload/', '/api/store/'],
  },
  {
    name: 'Admin: jobs',
    description: 'Background work that ran out of attempts (dead letters), and sending it back to its queue (ADR 0079)',
    paths: ['/api/admin/jobs/'],
  },
  {
    name: 'Operations',
    description:
      'Health for load balancers and orchestrators: the process runs, and it is ready for requests (ADR 0060)',
    paths: ['/api/health/'],
  },
  {
    name: 'Device protocol',
    description:
      'The protocol of the simulator PCs (docs/devices.md): activation, validation, licence files, scenarios and rides delivered exactly once',
    paths: ['/api/device/'],
  },
];

/** The area of a path, by the longest prefix of `apiTags` it starts with (a prefix without `/` at its end is whole). */
export function apiTagOf(path: string): string | undefined {
  let best: { name: string; length: number } | undefined;
  for (const tag of apiTags) {
    for (const prefix of tag.paths) {
      const matches = prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`);
      if (matches && prefix.length > (best?.length ?? -1)) best = { name: tag.name, length: prefix.length };
    }
  }
  return best?.name;
}

/** What a route's documentation adds to its schemas; every field is optional, the rules of `errorAnswersOf` apply. */
export interface OperationDocs {
  /** A longer description than the summary, in Markdown. */
  description?: string;
  /** What the 2xx answer holds, when the summary does not say it. */
  answer?: string;
  /** Error statuses the route answers beyond the generic rules, with why. */
  errors?: Partial<Record<DocumentedErrorStatus, string>>;
  /** A request body to show, when the body schema has no example of its own. */
  requestExample?: unknown;
}

const signedInWithCurrentPassword = {
  403: 'The account was disabled',
  429: 'Too many wrong current passwords: wait and try again',
} as const;
const emailTaken = 'Another account already has this email';
const separationOfDuties = {
  403: "Staff may not do this to their own account, and a supervisor may not change an admin's",
  409: 'Only client accounts can be the subject of this, or it would leave no admin',
} as const;
const exportLimits = {
  429: 'Too many exports running for this caller or in all: wait for one to finish (Retry-After)',
} as const;
const tooManyTokenChecks = 'Too many token checks from this address';
const unknownImage = 'No uploaded image has this key';
const licenseState = 'The licence is revoked, or already in the state asked for';
const webhookUrlChecked = {
  400: 'The URL is not https (in production), or it does not reach a public address now (ADR 0093)',
} as const;
const webhookEndpointInUse = {
  404: "No endpoint of this id is the caller's, or no event of that id is kept for it",
  409: 'The endpoint is disabled: enable it first',
} as const;

/** Per-route additions; a route without an entry is described by the generic rules alone. */
export const operationDocs: Partial<Record<RouteName, OperationDocs>> = {
  signIn: {
    errors: {
      401: 'Wrong email or password',
      403: 'The account was disabled',
      429: 'Too many failed sign-ins for this email or from this address (ADR 0052)',
    },
    answer:
      'Signed in: the current user (the session cookie is set), or the second step a pending sign-in takes (ADR 0056)',
  },
  signInSecondFactor: {
    errors: {
      401: 'No pending sign-in, or the code is wrong',
      403: 'The account was disabled',
      429: 'Too many wrong codes: the pending sign-in ends',
    },
  },
  signOut: { errors: { 403: 'Only a same-origin fetch may sign out with GET (ADR 0021)' } },
  signInSecondFactorPasskeyOptions: {
    errors: { 401: 'No pending sign-in: the password is asked again' },
  },
  passkeySignInOptions: { errors: { 429: 'Too many passkey requests from this address' } },
  passkeySignIn: {
    errors: {
      401: 'The passkey is unknown, or its answer is not for a live challenge',
      403: 'The account was disabled',
      429: 'Too many passkey sign-ins from this address (ADR 0052)',
    },
  },
  passkeyRegistrationOptions: {
    errors: { 409: 'The account holds the most passkeys it may', 429: 'Too many changes' },
  },
  registerPasskey: {
    errors: { 409: 'This passkey is already added, or the account holds the most it may', 429: 'Too many changes' },
  },
  removePasskey: { errors: { 429: 'Too many changes' } },
  reauthenticatePasskeyOptions: { errors: { 429: 'Too many passkey requests for this account' } },
  reauthenticate: {
    errors: { 429: 'Too many wrong proofs: wait and try again' },
    answer: 'Until when this session counts as recently proved, for the sensitive acts of ADR 0058',
  },
  healthReady: {
    errors: {
      503: 'Not ready: stopping, the database does not answer, a migration is missing, or the session listener is quiet',
    },
  },
  changePassword: { errors: { 401: 'The current password is wrong', ...signedInWithCurrentPassword } },
  requestEmailChange: { errors: { 409: emailTaken, ...signedInWithCurrentPassword } },
  endOwnSession: { errors: { 404: 'No such session of this user' } },
  startTotpEnrolment: { errors: { 409: 'An authenticator app is already set up' } },
  confirmTotpEnrolment: { errors: { 409: 'No enrolment started, or already confirmed' } },
  removeTotp: {
    errors: { 409: 'No authenticator app is set up', ...signedInWithCurrentPassword },
    // Either a code of the app or the password, never both.
    requestExample: { code: '492039' },
  },
  signUp: { errors: { 409: emailTaken, 429: 'Too many sign-ups from this address' } },
  verifyEmail: { errors: { 429: tooManyTokenChecks } },
  confirmEmailChange: { errors: { 409: emailTaken, 429: tooManyTokenChecks } },
  cancelEmailChange: { errors: { 429: tooManyTokenChecks } },
  resetPasswordRequest: {
    errors: { 403: 'The account was disabled', 404: 'No account has this email', 429: 'Too many requests' },
  },
  resetPasswordVerifyToken: { errors: { 429: tooManyTokenChecks } },
  resetPassword: { errors: { 403: 'The account was disabled', 429: tooManyTokenChecks } },
  walletConsumptions: { errors: { 404: 'The licence is not one of this user' } },
  licenseScenarios: { errors: { 404: 'The licence is not one of this user' } },
  createTemporaryUnblockRequest: {
    errors: {
      403: 'This account may not request a temporary unblock now',
      409: 'The account is not blocked, or a request is under review',
    },
  },
  adminEditUser: { errors: separationOfDuties },
  adminEndUserSessions: { errors: separationOfDuties },
  adminDisableUser: { errors: separationOfDuties },
  adminEnableUser: { errors: separationOfDuties },
  adminInsertWalletRecord: {
    errors: {
      403: 'Only the issuer of a debit request may repeat it',
      409: 'Only client accounts hold coins',
      422: errorStatusMeanings[422],
    },
  },
  adminApproveDebit: {
    errors: { 403: 'Nobody approves their own request (ADR 0057)', 409: 'The request was already decided' },
  },
  adminRejectDebit: {
    errors: { 403: 'Nobody rejects their own request (ADR 0057)', 409: 'The request was already decided' },
  },
  adminRetryFailedJob: {
    errors: { 404: 'No failed job has this id: it was retried already, or its retention ended' },
  },
  adminCreateBlockingOrder: {
    errors: { 404: 'No such user or licence', 409: 'The licence is revoked or belongs to another user' },
  },
  adminFinishBlockingOrder: {
    errors: { 404: 'No such blocking order', 409: 'The blocking order is already finished' },
  },
  adminCreateLicense: { errors: { 404: 'No such user', 409: 'The label is taken' } },
  adminLicenseGameModel: { errors: { 409: 'The licence is revoked, or the label is taken' } },
  adminRevokeLicense: { errors: { 404: 'No such licence', 409: licenseState } },
  adminUnlimitedLicense: { errors: { 404: 'No such licence', 409: licenseState } },
  adminBlockOfflineLicense: { errors: { 404: 'No such licence', 409: licenseState } },
  adminReportRidesCsv: { errors: exportLimits },
  adminReportLicensesByLocationCsv: { errors: exportLimits },
  adminReportCoinsCsv: { errors: exportLimits },
  adminReportConsumptionByDayCsv: { errors: exportLimits },
  adminReportConsumptionByMonthCsv: { errors: exportLimits },
  adminReportSalesByMonthCsv: { errors: exportLimits },
  adminReportWalletStatementCsv: { errors: exportLimits },
  adminAudit: { errors: { 403: 'Security events are shown only to staff who may read them' } },
  adminTransferScenario: {
    errors: { 404: 'No such licence or scenario', 409: 'The licence already holds the scenario, or cannot take it' },
  },
  adminRemoveScenario: { errors: { 404: 'No such held scenario', 409: 'The scenario was already removed' } },
  adminCreateScenario: { errors: { 404: unknownImage } },
  adminUpdateScenario: { errors: { 404: unknownImage } },
  adminCreateNews: { errors: { 404: unknownImage } },
  adminUpdateNews: { errors: { 404: unknownImage } },
  uploadImage: { errors: { 404: 'No image of that key to replace', 409: 'The image belongs to another theme' } },
  adminFreeDevice: { errors: { 409: 'The machine is not active' } },
  adminRevokeDevice: { errors: { 409: 'The machine is not active' } },
  adminSetUserTariff: { errors: { 409: 'Only client accounts have a tariff' } },
  adminUserTariff: { errors: { 409: 'Only client accounts have a tariff' } },
  createWebhookEndpoint: { errors: { ...webhookUrlChecked, 409: 'The account has 10 endpoints already' } },
  adminCreateWebhookEndpoint: { errors: { ...webhookUrlChecked, 409: 'The business has 50 endpoints already' } },
  updateWebhookEndpoint: { errors: webhookUrlChecked },
  adminUpdateWebhookEndpoint: { errors: webhookUrlChecked },
  resendWebhook: { errors: webhookEndpointInUse },
  adminResendWebhook: { errors: webhookEndpointInUse },
  testWebhook: { errors: { 409: webhookEndpointInUse[409] } },
  adminTestWebhook: { errors: { 409: webhookEndpointInUse[409] } },
  events: { errors: { 400: 'No event of the cursor `after` is kept' } },
  adminEvents: { errors: { 400: 'No event of the cursor `after` is kept' } },
  deviceActivate: {
    errors: {
      403: 'The licence is revoked',
      404: 'No licence has this key',
      409: 'The slot is held by another machine',
      429: 'Too many activation attempts from this address',
    },
  },
};

/** Routes that answer without asking the database, so they never wait for a connection. */
const withoutDatabase = new Set<string>(['GET /api/countries', 'GET /api/device/v1/keys', 'GET /api/health/live']);

/**
 * The error statuses a route can answer, each with why: the generic rules (who may call it, whether it takes input,
 * a path parameter, whether it changes state) and then the route's own reasons from `operationDocs`.
 */
export function errorAnswersOf(
  name: string,
  route: Pick<RouteDefinition, 'method' | 'path' | 'access' | 'body' | 'query' | 'params' | 'headers'> &
    Pick<EndpointDefinition, 'scopes' | 'keyScope'>,
): Map<DocumentedErrorStatus, string[]> {
  const answers = new Map<DocumentedErrorStatus, string[]>();
  const add = (status: DocumentedErrorStatus, reason: string) =>
    answers.set(status, [...(answers.get(status) ?? []), reason]);
  if (route.body || route.query || route.params || route.headers) add(400, errorStatusMeanings[400]);
  if (route.access !== 'public') {
    add(401, route.access === 'device' ? 'No valid device token (revoked, or never issued)' : errorStatusMeanings[401]);
  }
  if (route.access === 'staff') {
    add(
      403,
      route.scopes ? `Only staff of scope ${route.scopes.join(', ')} may call this` : 'Only staff may call this',
    );
  }
  if (route.keyScope) {
    add(401, 'An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092)');
    add(
      403,
      `An API key without the scope ${route.keyScope}, of the other side (business or account), used from an address it does not allow, or whose maker may not make this call`,
    );
    add(429, 'Too many calls with this API key in this minute (Retry-After says when to call again)');
  } else if (route.access !== 'device') {
    // Every other call refuses a key before anything runs, public ones included, so that no key reaches a sign-in.
    if (route.access === 'public') {
      add(401, 'An API key that is malformed, unknown, expired or revoked, or whose maker is disabled (ADR 0092)');
    }
    add(403, 'An API key: this call takes none (ADR 0092)');
  }
  if (route.method !== 'GET') add(403, 'A cross-site request that changes state (ADR 0021)');
  if (route.params) add(404, errorStatusMeanings[404]);
  for (const [status, reason] of Object.entries(operationDocs[name as RouteName]?.errors ?? {})) {
    add(Number(status) as DocumentedErrorStatus, reason);
  }
  if (!withoutDatabase.has(`${route.method} ${route.path}`)) add(503, errorStatusMeanings[503]);
  return new Map([...answers].sort(([a], [b]) => a - b));
}
