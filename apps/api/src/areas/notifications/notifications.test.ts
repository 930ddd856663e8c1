import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notificationPreferencesSchema, notificationsResponseSchema } from '@orbit/contract';
import { notificationMailsPerHour } from '@orbit/domain';
import type { DatabaseHandle } from '../../db/client.ts';
import { notifications as notificationRows, temporaryUnblockRequests } from '../../db/schema.ts';
import { jobSchema } from '../../jobs/job-schema.ts';
import type { Mail } from '../../email/mailer.ts';
import { call, createClient, sessionOf } from '../../test-support/fixtures.ts';
import type { TestClient } from '../../test-support/fixtures.ts';
import { demoPassword } from '../../demo/demo-accounts.ts';
import { createTestApp, eventually, recordingMailer, sessionCookieOf } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';
import { createNotificationService } from './notification-service.ts';

/** The notification centre (ADR 0080): told in the transaction of the cause, grouped, by the person's choice. */
describe.each(testDatabaseKinds)('notifications on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let admin: string;
  let supervisor: string;
  let colaborador: string;
  let mail: ReturnType<typeof recordingMailer>;

  beforeAll(async () => {
    handle = await kind.open();
    mail = recordingMailer(handle);
    app = await createTestApp(handle, { mailer: mail.mailer });
    admin = await sessionOf(app, 'admin@example.com');
    supervisor = await sessionOf(app, 'supervisor@example.com');
    colaborador = await sessionOf(app, 'colaborador@example.com');
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const listOf = async (cookie: string, query = '') => {
    const response = await call(app, 'GET', `/api/notifications${query}`, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    return notificationsResponseSchema.parse(response.json());
  };
  const block = async (client: TestClient) => {
    const response = await call(app, 'POST', '/api/admin/users/blocking-orders', {
      cookie: admin,
      payload: { reason: 'financial-debt', userId: client.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { id: number }).id;
  };
  const insertCoins = async (client: TestClient, amount: number, key: string) => {
    const response = await call(app, 'POST', `/api/admin/users/${client.id}/wallet-records`, {
      cookie: colaborador,
      payload: { amount },
      headers: { 'idempotency-key': key },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const mailsTo = (client: TestClient) => mail.sent.filter((each: Mail) => each.to === client.email);

  it('tells a client of a block with its reason and code, in the bell and by mail in their language', async () => {
    const client = await createClient(handle);
    const clientCookie = await sessionOf(app, client.email);
    const orderId = await block(client);

    const page = await listOf(clientCookie);
    expect(page.unread).toBe(1);
    expect(page.results).toMatchObject([
      {
        kind: 'accountBlocked',
        params: { reason: 'financial-debt', code: 4, licenseKey: null },
        count: 1,
        link: '/dash',
        readAt: null,
      },
    ]);
    await mail.settled();
    // A Brazilian client reads Portuguese.
    expect(mailsTo(client).map((each) => each.subject)).toEqual(['Sua conta foi bloqueada']);
    expect(mailsTo(client)[0]?.text).toContain('Código #4: débito financeiro');

    const finished = await call(app, 'PATCH', '/api/admin/users/blocking-orders/finish', {
      cookie: admin,
      payload: { id: orderId },
    });
    expect(finished.statusCode, finished.body).toBe(200);
    expect((await listOf(clientCookie)).results.map((each) => each.kind)).toEqual([
      'accountUnblocked',
      'accountBlocked',
    ]);
    // Staff see none of it.
    expect((await listOf(admin)).results.filter((each) => each.kind.startsWith('account'))).toEqual([]);
  });

  it('groups repeats about one subject within the window: coins add up, one entry with a count', async () => {
    const client = await createClient(handle);
    const clientCookie = await sessionOf(app, client.email);
    for (const [index, amount] of [100, 250, 50].entries())
      await insertCoins(client, amount, `group-${client.id}-${index}`);

    const { results, unread } = await listOf(clientCookie, '?kind=coinsInserted');
    expect(unread).toBe(1);
    expect(results).toMatchObject([{ kind: 'coinsInserted', count: 3, params: { coins: 400, balance: 400 } }]);
    // Coins are told in the console only unless the client asks for mail.
    await mail.settled();
    expect(mailsTo(client)).toEqual([]);

    // Once read, the next insertion starts a new entry.
    await call(app, 'POST', '/api/notifications/read', { cookie: clientCookie, payload: { all: true } });
    await insertCoins(client, 10, `group-${client.id}-after`);
    const after = await listOf(clientCookie, '?kind=coinsInserted');
    expect(after.results.map((each) => each.count)).toEqual([1, 3]);
    expect(after.unread).toBe(1);
  });

  it("marks one's own notifications read, never another person's", async () => {
    const [one, other] = [await createClient(handle), await createClient(handle)];
    const [oneCookie, otherCookie] = [await sessionOf(app, one.email), await sessionOf(app, other.email)];
    await block(one);
    await block(other);
    const [othersNotification] = (await listOf(otherCookie)).results;

    const refused = await call(app, 'POST', '/api/notifications/read', {
      cookie: oneCookie,
      payload: { ids: [othersNotification?.id ?? 0] },
    });
    expect(refused.json()).toEqual({ unread: 1 });
    expect((await listOf(otherCookie)).unread).toBe(1);

    const [own] = (await listOf(oneCookie)).results;
    const read = await call(app, 'POST', '/api/notifications/read', { cookie: oneCookie, payload: { ids: [own?.id] } });
    expect(read.json()).toEqual({ unread: 0 });
    expect((await listOf(oneCookie, '?unread=true')).results).toEqual([]);
    expect((await call(app, 'GET', '/api/notifications')).statusCode).toBe(401);
  });

  it('follows the preferences: mail only means a mail and no bell entry; security stays in the console', async () => {
    const client = await createClient(handle);
    const clientCookie = await sessionOf(app, client.email);
    const defaults = notificationPreferencesSchema.parse(
      (await call(app, 'GET', '/api/notification-preferences', { cookie: clientCookie })).json(),
    );
    expect(defaults.digest).toBe(false);
    expect(defaults.kinds.map((each) => each.kind)).toContain('coinsInserted');
    expect(defaults.kinds.map((each) => each.kind)).not.toContain('debitAwaitingApproval');
    expect(defaults.kinds.find((each) => each.kind === 'newSignIn')).toMatchObject({ console: true, security: true });

    const put = (payload: unknown) =>
      call(app, 'PUT', '/api/notification-preferences', { cookie: clientCookie, payload });
    const mailOnly = await put({ kinds: [{ kind: 'accountBlocked', console: false, mail: true }], digest: false });
    expect(mailOnly.statusCode, mailOnly.body).toBe(200);
    expect(
      notificationPreferencesSchema.parse(mailOnly.json()).kinds.find((each) => each.kind === 'accountBlocked'),
    ).toMatchObject({ console: false, mail: true });

    await block(client);
    await mail.settled();
    expect(mailsTo(client)).toHaveLength(1);
    expect((await listOf(clientCookie)).results).toEqual([]);

    const security = await put({ kinds: [{ kind: 'secondFactorChanged', console: false, mail: true }], digest: false });
    expect(security.statusCode).toBe(400);
    expect(security.json()).toMatchObject({ errors: { 'kinds.0.console': expect.any(String) } });
    const notMine = await put({ kinds: [{ kind: 'debitAwaitingApproval', console: true, mail: true }], digest: false });
    expect(notMine.statusCode).toBe(400);
  });

  it('tells a person of a sign-in from a browser they have not used, not of one they have', async () => {
    const client = await createClient(handle);
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const signInFrom = async (browserCookie?: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/sign-in',
        payload: { email: client.email, password: demoPassword },
        headers: { 'user-agent': firefox },
        ...(browserCookie && { cookies: { orbit_browser: browserCookie } }),
      });
      expect(response.statusCode, response.body).toBe(200);
      const mark = response.cookies.find((cookie) => cookie.name === 'orbit_browser');
      // The mark lasts beyond the browser's closing, and scripts cannot read it.
      expect(mark).toMatchObject({ httpOnly: true, maxAge: 400 * 24 * 60 * 60 });
      return { session: sessionCookieOf(response), browser: mark?.value ?? '' };
    };

    // The first sign-in ever has nothing to compare with; the same browser again is not news.
    const first = await signInFrom();
    await signInFrom(first.browser);
    expect((await listOf(first.session)).results).toEqual([]);

    // Another browser (without a mark, or with one of another account) is.
    const other = await signInFrom();
    expect(other.browser).not.toBe(first.browser);
    const page = await listOf(other.session);
    expect(page.results).toMatchObject([
      { kind: 'newSignIn', params: { browser: 'Firefox, Linux' }, link: '/dash/me' },
    ]);
    await mail.settled();
    expect(mailsTo(client).map((each) => each.subject)).toEqual(['Entrada por um novo navegador']);
    await signInFrom(other.browser);
    expect((await listOf(other.session)).results).toHaveLength(1);
  });

  it('tells the approvers of a large debit, not the one who asked, and the one who asked of the decision', async () => {
    const client = await createClient(handle);
    await insertCoins(client, 5000, `debit-credit-${client.id}`);
    const asked = await call(app, 'POST', `/api/admin/users/${client.id}/wallet-records`, {
      cookie: colaborador,
      payload: { amount: -2000 },
      headers: { 'idempotency-key': `debit-${client.id}` },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const approvalId = (asked.json() as { pendingApproval: { id: number } }).pendingApproval.id;

    for (const approver of [admin, supervisor]) {
      const [waiting] = (await listOf(approver, '?kind=debitAwaitingApproval')).results;
      expect(waiting).toMatchObject({ params: { clientName: 'Fixture Client' }, link: '/dash/admin/debit-approvals' });
    }
    expect((await listOf(colaborador, '?kind=debitAwaitingApproval')).results).toEqual([]);

    const rejected = await call(app, 'POST', `/api/admin/debit-approvals/${approvalId}/reject`, { cookie: supervisor });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await listOf(colaborador, '?kind=debitDecided')).results).toMatchObject([
      { params: { approved: false, coins: 2000 } },
    ]);
  });

  it('sends at most the hourly number of notification mails, and the rest in the daily digest', async () => {
    const client = await createClient(handle);
    for (let index = 0; index <= notificationMailsPerHour; index += 1) await block(client);
    await mail.settled();
    expect(mailsTo(client)).toHaveLength(notificationMailsPerHour);
    const waiting = await handle.db
      .select({ id: notificationRows.id })
      .from(notificationRows)
      .where(and(eq(notificationRows.userId, client.id), eq(notificationRows.mail, 'digest')));
    expect(waiting).toHaveLength(1);

    const digests: Mail[] = [];
    const service = createNotificationService({
      db: handle.db,
      now: () => new Date(),
      mails: { queue: async (_tx, digest) => void digests.push(digest) },
      publicUrl: 'https://console.example',
    });
    expect(await service.sendDigests()).toBeGreaterThanOrEqual(1);
    const digest = digests.find((each) => each.to === client.email);
    expect(digest?.subject).toBe('Suas notificações do dia no Orbit Console');
    expect(digest?.text).toContain('https://console.example/dash');
    // Each waits for one digest only.
    digests.length = 0;
    await service.sendDigests();
    expect(digests.filter((each) => each.to === client.email)).toEqual([]);
  });

  it('tells a client of a temporary unblock, and of its end when it comes', async () => {
    const client = await createClient(handle, { mayRequestUnblock: true });
    const clientCookie = await sessionOf(app, client.email);
    await block(client);
    const granted = await call(app, 'POST', '/api/temporary-unblock-requests', { cookie: clientCookie });
    expect(granted.statusCode, granted.body).toBe(200);
    const { data } = granted.json() as { data: { id: number; expiresAt: string } };
    expect((await listOf(clientCookie, '?kind=temporaryUnblockGranted')).results).toMatchObject([
      { params: { until: data.expiresAt } },
    ]);

    // Seven days later: the request's end and its job, due then, brought to now.
    await handle.db
      .update(temporaryUnblockRequests)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000), expiresAt: new Date(Date.now() - 1000) })
      .where(eq(temporaryUnblockRequests.id, data.id));
    await handle.db.execute(
      sql`update ${sql.identifier(jobSchema)}.job set start_after = now()
        where name = 'unblock-ends' and (data->>'requestId')::int = ${data.id}`,
    );
    const ended = await eventually(
      () => listOf(clientCookie, '?kind=temporaryUnblockEnded'),
      (page) => page.results.length > 0,
    );
    expect(ended.results).toMatchObject([{ kind: 'temporaryUnblockEnded', link: '/dash' }]);
  });
});
