import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog, licenses, users } from '../../db/schema.ts';
import { serveMetricsPort } from '../../http/metrics.ts';
import { createReadiness } from './readiness.ts';
import { listenerApplicationName, sessionCacheFor } from '../identity/index.ts';
import { activate, authorization, makeDevice, ride, sendRides, validate } from '../../test-support/devices.ts';
import { call, sessionOf } from '../../test-support/fixtures.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

/** Issue 25 items 1, 2 and 6 (ADR 0060): health, metrics, and logs that connect to the audit log. */
const metricsToken = 'a-metrics-token-long-enough-to-be-accepted';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The log lines an app wrote, parsed. */
function logCollector() {
  const lines: Record<string, unknown>[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  };
}

/**
 * The Prometheus text format, line by line: comments (`# HELP`, `# TYPE`) or `name{labels} value`, the value read
 * as Go's ParseFloat reads it (so `Nan`, which prom-client writes for an empty event-loop histogram). Returns the
 * samples by their name and labels as written.
 */
function parsePrometheus(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  const sample =
    /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? (-?[0-9.eE+-]+|NaN|[+-]?Inf)$/i;
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const match = sample.exec(line);
    if (!match) throw new Error(`Not a Prometheus line: ${line}`);
    samples.set(`${match[1]}${match[2] ?? ''}`, Number(match[3]));
  }
  return samples;
}

describe.each(testDatabaseKinds)('operations on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const log = logCollector();
  let admin = '';

  beforeAll(async () => {
    handle = await kind.open();
    app = await createTestApp(handle, { env: { METRICS_TOKEN: metricsToken }, logStream: log.stream });
    admin = await sessionOf(app, 'admin@example.com');
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  describe('health', () => {
    it('answers live and ready to anyone, without a line in the log', async () => {
      log.lines.length = 0;
      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'live' });
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
      expect(log.lines).toEqual([]);
      // Other requests are still logged.
      await app.inject({ method: 'GET', url: '/api/countries' });
      expect(log.lines.length).toBeGreaterThan(0);
    });

    it('says why it is not ready: a missing migration, a quiet listener, an unreachable database', async () => {
      const fresh = () => 'fresh' as const;
      expect(await createReadiness({ db: handle.db, listenerState: fresh }).problem()).toBeNull();
      expect(await createReadiness({ db: handle.db, listenerState: () => 'silent' }).problem()).toBe(
        'The session listener has shown no sign of life lately',
      );
      expect(await createReadiness({ db: handle.db, listenerState: () => 'not connected' }).problem()).toBe(
        'The session listener is not connected',
      );

      const [newest] = await handle.db
        .execute<{ id: number }>(sql`select id from drizzle.__drizzle_migrations order by created_at desc limit 1`)
        .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
      await handle.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where id = ${newest?.id}`,
      );
      try {
        expect(await createReadiness({ db: handle.db, listenerState: fresh }).problem()).toBe(
          'The database lacks migrations this server needs',
        );
      } finally {
        await handle.db.execute(
          sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where id = ${newest?.id}`,
        );
      }

      const closed = await kind.open();
      await closed.close();
      expect(await createReadiness({ db: closed.db, listenerState: fresh }).problem()).toMatch(
        /^The database (cannot be reached|does not answer in time)$/,
      );
    });
  });

  describe('metrics', () => {
    const scrape = (authorization?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/metrics',
        ...(authorization && { headers: { authorization } }),
      });

    it('counts a request under its route pattern and status, in the Prometheus text format', async () => {
      const before = parsePrometheus((await scrape(`Bearer ${metricsToken}`)).body);
      const key = 'orbit_http_requests_total{method="GET",route="/api/admin/users/:id",status="200"}';
      const [someone] = await handle.db.select({ id: users.id }).from(users).limit(1);
      expect((await call(app, 'GET', `/api/admin/users/${someone?.id}`, { cookie: admin })).statusCode).toBe(200);

      // A session is read from the database once, then from the cache.
      await call(app, 'GET', '/api/me', { cookie: admin });
      await call(app, 'GET', '/api/me', { cookie: admin });
      const response = await scrape(`Bearer ${metricsToken}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const after = parsePrometheus(response.body);
      expect(after.get(key)).toBe((before.get(key) ?? 0) + 1);
      // Never the raw URL: the user id stays out of the labels.
      expect([...after.keys()].some((name) => name.includes(`/api/admin/users/${someone?.id}`))).toBe(false);
      expect(after.get('orbit_http_request_duration_seconds_count{method="GET",route="/api/admin/users/:id"}')).toBe(
        (before.get('orbit_http_request_duration_seconds_count{method="GET",route="/api/admin/users/:id"}') ?? 0) + 1,
      );
      expect(after.get('orbit_exports_in_flight')).toBe(0);
      expect(after.get('orbit_live_streams_open')).toBe(0);
      expect(after.get('orbit_session_cache_hits_total')).toBeGreaterThan(0);
      // The job queue's counts are read at the scrape (ADR 0079).
      expect(after.get('orbit_jobs_scrape_ok')).toBe(1);
      // The pools are PostgreSQL's: PGlite has none to report.
      expect(after.has('orbit_db_pool_max_connections{pool="main"}')).toBe(kind.name === 'PostgreSQL');
      expect(after.has('orbit_db_pool_max_connections{pool="export"}')).toBe(kind.name === 'PostgreSQL');
      // The registry is the app's own: prom-client's own parser of its output agrees.
      const json = await app.operations.metrics.registry.getMetricsAsJSON();
      expect(json.map((metric) => metric.name)).toContain('orbit_http_requests_total');
    });

    it('counts rate-limit refusals by kind of limit, never by address or account', async () => {
      for (let attempt = 0; attempt < 11; attempt += 1) {
        await app.inject({
          method: 'POST',
          url: '/api/sign-in',
          payload: { email: 'client@example.com', password: 'not the password' },
          remoteAddress: '10.77.0.1',
        });
      }
      const samples = parsePrometheus((await scrape(`Bearer ${metricsToken}`)).body);
      expect(samples.get('orbit_rate_limit_refusals_total{limit="sign-in:account-ip"}')).toBeGreaterThanOrEqual(1);
      expect([...samples.keys()].some((name) => name.includes('10.77.0.1') || name.includes('client@'))).toBe(false);
    });

    it("counts the machines' validations by code and their rides by the answer each got", async () => {
      const [license] = await handle.db
        .select({ key: licenses.key })
        .from(licenses)
        .where(isNull(licenses.revokedAt))
        .limit(1);
      const machine = makeDevice();
      expect((await activate(app, machine, license?.key ?? '')).statusCode).toBe(201);
      const before = parsePrometheus((await scrape(`Bearer ${metricsToken}`)).body);

      const validation = await validate(app, machine, { sentAt: new Date() });
      expect(validation.statusCode).toBe(200);
      const code = validation.json<{ code: string }>().code;
      const scenarios = await app.inject({
        method: 'GET',
        url: '/api/device/v1/scenarios',
        headers: authorization(machine),
      });
      const [playable] = scenarios.json<{ results: { id: number }[] }>().results;
      const consumedAt = new Date(Date.now() - 60_000).toISOString();
      const batch = {
        sentAt: new Date(),
        rides: [
          ride(machine, { consumedAt, scenarioId: playable?.id ?? 1 }),
          ride(machine, { consumedAt, scenarioId: 999_999 }),
        ],
      };
      const delivered = await sendRides(app, machine, batch);
      expect(delivered.statusCode).toBe(200);
      const statuses = delivered.json<{ results: { status: string }[] }>().results.map((result) => result.status);
      expect(statuses).toContain('rejected');

      const after = parsePrometheus((await scrape(`Bearer ${metricsToken}`)).body);
      const delta = (key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);
      expect(delta(`orbit_device_validations_total{code="${code}"}`)).toBe(1);
      for (const status of ['accepted', 'duplicate', 'conflict', 'rejected']) {
        expect(delta(`orbit_device_rides_total{status="${status}"}`), status).toBe(
          statuses.filter((each) => each === status).length,
        );
      }
    });

    it('serves nothing without the token, and nothing at all when no token is set', async () => {
      expect((await scrape()).statusCode).toBe(401);
      expect((await scrape('Bearer not-the-token')).statusCode).toBe(401);
      expect((await scrape(`Basic ${metricsToken}`)).statusCode).toBe(401);
      expect((await scrape()).body).not.toContain('orbit_');

      const withoutToken = await createTestApp(handle, { env: { METRICS_PORT: '9464' } });
      try {
        const response = await withoutToken.inject({
          method: 'GET',
          url: '/api/metrics',
          headers: { authorization: `Bearer ${metricsToken}` },
        });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('orbit_');
      } finally {
        await withoutToken.close();
      }
    });

    it('serves the registry on a port of its own when METRICS_PORT is set', async () => {
      const server = await serveMetricsPort(app.operations.metrics.registry, '127.0.0.1', 0);
      try {
        const address = server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        const response = await fetch(`http://127.0.0.1:${port}/metrics`);
        expect(response.status).toBe(200);
        expect(parsePrometheus(await response.text()).size).toBeGreaterThan(0);
        expect((await fetch(`http://127.0.0.1:${port}/api/me`)).status).toBe(404);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });
  });

  describe('request ids', () => {
    it("a staff action's log line, its audit entry and its answer share one request id", async () => {
      const [target] = await handle.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'blocked@example.com'));
      log.lines.length = 0;
      const response = await call(app, 'POST', `/api/admin/users/${target?.id}/disable`, { cookie: admin });
      expect(response.statusCode).toBe(200);
      const requestId = response.headers['x-request-id'];
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

      const [entry] = await handle.db
        .select({ action: auditLog.action, requestId: auditLog.requestId })
        .from(auditLog)
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(entry).toEqual({ action: 'security.account.disabled', requestId });
      const staffLine = log.lines.find((line) => line.msg === 'Staff action');
      expect(staffLine).toMatchObject({ reqId: requestId, audit: 'security.account.disabled' });
      // Every line the request wrote carries the id: Fastify's own and the services'.
      expect(log.lines.filter((line) => line.reqId === requestId).length).toBe(log.lines.length);
    });

    it('logs no staff action for a change that was refused', async () => {
      log.lines.length = 0;
      const response = await call(app, 'POST', '/api/admin/users/99999999/disable', { cookie: admin });
      expect(response.statusCode).toBe(404);
      expect(log.lines.find((line) => line.msg === 'Staff action')).toBeUndefined();
    });

    it('ignores a caller’s X-Request-Id unless it comes through a trusted proxy', async () => {
      const direct = await app.inject({
        method: 'GET',
        url: '/api/health/live',
        headers: { 'x-request-id': 'chosen-by-the-caller' },
      });
      expect(direct.headers['x-request-id']).not.toBe('chosen-by-the-caller');

      const proxied = await createTestApp(handle, { env: { TRUST_PROXY: '10.0.0.5' } });
      try {
        const throughProxy = (remoteAddress: string, id: string) =>
          proxied.inject({ method: 'GET', url: '/api/health/live', remoteAddress, headers: { 'x-request-id': id } });
        expect((await throughProxy('10.0.0.5', 'proxy-id-1')).headers['x-request-id']).toBe('proxy-id-1');
        expect((await throughProxy('10.0.0.6', 'proxy-id-2')).headers['x-request-id']).not.toBe('proxy-id-2');
        // Nothing that could break a log line or a header, even from the proxy.
        expect((await throughProxy('10.0.0.5', 'bad id\twith tab')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      } finally {
        await proxied.close();
      }
    });
  });

  // Last: the app's own listener is ended too, and its cache holds nothing until it is back.
  it.runIf(kind.name === 'PostgreSQL')(
    'tells a lost session listener from a fresh one, as readiness reads it, and is fresh again once it reconnects',
    async () => {
      const listened = await sessionCacheFor(handle.db);
      try {
        expect(listened.listenerState()).toBe('fresh');
        await handle.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where application_name = ${listenerApplicationName} and datname = current_database()`,
        );
        const until = async (state: string) => {
          const started = performance.now();
          while (listened.listenerState() !== state && performance.now() - started < 5_000) await wait(20);
          return listened.listenerState();
        };
        expect(await until('not connected')).toBe('not connected');
        expect(await until('fresh')).toBe('fresh');
      } finally {
        await listened.close();
      }
    },
  );
});
