import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { liveResetEvent, routes, type RouteDefinition } from '@orbit/contract';
import type { DatabaseHandle } from './db/client.ts';
import { auditLog, licenses, walletRecords } from './db/schema.ts';
import { activate, makeDevice } from './test-support/devices.ts';
import { sessionOf } from './test-support/fixtures.ts';
import { injectAnswer } from './test-support/live-streams.ts';
import { createTestApp } from './test-support/test-app.ts';
import { countRows, testDatabaseKinds } from './test-support/test-database.ts';

/**
 * Issue #3 "Bad input": every call of the contract, sent garbage by a caller allowed to make it, answers a 4xx
 * with `{ message }`, never a 500, and writes nothing. Generated from the route table, so a new route is swept
 * without anyone adding it here.
 */
const allRoutes = Object.entries(routes) as [string, RouteDefinition][];

/** Path parameters that are not what any route expects: unknown, negative, huge, not a number, hostile. */
const oddParameters = ['0', '-1', '99999999999999999999', 'abc', '%00', '..%2F..%2Fetc', 'x'.repeat(300)];

/** Bodies of the wrong shape or type. */
const oddBodies: unknown[] = [[], 'text', 42, null, { unexpected: true }, { id: 'x', amount: 'ten', startAt: 7 }];

function fill(path: string, value: string): string {
  return path.replace(/:(\w+)/g, () => value);
}

describe.each(testDatabaseKinds)('bad input on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let admin = '';
  let client = '';
  let device = '';
  let before: number[] = [];

  const written = () => Promise.all([walletRecords, auditLog, licenses].map((table) => countRows(handle, table)));

  beforeAll(async () => {
    handle = await kind.open();
    app = await createTestApp(handle);
    admin = await sessionOf(app, 'admin@example.com');
    client = await sessionOf(app, 'client@example.com');
    const machine = makeDevice();
    const [license] = await handle.db.select({ key: licenses.key }).from(licenses).where(isNull(licenses.revokedAt));
    await activate(app, machine, license?.key ?? '');
    device = `Device ${machine.token}`;
    before = await written();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  /**
   * Staff routes are swept as admin, device routes as a machine, the others as the demo client: a caller that
   * passes the access check.
   */
  const callerOf = (route: RouteDefinition) =>
    route.access === 'device'
      ? { headers: { authorization: device } }
      : { cookies: { orbit_session: route.access === 'staff' ? admin : client } };

  const bodyRoutes = allRoutes.filter(([, route]) => route.method !== 'GET' && route.body);
  const paramRoutes = allRoutes.filter(([, route]) => route.path.includes(':'));
  const queryRoutes = allRoutes.filter(([, route]) => route.method === 'GET' && route.query);

  it.each(bodyRoutes)('%s refuses malformed JSON and wrong bodies with a 4xx', async (_name, route) => {
    const url = fill(route.path, '1');
    const malformed = await app.inject({
      method: route.method,
      url,
      ...callerOf(route),
      headers: { ...callerOf(route).headers, 'content-type': 'application/json', 'idempotency-key': 'sweep' },
      payload: '{"unterminated": ',
    });
    expect(malformed.statusCode, `${route.method} ${url} malformed`).toBe(400);
    expect(malformed.json()).toHaveProperty('message');
    for (const body of oddBodies) {
      const response = await app.inject({
        method: route.method,
        url,
        ...callerOf(route),
        headers: { ...callerOf(route).headers, 'content-type': 'application/json', 'idempotency-key': 'sweep' },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode, `${route.method} ${url} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${route.method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500);
      expect(response.json()).toHaveProperty('message');
    }
  });

  it.each(paramRoutes)('%s answers odd path parameters with a 4xx, never a 500', async (_name, route) => {
    for (const value of oddParameters) {
      const url = fill(route.path, value);
      const response = await app.inject({
        method: route.method,
        url,
        ...callerOf(route),
        headers: { ...callerOf(route).headers, 'content-type': 'application/json', 'idempotency-key': 'sweep-params' },
        ...(route.method !== 'GET' && { payload: '{}' }),
      });
      expect(response.statusCode, `${route.method} ${url}`).toBeLessThan(500);
      if (response.statusCode >= 400) expect(response.json()).toHaveProperty('message');
    }
  });

  it.each(queryRoutes)('%s answers odd query values with a 4xx or an answer, never a 500', async (_name, route) => {
    const odd = ['-1', 'abc', '1e309', '', 'x'.repeat(2000)];
    for (const value of odd) {
      const names = ['page', 'limit', 'offset', 'q', 'timezone', 'referenceEndDate', 'rangeKind', 'endAt', 'month'];
      const query = names.map((name) => `${name}=${encodeURIComponent(value)}`).join('&');
      const url = `${fill(route.path, '1')}?${query}`;
      const response = await app.inject({ method: 'GET', url, ...callerOf(route) });
      expect(response.statusCode, `GET ${url.slice(0, 120)}`).toBeLessThan(500);
    }
  });

  it('live answers odd Last-Event-ID headers with a stream told to reset, or a 400, never a 500', async () => {
    const odd = ['', '-1', 'abc', '1e309', '99999999999999999999', '%00', '1.5', 'x'.repeat(65)];
    for (const value of odd) {
      const response = await injectAnswer(
        app,
        {
          method: 'GET',
          url: routes.live.path,
          cookies: { orbit_session: client },
          headers: { 'last-event-id': value },
        },
        (body) => body.includes('data:'),
      );
      const label = `Last-Event-ID ${JSON.stringify(value.slice(0, 20))}`;
      if (value.length > 64) expect(response.statusCode, label).toBe(400);
      else {
        expect(response.statusCode, label).toBe(200);
        expect(response.body, label).toContain(`event: ${liveResetEvent}`);
      }
    }
  });

  it('wrote nothing while being sent garbage', async () => {
    expect(await written()).toEqual(before);
  });
});
