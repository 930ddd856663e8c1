import { describe, expect, it } from 'vitest';
import type { EndpointDefinition } from './definitions.ts';
import { endpoints } from './endpoints.ts';
import { apiTagOf, apiTags } from './openapi.ts';
import { routes } from './routes.ts';
import { sessionEndpoints, sessionRoutes } from './areas/session.ts';
import { ownAccountEndpoints, ownAccountRoutes } from './areas/own-account.ts';
import { accountsEndpoints, accountsRoutes } from './areas/accounts.ts';
import { licensesEndpoints, licensesRoutes } from './areas/licenses.ts';
import { walletEndpoints, walletRoutes } from './areas/wallet.ts';
import { reportsEndpoints, reportsRoutes } from './areas/reports.ts';
import { blockingEndpoints, blockingRoutes } from './areas/blocking.ts';
import { newsEndpoints, newsRoutes } from './areas/news.ts';
import { notificationsEndpoints, notificationsRoutes } from './areas/notifications.ts';
import { liveEndpoints, liveRoutes } from './areas/live.ts';
import { coastersEndpoints, coastersRoutes } from './areas/coasters.ts';
import { apiKeysEndpoints, apiKeysRoutes } from './areas/api-keys.ts';
import { webhooksEndpoints, webhooksRoutes } from './areas/webhooks.ts';
import { adminUsersEndpoints, adminUsersRoutes } from './areas/admin-users.ts';
import { adminDebitApprovalsEndpoints, adminDebitApprovalsRoutes } from './areas/admin-debit-approvals.ts';
import { adminReportsEndpoints, adminReportsRoutes } from './areas/admin-reports.ts';
import { adminAuditEndpoints, adminAuditRoutes } from './areas/admin-audit.ts';
import { adminContentEndpoints, adminContentRoutes } from './areas/admin-content.ts';
import { adminJobsEndpoints, adminJobsRoutes } from './areas/admin-jobs.ts';
import { operationsEndpoints, operationsRoutes } from './areas/operations.ts';
import { deviceProtocolEndpoints, deviceProtocolRoutes } from './areas/device-protocol.ts';

/** Each module of `areas/` with the OpenAPI tag it stands for (ADR 0067). */
const areas: { tag: string; endpoints: Record<string, EndpointDefinition>; routes: Record<string, unknown> }[] = [
  { tag: 'Session', endpoints: sessionEndpoints, routes: sessionRoutes },
  { tag: 'Own account', endpoints: ownAccountEndpoints, routes: ownAccountRoutes },
  { tag: 'Accounts', endpoints: accountsEndpoints, routes: accountsRoutes },
  { tag: 'Licences', endpoints: licensesEndpoints, routes: licensesRoutes },
  { tag: 'Wallet', endpoints: walletEndpoints, routes: walletRoutes },
  { tag: 'Reports', endpoints: reportsEndpoints, routes: reportsRoutes },
  { tag: 'Blocking', endpoints: blockingEndpoints, routes: blockingRoutes },
  { tag: 'News', endpoints: newsEndpoints, routes: newsRoutes },
  { tag: 'Notifications', endpoints: notificationsEndpoints, routes: notificationsRoutes },
  { tag: 'Live updates', endpoints: liveEndpoints, routes: liveRoutes },
  { tag: 'Coasters', endpoints: coastersEndpoints, routes: coastersRoutes },
  { tag: 'API keys', endpoints: apiKeysEndpoints, routes: apiKeysRoutes },
  { tag: 'Webhooks', endpoints: webhooksEndpoints, routes: webhooksRoutes },
  { tag: 'Admin: users', endpoints: adminUsersEndpoints, routes: adminUsersRoutes },
  { tag: 'Admin: debit approvals', endpoints: adminDebitApprovalsEndpoints, routes: adminDebitApprovalsRoutes },
  { tag: 'Admin: reports', endpoints: adminReportsEndpoints, routes: adminReportsRoutes },
  { tag: 'Admin: audit', endpoints: adminAuditEndpoints, routes: adminAuditRoutes },
  { tag: 'Admin: content', endpoints: adminContentEndpoints, routes: adminContentRoutes },
  { tag: 'Admin: jobs', endpoints: adminJobsEndpoints, routes: adminJobsRoutes },
  { tag: 'Operations', endpoints: operationsEndpoints, routes: operationsRoutes },
  { tag: 'Device protocol', endpoints: deviceProtocolEndpoints, routes: deviceProtocolRoutes },
];

describe('the contract by area', () => {
  it('has one module per OpenAPI tag, in the order of the tags', () => {
    expect(areas.map((area) => area.tag)).toEqual(apiTags.map((tag) => tag.name));
  });

  it.each(areas)('$tag holds exactly the endpoints its tag documents', ({ tag, endpoints: own }) => {
    for (const [name, endpoint] of Object.entries(own)) expect([name, apiTagOf(endpoint.path)]).toEqual([name, tag]);
    const documented = Object.entries(endpoints).filter(([, endpoint]) => apiTagOf(endpoint.path) === tag);
    expect(Object.keys(own).sort()).toEqual(documented.map(([name]) => name).sort());
  });

  it.each(areas)(
    '$tag has a route for each endpoint, at its method and path',
    ({ endpoints: own, routes: ownRoutes }) => {
      expect(Object.keys(ownRoutes)).toEqual(Object.keys(own));
      for (const [name, endpoint] of Object.entries(own)) expect(ownRoutes[name]).toMatchObject(endpoint);
    },
  );

  it('lists every endpoint and route once, in the tables the callers use', () => {
    const names = areas.flatMap((area) => Object.keys(area.endpoints));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(endpoints)).toEqual(names);
    expect(Object.keys(routes)).toEqual(names);
  });
});
