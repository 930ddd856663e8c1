import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { liveResetEvent } from '@orbit/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { call, createClient, createLicense, sessionOf } from '../../test-support/fixtures.ts';
import type { TestClient } from '../../test-support/fixtures.ts';
import { changedKinds, openLiveStream } from '../../test-support/live-streams.ts';
import type { LiveStreamReader, ReceivedLiveEvent } from '../../test-support/live-streams.ts';
import { createTestApp, createTestClock } from '../../test-support/test-app.ts';
import type { TestClock } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';
import { liveEventsRepository } from './live-events-repository.ts';

/** Live screens (ADR 0082): each person's own changes, resumed without a gap, ended with the session. */
describe.each(testDatabaseKinds)('live updates on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let baseUrl: string;
  let admin: string;
  let colaborador: string;
  let clock: TestClock;
  const opened: LiveStreamReader[] = [];

  beforeAll(async () => {
    handle = await kind.open();
    clock = createTestClock();
    app = await createTestApp(handle, { clock });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    admin = await sessionOf(app, 'admin@example.com');
    colaborador = await sessionOf(app, 'colaborador@example.com');
  });
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await app.close();
    await handle.close();
  });

  const stream = async (cookie: string, lastEventId?: string) => {
    const reader = await openLiveStream(baseUrl, cookie, { lastEventId });
    opened.push(reader);
    expect(reader.status).toBe(200);
    return reader;
  };
  const signedInClient = async (): Promise<TestClient & { cookie: string }> => {
    const client = await createClient(handle);
    return { ...client, cookie: await sessionOf(app, client.email) };
  };
  const insertCoins = async (client: TestClient, amount: number) => {
    const response = await call(app, 'POST', `/api/admin/users/${client.id}/wallet-records`, {
      cookie: colaborador,
      payload: { amount },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const changes = (reader: LiveStreamReader) => reader.events.flatMap(changedKinds);
  /** Waits for the stream's first position: it has opened and the hub holds it. */
  const positioned = async (reader: LiveStreamReader) => {
    await reader.next(() => false, { timeoutMs: 200 });
    return reader;
  };

  it('answers 401 without a session', async () => {
    const reader = await openLiveStream(baseUrl, 'not-a-session');
    expect(reader.status).toBe(401);
  });

  it('tells a client of their own coins and notification, and no other client or staff member', async () => {
    const client = await signedInClient();
    const other = await signedInClient();
    const mine = await positioned(await stream(client.cookie));
    const theirs = await stream(other.cookie);
    const staff = await stream(admin);
    const inserting = await stream(colaborador);

    await insertCoins(client, 50);
    expect(await mine.next((event) => changedKinds(event).includes('wallet')), 'the wallet event').toBeDefined();
    await mine.next((event) => changedKinds(event).includes('notifications'));
    expect(new Set(changes(mine))).toEqual(new Set(['wallet', 'notifications']));

    await sleep(600);
    expect(changes(theirs)).toEqual([]);
    expect(changes(staff)).toEqual([]);
    expect(changes(inserting)).toEqual([]);
  });

  it('tells staff of their own notifications, and not the client the request is about', async () => {
    const client = await signedInClient();
    const clientStream = await positioned(await stream(client.cookie));
    await insertCoins(client, 5_000);
    // Told first of the coins, whenever the server's other transactions let it read them.
    await clientStream.next((event) => changedKinds(event).includes('wallet'));
    const toldBefore = clientStream.events.length;
    const approver = await positioned(await stream(admin));
    const asker = await stream(colaborador);
    const debit = await call(app, 'POST', `/api/admin/users/${client.id}/wallet-records`, {
      cookie: colaborador,
      payload: { amount: -1_001 },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(debit.json()).toMatchObject({ pendingApproval: { status: 'pending' } });
    expect(await approver.next((event) => changedKinds(event).includes('notifications'))).toBeDefined();
    await sleep(600);
    // A debit waiting for approval changes nothing of the client's yet; the one who asked is told nothing.
    expect(clientStream.events.slice(toldBefore).flatMap(changedKinds)).toEqual([]);
    expect(changes(asker)).toEqual([]);
  });

  it('tells a client of a block, an unblock and a new licence', async () => {
    const client = await signedInClient();
    const reader = await positioned(await stream(client.cookie));
    const blocked = await call(app, 'POST', '/api/admin/users/blocking-orders', {
      cookie: admin,
      payload: { reason: 'financial-debt', userId: client.id },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await reader.next((event) => changedKinds(event).includes('blocking'))).toBeDefined();
    await createLicense(handle, client.id);
    expect(await reader.next((event) => changedKinds(event).includes('licenses'))).toBeDefined();
  });

  it('resumes from Last-Event-ID with what changed while it was away, and only that', async () => {
    const client = await signedInClient();
    const first = await positioned(await stream(client.cookie));
    await insertCoins(client, 10);
    await first.next((event) => changedKinds(event).includes('notifications'));
    await first.next((event) => changedKinds(event).includes('wallet'));
    const position = first.lastEventId;
    expect(position).toMatch(/^\d+$/);
    first.close();

    await createLicense(handle, client.id);
    const resumed = await stream(client.cookie, position);
    const caughtUp = await resumed.next((event) => event.event === 'message');
    expect(changedKinds(caughtUp ?? { id: '', event: '', data: '', at: 0 })).toEqual(['licenses']);

    // From a position taken after both, nothing comes again.
    await sleep(300);
    const later = await stream(client.cookie, resumed.lastEventId);
    await sleep(600);
    expect(later.events).toEqual([]);
  });

  it('sends reset for a Last-Event-ID older than the window, or not a position', async () => {
    const client = await signedInClient();
    const first = await positioned(await stream(client.cookie));
    await insertCoins(client, 10);
    await first.next((event) => changedKinds(event).includes('wallet'));
    const before = first.lastEventId ?? '';
    first.close();
    await insertCoins(client, 10);
    await handle.db.execute(sql`update live_events set created_at = created_at - interval '1 day'`);
    expect(await liveEventsRepository(handle.db).sweep(new Date())).toBeGreaterThan(0);

    const tooOld = await stream(client.cookie, before);
    expect((await tooOld.next(() => true))?.event).toBe(liveResetEvent);
    expect(tooOld.events.filter((event) => event.event === 'message')).toEqual([]);
    const unknown = await stream(client.cookie, 'yesterday');
    expect((await unknown.next(() => true))?.event).toBe(liveResetEvent);
    const ahead = await stream(client.cookie, '999999999999');
    expect((await ahead.next(() => true))?.event).toBe(liveResetEvent);
  });

  it('ends the stream within 5 s of a sign-out, a disable and the end of all sessions', async () => {
    const signingOut = await signedInClient();
    const signedOut = await stream(signingOut.cookie);
    const other = await stream((await signedInClient()).cookie);
    expect((await call(app, 'POST', '/api/sign-out', { cookie: signingOut.cookie })).statusCode).toBe(200);
    expect(await signedOut.ended(5_000)).toBe(true);

    const disabled = await signedInClient();
    const disabledStream = await stream(disabled.cookie);
    const disable = await call(app, 'POST', `/api/admin/users/${disabled.id}/disable`, { cookie: admin });
    expect(disable.statusCode, disable.body).toBe(200);
    expect(await disabledStream.ended(5_000)).toBe(true);

    const ended = await signedInClient();
    const endedStream = await stream(ended.cookie);
    const endAll = await call(app, 'POST', `/api/admin/users/${ended.id}/sessions/end`, { cookie: admin });
    expect(endAll.statusCode, endAll.body).toBeLessThan(300);
    expect(await endedStream.ended(5_000)).toBe(true);

    expect(other.endedAt).toBeUndefined();
    expect((await openLiveStream(baseUrl, signingOut.cookie)).status).toBe(401);
  });

  it('sends rides at most once a second, the last after the last batch', async () => {
    const client = await signedInClient();
    const reader = await positioned(await stream(client.cookie));
    const rides = liveEventsRepository(handle.db);
    // Twenty batches in 1.5 s, each moving the account's one row of rides.
    let lastBatchAt = 0;
    for (let batch = 0; batch < 20; batch += 1) {
      if (batch > 0) await sleep(75);
      await rides.ridesRecorded(client.id);
      lastBatchAt = performance.now();
    }
    // The last batch is told too, at most a second after the event before.
    const isRides = (event: ReceivedLiveEvent) => changedKinds(event).includes('rides');
    expect(await reader.next((event) => isRides(event) && event.at >= lastBatchAt)).toBeDefined();
    await sleep(1_200);
    const told = reader.events.filter(isRides);
    expect(told.length).toBeGreaterThanOrEqual(2);
    // Sent a second apart at least; received give or take the delivery of each.
    for (let index = 1; index < told.length; index += 1) {
      expect((told[index]?.at ?? 0) - (told[index - 1]?.at ?? 0)).toBeGreaterThanOrEqual(900);
    }
    const [row] = await selectRows<{ rows: number }>(
      handle.db,
      sql`select count(*)::int as rows from live_events where user_id = ${client.id} and kind = 'rides'`,
    );
    expect(row?.rows).toBe(1);
  });

  it.skipIf(kind.name !== 'PostgreSQL')('reads an event whose transaction commits after later ones', async () => {
    const client = await signedInClient();
    const reader = await positioned(await stream(client.cookie));
    const url = process.env.TEST_DATABASE_URL ?? '';
    const slow = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, `/${await currentDatabase()}`) });
    await slow.connect();
    try {
      await slow.query('begin');
      await slow.query(`insert into live_events (user_id, kind) values ($1, 'licenses')`, [client.id]);
      // A later transaction commits first, and is read first.
      await insertCoins(client, 10);
      await sleep(300);
      expect(changes(reader)).not.toContain('licenses');
      await slow.query(`select pg_notify('live_event', $1)`, [String(client.id)]);
      await slow.query('commit');
      expect(await reader.next((event) => changedKinds(event).includes('licenses'))).toBeDefined();
      expect(changes(reader)).toContain('wallet');
    } finally {
      await slow.end();
    }
  });

  it.skipIf(kind.name !== 'PostgreSQL')('is not held back by a long write in another database', async () => {
    const client = await signedInClient();
    const reader = await positioned(await stream(client.cookie));
    // The server's own database, not this file's: another application (or test file) writing for minutes.
    const elsewhere = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await elsewhere.connect();
    try {
      expect(elsewhere.database).not.toBe(await currentDatabase());
      await elsewhere.query('begin');
      await elsewhere.query('select pg_current_xact_id()');
      await insertCoins(client, 10);
      expect(await reader.next((event) => changedKinds(event).includes('wallet')), 'the wallet event').toBeDefined();
    } finally {
      await elsewhere.query('rollback');
      await elsewhere.end();
    }
  });

  it('ends the stream of a session that expires, though nothing notifies it', async () => {
    const client = await signedInClient();
    const reader = await stream(client.cookie);
    await sleep(500);
    expect(reader.endedAt).toBeUndefined();
    // Every session of the test expires by the clock; only the periodic check can see it.
    clock.advanceMinutes(24 * 60);
    expect(await reader.ended(6_000)).toBe(true);
  });

  async function currentDatabase(): Promise<string> {
    const [row] = await selectRows<{ name: string }>(handle.db, sql`select current_database() as name`);
    return row?.name ?? '';
  }
});
