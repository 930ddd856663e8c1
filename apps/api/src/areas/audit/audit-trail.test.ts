import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditResponseSchema, clientActivityResponseSchema, csvTotalCountHeader } from '@orbit/contract';
import { blockReasons } from '@orbit/domain';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { sessionRefOf } from '../../http/request-origin.ts';
import { call, createClient, createLicense, sessionOf } from '../../test-support/fixtures.ts';
import type { TestClient, TestLicense } from '../../test-support/fixtures.ts';
import { createTestApp, sessionCookieOf, signIn } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';
import { noRequest } from '../../shared/origin.ts';

const browser = 'Mozilla/5.0 (X11; Linux x86_64) Orbit test';

/** ADR 0054: entries that say where they came from, reads of client data recorded, security events for admins. */
describe.each(testDatabaseKinds)('the audit trail on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let admin: string;
  let supervisor: string;
  let client: TestClient;
  let license: TestLicense;

  beforeAll(async () => {
    handle = await kind.open();
    app = await createTestApp(handle);
    admin = await sessionOf(app, 'admin@example.com');
    supervisor = await sessionOf(app, 'supervisor@example.com');
    client = await createClient(handle);
    license = await createLicense(handle, client.id);
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  /** The newest entry of an action, with every column. */
  async function lastEntry(action: string, targetId?: string) {
    const [row] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), targetId === undefined ? undefined : eq(auditLog.targetId, targetId)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    if (!row) throw new Error(`No ${action} entry`);
    return row;
  }

  describe('each entry keeps where its request came from', () => {
    it('a sign-in names the session it opened, never its token', async () => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/sign-in',
        payload: { email: client.email, password: 'demo1234' },
        remoteAddress: '198.51.100.23',
        headers: { 'user-agent': browser },
      });
      const token = sessionCookieOf(answer);
      const entry = await lastEntry('security.signIn.succeeded', String(client.id));
      expect(entry).toMatchObject({
        ip: '198.51.100.23',
        sessionRef: sessionRefOf(token),
        requestId: expect.any(String),
        userAgent: browser,
      });
      expect(entry.sessionRef).toMatch(/^[0-9a-f]{32}$/);
      expect(JSON.stringify(entry)).not.toContain(token);
    });

    it("a staff change names the staff member's session, address, request and browser", async () => {
      const answer = await call(app, 'POST', '/api/admin/users/blocking-orders', {
        cookie: admin,
        remoteAddress: '203.0.113.50',
        headers: { 'user-agent': browser },
        payload: { reason: blockReasons[0], licenseKey: license.key },
      });
      expect(answer.statusCode).toBe(200);
      const entry = await lastEntry('blockingOrder.create');
      expect(entry).toMatchObject({
        actorUserId: 1,
        ip: '203.0.113.50',
        sessionRef: sessionRefOf(admin),
        userAgent: browser,
      });
      const earlier = await lastEntry('security.signIn.succeeded', String(client.id));
      expect(entry.requestId).toEqual(expect.any(String));
      expect(entry.requestId).not.toBe(earlier.requestId);
    });

    it('an entry written outside a request keeps no origin', async () => {
      const { auditRepository } = await import('./audit-repository.ts');
      await auditRepository(handle.db).insert(
        {
          actorUserId: null,
          action: 'test.system',
          targetType: 'user',
          targetId: String(client.id),
          before: null,
          after: null,
        },
        noRequest,
      );
      expect(await lastEntry('test.system')).toMatchObject({
        ip: null,
        sessionRef: null,
        requestId: null,
        userAgent: null,
      });
    });
  });

  describe('reads and exports of the staff reports are recorded', () => {
    const range = { startAt: '2026-01-01T00:00:00.000Z', endAt: '2026-03-01T00:00:00.000Z' };

    it('a report page: who, which report, which filters and how many rows, once per request', async () => {
      const before = await handle.db.$count(auditLog, eq(auditLog.action, 'report.read'));
      const page = await call(app, 'GET', '/api/admin/reports/users?limit=5', { cookie: supervisor });
      expect(page.statusCode).toBe(200);
      expect(await handle.db.$count(auditLog, eq(auditLog.action, 'report.read'))).toBe(before + 1);
      const entry = await lastEntry('report.read');
      expect(entry).toMatchObject({
        actorUserId: 2,
        targetType: 'report',
        targetId: 'adminReportUsers',
        after: { query: { limit: 5, offset: 0 }, rows: 5 },
        sessionRef: sessionRefOf(supervisor),
      });

      const body = { id: [client.id], licensesKey: [license.key], ...range };
      await call(app, 'POST', '/api/admin/reports/consumptions', { cookie: admin, payload: body });
      expect(await lastEntry('report.read')).toMatchObject({
        actorUserId: 1,
        targetId: 'adminReportRides',
        after: { body, rows: 0 },
      });
    });

    it('an export: its filters and the rows of the whole report, recorded before it streams', async () => {
      const body = { usersId: [4], ...range };
      const answer = await call(app, 'POST', '/api/admin/reports/tickets/log/csv?skip=1', {
        cookie: admin,
        payload: body,
      });
      expect(answer.statusCode).toBe(200);
      const entry = await lastEntry('report.export');
      expect(entry).toMatchObject({
        actorUserId: 1,
        targetType: 'report',
        targetId: 'adminReportCoinsCsv',
        after: { query: { skip: 1 }, body: { usersId: [4], ...range } },
      });
      expect(entry.after).toMatchObject({ rows: Number(answer.headers[csvTotalCountHeader]) });
    });

    it('a refused read records nothing', async () => {
      const before = await handle.db.$count(auditLog, eq(auditLog.targetType, 'report'));
      const refused = await call(app, 'POST', '/api/admin/reports/consumptions', {
        cookie: admin,
        payload: { id: [client.id], startAt: range.endAt, endAt: range.startAt },
      });
      expect(refused.statusCode).toBe(400);
      expect(await handle.db.$count(auditLog, eq(auditLog.targetType, 'report'))).toBe(before);
    });
  });

  describe('security events are for admins only', () => {
    const adminSignIns = '/api/admin/audit?targetType=user&targetId=1';

    it('an admin reads the sign-ins of an account, with their addresses', async () => {
      const answer = await call(app, 'GET', `${adminSignIns}&action=security.`, { cookie: admin });
      expect(answer.statusCode).toBe(200);
      const events = auditResponseSchema.parse(answer.json()).results;
      expect(events.some((entry) => entry.action === 'security.signIn.succeeded')).toBe(true);
    });

    it('a supervisor asking for them by action gets 403, recorded as a refused call', async () => {
      const answer = await call(app, 'GET', `${adminSignIns}&action=security.signIn`, { cookie: supervisor });
      expect(answer.statusCode).toBe(403);
      expect(await lastEntry('security.access.denied')).toMatchObject({
        actorUserId: 2,
        targetId: 'GET /api/admin/audit',
        sessionRef: sessionRefOf(supervisor),
        requestId: expect.any(String),
      });
    });

    it("a supervisor's lists leave them out: the audit list and the client timeline", async () => {
      const owner = await createClient(handle);
      const refused = await signIn(app, owner.email, { password: 'wrong-password', remoteAddress: '10.77.0.1' });
      expect(refused.statusCode).toBe(401);
      expect((await call(app, 'POST', `/api/admin/users/${owner.id}/disable`, { cookie: admin })).statusCode).toBe(200);
      await call(app, 'PATCH', `/api/admin/users/${owner.id}/edit`, {
        cookie: admin,
        payload: { email: owner.email, name: 'Renamed Client' },
      });

      const list = (cookie: string) =>
        call(app, 'GET', `/api/admin/audit?targetType=user&targetId=${owner.id}`, { cookie }).then((answer) =>
          auditResponseSchema.parse(answer.json()).results.map((entry) => entry.action),
        );
      expect(await list(admin)).toEqual(['user.edit', 'security.account.disabled', 'security.signIn.failed']);
      expect(await list(supervisor)).toEqual(['user.edit']);

      const timeline = (cookie: string) =>
        call(app, 'GET', `/api/admin/users/${owner.id}/audit`, { cookie }).then((answer) =>
          clientActivityResponseSchema.parse(answer.json()),
        );
      const ofAdmin = await timeline(admin);
      expect(ofAdmin.results.map((entry) => entry.action)).toEqual(['user.edit', 'security.account.disabled']);
      const ofSupervisor = await timeline(supervisor);
      expect(ofSupervisor.results.map((entry) => entry.action)).toEqual(['user.edit']);
      expect(ofSupervisor.meta.count).toBe(1);

      const emails = await call(app, 'GET', '/api/admin/audit?targetType=email', { cookie: supervisor });
      expect(auditResponseSchema.parse(emails.json()).results).toEqual([]);
    });
  });
});
