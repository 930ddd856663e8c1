import type { RouteDefinition } from './definitions.ts';
import type { EndpointName } from './endpoints.ts';
import { sessionRoutes } from './areas/session.ts';
import { ownAccountRoutes } from './areas/own-account.ts';
import { accountsRoutes } from './areas/accounts.ts';
import { licensesRoutes } from './areas/licenses.ts';
import { walletRoutes } from './areas/wallet.ts';
import { reportsRoutes } from './areas/reports.ts';
import { blockingRoutes } from './areas/blocking.ts';
import { newsRoutes } from './areas/news.ts';
import { notificationsRoutes } from './areas/notifications.ts';
import { liveRoutes } from './areas/live.ts';
import { coastersRoutes } from './areas/coasters.ts';
import { apiKeysRoutes } from './areas/api-keys.ts';
import { webhooksRoutes } from './areas/webhooks.ts';
import { adminUsersRoutes } from './areas/admin-users.ts';
import { adminDebitApprovalsRoutes } from './areas/admin-debit-approvals.ts';
import { adminReportsRoutes } from './areas/admin-reports.ts';
import { adminAuditRoutes } from './areas/admin-audit.ts';
import { adminContentRoutes } from './areas/admin-content.ts';
import { adminJobsRoutes } from './areas/admin-jobs.ts';
import { operationsRoutes } from './areas/operations.ts';
import { deviceProtocolRoutes } from './areas/device-protocol.ts';

export type { RouteDefinition } from './definitions.ts';

/**
 * Every call of the API with its schemas. The server registers exactly these and validates with them; the mocks
 * and OpenAPI use them; the browser client uses only their types (its requests go by `endpoints`). Each area
 * checks that every endpoint of its own has its route; this checks that no area is left out (ADR 0067).
 */
export const routes = {
  ...sessionRoutes,
  ...ownAccountRoutes,
  ...accountsRoutes,
  ...licensesRoutes,
  ...walletRoutes,
  ...reportsRoutes,
  ...blockingRoutes,
  ...newsRoutes,
  ...notificationsRoutes,
  ...liveRoutes,
  ...coastersRoutes,
  ...apiKeysRoutes,
  ...webhooksRoutes,
  ...adminUsersRoutes,
  ...adminDebitApprovalsRoutes,
  ...adminReportsRoutes,
  ...adminAuditRoutes,
  ...adminContentRoutes,
  ...adminJobsRoutes,
  ...operationsRoutes,
  ...deviceProtocolRoutes,
} as const satisfies Record<EndpointName, RouteDefinition>;

export type RouteName = keyof typeof routes;
