import { sessionEndpoints } from './areas/session.ts';
import { ownAccountEndpoints } from './areas/own-account.ts';
import { accountsEndpoints } from './areas/accounts.ts';
import { licensesEndpoints } from './areas/licenses.ts';
import { walletEndpoints } from './areas/wallet.ts';
import { reportsEndpoints } from './areas/reports.ts';
import { blockingEndpoints } from './areas/blocking.ts';
import { newsEndpoints } from './areas/news.ts';
import { notificationsEndpoints } from './areas/notifications.ts';
import { liveEndpoints } from './areas/live.ts';
import { coastersEndpoints } from './areas/coasters.ts';
import { apiKeysEndpoints } from './areas/api-keys.ts';
import { webhooksEndpoints } from './areas/webhooks.ts';
import { adminUsersEndpoints } from './areas/admin-users.ts';
import { adminDebitApprovalsEndpoints } from './areas/admin-debit-approvals.ts';
import { adminReportsEndpoints } from './areas/admin-reports.ts';
import { adminAuditEndpoints } from './areas/admin-audit.ts';
import { adminContentEndpoints } from './areas/admin-content.ts';
import { adminJobsEndpoints } from './areas/admin-jobs.ts';
import { operationsEndpoints } from './areas/operations.ts';
import { deviceProtocolEndpoints } from './areas/device-protocol.ts';

export type { EndpointDefinition, RouteAccess } from './definitions.ts';

/**
 * Method, path and access of every call, without the schemas, so that the browser client can address the API
 * without bundling zod (ADR 0014). Each area of `areas/` holds its endpoints beside their routes (ADR 0067).
 */
export const endpoints = {
  ...sessionEndpoints,
  ...ownAccountEndpoints,
  ...accountsEndpoints,
  ...licensesEndpoints,
  ...walletEndpoints,
  ...reportsEndpoints,
  ...blockingEndpoints,
  ...newsEndpoints,
  ...notificationsEndpoints,
  ...liveEndpoints,
  ...coastersEndpoints,
  ...apiKeysEndpoints,
  ...webhooksEndpoints,
  ...adminUsersEndpoints,
  ...adminDebitApprovalsEndpoints,
  ...adminReportsEndpoints,
  ...adminAuditEndpoints,
  ...adminContentEndpoints,
  ...adminJobsEndpoints,
  ...operationsEndpoints,
  ...deviceProtocolEndpoints,
} as const;

export type EndpointName = keyof typeof endpoints;
