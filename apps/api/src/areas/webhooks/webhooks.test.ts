import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import {
  errorMessages,
  eventsResponseSchema,
  webhookDeliveriesResponseSchema,
  webhookEndpointsResponseSchema,
  webhookEndpointWithSecretSchema,
  webhookEventSchema,
} from '@orbit/contract';
import type { WebhookEndpointWithSecret, WebhookEvent } from '@orbit/contract';
import { queuePolicies } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  auditLog,
  licenses,
  notifications,
  temporaryUnblockRequests,
  webhookDeliveries,
  webhookDeliveryAttempts,
  webhookEvents,
} from '../../db/schema.ts';
import { startJobQueue } from '../../jobs/job-queue.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { jobSchema } from '../../jobs/job-schema.ts';
import { activate, makeDevice, ride, sendRides } from '../../test-support/devices.ts';
import { call, createClient, createLicense, sessionOf } from '../../test-support/fixtures.ts';
import { createTestApp, createTestClock, eventually, recordingMailer } from '../../test-support/test-app.ts';
import type { TestClock } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';
import { startWebhookReceiver } from '../../test-support/webhook-receiver.ts';
import { queuedMail } from '../../email/outgoing-mail.ts';
import { createAuditService } from '../audit/index.ts';
import { createNotificationService } from '../notifications/index.ts';
import { allowedHostsOf, systemResolve } from './webhook-addresses.ts';
import { createWebhookService } from './webhook-service.ts';
import type { WebhookService } from './webhook-service.ts';
import { signatureOf } from './webhook-sender.ts';

const quiet = { error: () => undefined, warn: () => undefined };
/** The addresses every refusal test names (issue 38), as URLs. */
const refusedUrls = [
  'http://127.0.0.1/hooks',
  'http://localhost:8080/hooks',
  'http://[::1]/hooks',
  'http://10.0.0.5/hooks',
  'http://169.254.169.254/latest/meta-data',
  'http://0.0.0.0/hooks',
  'http://[::ffff:127.0.0.1]/hooks',
  'http://[::]/hooks',
  'http://[fd00:ec2::254]/hooks',
];

/** Webhooks (ADR 0093): endpoints, signed deliveries to a real local receiver, retries, order and the feed. */
describe.each(testDatabaseKinds)('webhooks on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  /** The same server without WEBHOOK_ALLOWED_HOSTS, as production checks addresses (it works no queue). */
  let strictApp: FastifyInstance;
  let clock: TestClock;
  let jobs: JobQueue;
  /** The service beside the app's, on the same database and queue, to record events inside a test's transactions. */
  let webhooks: WebhookService;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let client: string;
  let admin: string;

  beforeAll(async () => {
    handle = await kind.open();
    clock = createTestClock();
    const env = { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_RETRY_SCHEDULE: '1s,1s' };
    app = await createTestApp(handle, { clock, env, mailer: recordingMailer(handle).mailer });
    strictApp = await createTestApp(handle, { clock });
    const config = loadConfig({ ...env, JOB_POLL_MS: '500' });
    jobs = await startJobQueue({ db: handle.db, policies: queuePolicies(config), pollMs: 500, log: quiet });
    webhooks = createWebhookService({
      db: handle.db,
      now: clock.now,
      jobs,
      audit: createAuditService(handle.db),
      policy: { httpsOnly: false, allowedHosts: allowedHostsOf(['127.0.0.1']), resolve: systemResolve },
      retrySchedule: config.webhooks.retrySchedule,
      notify: createNotificationService({ db: handle.db, now: clock.now, mails: queuedMail(jobs), publicUrl: '' })
        .notify,
      log: quiet,
    });
    receiver = await startWebhookReceiver();
    client = await sessionOf(app, 'client@example.com');
    admin = await sessionOf(app, 'admin@example.com');
  });
  afterEach(() => {
    receiver.answerWith((_request, response) => response.writeHead(200).end('ok'));
  });
  afterAll(async () => {
    await receiver.close();
    await jobs.stop();
    await strictApp.close();
    await app.close();
    await handle.close();
  });

  async function makeEndpoint(
    cookie: string,
    body: Record<string, unknown>,
    path = '/api/webhook-endpoints',
  ): Promise<WebhookEndpointWithSecret> {
    const made = await call(app, 'POST', path, { cookie, payload: body });
    expect(made.statusCode, made.body).toBe(201);
    return webhookEndpointWithSecretSchema.parse(made.json());
  }
  /** The requests the receiver took at `path`, once there are at least `count`. */
  async function receivedAt(path: string, count: number) {
    const taken = await eventually(
      async () => receiver.received.filter((request) => request.path === path),
      (requests) => requests.length >= count,
    );
    expect(taken.length).toBeGreaterThanOrEqual(count);
    return taken;
  }
  /** The delivery log of an endpoint once it holds `count` attempts: each is written after its answer came. */
  async function logOf(path: string, cookie: string, count: number) {
    return eventually(
      async () => webhookDeliveriesResponseSchema.parse((await call(app, 'GET', path, { cookie })).json()).results,
      (results) => results.length >= count,
    );
  }
  const eventOf = (body: string) => webhookEventSchema.parse(JSON.parse(body)) as WebhookEvent;

  it('makes an endpoint with a whsec_ secret shown once, lists it to its owner only, and audits it', async () => {
    const { endpoint, secret } = await makeEndpoint(client, {
      url: receiver.url('/made'),
      eventTypes: ['coins.inserted'],
    });
    if (!secret) throw new Error('No secret in the answer that made the endpoint');
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(endpoint).toMatchObject({ kind: 'account', enabled: true, strictOrder: false, createdBy: { id: 4 } });
    const listed = webhookEndpointsResponseSchema.parse(
      (await call(app, 'GET', '/api/webhook-endpoints', { cookie: client })).json(),
    );
    expect(listed.results).toContainEqual(endpoint);
    expect(JSON.stringify(listed)).not.toContain(secret);

    const other = await sessionOf(app, (await createClient(handle)).email);
    expect(
      webhookEndpointsResponseSchema.parse((await call(app, 'GET', '/api/webhook-endpoints', { cookie: other })).json())
        .results,
    ).toEqual([]);
    const path = `/api/webhook-endpoints/${endpoint.id}`;
    expect((await call(app, 'PATCH', path, { cookie: other, payload: { enabled: false } })).statusCode).toBe(404);
    expect((await call(app, 'GET', `${path}/deliveries`, { cookie: other })).statusCode).toBe(404);
    expect((await call(app, 'POST', `${path}/test`, { cookie: other })).statusCode).toBe(404);
    expect(
      (await call(app, 'POST', `${path}/resend`, { cookie: other, payload: { since: clock.now().toISOString() } }))
        .statusCode,
    ).toBe(404);
    expect((await call(app, 'DELETE', path, { cookie: other })).statusCode).toBe(404);
    // A client's endpoint is not a business endpoint either.
    expect((await call(app, 'DELETE', `/api/admin/${path.slice(5)}`, { cookie: admin })).statusCode).toBe(404);
    // Business endpoints are for admins only.
    const supervisor = await sessionOf(app, 'supervisor@example.com');
    expect((await call(app, 'GET', '/api/admin/webhook-endpoints', { cookie: supervisor })).statusCode).toBe(403);

    const entries = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'webhookEndpoint'), eq(auditLog.targetId, String(endpoint.id))));
    expect(entries.map((entry) => entry.action)).toEqual(['webhookEndpoint.created']);
    expect(JSON.stringify(entries)).not.toContain(secret.slice(6));

    const removed = await call(app, 'DELETE', path, { cookie: client });
    expect(removed.statusCode).toBe(200);
    expect((await call(app, 'GET', `${path}/deliveries`, { cookie: client })).statusCode).toBe(404);
  });

  it('lets an account have 10 endpoints at most', async () => {
    const owner = await sessionOf(app, (await createClient(handle)).email);
    const body = { url: 'https://93.184.215.14/hooks', eventTypes: ['coins.inserted'] };
    const made = await Promise.all(
      Array.from({ length: 12 }, () => call(app, 'POST', '/api/webhook-endpoints', { cookie: owner, payload: body })),
    );
    expect(made.map((answer) => answer.statusCode).sort()).toEqual([...Array<number>(10).fill(201), 409, 409]);
  });

  it.each(refusedUrls)('refuses %s when an endpoint is saved', async (url) => {
    const made = await call(strictApp, 'POST', '/api/webhook-endpoints', {
      cookie: client,
      payload: { url, eventTypes: ['coins.inserted'] },
    });
    expect(made.statusCode, made.body).toBe(400);
    expect(made.json()).toMatchObject({ message: errorMessages.webhookAddressRefused });
    const changed = await call(strictApp, 'POST', '/api/admin/webhook-endpoints', {
      cookie: admin,
      payload: { url, eventTypes: ['coins.inserted'] },
    });
    expect(changed.statusCode).toBe(400);
  });

  it('signs each delivery so that standardwebhooks verifies it; a changed byte or an old timestamp fails', async () => {
    const { endpoint, secret } = await makeEndpoint(
      admin,
      { url: receiver.url('/signed'), eventTypes: ['license.created'] },
      '/api/admin/webhook-endpoints',
    );
    const tested = await call(app, 'POST', `/api/admin/webhook-endpoints/${endpoint.id}/test`, { cookie: admin });
    expect(tested.statusCode, tested.body).toBe(200);
    const { eventId } = tested.json() as { eventId: string };
    const [request] = await receivedAt('/signed', 1);
    if (!request) throw new Error('Nothing received');
    const headers = {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    };
    expect(headers['webhook-id']).toBe(eventId);
    const verifier = new Webhook(secret ?? '');
    expect(verifier.verify(request.body, headers)).toMatchObject({ id: eventId, type: 'webhook.test', version: 1 });

    const changed = request.body.replace('test event', 'tost event');
    expect(changed).not.toBe(request.body);
    expect(() => verifier.verify(changed, headers)).toThrow();
    // Signed properly, but six minutes ago: too old.
    const old = Math.floor(Date.now() / 1000) - 6 * 60;
    expect(() =>
      verifier.verify(request.body, {
        ...headers,
        'webhook-timestamp': String(old),
        'webhook-signature': signatureOf([secret ?? ''], eventId, old, request.body),
      }),
    ).toThrow(/too old/i);
    expect(() =>
      new Webhook(`whsec_${Buffer.from('another secret!!').toString('base64')}`).verify(request.body, headers),
    ).toThrow();

    const log = await logOf(`/api/admin/webhook-endpoints/${endpoint.id}/deliveries`, admin, 1);
    expect(log[0]).toMatchObject({ eventId, status: 200, succeeded: true, attempt: 1, responseBody: 'ok' });
  });

  it('writes an event with its cause: none from a rolled-back transaction, a committed one delivered and fed', async () => {
    const owner = await createClient(handle);
    const ownerCookie = await sessionOf(app, owner.email);
    const { endpoint } = await makeEndpoint(ownerCookie, {
      url: receiver.url('/outbox'),
      eventTypes: ['wallet.runwayLow'],
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await webhooks.record(tx, {
          type: 'wallet.runwayLow',
          accountId: owner.id,
          data: { balance: 1, daysLeft: 1, blockExpectedAt: null },
        });
        throw new Error('The cause fails');
      }),
    ).rejects.toThrow('The cause fails');
    expect(await handle.db.select().from(webhookEvents).where(eq(webhookEvents.accountUserId, owner.id))).toEqual([]);

    const ids: string[] = [];
    for (const balance of [30, 20, 10]) {
      ids.push(
        await handle.db.transaction((tx) =>
          webhooks.record(tx, {
            type: 'wallet.runwayLow',
            accountId: owner.id,
            data: { balance, daysLeft: 2, blockExpectedAt: null },
          }),
        ),
      );
    }
    const taken = await receivedAt('/outbox', 3);
    const delivered = taken.map((request) => eventOf(request.body));
    expect(delivered.map((event) => event.id).sort()).toEqual([...ids].sort());
    expect(delivered.map((event) => event.sequence).sort()).toEqual([1, 2, 3]);
    expect(delivered.every((event) => event.accountId === owner.id)).toBe(true);

    // The feed answers the same ids in order, to their account only.
    // The feed shows an event once every transaction older than it has ended, on the whole database server.
    const feed = await eventually(
      async () => eventsResponseSchema.parse((await call(app, 'GET', '/api/events', { cookie: ownerCookie })).json()),
      (answer) => answer.results.length >= 3,
    );
    expect(feed.results.map((event) => event.id)).toEqual(ids);
    expect(feed.results.map((event) => event.sequence)).toEqual([1, 2, 3]);
    const page = eventsResponseSchema.parse(
      (await call(app, 'GET', `/api/events?after=${ids[0]}&limit=1`, { cookie: ownerCookie })).json(),
    );
    expect(page).toEqual({ results: [feed.results[1]], next: ids[1] });
    const others = eventsResponseSchema.parse((await call(app, 'GET', '/api/events', { cookie: client })).json());
    expect(others.results.some((event) => ids.includes(event.id))).toBe(false);
    const all = eventsResponseSchema.parse(
      (await call(app, 'GET', '/api/admin/events?limit=500', { cookie: admin })).json(),
    );
    expect(all.results.filter((event) => ids.includes(event.id)).map((event) => event.id)).toEqual(ids);
    // Test events are sent to one endpoint only and are in no feed.
    expect(all.results.some((event) => event.type === 'webhook.test')).toBe(false);

    // Each is marked delivered once its answer came, just after the receiver took it.
    const states = await eventually(
      async () =>
        (await handle.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id))).map(
          (delivery) => delivery.state,
        ),
      (all) => all.every((state) => state === 'delivered'),
    );
    expect(states).toEqual(['delivered', 'delivered', 'delivered']);
  });

  it('records several events of one transaction in order, each account numbered on, each to the endpoints wanting it', async () => {
    const [first, second] = [await createClient(handle), await createClient(handle)];
    await makeEndpoint(await sessionOf(app, first.email), {
      url: receiver.url('/several-first'),
      eventTypes: ['wallet.runwayLow', 'coins.inserted'],
    });
    const { endpoint: secondEndpoint } = await makeEndpoint(await sessionOf(app, second.email), {
      url: receiver.url('/several-second'),
      eventTypes: ['wallet.runwayLow'],
    });
    const runwayLow = (accountId: number, balance: number) =>
      ({ type: 'wallet.runwayLow', accountId, data: { balance, daysLeft: 1, blockExpectedAt: null } }) as const;
    const earlier = await handle.db.transaction((tx) => webhooks.record(tx, runwayLow(first.id, 40)));
    const ids = await handle.db.transaction((tx) =>
      webhooks.recordAll(tx, [
        runwayLow(first.id, 30),
        runwayLow(second.id, 30),
        { type: 'coins.inserted', accountId: second.id, data: { walletRecordId: 1, coins: 5, balance: 35 } },
        { type: 'coins.inserted', accountId: first.id, data: { walletRecordId: 2, coins: 5, balance: 35 } },
      ]),
    );
    expect(ids).toHaveLength(4);
    const stored = await handle.db
      .select({ id: webhookEvents.id, sequence: webhookEvents.sequence })
      .from(webhookEvents)
      .where(inArray(webhookEvents.id, ids));
    const sequenceOf = new Map(stored.map((event) => [event.id, event.sequence]));
    // The first account's events follow its earlier one; the second's begin at 1, in the order given.
    expect(ids.map((id) => sequenceOf.get(id))).toEqual([2, 1, 2, 3]);

    const toFirst = (await receivedAt('/several-first', 3)).map((request) => eventOf(request.body));
    expect(toFirst.map((event) => event.id).sort()).toEqual([earlier, ids[0], ids[3]].sort());
    // The second account's endpoint wants no coins.inserted: it gets its runway event only.
    const toSecond = (await receivedAt('/several-second', 1)).map((request) => eventOf(request.body));
    expect(toSecond.map((event) => [event.id, event.sequence])).toEqual([[ids[1], 1]]);
    const secondDeliveries = await handle.db
      .select({ eventId: webhookDeliveries.eventId })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, secondEndpoint.id));
    expect(secondDeliveries).toEqual([{ eventId: ids[1] }]);
    expect(await webhooks.recordAll(handle.db, [])).toEqual([]);
  });

  it("emits the catalogue's events where their causes happen: to the account's endpoint and the business's", async () => {
    const owner = await createClient(handle);
    const ownerCookie = await sessionOf(app, owner.email);
    const types = [
      'license.created',
      'license.revoked',
      'license.blocked',
      'license.unblocked',
      'blockingOrder.created',
      'blockingOrder.finished',
      'coins.inserted',
    ];
    await makeEndpoint(ownerCookie, { url: receiver.url('/causes/own'), eventTypes: types });
    const business = await makeEndpoint(
      admin,
      { url: receiver.url('/causes/business'), eventTypes: [...types, 'debit.requested'] },
      '/api/admin/webhook-endpoints',
    );
    const staffCall = async (
      method: 'POST' | 'PATCH',
      url: string,
      payload: unknown,
      headers?: Record<string, string>,
    ) => {
      const answer = await call(app, method, url, { cookie: admin, payload, ...(headers && { headers }) });
      expect(answer.statusCode, `${url} ${answer.body}`).toBeLessThan(300);
      return answer.json() as Record<string, unknown>;
    };
    const { key } = (await staffCall('POST', '/api/admin/users/licenses', {
      userId: owner.id,
      label: 'Webhook ride',
      gameModel: 'BubbleCoaster',
    })) as { key: string };
    const order = await staffCall('POST', '/api/admin/users/blocking-orders', {
      reason: 'financial-debt',
      licenseKey: key,
    });
    await staffCall('PATCH', '/api/admin/users/blocking-orders/finish', { id: order.id });
    await staffCall(
      'POST',
      `/api/admin/users/${owner.id}/wallet-records`,
      { amount: 250 },
      { 'idempotency-key': 'hooks-1' },
    );
    await staffCall('PATCH', '/api/admin/users/license/revoke', { licenseKey: key });

    const expected = [
      'license.created',
      'blockingOrder.created',
      'license.blocked',
      'blockingOrder.finished',
      'license.unblocked',
      'coins.inserted',
      'license.revoked',
    ];
    const own = (await receivedAt('/causes/own', expected.length)).map((request) => eventOf(request.body));
    const ordered = [...own].sort((a, b) => a.sequence - b.sequence);
    expect(ordered.map((event) => event.type)).toEqual(expected);
    expect(ordered.map((event) => event.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(ordered[0]).toMatchObject({
      accountId: owner.id,
      data: { license: { key, label: 'Webhook ride', gameModel: 'BubbleCoaster' } },
    });
    expect(ordered[1]?.data).toEqual({
      blockingOrderId: order.id,
      reason: 'financial-debt',
      licenseKey: key,
      automatic: false,
    });
    expect(ordered[5]?.data).toMatchObject({ coins: 250, balance: 250 });
    // The business's endpoint takes the same events, with the same ids.
    const theirs = (await receivedAt('/causes/business', expected.length)).map((request) => eventOf(request.body));
    expect(
      theirs
        .filter((event) => event.accountId === owner.id)
        .map((event) => event.id)
        .sort(),
    ).toEqual(own.map((event) => event.id).sort());
    // Another client's endpoint never takes them.
    expect(
      receiver.received
        .filter((request) => request.path === '/outbox')
        .every((request) => eventOf(request.body).accountId !== owner.id),
    ).toBe(true);
    expect(business.endpoint.eventTypes).toContain('debit.requested');
  });

  it('tells a temporary unblock granted, and its end when the account is still blocked', async () => {
    const owner = await createClient(handle, { mayRequestUnblock: true });
    const ownerCookie = await sessionOf(app, owner.email);
    await makeEndpoint(ownerCookie, {
      url: receiver.url('/unblocks'),
      eventTypes: ['blockingOrder.created', 'temporaryUnblock.granted', 'temporaryUnblock.ended'],
    });
    const order = await call(app, 'POST', '/api/admin/users/blocking-orders', {
      cookie: admin,
      payload: { reason: 'financial-debt', userId: owner.id },
    });
    expect(order.statusCode, order.body).toBe(200);
    const granted = await call(app, 'POST', '/api/temporary-unblock-requests', { cookie: ownerCookie });
    expect(granted.statusCode, granted.body).toBe(200);
    const { data } = granted.json() as { data: { id: number; expiresAt: string } };

    // Seven days later on the test's clock: the request has run out, and the job of its end runs twice, as a queue
    // that delivers at least once may run it (its own, due at the end, may run too: the test's clock is behind the
    // database's). The end is told once.
    await handle.db
      .update(temporaryUnblockRequests)
      .set({
        createdAt: new Date(clock.now().getTime() - 8 * 86_400_000),
        expiresAt: new Date(clock.now().getTime() - 1000),
      })
      .where(eq(temporaryUnblockRequests.id, data.id));
    await jobs.enqueue(handle.db, 'unblock-ends', { userId: owner.id, requestId: data.id });
    await jobs.enqueue(handle.db, 'unblock-ends', { userId: owner.id, requestId: data.id });
    await receivedAt('/unblocks', 3);
    // Every job of the end that is due has run.
    const running = await eventually(
      async () =>
        (
          (await handle.db.execute(
            sql`select 1 from ${sql.identifier(jobSchema)}.job
                where name = 'unblock-ends' and (data->>'requestId')::int = ${data.id}
                  and start_after <= now() and state <> 'completed'`,
          )) as unknown as { rows: unknown[] }
        ).rows,
      (rows) => rows.length === 0,
    );
    expect(running).toEqual([]);
    const taken = receiver.received
      .filter((request) => request.path === '/unblocks')
      .map((request) => eventOf(request.body));
    const ordered = [...taken].sort((a, b) => a.sequence - b.sequence);
    expect(ordered.map((event) => [event.type, event.data])).toEqual([
      ['blockingOrder.created', expect.objectContaining({ automatic: false, licenseKey: null })],
      ['temporaryUnblock.granted', { temporaryUnblockId: data.id, expiresAt: data.expiresAt }],
      ['temporaryUnblock.ended', { temporaryUnblockId: data.id }],
    ]);
  });

  it('tells a machine activated, replaced, freed, revoked, and each batch of rides once with its totals', async () => {
    const owner = await createClient(handle);
    const ownerCookie = await sessionOf(app, owner.email);
    await makeEndpoint(ownerCookie, {
      url: receiver.url('/machines'),
      eventTypes: ['device.activated', 'device.replaced', 'device.freed', 'device.revoked', 'rides.synced'],
    });
    const license = await createLicense(handle, owner.id, { unlimitedSince: new Date('2026-01-01T00:00:00Z') });
    await handle.db
      .update(licenses)
      .set({ updatedAt: sql`created_at` })
      .where(eq(licenses.id, license.id));
    const first = makeDevice();
    expect((await activate(app, first, license.key)).statusCode).toBe(201);
    const freed = await call(app, 'POST', `/api/admin/devices/${first.deviceId}/free`, { cookie: admin });
    expect(freed.statusCode, freed.body).toBe(200);
    const second = makeDevice();
    expect((await activate(app, second, license.key)).statusCode).toBe(201);
    const scenarios = await app.inject({
      method: 'GET',
      url: '/api/device/v1/scenarios',
      headers: { authorization: `Device ${second.token}` },
    });
    const scenarioId = (scenarios.json() as { results: { id: number }[] }).results[0]?.id ?? 0;
    // The machine has played for an hour (rides before its activation are refused); staff sign in again after it.
    clock.advanceMinutes(60);
    admin = await sessionOf(app, 'admin@example.com');
    client = await sessionOf(app, 'client@example.com');
    const minutesAgo = (minutes: number) => new Date(clock.now().getTime() - minutes * 60_000).toISOString();
    const batch = {
      sentAt: clock.now(),
      rides: [
        ride(second, { consumedAt: minutesAgo(30), scenarioId, customersAmount: 2 }),
        ride(second, { consumedAt: minutesAgo(20), scenarioId, customersAmount: 3 }),
        ride(second, { consumedAt: minutesAgo(10), scenarioId, customersAmount: 1 }),
      ],
    };
    expect((await sendRides(app, second, batch)).statusCode).toBe(200);
    // Sent again (a retry): nothing new is stored, so nothing new is told.
    expect((await sendRides(app, second, batch)).statusCode).toBe(200);
    const revoked = await call(app, 'POST', `/api/admin/devices/${second.deviceId}/revoke`, { cookie: admin });
    expect(revoked.statusCode, revoked.body).toBe(200);

    const taken = (await receivedAt('/machines', 6)).map((request) => eventOf(request.body));
    const byType = (type: string) => taken.filter((event) => event.type === type);
    expect(byType('device.activated').map((event) => (event.data as { deviceId: number }).deviceId)).toEqual(
      expect.arrayContaining([first.deviceId, second.deviceId]),
    );
    expect(byType('device.replaced').map((event) => event.data)).toEqual([
      {
        deviceId: second.deviceId,
        replacedDeviceId: first.deviceId,
        license: { key: license.key, label: license.label },
      },
    ]);
    expect(byType('rides.synced').map((event) => event.data)).toEqual([
      {
        license: { key: license.key, label: license.label },
        rides: 3,
        customers: 6,
        coinsCharged: 0,
        firstRideAt: minutesAgo(30),
        lastRideAt: minutesAgo(10),
      },
    ]);
    const licenseRef = { key: license.key, label: license.label };
    expect(byType('device.freed').map((event) => event.data)).toEqual([
      { deviceId: first.deviceId, license: licenseRef },
    ]);
    expect(byType('device.revoked').map((event) => event.data)).toEqual([
      { deviceId: second.deviceId, license: licenseRef },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received.filter((request) => request.path === '/machines')).toHaveLength(6);
  });

  it('retries a failed delivery on the schedule, honouring Retry-After, and logs each attempt', async () => {
    let answered = 0;
    receiver.answerWith((request, response) => {
      if (request.path !== '/retry') return void response.writeHead(200).end();
      answered += 1;
      if (answered === 1) return void response.writeHead(500).end('x'.repeat(10_000));
      if (answered === 2) return void response.writeHead(503, { 'retry-after': '3' }).end('busy');
      response.writeHead(204).end();
    });
    const { endpoint } = await makeEndpoint(
      admin,
      { url: receiver.url('/retry'), eventTypes: ['coins.inserted'] },
      '/api/admin/webhook-endpoints',
    );
    await call(app, 'POST', `/api/admin/webhook-endpoints/${endpoint.id}/test`, { cookie: admin });
    const taken = await receivedAt('/retry', 3);
    expect(taken[1]?.body).toBe(taken[0]?.body);
    expect(taken[1]?.headers['webhook-id']).toBe(taken[0]?.headers['webhook-id']);
    // Retry-After asked for 3 s, longer than the schedule's 1 s.
    expect((taken[2]?.at ?? 0) - (taken[1]?.at ?? 0)).toBeGreaterThanOrEqual(2_900);

    const log = await logOf(`/api/admin/webhook-endpoints/${endpoint.id}/deliveries`, admin, 3);
    expect(log.map(({ attempt, status, succeeded }) => ({ attempt, status, succeeded }))).toEqual([
      { attempt: 3, status: 204, succeeded: true },
      { attempt: 2, status: 503, succeeded: false },
      { attempt: 1, status: 500, succeeded: false },
    ]);
    expect(log[2]?.responseBody).toHaveLength(4096);
    const listed = webhookEndpointsResponseSchema.parse(
      (await call(app, 'GET', '/api/admin/webhook-endpoints', { cookie: admin })).json(),
    );
    expect(listed.results.find((each) => each.id === endpoint.id)?.failingSince).toBeNull();
  });

  it('gives up after the schedule, disables an endpoint that answers 410, and follows no redirect', async () => {
    receiver.answerWith((request, response) => {
      if (request.path === '/gone') return void response.writeHead(410).end();
      if (request.path === '/moved') {
        return void response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      }
      response.writeHead(500).end();
    });
    const failing = await makeEndpoint(client, { url: receiver.url('/failing'), eventTypes: ['coins.inserted'] });
    const gone = await makeEndpoint(client, { url: receiver.url('/gone'), eventTypes: ['coins.inserted'] });
    const moved = await makeEndpoint(client, { url: receiver.url('/moved'), eventTypes: ['coins.inserted'] });
    for (const { endpoint } of [failing, gone, moved]) {
      await call(app, 'POST', `/api/webhook-endpoints/${endpoint.id}/test`, { cookie: client });
    }
    // The first attempt and the two retries of the schedule, then no more.
    await receivedAt('/failing', 3);
    await receivedAt('/moved', 3);
    const stateOf = async (endpointId: number) =>
      eventually(
        async () =>
          (await handle.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)))[0]
            ?.state,
        (state) => state === 'failed',
      );
    expect(await stateOf(failing.endpoint.id)).toBe('failed');
    expect(await stateOf(moved.endpoint.id)).toBe('failed');
    expect(await stateOf(gone.endpoint.id)).toBe('failed');
    expect(receiver.received.filter((request) => request.path === '/failing')).toHaveLength(3);
    expect(receiver.received.filter((request) => request.path === '/gone')).toHaveLength(1);
    // The redirect's target was never asked: it is not this receiver, and nothing else would answer it.
    const movedLog = await logOf(`/api/webhook-endpoints/${moved.endpoint.id}/deliveries`, client, 3);
    expect(movedLog.every((attempt) => attempt.status === 302 && !attempt.succeeded)).toBe(true);

    const endpoints = webhookEndpointsResponseSchema.parse(
      (await call(app, 'GET', '/api/webhook-endpoints', { cookie: client })).json(),
    ).results;
    expect(endpoints.find((each) => each.id === gone.endpoint.id)).toMatchObject({
      enabled: false,
      disabledReason: 'gone',
    });
    expect(endpoints.find((each) => each.id === failing.endpoint.id)?.failingSince).not.toBeNull();
    // A disabled endpoint takes no test until it is enabled again, which offers what it missed.
    const path = `/api/webhook-endpoints/${gone.endpoint.id}`;
    expect((await call(app, 'POST', `${path}/test`, { cookie: client })).statusCode).toBe(409);
    const enabled = await call(app, 'PATCH', path, { cookie: client, payload: { enabled: true } });
    expect(webhookEndpointWithSecretSchema.parse(enabled.json())).toMatchObject({
      endpoint: { enabled: true, disabledReason: null },
      secret: null,
      missedSince: expect.any(String),
    });
  });

  it('keeps strict order per account: the next event waits until the previous one was delivered', async () => {
    const owner = await createClient(handle);
    const ownerCookie = await sessionOf(app, owner.email);
    let first = true;
    receiver.answerWith((request, response) => {
      if (request.path === '/ordered' && first) {
        first = false;
        return void response.writeHead(500).end();
      }
      response.writeHead(200).end();
    });
    await makeEndpoint(ownerCookie, {
      url: receiver.url('/ordered'),
      eventTypes: ['wallet.runwayLow'],
      strictOrder: true,
    });
    await makeEndpoint(ownerCookie, { url: receiver.url('/unordered'), eventTypes: ['wallet.runwayLow'] });
    for (const balance of [3, 2, 1]) {
      await handle.db.transaction((tx) =>
        webhooks.record(tx, {
          type: 'wallet.runwayLow',
          accountId: owner.id,
          data: { balance, daysLeft: 1, blockExpectedAt: null },
        }),
      );
    }
    const taken = await receivedAt('/ordered', 4);
    // The first failed once; the second and third waited for its retry to succeed.
    expect(taken.map((request) => eventOf(request.body).sequence)).toEqual([1, 1, 2, 3]);
    await receivedAt('/unordered', 3);
  });

  it('resends one event, or every event since a moment, as new deliveries with the same ids', async () => {
    const owner = await createClient(handle);
    const ownerCookie = await sessionOf(app, owner.email);
    const { endpoint } = await makeEndpoint(ownerCookie, {
      url: receiver.url('/resent'),
      eventTypes: ['wallet.runwayLow'],
    });
    const since = clock.now().toISOString();
    const ids: string[] = [];
    for (const balance of [5, 4]) {
      ids.push(
        await handle.db.transaction((tx) =>
          webhooks.record(tx, {
            type: 'wallet.runwayLow',
            accountId: owner.id,
            data: { balance, daysLeft: 1, blockExpectedAt: null },
          }),
        ),
      );
    }
    await receivedAt('/resent', 2);
    const path = `/api/webhook-endpoints/${endpoint.id}/resend`;
    const one = await call(app, 'POST', path, { cookie: ownerCookie, payload: { eventId: ids[1] } });
    expect(one.json()).toEqual({ queued: 1 });
    const all = await call(app, 'POST', path, { cookie: ownerCookie, payload: { since } });
    expect(all.json()).toEqual({ queued: 2 });
    const taken = await receivedAt('/resent', 5);
    expect(taken.map((request) => request.headers['webhook-id']).sort()).toEqual(
      [ids[0], ids[0], ids[1], ids[1], ids[1]].sort(),
    );
    // Another account's event is not this endpoint's to resend.
    const theirs = await handle.db.transaction((tx) =>
      webhooks.record(tx, {
        type: 'wallet.runwayLow',
        accountId: 4,
        data: { balance: 1, daysLeft: 1, blockExpectedAt: null },
      }),
    );
    expect((await call(app, 'POST', path, { cookie: ownerCookie, payload: { eventId: theirs } })).statusCode).toBe(404);
  });

  it('rotates a secret with an overlap: both sign until it ends', async () => {
    const made = await makeEndpoint(
      admin,
      { url: receiver.url('/rotated'), eventTypes: ['coins.inserted'] },
      '/api/admin/webhook-endpoints',
    );
    const rotated = webhookEndpointWithSecretSchema.parse(
      (
        await call(app, 'PATCH', `/api/admin/webhook-endpoints/${made.endpoint.id}`, {
          cookie: admin,
          payload: { rotateSecret: true, rotationOverlapHours: 2 },
        })
      ).json(),
    );
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(made.secret);
    expect(rotated.endpoint.previousSecretExpiresAt).not.toBeNull();
    await call(app, 'POST', `/api/admin/webhook-endpoints/${made.endpoint.id}/test`, { cookie: admin });
    const [request] = await receivedAt('/rotated', 1);
    if (!request) throw new Error('Nothing received');
    const headers = {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    };
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(() => new Webhook(rotated.secret ?? '').verify(request.body, headers)).not.toThrow();
    expect(() => new Webhook(made.secret ?? '').verify(request.body, headers)).not.toThrow();
  });

  // Near the end: it moves the clock five days on.
  it('disables an endpoint whose every delivery failed for 5 days, and tells its owner', async () => {
    const owner = await createClient(handle);
    const ownerCookie = await sessionOf(app, owner.email);
    receiver.answerWith((_request, response) => response.writeHead(500).end('down'));
    const { endpoint } = await makeEndpoint(ownerCookie, {
      url: receiver.url('/down'),
      eventTypes: ['wallet.runwayLow'],
    });
    await handle.db.transaction((tx) =>
      webhooks.record(tx, {
        type: 'wallet.runwayLow',
        accountId: owner.id,
        data: { balance: 9, daysLeft: 1, blockExpectedAt: null },
      }),
    );
    await logOf(`/api/webhook-endpoints/${endpoint.id}/deliveries`, ownerCookie, 1);
    // The retry, a second later, comes five days after the first failure.
    clock.advanceMinutes(5 * 24 * 60 + 1);
    const told = await eventually(
      () =>
        handle.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, owner.id), eq(notifications.kind, 'webhookEndpointDisabled'))),
      (rows) => rows.length > 0,
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.params).toMatchObject({ url: receiver.url('/down') });
    const again = await sessionOf(app, owner.email);
    const listed = webhookEndpointsResponseSchema.parse(
      (await call(app, 'GET', '/api/webhook-endpoints', { cookie: again })).json(),
    );
    expect(listed.results[0]).toMatchObject({ id: endpoint.id, enabled: false, disabledReason: 'failing' });
    expect(receiver.received.filter((request) => request.path === '/down')).toHaveLength(2);
  });

  // After the one above: it moves the clock past every event's 90 days.
  it('keeps delivery attempts 30 days and events 90, then sweeps them', async () => {
    const [kept] = await handle.db.select().from(webhookEvents).limit(1);
    expect(kept).toBeDefined();
    clock.advanceMinutes(31 * 24 * 60);
    await webhooks.sweep();
    expect(await handle.db.select().from(webhookDeliveryAttempts)).toEqual([]);
    expect((await handle.db.select().from(webhookEvents)).length).toBeGreaterThan(0);
    clock.advanceMinutes(60 * 24 * 60);
    await webhooks.sweep();
    expect(await handle.db.select().from(webhookEvents)).toEqual([]);
    expect(await handle.db.select().from(webhookDeliveries)).toEqual([]);
  });
});
