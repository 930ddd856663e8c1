import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { coasterWindows } from '@orbit/domain';
import type { DatabaseHandle } from '../../db/client.ts';
import { devices, users } from '../../db/schema.ts';
import { addDevice, createClient, createLicense, sessionOf } from '../../test-support/fixtures.ts';
import { changedKinds, openLiveStream } from '../../test-support/live-streams.ts';
import type { LiveStreamReader } from '../../test-support/live-streams.ts';
import { createTestApp, createTestClock } from '../../test-support/test-app.ts';
import type { TestClock } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';
import { liveEventsRepository } from '../live/index.ts';
import { createCoasterStatusWatcher, fleetRidesEveryMs } from './coaster-status-watcher.ts';

const windows = coasterWindows(300);

/** Live coaster statuses (ADR 0089): a status that moves with time reaches its owner and staff once, and no one else. */
describe.each(testDatabaseKinds)('the coaster status watcher on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let clock: TestClock;
  let staffIds: number[];
  const opened: LiveStreamReader[] = [];

  const watcher = () =>
    createCoasterStatusWatcher({
      db: handle.db,
      now: () => clock.now(),
      windows,
      log: app.log,
      everyMs: 0,
    });
  const events = () => liveEventsRepository(handle.db);

  /** The live events written while `act` ran, as `user kind` pairs. */
  async function toldDuring(act: () => Promise<unknown>): Promise<string[]> {
    const from = (await events().bounds()).horizon;
    await act();
    // The horizon moves past the writes once they committed.
    await sleep(20);
    const { events: read } = await events().since(from);
    return read.map((event) => `${event.userId} ${event.kind}`).sort();
  }

  /** A machine's call at `at` (the clock's time unless given). */
  async function calls(deviceId: number, at = clock.now()) {
    await handle.db.update(devices).set({ lastSeenAt: at, switchedOffAt: null }).where(eq(devices.id, deviceId));
  }

  async function machineOf(userId: number): Promise<number> {
    const license = await createLicense(handle, userId);
    const deviceId = await addDevice(handle, license.id);
    await handle.db.update(devices).set({ onlineSince: clock.now() }).where(eq(devices.id, deviceId));
    await calls(deviceId);
    return deviceId;
  }

  /**
   * Every machine there is says it switched off, a status time does not move, and the watcher marks it: only the
   * machines a test makes afterwards move with its clock.
   */
  async function settled() {
    await handle.db.update(devices).set({ switchedOffAt: clock.now() }).where(isNull(devices.switchedOffAt));
    await watcher().watchOnce();
  }

  beforeAll(async () => {
    handle = await kind.open();
    clock = createTestClock();
    app = await createTestApp(handle, { clock });
    const staff = await handle.db
      .select({ id: users.id })
      .from(users)
      .where(and(ne(users.scope, 'user'), isNull(users.disabledAt)));
    staffIds = staff.map((row) => row.id);
    expect(staffIds.length).toBeGreaterThan(1);
  });
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await app.close();
    await handle.close();
  });

  it('tells the owner (coasters) and every staff member (fleet) once when a machine turns late, then offline', async () => {
    await settled();
    const owner = await createClient(handle);
    const bystander = await createClient(handle);
    await machineOf(owner.id);
    const theirs = await machineOf(bystander.id);
    await watcher().watchOnce();
    const fleet = staffIds.map((id) => `${id} fleet`);

    // 7 minutes: online still (1.5 intervals of 300 s); nothing is told.
    clock.advanceMinutes(7);
    expect(await toldDuring(() => watcher().watchOnce())).toEqual([]);

    // The bystander's machine calls; the owner's does not, and turns late after 7.5 minutes.
    await calls(theirs);
    clock.advanceMinutes(1);
    const late = await toldDuring(() => watcher().watchOnce());
    expect(late).toEqual([`${owner.id} coasters`, ...fleet].sort());
    expect(late).not.toContain(`${bystander.id} coasters`);

    // Told once: the next look finds nothing moved.
    expect(await toldDuring(() => watcher().watchOnce())).toEqual([]);

    // Past 3 intervals (15 minutes) it is offline: told again, once.
    clock.advanceMinutes(8);
    await calls(theirs);
    const offline = await toldDuring(async () => expect((await watcher().watchOnce()).moved).toBe(1));
    expect(offline).toEqual([`${owner.id} coasters`, ...fleet].sort());
  });

  it('tells a change once when two watchers look at once', async () => {
    await settled();
    const owner = await createClient(handle);
    await machineOf(owner.id);
    await watcher().watchOnce();
    clock.advanceMinutes(8);
    const results = await Promise.all([watcher().watchOnce(), watcher().watchOnce(), watcher().watchOnce()]);
    expect(results.reduce((sum, result) => sum + result.moved, 0)).toBe(1);
    // One look told the owner and every staff member; the others told nobody.
    expect(results.map((result) => result.told).sort((a, b) => a - b)).toEqual([0, 0, 1 + staffIds.length]);
  });

  it('never moves a mark back with an evaluation older than the one that moved it', async () => {
    await settled();
    const owner = await createClient(handle);
    await machineOf(owner.id);
    await watcher().watchOnce();
    clock.advanceMinutes(16);
    expect((await watcher().watchOnce()).moved).toBe(1);
    // A process whose look began before (its `now` 10 minutes earlier) finds the machine "late": it keeps "offline".
    const earlier = createCoasterStatusWatcher({
      db: handle.db,
      now: () => new Date(clock.now().getTime() - 10 * 60_000),
      windows,
      log: app.log,
      everyMs: 0,
    });
    expect((await earlier.watchOnce()).moved).toBe(0);
  });

  it('tells staff of new rides at most once every few seconds, and no client', async () => {
    const owner = await createClient(handle);
    await sleep(fleetRidesEveryMs);
    const first = await toldDuring(async () => {
      await events().ridesRecorded(owner.id);
      await watcher().watchOnce();
    });
    expect(first).toEqual([`${owner.id} rides`, ...staffIds.map((id) => `${id} fleet`)].sort());
    const soon = await toldDuring(async () => {
      await events().ridesRecorded(owner.id);
      await watcher().watchOnce();
    });
    expect(soon).toEqual([`${owner.id} rides`]);
    await sleep(fleetRidesEveryMs);
    // The rides recorded meanwhile are told when the few seconds are over.
    const later = await toldDuring(() => watcher().watchOnce());
    expect(later).toEqual(staffIds.map((id) => `${id} fleet`).sort());
  });

  it('reaches open streams within seconds, from the watcher the server runs itself', async () => {
    const watching = await createTestApp(handle, { clock, env: { COASTER_STATUS_WATCH_MS: '200' } });
    try {
      await watching.listen({ port: 0, host: '127.0.0.1' });
      const baseUrl = `http://127.0.0.1:${(watching.server.address() as AddressInfo).port}`;
      await settled();
      const owner = await createClient(handle);
      const bystander = await createClient(handle);
      await machineOf(owner.id);
      const theirs = await machineOf(bystander.id);
      // The server's watcher marks both online.
      await sleep(600);
      const open = async (cookie: string) => {
        const reader = await openLiveStream(baseUrl, cookie);
        opened.push(reader);
        expect(reader.status).toBe(200);
        await reader.next(() => false, { timeoutMs: 200 });
        return reader;
      };
      const ownerStream = await open(await sessionOf(watching, owner.email));
      const bystanderStream = await open(await sessionOf(watching, bystander.email));
      const staffStream = await open(await sessionOf(watching, 'colaborador@example.com'));

      // 20 minutes pass: the bystander's machine called at their end, the owner's turns offline with no write.
      await calls(theirs, new Date(clock.now().getTime() + 20 * 60_000));
      clock.advanceMinutes(20);
      const at = performance.now();
      expect(
        await ownerStream.next((event) => changedKinds(event).includes('coasters'), { timeoutMs: 5_000 }),
      ).toBeDefined();
      expect(
        await staffStream.next((event) => changedKinds(event).includes('fleet'), { timeoutMs: 5_000 }),
      ).toBeDefined();
      expect(performance.now() - at).toBeLessThan(5_000);
      expect(bystanderStream.events.flatMap(changedKinds)).not.toContain('coasters');
      expect(staffStream.events.flatMap(changedKinds)).not.toContain('coasters');
    } finally {
      await watching.close();
    }
  });
});
