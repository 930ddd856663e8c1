import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { coasterAlertSettingsSchema } from '@orbit/contract';
import { coasterWindows, localWeekdayAndMinute } from '@orbit/domain';
import type { NotificationKind } from '@orbit/domain';
import type { DatabaseHandle } from '../../db/client.ts';
import { coasterAlerts, devices, licenses, notifications, walletRecords } from '../../db/schema.ts';
import { addDevice, addRide, call, createClient, createLicense, sessionOf } from '../../test-support/fixtures.ts';
import type { TestClient } from '../../test-support/fixtures.ts';
import { createTestApp, createTestClock } from '../../test-support/test-app.ts';
import type { TestClock } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';
import { createNotificationService } from '../notifications/index.ts';
import type { Notify } from '../notifications/index.ts';
import type { RecordEvent } from '../webhooks/index.ts';
import { createCoasterAlertService } from './coaster-alert-service.ts';

const windows = coasterWindows(300);
const timeZone = 'America/Sao_Paulo';
const hh = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The coaster alerts (ADR 0086): once per episode, thresholds, opening hours, snoozes, scopes, crashes. */
describe.each(testDatabaseKinds)('coaster alerts on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let clock: TestClock;
  let notify: Notify;
  let labels = 0;
  /** The webhook events the evaluations recorded (ADR 0093), as they were handed to the recorder. */
  const events: Parameters<RecordEvent>[1][] = [];
  const recordEvent: RecordEvent = async (_tx, event) => {
    events.push(event);
    return `evt_${events.length}`;
  };

  const serviceWith = (notifyWith: Notify, minAppVersion?: string) =>
    createCoasterAlertService({
      db: handle.db,
      now: () => clock.now(),
      windows,
      notify: notifyWith,
      recordEvent,
      calls: { flush: async () => undefined },
      minAppVersion,
    });
  const evaluate = () => serviceWith(notify).evaluate();

  beforeAll(async () => {
    handle = await kind.open();
    clock = createTestClock();
    app = await createTestApp(handle, { clock });
    notify = createNotificationService({
      db: handle.db,
      now: () => clock.now(),
      mails: { queue: async () => undefined },
      publicUrl: 'https://console.example',
    }).notify;
    // The seeded fleet's outages are told once here, so that each test reads only its own.
    await evaluate();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  /** A machine's call at the clock's time: `back` starts a new run, as after an outage. */
  async function seen(deviceId: number, back = true) {
    const at = clock.now();
    await handle.db
      .update(devices)
      .set({ lastSeenAt: at, ...(back && { onlineSince: at }), switchedOffAt: null })
      .where(eq(devices.id, deviceId));
  }

  /** A client of its own with `count` machines, each calling now. */
  async function ownerWith(count = 1): Promise<{ client: TestClient; machines: number[] }> {
    const client = await createClient(handle, { timezone: timeZone });
    const machines = [];
    for (let index = 0; index < count; index += 1) {
      const license = await createLicense(handle, client.id, { label: `Coaster ${++labels}` });
      const deviceId = await addDevice(handle, license.id);
      await seen(deviceId);
      machines.push(deviceId);
    }
    return { client, machines };
  }

  const told = async (userId: number, kindOf: NotificationKind) =>
    handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kindOf)));

  async function putAlerts(deviceId: number, body: unknown, cookie: string) {
    return call(app, 'PUT', `/api/coasters/${deviceId}/alerts`, { cookie, payload: body });
  }

  it('tells an outage past the threshold once, however often and however many evaluate it', async () => {
    const { client } = await ownerWith();
    clock.advanceMinutes(14);
    await evaluate();
    expect(await told(client.id, 'coasterOffline')).toHaveLength(0);
    clock.advanceMinutes(2);
    await Promise.all([evaluate(), evaluate()]);
    await evaluate();
    const offline = await told(client.id, 'coasterOffline');
    expect(offline).toHaveLength(1);
    expect(offline[0]).toMatchObject({
      count: 1,
      params: { since: new Date(clock.now().getTime() - 16 * 60_000).toISOString() },
    });
    const offlineEvents = events.filter((event) => event.type === 'device.offline' && event.accountId === client.id);
    expect(offlineEvents).toHaveLength(1);
    expect(offlineEvents[0]?.data).toMatchObject({
      since: new Date(clock.now().getTime() - 16 * 60_000).toISOString(),
      license: { key: expect.any(String) },
    });
  });

  it('tells "back online" once, with the outage from the last call to the first call back', async () => {
    const { client, machines } = await ownerWith();
    const [deviceId = 0] = machines;
    clock.advanceMinutes(20);
    await evaluate();
    clock.advanceMinutes(25);
    await seen(deviceId);
    await evaluate();
    await evaluate();
    const back = await told(client.id, 'coasterBackOnline');
    expect(back).toHaveLength(1);
    expect(back[0]?.params).toMatchObject({ outageMinutes: 45 });
    expect(events.filter((event) => event.type === 'device.backOnline' && event.accountId === client.id)).toMatchObject(
      [{ data: { deviceId, outageMinutes: 45 } }],
    );
    // The next outage is a new episode.
    clock.advanceMinutes(16);
    await evaluate();
    expect(await told(client.id, 'coasterOffline')).toHaveLength(2);
  });

  it('takes a threshold of 1 minute, which tells the outage as soon as the machine is late', async () => {
    const { client, machines } = await ownerWith();
    const cookie = await sessionOf(app, client.email);
    const response = await putAlerts(machines[0] ?? 0, { offlineThresholdMinutes: 1 }, cookie);
    expect(response.statusCode, response.body).toBe(200);
    // Still online for 1.5 intervals (7.5 minutes at 300 s): a minute of silence is not an outage yet.
    clock.advanceMinutes(7);
    await evaluate();
    expect(await told(client.id, 'coasterOffline')).toHaveLength(0);
    clock.advanceMinutes(1);
    await evaluate();
    expect(await told(client.id, 'coasterOffline')).toHaveLength(1);
  });

  it('says nothing of a machine that was never told offline when it calls again', async () => {
    const { client, machines } = await ownerWith();
    clock.advanceMinutes(10);
    await evaluate();
    await seen(machines[0] ?? 0);
    await evaluate();
    expect(await told(client.id, 'coasterBackOnline')).toHaveLength(0);
  });

  it("follows the machine's threshold and stays silent outside its opening hours", async () => {
    const { client, machines } = await ownerWith();
    const [deviceId = 0] = machines;
    const cookie = await sessionOf(app, client.email);
    const { weekday, minute } = localWeekdayAndMinute(clock.now(), timeZone);
    // Open from an hour from now, for two hours, on this weekday only.
    const openingHours = { [weekday]: { from: hh(minute + 60), to: hh(minute + 180) } };
    const response = await putAlerts(deviceId, { offlineThresholdMinutes: 30, openingHours }, cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(coasterAlertSettingsSchema.parse(response.json())).toEqual({
      offlineThresholdMinutes: 30,
      openingHours,
      snoozedUntil: null,
      snoozedUntilBack: false,
    });
    const listed = await call(app, 'GET', '/api/coasters', { cookie });
    expect(listed.json().results[0].alerts).toEqual({
      offlineThresholdMinutes: 30,
      openingHours,
      snoozedUntil: null,
      snoozedUntilBack: false,
    });
    clock.advanceMinutes(40);
    await evaluate();
    expect(await told(client.id, 'coasterOffline')).toHaveLength(0);
    clock.advanceMinutes(20);
    await evaluate();
    expect(await told(client.id, 'coasterOffline')).toHaveLength(1);

    const { client: second } = await ownerWith();
    clock.advanceMinutes(20);
    await evaluate();
    // Without settings: the default 15 minutes.
    expect(await told(second.id, 'coasterOffline')).toHaveLength(1);
  });

  it('keeps a snooze of an hour, and the alert comes when it ends by itself', async () => {
    const { client, machines } = await ownerWith();
    const cookie = await sessionOf(app, client.email);
    const response = await putAlerts(machines[0] ?? 0, { offlineThresholdMinutes: 15, snooze: '1h' }, cookie);
    expect(response.json()).toMatchObject({
      snoozedUntil: new Date(clock.now().getTime() + 3_600_000).toISOString(),
    });
    clock.advanceMinutes(50);
    await evaluate();
    expect(await told(client.id, 'coasterOffline')).toHaveLength(0);
    clock.advanceMinutes(11);
    await evaluate();
    expect(await told(client.id, 'coasterOffline')).toHaveLength(1);
  });

  it('keeps a snooze until the machine is back, then alerts its next outage', async () => {
    const { client, machines } = await ownerWith();
    const [deviceId = 0] = machines;
    const cookie = await sessionOf(app, client.email);
    clock.advanceMinutes(10);
    const response = await putAlerts(deviceId, { offlineThresholdMinutes: 15, snooze: 'untilBack' }, cookie);
    expect(response.json()).toMatchObject({ snoozedUntilBack: true, snoozedUntil: null });
    clock.advanceMinutes(120);
    await evaluate();
    expect(await told(client.id, 'coasterOffline')).toHaveLength(0);
    await seen(deviceId);
    clock.advanceMinutes(16);
    await evaluate();
    expect(await told(client.id, 'coasterOffline')).toHaveLength(1);
    // Saving the threshold alone keeps the snooze as it is: ended by itself here.
    const kept = await putAlerts(deviceId, { offlineThresholdMinutes: 20 }, await sessionOf(app, client.email));
    expect(kept.json()).toMatchObject({ offlineThresholdMinutes: 20, snoozedUntilBack: false });
  });

  it('tells "still offline" after 3 and after 24 hours, once each', async () => {
    const { client } = await ownerWith();
    clock.advanceMinutes(16);
    await evaluate();
    clock.advanceMinutes(180);
    await evaluate();
    await evaluate();
    clock.advanceMinutes(21 * 60);
    await evaluate();
    await evaluate();
    const still = await told(client.id, 'coasterStillOffline');
    // Grouped notifications of one person (ADR 0080): the 24 hours' came long after, so it is a notification of its own.
    expect(still.map((row) => (row.params as { hours: number }).hours).sort()).toEqual([24, 3]);
    expect(await told(client.id, 'coasterOffline')).toHaveLength(1);
  });

  it('never alerts about a revoked or replaced machine, and forgets a told outage of one', async () => {
    const { client, machines } = await ownerWith(3);
    const [freed = 0, revokedDevice = 0, onRevokedLicense = 0] = machines;
    await handle.db.update(devices).set({ freedAt: clock.now() }).where(eq(devices.id, freed));
    await handle.db.update(devices).set({ revokedAt: clock.now() }).where(eq(devices.id, revokedDevice));
    const [device] = await handle.db.select().from(devices).where(eq(devices.id, onRevokedLicense));
    await handle.db
      .update(licenses)
      .set({ revokedAt: clock.now(), revokedUserId: 1 })
      .where(eq(licenses.id, device?.licenseId ?? 0));
    clock.advanceMinutes(60 * 4);
    await evaluate();
    expect(await told(client.id, 'coasterOffline')).toHaveLength(0);

    const { client: other, machines: told1 } = await ownerWith();
    const [toldDevice = 0] = told1;
    clock.advanceMinutes(16);
    await evaluate();
    await handle.db.update(devices).set({ freedAt: clock.now() }).where(eq(devices.id, toldDevice));
    await evaluate();
    const [outage] = await handle.db
      .select()
      .from(coasterAlerts)
      .where(eq(coasterAlerts.subject, `device:${toldDevice}`));
    expect(outage?.resolvedAt).toEqual(clock.now());
    expect(await told(other.id, 'coasterBackOnline')).toHaveLength(0);
  });

  it('repeats nothing and loses nothing when a run fails inside a transaction, and tells the others', async () => {
    const owners = [await ownerWith(), await ownerWith(), await ownerWith()];
    const [first, victim, last] = owners;
    clock.advanceMinutes(16);
    const failing: Notify = async (tx, notice) => {
      await notify(tx, notice);
      if (notice.userId === victim?.client.id) throw new Error('The process died here');
    };
    await expect(serviceWith(failing).evaluate()).rejects.toThrow('The process died here');
    expect(await told(first?.client.id ?? 0, 'coasterOffline')).toHaveLength(1);
    expect(await told(last?.client.id ?? 0, 'coasterOffline')).toHaveLength(1);
    // Its notification and its claim went back together.
    expect(await told(victim?.client.id ?? 0, 'coasterOffline')).toHaveLength(0);
    expect(
      await handle.db
        .select()
        .from(coasterAlerts)
        .where(eq(coasterAlerts.subject, `device:${victim?.machines[0]}`)),
    ).toHaveLength(0);
    await evaluate();
    for (const { client } of owners) expect(await told(client.id, 'coasterOffline')).toHaveLength(1);
  });

  it('tells of rides waiting more than an hour on a machine that calls, once per backlog', async () => {
    const { client, machines } = await ownerWith();
    const [deviceId = 0] = machines;
    const waitingSince = new Date(clock.now().getTime() - 61 * 60_000);
    await handle.db.update(devices).set({ pendingRides: 5, lastSyncAt: waitingSince }).where(eq(devices.id, deviceId));
    await evaluate();
    await evaluate();
    const backlog = await told(client.id, 'coasterSyncBacklog');
    expect(backlog.map((row) => row.params)).toMatchObject([
      { pendingRides: 5, waitingSince: waitingSince.toISOString() },
    ]);
  });

  it('tells of a licence file that runs out during an outage, once', async () => {
    const { client, machines } = await ownerWith();
    const [deviceId = 0] = machines;
    const expiresAt = new Date(clock.now().getTime() + 10 * 3_600_000);
    await handle.db.update(devices).set({ licenseFileExpiresAt: expiresAt }).where(eq(devices.id, deviceId));
    clock.advanceMinutes(16);
    await evaluate();
    await evaluate();
    expect((await told(client.id, 'licenseFileExpiring')).map((row) => row.params)).toMatchObject([
      { expiresAt: expiresAt.toISOString() },
    ]);
  });

  it('tells of a machine online but silent in hours it usually plays, once per silence', async () => {
    const { client, machines } = await ownerWith();
    const [deviceId = 0] = machines;
    const [device] = await handle.db.select().from(devices).where(eq(devices.id, deviceId));
    const hoursAgo = (hours: number) => new Date(clock.now().getTime() - hours * 3_600_000);
    await handle.db
      .update(devices)
      .set({ onlineSince: hoursAgo(3), lastSeenAt: clock.now() })
      .where(eq(devices.id, deviceId));
    for (const week of [1, 2, 3]) {
      await addRide(handle, device?.licenseId ?? 0, { consumedAt: hoursAgo(week * 24 * 7 + 1).toISOString() });
    }
    const service = serviceWith(notify);
    await service.evaluate();
    expect(await told(client.id, 'coasterSilent')).toHaveLength(0);
    await service.evaluateSilences();
    await service.evaluateSilences();
    expect(await told(client.id, 'coasterSilent')).toHaveLength(1);
  });

  it('tells staff of one venue outage when three machines of a client are lost within minutes', async () => {
    const { client, machines } = await ownerWith(4);
    const [first = 0, second = 0, third = 0, late = 0] = machines;
    await seen(first);
    clock.advanceMinutes(2);
    await seen(second);
    await seen(third);
    clock.advanceMinutes(30);
    await seen(late);
    clock.advanceMinutes(16);
    await evaluate();
    await evaluate();
    const outages = (await told(1, 'venueOutage')).filter(
      (row) => (row.params as { clientId: number }).clientId === client.id,
    );
    expect(outages).toHaveLength(1);
    expect(outages[0]?.params).toMatchObject({ machines: 3 });
    // The owner's four outages group into one notification with a count.
    const offline = await told(client.id, 'coasterOffline');
    expect(offline.reduce((sum, row) => sum + row.count, 0)).toBe(4);
  });

  it('tells the owner when the runway goes under 7, 3 and 1 days, once per crossing', async () => {
    const { client, machines } = await ownerWith();
    const [device] = await handle.db
      .select()
      .from(devices)
      .where(eq(devices.id, machines[0] ?? 0));
    const licenseId = device?.licenseId ?? 0;
    const daysAgo = (days: number) => new Date(clock.now().getTime() - days * 86_400_000);
    await handle.db
      .insert(walletRecords)
      .values({ userId: client.id, amount: 100, issuerUserId: 1, createdAt: daysAgo(30) });
    for (const day of [1, 2, 3, 4, 5, 6, 6.5]) {
      await addRide(handle, licenseId, { consumedAt: daysAgo(day).toISOString(), charged: 10 });
    }
    // 30 coins left at 10 a day: 3 days.
    await evaluate();
    await evaluate();
    let low = await told(client.id, 'walletRunwayLow');
    expect(low.map((row) => row.params)).toMatchObject([{ days: 7, daysLeft: 3 }]);
    await addRide(handle, licenseId, { consumedAt: daysAgo(0.01).toISOString(), charged: 10 });
    await evaluate();
    await evaluate();
    low = await told(client.id, 'walletRunwayLow');
    expect(low.map((row) => (row.params as { days: number }).days).sort()).toEqual([3, 7]);
    // Coins bought start a new crossing.
    await handle.db
      .insert(walletRecords)
      .values({ userId: client.id, amount: 100, issuerUserId: 1, createdAt: daysAgo(0.005) });
    await addRide(handle, licenseId, { consumedAt: daysAgo(0.002).toISOString(), charged: 100 });
    await evaluate();
    low = await told(client.id, 'walletRunwayLow');
    expect(low.map((row) => (row.params as { days: number }).days).sort()).toEqual([1, 3, 7]);
  });

  it("sends staff the day's runway list and the machines on an old app, once a day", async () => {
    const service = serviceWith(notify, '9.0.0');
    await service.daily();
    await service.daily();
    expect(await told(1, 'outdatedAppVersions')).toHaveLength(1);
    expect((await told(1, 'outdatedAppVersions'))[0]?.params).toMatchObject({ minimum: '9.0.0' });
    // The client of the runway test has less than a day left.
    const lists = await told(1, 'runwayWatchList');
    expect(lists).toHaveLength(1);
    expect((lists[0]?.params as { total: number }).total).toBeGreaterThanOrEqual(1);
  });

  it('lets a client set the alerts of its own machines only', async () => {
    const { client, machines } = await ownerWith();
    const { machines: others } = await ownerWith();
    const cookie = await sessionOf(app, client.email);
    const body = { offlineThresholdMinutes: 15 };
    expect((await putAlerts(others[0] ?? 0, body, cookie)).statusCode).toBe(404);
    expect((await putAlerts(2_000_000_000, body, cookie)).statusCode).toBe(404);
    expect((await putAlerts(machines[0] ?? 0, body, await sessionOf(app, 'admin@example.com'))).statusCode).toBe(404);
    expect((await call(app, 'PUT', `/api/coasters/${machines[0]}/alerts`, { payload: body })).statusCode).toBe(401);
    expect((await putAlerts(machines[0] ?? 0, { offlineThresholdMinutes: 0 }, cookie)).statusCode).toBe(400);
    expect((await putAlerts(machines[0] ?? 0, { offlineThresholdMinutes: 1441 }, cookie)).statusCode).toBe(400);
    expect(
      (
        await putAlerts(
          machines[0] ?? 0,
          { offlineThresholdMinutes: 15, openingHours: { mon: { from: '25:00', to: '10:00' } } },
          cookie,
        )
      ).statusCode,
    ).toBe(400);
    expect((await putAlerts(machines[0] ?? 0, { ...body, snooze: 'forever' }, cookie)).statusCode).toBe(400);
    const noDays = await putAlerts(machines[0] ?? 0, { ...body, openingHours: { mon: null } }, cookie);
    expect(noDays.json()).toMatchObject({ openingHours: null });
  });
});
