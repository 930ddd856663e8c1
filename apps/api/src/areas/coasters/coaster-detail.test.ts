import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { coasterDetailResponseSchema, errorMessages } from '@orbit/contract';
import type { CoasterDetailResponse } from '@orbit/contract';
import { coasterWindows } from '@orbit/domain';
import type { DatabaseHandle } from '../../db/client.ts';
import { blockingOrders, deviceOnlineRuns, deviceVersions, devices, rides } from '../../db/schema.ts';
import { createDeviceCallRecorder } from '../devices/index.ts';
import { sweepCoasterHistory } from './coaster-history-sweep.ts';
import { activate, authorization, makeDevice, ride, sendRides, validate } from '../../test-support/devices.ts';
import type { TestDevice } from '../../test-support/devices.ts';
import { addWalletRecord, call, createClient, createLicense, sessionOf } from '../../test-support/fixtures.ts';
import type { TestClient, TestLicense } from '../../test-support/fixtures.ts';
import { createTestApp, createTestClock } from '../../test-support/test-app.ts';
import type { TestClock } from '../../test-support/test-app.ts';
import { testDatabaseKinds, testNow } from '../../test-support/test-database.ts';

/** Check-ins every 5 minutes (the default): a run ends 7.5 minutes after its last call. */
const windows = coasterWindows(300);
const minutes = (count: number) => count * 60_000;
const hours = (count: number) => count * 3_600_000;
const days = (count: number) => count * 86_400_000;
/** testNow, a Monday at 12:00 UTC: 09:00 in São Paulo (UTC−3), where the owner is. */
const t0 = testNow.getTime();
const iso = (ms: number) => new Date(ms).toISOString();

/** A machine's page (ADR 0084): its row, 30 days of runs, blocks, deliveries and versions, 7 days of rides by hour. */
describe.each(testDatabaseKinds)("a machine's page on $name", (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let clock: TestClock;
  let admin: string;
  let owner: TestClient;
  let ownerCookie: string;
  let otherCookie: string;
  let otherId: number;
  let otherEmail: string;
  let played: TestLicense;
  let machine: TestDevice;
  let othersMachine: TestDevice;

  beforeAll(async () => {
    handle = await kind.open();
    clock = createTestClock();
    // Each call written with its request, so that every call of the test counts for the runs and the versions.
    app = await createTestApp(handle, { clock, env: { DEVICE_CALLS_FLUSH_MS: '0' } });
    owner = await createClient(handle, { timezone: 'America/Sao_Paulo' });
    const other = await createClient(handle, { timezone: 'Europe/Lisbon' });
    otherId = other.id;
    otherEmail = other.email;
    played = await createLicense(handle, owner.id, { label: 'A played' });
    // Coins enough for the rides: no automatic block on the account.
    await addWalletRecord(handle, owner.id, 10_000, iso(t0 - days(60)));
    machine = makeDevice();
    expect((await activate(app, machine, played.key)).statusCode).toBe(201);
    othersMachine = makeDevice();
    expect((await activate(app, othersMachine, (await createLicense(handle, other.id)).key)).statusCode).toBe(201);
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  // Signed in anew for each read: the clock moves past the sessions' idle expiry.
  const pageOf = async (deviceId: number | undefined, email = owner.email): Promise<CoasterDetailResponse> => {
    const response = await call(app, 'GET', `/api/coasters/${deviceId}`, { cookie: await sessionOf(app, email) });
    expect(response.statusCode, response.body).toBe(200);
    return coasterDetailResponseSchema.parse(response.json());
  };
  const validateWith = (device: TestDevice, versions: { appVersion: string; gameVersion: string }) =>
    app.inject({
      method: 'POST',
      url: '/api/device/v1/validate',
      headers: authorization(device),
      payload: { nonce: 'nonce-0002', sentAt: clock.now().toISOString(), pendingRides: 0, ...versions },
    });

  it('shows its runs, the blocks of its licence and account, its deliveries by local day and its versions', async () => {
    const deviceId = machine.deviceId ?? 0;
    // A run that ended before the 30 days is left out, one that began before them is kept whole.
    await handle.db.insert(deviceOnlineRuns).values([
      { deviceId, startedAt: new Date(t0 - days(40)), endedAt: new Date(t0 - days(35)), endedBy: 'lost' },
      { deviceId, startedAt: new Date(t0 - days(31)), endedAt: new Date(t0 - days(29)), endedBy: 'switchedOff' },
    ]);
    await handle.db.insert(blockingOrders).values([
      // The licence's, over; the account's, long over; another client's, open.
      {
        code: 4,
        reason: 'financial-debt',
        userId: owner.id,
        licenseId: played.id,
        issuerUserId: 1,
        createdAt: new Date(t0 - days(2)),
        revokedAt: new Date(t0 - days(1)),
        revokedUserId: 1,
      },
      {
        code: 5,
        reason: 'owner-request',
        userId: owner.id,
        issuerUserId: 1,
        createdAt: new Date(t0 - days(40)),
        revokedAt: new Date(t0 - days(35)),
        revokedUserId: 1,
      },
      { code: 6, reason: 'owner-request', userId: otherId, issuerUserId: 1 },
    ]);

    expect((await validate(app, machine, { sentAt: clock.now() })).statusCode).toBe(200);
    clock.advanceMinutes(5);
    expect((await validate(app, machine, { sentAt: clock.now() })).statusCode).toBe(200);
    // 30 minutes without a call: the run ended 7.5 minutes after the last one, and the next call starts another.
    clock.advanceMinutes(30);
    expect((await validate(app, machine, { sentAt: clock.now() })).statusCode).toBe(200);
    clock.advanceMinutes(5);
    expect((await validateWith(machine, { appVersion: '3.3.0', gameVersion: '1.8.4' })).statusCode).toBe(200);
    clock.advanceMinutes(1);
    // The same versions again are no change.
    expect((await validateWith(machine, { appVersion: '3.3.0', gameVersion: '1.8.4' })).statusCode).toBe(200);
    clock.advanceMinutes(4);
    const firstBatch = [
      ride(machine, { consumedAt: iso(t0 + minutes(38)) }),
      ride(machine, { consumedAt: iso(t0 + minutes(42)) }),
    ];
    expect((await sendRides(app, machine, { sentAt: clock.now(), rides: firstBatch })).statusCode).toBe(200);
    clock.advanceMinutes(5);
    const secondBatch = [ride(machine, { consumedAt: iso(t0 + minutes(48)), customersAmount: 3 })];
    expect((await sendRides(app, machine, { sentAt: clock.now(), rides: secondBatch })).statusCode).toBe(200);
    const lastDelivery = clock.now().toISOString();

    const page = await pageOf(machine.deviceId);
    expect(page.coaster).toMatchObject({
      licenseId: played.id,
      deviceId,
      status: 'online',
      appVersion: '3.3.0',
      ridesToday: 3,
      customersToday: 7,
      alerts: { offlineThresholdMinutes: 15, openingHours: null, snoozedUntil: null, snoozedUntilBack: false },
    });
    expect(page.history).toEqual({
      from: iso(clock.now().getTime() - days(30)),
      to: clock.now().toISOString(),
      onlineRuns: [
        { from: iso(t0 - days(31)), to: iso(t0 - days(29)), endedBy: 'switchedOff' },
        { from: iso(t0), to: iso(t0 + minutes(5) + windows.onlineForMs), endedBy: 'lost' },
        { from: iso(t0 + minutes(35)), to: null, endedBy: null },
      ],
      blocks: [{ code: 4, reason: 'financial-debt', onAccount: false, from: iso(t0 - days(2)), to: iso(t0 - days(1)) }],
      syncs: [{ date: '2026-03-02', batches: 2, rides: 3, lastAt: lastDelivery }],
      versions: [
        { at: iso(t0), appVersion: '3.2.0', gameVersion: '1.8.4' },
        { at: iso(t0 + minutes(40)), appVersion: '3.3.0', gameVersion: '1.8.4' },
      ],
    });
    expect(page.serverTime).toBe(clock.now().toISOString());

    // Quiet since its last delivery: the run it is in shows ended where the online window after its last call ran out.
    clock.advanceMinutes(10);
    const quiet = await pageOf(machine.deviceId);
    expect(quiet.coaster.status).toBe('late');
    expect(quiet.history.onlineRuns.at(-1)).toEqual({
      from: iso(t0 + minutes(35)),
      to: iso(t0 + minutes(50) + windows.onlineForMs),
      endedBy: 'lost',
    });
  });

  it("counts each local hour of 7 days up to this one, zeros included, the machine's rides only", async () => {
    const deviceId = machine.deviceId ?? 0;
    const now = clock.now().getTime();
    const base = {
      licenseId: played.id,
      scenarioId: 1,
      durationSeconds: 200,
      chargedAmount: 0,
      rideCost: 10,
      creditsAdded: 10,
      creditsAddOnKeyboard: 0,
      creditsExpired: 0,
      discountUsed: 0,
    };
    let seq = 1000;
    const at = (ms: number) => ({ consumedAt: new Date(ms), syncedAt: new Date(ms + minutes(1)) });
    const delivered = (ms: number) => ({
      ...at(ms),
      deviceId,
      deviceRideId: randomUUID(),
      seq: seq++,
      contentHash: `hash-${seq}`,
    });
    await handle.db.insert(rides).values([
      // Yesterday 20:xx in São Paulo, twice; 8 days ago, outside; a ride of no machine (demo data), not this one's.
      { ...base, ...delivered(t0 - hours(13) + minutes(10)), customersAmount: 2 },
      { ...base, ...delivered(t0 - hours(13) + minutes(50)), customersAmount: 4 },
      { ...base, ...delivered(t0 - days(8)), customersAmount: 1 },
      { ...base, ...at(t0 - hours(13) + minutes(20)), customersAmount: 9 },
    ]);
    const page = await pageOf(machine.deviceId);
    const hourStart = Math.floor(now / hours(1)) * hours(1);
    expect(page.ridesByHour).toHaveLength(168);
    expect(page.ridesByHour[0]?.hour).toBe(iso(hourStart - hours(167)));
    expect(page.ridesByHour.at(-1)?.hour).toBe(iso(hourStart));
    const nonZero = page.ridesByHour.filter((entry) => entry.rides > 0);
    expect(nonZero).toEqual([
      { hour: iso(t0 - hours(13)), rides: 2, customers: 6 },
      { hour: iso(t0), rides: 3, customers: 7 },
    ]);
    expect(page.history.syncs.map((day) => [day.date, day.batches, day.rides])).toEqual([
      ['2026-02-22', 1, 1],
      ['2026-03-01', 2, 2],
      ['2026-03-02', 2, 3],
    ]);
  });

  it("answers 404 for another client's machine and for staff, 400 for a bad id, 401 to nobody", async () => {
    admin = await sessionOf(app, 'admin@example.com');
    ownerCookie = await sessionOf(app, owner.email);
    otherCookie = await sessionOf(app, otherEmail);
    const path = `/api/coasters/${othersMachine.deviceId}`;
    expect((await call(app, 'GET', path, { cookie: ownerCookie })).statusCode).toBe(404);
    expect((await call(app, 'GET', `/api/coasters/${machine.deviceId}`, { cookie: otherCookie })).statusCode).toBe(404);
    expect((await pageOf(othersMachine.deviceId, otherEmail)).coaster.deviceId).toBe(othersMachine.deviceId);
    const staff = await call(app, 'GET', `/api/coasters/${machine.deviceId}`, { cookie: admin });
    expect(staff.statusCode).toBe(404);
    expect(staff.json()).toEqual({ message: errorMessages.notFound });
    expect((await call(app, 'GET', '/api/coasters/99999', { cookie: ownerCookie })).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const response = await call(app, 'GET', `/api/coasters/${bad}`, { cookie: ownerCookie });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toHaveProperty('errors');
    }
    expect((await call(app, 'GET', `/api/coasters/${machine.deviceId}`)).statusCode).toBe(401);
  });

  it('keeps the page of a replaced machine and of a revoked one, each as itself', async () => {
    const license = await createLicense(handle, owner.id, { label: 'B replaced' });
    const first = makeDevice();
    expect((await activate(app, first, license.key)).statusCode).toBe(201);
    await handle.db
      .update(devices)
      .set({ freedAt: clock.now(), freedUserId: 1 })
      .where(eq(devices.id, first.deviceId ?? 0));
    clock.advanceMinutes(1);
    const second = makeDevice();
    expect((await activate(app, second, license.key)).statusCode).toBe(201);
    const replaced = await pageOf(first.deviceId);
    expect(replaced.coaster).toMatchObject({ deviceId: first.deviceId, licenseId: license.id, status: 'replaced' });
    expect((await pageOf(second.deviceId)).coaster).toMatchObject({ deviceId: second.deviceId, status: 'online' });
    await handle.db
      .update(devices)
      .set({ revokedAt: clock.now(), revokedUserId: 1 })
      .where(eq(devices.id, second.deviceId ?? 0));
    expect((await pageOf(second.deviceId)).coaster.status).toBe('revoked');
  });

  it('writes a change of versions once when two processes write the same call', async () => {
    const deviceId = machine.deviceId ?? 0;
    const log = { error: () => undefined };
    const recorders = [0, 1].map(() => createDeviceCallRecorder(handle.db, log, 0, windows));
    const callAt = (at: Date, appVersion: string) => ({
      deviceId,
      licenseId: played.id,
      holdsSlot: true,
      at,
      appVersion,
      gameVersion: '1.9.0',
      pendingRides: 0,
      clockOffsetSeconds: 0,
    });
    clock.advanceMinutes(1);
    const at = clock.now();
    await Promise.all(recorders.map((recorder) => recorder.record(callAt(at, '3.4.0'))));
    // The same versions again, from either process, are no change.
    await recorders[1]?.record(callAt(new Date(at.getTime() + minutes(1)), '3.4.0'));
    const changes = await handle.db.select().from(deviceVersions).where(eq(deviceVersions.deviceId, deviceId));
    expect(changes.map((change) => [change.appVersion, change.gameVersion])).toEqual([
      ['3.2.0', '1.8.4'],
      ['3.3.0', '1.8.4'],
      ['3.4.0', '1.9.0'],
    ]);
    const [row] = await handle.db.select().from(devices).where(eq(devices.id, deviceId));
    expect(row?.appVersion).toBe('3.4.0');
    await Promise.all(recorders.map((recorder) => recorder.close()));
  });
  it('sweeps the runs that ended more than a day before the 30 days its page shows', async () => {
    const deviceId = machine.deviceId ?? 0;
    const now = clock.now().getTime();
    await handle.db.insert(deviceOnlineRuns).values([
      { deviceId, startedAt: new Date(now - days(34)), endedAt: new Date(now - days(32)), endedBy: 'lost' },
      {
        deviceId,
        startedAt: new Date(now - days(31) - hours(2)),
        endedAt: new Date(now - days(30.5)),
        endedBy: 'lost',
      },
    ]);
    const before = await handle.db.select().from(deviceOnlineRuns).where(eq(deviceOnlineRuns.deviceId, deviceId));
    expect(await sweepCoasterHistory(handle.db, clock.now())).toBeGreaterThanOrEqual(1);
    const after = await handle.db.select().from(deviceOnlineRuns).where(eq(deviceOnlineRuns.deviceId, deviceId));
    const cutoff = now - days(31);
    expect(after.every((run) => run.endedAt.getTime() >= cutoff)).toBe(true);
    expect(after).toEqual(before.filter((run) => run.endedAt.getTime() >= cutoff));
    expect(after.some((run) => run.endedAt.getTime() === now - days(30.5))).toBe(true);
  });
});
