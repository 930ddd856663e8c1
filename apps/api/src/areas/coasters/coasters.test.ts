import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  adminActivationsResponseSchema,
  adminCoastersResponseSchema,
  adminDevicesResponseSchema,
  auditResponseSchema,
  clientLicenseSchema,
  coastersResponseSchema,
  licenseActivationsResponseSchema,
} from '@orbit/contract';
import type { AdminCoaster, Coaster } from '@orbit/contract';
import { coasterStatus, coasterStatuses, coasterWindows, walletRunway } from '@orbit/domain';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  blockingOrders,
  coasterSilences,
  deviceOnlineRuns,
  devices,
  licenses,
  temporaryUnblockRequests,
  walletRecords,
} from '../../db/schema.ts';
import { activate, makeDevice, shutdown, validate } from '../../test-support/devices.ts';
import type { TestDevice } from '../../test-support/devices.ts';
import { addRide, call, createClient, createLicense, sessionOf } from '../../test-support/fixtures.ts';
import type { TestClient, TestLicense } from '../../test-support/fixtures.ts';
import { createTestApp, createTestClock } from '../../test-support/test-app.ts';
import type { TestClock } from '../../test-support/test-app.ts';
import { testDatabaseKinds, testNow } from '../../test-support/test-database.ts';
import { allLicenses, coastersRepository } from './coasters-repository.ts';

/** Check-ins every 5 minutes (the default): online to 7.5 minutes after a call, late to 15, offline beyond. */
const windows = coasterWindows(300);
const minutes = (count: number) => count * 60_000;

/** The coasters pages (ADR 0084): statuses from the machines' calls, rides, sync, block, uptime, runway, scopes. */
describe.each(testDatabaseKinds)('coasters on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let clock: TestClock;
  let admin: string;
  let colaborador: string;
  /** A client in São Paulo (UTC-3: testNow, a Monday at 12:00 UTC, is 09:00 there) with three licences. */
  let owner: TestClient;
  let ownerCookie: string;
  let played: TestLicense;
  let idle: TestLicense;
  let revoked: TestLicense;
  let machine: TestDevice;

  beforeAll(async () => {
    handle = await kind.open();
    clock = createTestClock();
    // Each call written with its request: the fleet page reads what is written, without writing the heard calls first.
    app = await createTestApp(handle, { clock, env: { DEVICE_CALLS_FLUSH_MS: '0' } });
    admin = await sessionOf(app, 'admin@example.com');
    colaborador = await sessionOf(app, 'colaborador@example.com');
    owner = await createClient(handle, { timezone: 'America/Sao_Paulo' });
    ownerCookie = await sessionOf(app, owner.email);
    played = await createLicense(handle, owner.id, { label: 'A played' });
    idle = await createLicense(handle, owner.id, { label: 'B idle' });
    revoked = await createLicense(handle, owner.id, { label: 'C revoked' });
    await handle.db.update(licenses).set({ revokedAt: testNow, revokedUserId: 1 }).where(eq(licenses.id, revoked.id));
    machine = makeDevice();
    expect((await activate(app, machine, played.key)).statusCode).toBe(201);
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const own = async (cookie = ownerCookie) => {
    const response = await call(app, 'GET', '/api/coasters', { cookie });
    expect(response.statusCode, response.body).toBe(200);
    return coastersResponseSchema.parse(response.json());
  };
  const fleet = async (query = '') => {
    const response = await call(app, 'GET', `/api/admin/coasters${query}`, { cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    return adminCoastersResponseSchema.parse(response.json());
  };
  const rowOf = (rows: readonly Coaster[], license: TestLicense) => {
    const row = rows.find((each) => each.licenseId === license.id);
    if (!row) throw new Error(`No row for ${license.label}`);
    return row;
  };
  const at = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs);

  it('shows a client its own licences only, one row each, the never activated and the revoked ones too', async () => {
    const answer = await own();
    expect(answer.results.map((row) => [row.licenseLabel, row.status])).toEqual([
      ['A played', 'online'],
      ['B idle', 'notActivated'],
      ['C revoked', 'revoked'],
    ]);
    expect(rowOf(answer.results, played)).toMatchObject({
      deviceId: machine.deviceId,
      hostname: 'arcade-pc',
      statusSince: testNow.toISOString(),
      lastSeenAt: testNow.toISOString(),
      appVersion: '3.2.0',
      gameVersion: '1.8.4',
      uptime7d: null,
    });
    expect(rowOf(answer.results, idle)).toMatchObject({ deviceId: null, lastSeenAt: null, uptime7d: null });
    expect(rowOf(answer.results, played).gameModel).toBe('OrbitCoaster');
    // No BubbleCoaster machine holds its slot: that game has no newest version.
    expect(answer.newest).toEqual({
      appVersion: '3.2.0',
      gameVersions: { OrbitCoaster: '1.8.4', BubbleCoaster: null },
    });
    expect(answer.serverTime).toBe(testNow.toISOString());
  });

  it('answers staff about their own machines: none (ADR 0008)', async () => {
    const answer = await own(admin);
    expect(answer.results).toEqual([]);
    expect(answer.runway).toBeNull();
  });

  it('turns late after 1.5 check-in intervals, offline after 3, and online again at the next call', async () => {
    clock.advanceMinutes(7);
    expect(rowOf((await own()).results, played).status).toBe('online');
    clock.advanceMinutes(1);
    const late = rowOf((await own()).results, played);
    expect(late).toMatchObject({ status: 'late', statusSince: new Date(testNow.getTime() + 450_000).toISOString() });
    clock.advanceMinutes(8);
    const offline = rowOf((await own()).results, played);
    expect(offline).toMatchObject({
      status: 'offline',
      statusSince: new Date(testNow.getTime() + 900_000).toISOString(),
    });
    expect((await validate(app, machine, { sentAt: clock.now() })).statusCode).toBe(200);
    const back = rowOf((await own()).results, played);
    expect(back).toMatchObject({ status: 'online', statusSince: clock.now().toISOString() });
    // The run from the activation ended where its online window ran out.
    const runs = await handle.db
      .select()
      .from(deviceOnlineRuns)
      .where(eq(deviceOnlineRuns.deviceId, machine.deviceId ?? 0));
    expect(runs).toEqual([
      {
        deviceId: machine.deviceId,
        startedAt: testNow,
        endedAt: new Date(testNow.getTime() + 450_000),
        endedBy: 'lost',
      },
    ]);
    // Online 7.5 of the 16 minutes since the activation, and now again.
    expect(back.uptime7d).toBeCloseTo(7.5 / 16, 3);
    clock.advanceMinutes(4);
    expect((await validate(app, machine, { sentAt: clock.now() })).statusCode).toBe(200);
    clock.advanceMinutes(4);
    expect(rowOf((await own()).results, played)).toMatchObject({
      status: 'online',
      statusSince: new Date(testNow.getTime() + minutes(16)).toISOString(),
    });
    expect(rowOf((await own()).results, played).uptime7d).toBeCloseTo((7.5 + 8) / 24, 3);
  });

  it("counts today's rides in the client's zone and the usual by now over the same weekdays", async () => {
    // Local midnight in São Paulo is 03:00 UTC; the test clock is now 24 minutes past 12:00 UTC (09:24 there).
    await addRide(handle, played.id, { consumedAt: '2026-03-02T02:59:00Z', customers: 5 });
    await addRide(handle, played.id, { consumedAt: '2026-03-02T03:00:00Z', customers: 2 });
    await addRide(handle, played.id, { consumedAt: '2026-03-02T11:00:00Z', customers: 3 });
    // The same Mondays: two rides by 09:24 a week ago, one two weeks ago, one after 09:24 three weeks ago.
    await addRide(handle, played.id, { consumedAt: '2026-02-23T04:00:00Z' });
    await addRide(handle, played.id, { consumedAt: '2026-02-23T12:20:00Z' });
    await addRide(handle, played.id, { consumedAt: '2026-02-16T08:00:00Z' });
    await addRide(handle, played.id, { consumedAt: '2026-02-09T12:30:00Z' });
    const row = rowOf((await own()).results, played);
    expect(row).toMatchObject({
      ridesToday: 2,
      customersToday: 5,
      usualRidesByNow: 0.75,
      lastRideAt: '2026-03-02T11:00:00.000Z',
    });
    const young = await createLicense(handle, owner.id, {
      label: 'D young',
      createdAt: new Date('2026-02-20T00:00:00Z'),
    });
    const answer = await own();
    // Created after three of the four Mondays: its usual is that of the one Monday it had, none played.
    expect(rowOf(answer.results, young).usualRidesByNow).toBe(0);
    await handle.db.update(licenses).set({ createdAt: testNow }).where(eq(licenses.id, young.id));
    expect(rowOf((await own()).results, young).usualRidesByNow).toBeNull();
  });

  it('tells rides waiting on the machine and how long since it last delivered', async () => {
    expect((await validate(app, machine, { sentAt: clock.now(), pendingRides: 7 })).statusCode).toBe(200);
    const row = rowOf((await own()).results, played);
    // Nothing was ever delivered: the lag runs from the activation.
    expect(row).toMatchObject({
      pendingRides: 7,
      syncLagSeconds: Math.round((clock.now().getTime() - testNow.getTime()) / 1000),
    });
    expect((await validate(app, machine, { sentAt: clock.now(), pendingRides: 0 })).statusCode).toBe(200);
    expect(rowOf((await own()).results, played)).toMatchObject({ pendingRides: 0, syncLagSeconds: null });
  });

  it('shows the block in force as the machine is told: an account block yields to an active temporary unblock', async () => {
    await handle.db
      .insert(blockingOrders)
      .values({ code: 4, reason: 'financial-debt', userId: owner.id, issuerUserId: 1, createdAt: at(-minutes(10)) });
    let rows = (await own()).results;
    expect(rowOf(rows, played).block).toEqual({
      code: 4,
      reason: 'financial-debt',
      since: at(-minutes(10)).toISOString(),
    });
    expect(rowOf(rows, idle).block?.code).toBe(4);
    await handle.db
      .insert(temporaryUnblockRequests)
      .values({ userId: owner.id, createdAt: at(-minutes(1)), expiresAt: at(minutes(60)) });
    rows = (await own()).results;
    expect(rowOf(rows, played).block).toBeNull();
    await handle.db
      .insert(blockingOrders)
      .values({ code: 6, reason: 'owner-request', userId: owner.id, licenseId: idle.id, issuerUserId: 1 });
    rows = (await own()).results;
    expect(rowOf(rows, idle).block).toMatchObject({ code: 6, reason: 'owner-request' });
    await handle.db
      .update(blockingOrders)
      .set({ revokedAt: clock.now(), revokedUserId: 1 })
      .where(sql`${blockingOrders.userId} = ${owner.id}`);
    expect(rowOf((await own()).results, idle).block).toBeNull();
  });

  it("runs the wallet down at the last 7 days' spending, to the automatic block", async () => {
    await handle.db.insert(walletRecords).values({ userId: owner.id, amount: 1000, issuerUserId: 1 });
    for (const day of [1, 2, 3, 4, 5, 6]) {
      await addRide(handle, idle.id, { consumedAt: at(-day * 86_400_000).toISOString(), charged: 10, customers: 5 });
    }
    // Eight days ago: outside the 7 days, yet charged against the balance.
    await addRide(handle, idle.id, { consumedAt: at(-8 * 86_400_000).toISOString(), charged: 40 });
    const { runway } = await own();
    expect(runway).toEqual(
      walletRunway({ balance: 900, chargedInWindow: 60, chargedRidesInWindow: 6, coinsPerCustomer: 1 }, clock.now()),
    );
    expect(runway).toMatchObject({ balance: 900, ridesLeft: 90, daysLeft: 105 });
  });

  it('has no runway when no licence is charged', async () => {
    const unlimitedOwner = await createClient(handle);
    await createLicense(handle, unlimitedOwner.id, { unlimitedSince: new Date('2025-06-01T00:00:00Z') });
    const answer = await own(await sessionOf(app, unlimitedOwner.email));
    expect(answer.results).toHaveLength(1);
    expect(answer.runway).toBeNull();
  });

  describe('for staff', () => {
    let french: TestClient;
    let frenchMachine: TestDevice;
    /** A client with a licence whose machine is in each status, from the test of the SQL statuses on. */
    let everyState: TestClient;

    beforeAll(async () => {
      // A minute later than the other machine's last call, so "last seen" orders them.
      clock.advanceMinutes(1);
      french = await createClient(handle, { countryId: 250, timezone: 'Europe/Paris' });
      const license = await createLicense(handle, french.id, { label: 'Paris 1', gameModel: 'BubbleCoaster' });
      frenchMachine = makeDevice();
      expect((await activate(app, frenchMachine, license.key)).statusCode).toBe(201);
    });

    it('counts every licence by status, whatever the filter', async () => {
      const all = await fleet('?limit=200');
      const total = Object.values(all.counts).reduce((sum, count) => sum + count, 0);
      const [licenseCount] = await handle.db.select({ count: sql<number>`count(*)::int` }).from(licenses);
      expect(total).toBe(licenseCount?.count);
      expect(all.meta.count).toBe(total);
      expect(Object.keys(all.counts).sort()).toEqual([...coasterStatuses].sort());
      expect(all.counts.online).toBe(2);
      const filtered = await fleet(`?userId=${owner.id}`);
      expect(filtered.counts).toEqual(all.counts);
      expect(filtered.results.map((row) => row.licenseLabel).sort()).toEqual([
        'A played',
        'B idle',
        'C revoked',
        'D young',
      ]);
      expect(filtered.results[0]?.client).toEqual({ id: owner.id, name: 'Fixture Client', isoAlpha3: 'BRA' });
    });

    it("gives each game model's newest version, so that one game's numbers never mark the other's machines behind", async () => {
      await handle.db
        .update(devices)
        .set({ gameVersion: '2.1.0' })
        .where(eq(devices.id, frenchMachine.deviceId ?? 0));
      const all = await fleet('?limit=200');
      expect(all.newest).toEqual({
        appVersion: '3.2.0',
        gameVersions: { OrbitCoaster: '1.8.4', BubbleCoaster: '2.1.0' },
      });
      expect(all.results.find((row) => row.deviceId === frenchMachine.deviceId)?.gameModel).toBe('BubbleCoaster');
      expect((await own()).newest).toEqual(all.newest);
      expect((await validate(app, frenchMachine, { sentAt: clock.now() })).statusCode).toBe(200);
    });

    it('filters by status, country and app version, and answers the same to every staff scope', async () => {
      const online = await fleet('?status=online');
      expect(online.results.map((row) => row.deviceId).sort()).toEqual(
        [machine.deviceId, frenchMachine.deviceId].sort(),
      );
      const inFrance = await fleet('?country=fra');
      expect(inFrance.results.map((row) => row.licenseLabel)).toContain('Paris 1');
      expect(new Set(inFrance.results.map((row) => row.client.isoAlpha3))).toEqual(new Set(['FRA']));
      expect(inFrance.meta.count).toBe(inFrance.results.length);
      expect((await fleet('?appVersion=3.2.0')).meta.count).toBe(2);
      expect((await fleet('?appVersion=9.9.9')).results).toEqual([]);
      const asColaborador = await call(app, 'GET', '/api/admin/coasters?status=online', { cookie: colaborador });
      expect(asColaborador.statusCode).toBe(200);
      expect(adminCoastersResponseSchema.parse(asColaborador.json()).meta.count).toBe(2);
    });

    it('orders and pages without overlap', async () => {
      const first = await fleet('?orderby=client&order=asc&limit=5');
      const second = await fleet('?orderby=client&order=asc&limit=5&offset=5');
      expect(first.results).toHaveLength(5);
      expect(first.meta).toEqual({ count: first.meta.count, limit: 5, offset: 0 });
      const ids = [...first.results, ...second.results].map((row) => row.licenseId);
      expect(new Set(ids).size).toBe(10);
      const both = await fleet('?orderby=client&order=asc&limit=10');
      expect(both.results.map((row) => row.licenseId)).toEqual(ids);
      const beyond = await fleet(`?offset=${first.meta.count + 10}`);
      expect(beyond.results).toEqual([]);
      expect(beyond.meta.count).toBe(first.meta.count);

      // By urgency: nothing is offline, late or switched off yet; revoked licences come last.
      expect((await fleet('?limit=2')).results.map((row) => row.status)).toEqual(['online', 'online']);
      expect((await fleet('?order=desc&limit=1')).results.map((row) => row.status)).toEqual(['revoked']);
      const bySeen = await fleet('?orderby=lastSeenAt&order=desc&limit=3');
      expect(bySeen.results.map((row) => row.deviceId)).toEqual([frenchMachine.deviceId, machine.deviceId, null]);
      // Three rides of B idle in the last hours of yesterday, São Paulo time: they count for no day of today's order.
      for (const consumedAt of ['2026-03-02T00:30:00Z', '2026-03-02T01:30:00Z', '2026-03-02T02:30:00Z']) {
        await addRide(handle, idle.id, { consumedAt });
      }
      const byRides = await fleet(`?orderby=ridesToday&order=desc&userId=${owner.id}`);
      expect(byRides.results.map((row) => [row.licenseLabel, row.ridesToday])).toEqual([
        ['A played', 2],
        ['B idle', 0],
        ['C revoked', 0],
        ['D young', 0],
      ]);
      const byVersion = await fleet('?orderby=appVersion&order=desc&limit=2');
      expect(byVersion.results.map((row) => row.appVersion)).toEqual(['3.2.0', '3.2.0']);
    });

    it('finds a machine online but silent where it usually plays', async () => {
      // Online without a break for three hours, no ride in the last two, and rides at this hour on three Mondays.
      await handle.db
        .update(devices)
        .set({ onlineSince: at(-minutes(180)) })
        .where(eq(devices.id, frenchMachine.deviceId ?? 0));
      expect((await validate(app, frenchMachine, { sentAt: clock.now() })).statusCode).toBe(200);
      const license = (await fleet(`?userId=${french.id}`)).results[0] as AdminCoaster;
      for (const week of [1, 2, 3]) {
        await addRide(handle, license.licenseId, {
          consumedAt: at(-week * 7 * 86_400_000 - minutes(30)).toISOString(),
        });
      }
      // The pages read the silences as last evaluated (the job every 10 minutes): none yet.
      expect((await fleet(`?userId=${french.id}`)).results[0]?.silent).toBe(false);
      const marks = coastersRepository(handle.db);
      const evaluated = await marks.markSilences({ at: clock.now(), windows });
      expect(evaluated.map((row) => row.deviceId)).toEqual([frenchMachine.deviceId]);
      expect((await fleet(`?userId=${french.id}`)).results[0]?.silent).toBe(true);
      const silent = await fleet('?silent=true');
      expect(silent.results.map((row) => row.licenseId)).toEqual([license.licenseId]);
      expect(silent.silent).toBe(1);
      expect((await fleet('?silent=false')).results.some((row) => row.licenseId === license.licenseId)).toBe(false);
      // A new run since the mark (offline and back a minute after it) is not the run found silent.
      const machineId = eq(devices.id, frenchMachine.deviceId ?? 0);
      await handle.db.execute(sql`update coaster_silences set checked_at = checked_at - interval '1 minute'`);
      await handle.db.update(devices).set({ onlineSince: clock.now() }).where(machineId);
      expect((await fleet('?silent=true')).meta.count).toBe(0);
      await handle.db
        .update(devices)
        .set({ onlineSince: at(-minutes(180)) })
        .where(machineId);
      expect((await fleet('?silent=true')).meta.count).toBe(1);
      // A ride now, or rides waiting on the machine, end the silence.
      expect((await validate(app, frenchMachine, { sentAt: clock.now(), pendingRides: 1 })).statusCode).toBe(200);
      expect((await fleet(`?userId=${french.id}`)).results[0]?.silent).toBe(false);
      expect((await validate(app, frenchMachine, { sentAt: clock.now(), pendingRides: 0 })).statusCode).toBe(200);
      await addRide(handle, license.licenseId, { consumedAt: at(-minutes(5)).toISOString() });
      expect((await fleet('?silent=true')).results).toEqual([]);
      // The next evaluation removes the mark that no longer holds.
      expect(await marks.markSilences({ at: clock.now(), windows })).toEqual([]);
      expect(await handle.db.select().from(coasterSilences)).toEqual([]);
    });

    it('computes in SQL the statuses the domain rule gives, in every state', async () => {
      everyState = await createClient(handle);
      const client = everyState;
      const states: Record<string, (deviceId: number) => Promise<unknown>> = {
        late: (id) =>
          handle.db
            .update(devices)
            .set({ lastSeenAt: at(-minutes(10)) })
            .where(eq(devices.id, id)),
        offline: (id) =>
          handle.db
            .update(devices)
            .set({ lastSeenAt: at(-minutes(15) - 1) })
            .where(eq(devices.id, id)),
        edge: (id) =>
          handle.db
            .update(devices)
            .set({ lastSeenAt: at(-minutes(7.5)) })
            .where(eq(devices.id, id)),
        switchedOff: (id) =>
          handle.db
            .update(devices)
            .set({ switchedOffAt: at(-minutes(1)), onlineSince: null })
            .where(eq(devices.id, id)),
        replaced: (id) =>
          handle.db
            .update(devices)
            .set({ freedAt: at(-minutes(1)), freedUserId: 1 })
            .where(eq(devices.id, id)),
        revoked: (id) =>
          handle.db
            .update(devices)
            .set({ revokedAt: at(-minutes(1)), revokedUserId: 1 })
            .where(eq(devices.id, id)),
      };
      for (const [label, change] of Object.entries(states)) {
        const license = await createLicense(handle, client.id, { label });
        const device = makeDevice();
        expect((await activate(app, device, license.key)).statusCode).toBe(201);
        await change(device.deviceId ?? 0);
      }
      const { rows } = await coastersRepository(handle.db).page(
        allLicenses,
        { at: clock.now(), windows },
        { filters: { userId: client.id }, order: 'label', direction: 'asc', offset: 0 },
      );
      const statuses = Object.fromEntries(rows.map((row) => [row.licenseLabel, row.status]));
      expect(statuses).toEqual({
        late: 'late',
        offline: 'offline',
        edge: 'online',
        switchedOff: 'switchedOff',
        replaced: 'replaced',
        revoked: 'revoked',
      });
      for (const row of rows) {
        const device = row.lastSeenAt && {
          lastSeenAt: row.lastSeenAt,
          onlineSince: row.onlineSince,
          switchedOffAt: row.switchedOffAt,
          freedAt: row.freedAt,
          revokedAt: row.deviceRevokedAt,
        };
        expect(
          coasterStatus({ licenseRevokedAt: row.licenseRevokedAt, device: device || null }, windows, clock.now()),
        ).toBe(row.status);
      }
    });

    it("shows each licence's machine: the one holding the slot, else the one activated last", async () => {
      const client = await createClient(handle);
      const free = (id: number) =>
        handle.db
          .update(devices)
          .set({ freedAt: at(-minutes(1)), freedUserId: 1 })
          .where(eq(devices.id, id));
      const machinesOn = async (label: string, count: number) => {
        const license = await createLicense(handle, client.id, { label });
        const ids: number[] = [];
        for (let index = 0; index < count; index += 1) {
          if (ids.length > 0) await free(ids[ids.length - 1] ?? 0);
          const device = makeDevice();
          expect((await activate(app, device, license.key)).statusCode).toBe(201);
          ids.push(device.deviceId ?? 0);
        }
        return ids;
      };
      const held = await machinesOn('held after a replacement', 3);
      const freed = await machinesOn('all freed', 2);
      await free(freed[1] ?? 0);
      const { rows } = await coastersRepository(handle.db).page(
        allLicenses,
        { at: clock.now(), windows },
        { filters: { userId: client.id }, order: 'label', direction: 'asc', offset: 0 },
      );
      expect(rows.map((row) => [row.licenseLabel, row.deviceId, row.status])).toEqual([
        ['all freed', freed[1], 'replaced'],
        ['held after a replacement', held[2], 'online'],
      ]);
    });

    it("gives the client page's machines the same statuses", async () => {
      const response = await call(app, 'GET', `/api/admin/users/${owner.id}/devices`, { cookie: admin });
      expect(response.statusCode).toBe(200);
      const [device] = adminDevicesResponseSchema.parse(response.json()).results;
      const row = rowOf((await fleet(`?userId=${owner.id}`)).results, played);
      expect(device).toMatchObject({
        id: machine.deviceId,
        coasterStatus: row.status,
        coasterStatusSince: row.statusSince,
      });
    });

    it('gives the licence list and page the same statuses, in every state (ADR 0084)', async () => {
      const rows = (await fleet(`?userId=${everyState.id}`)).results;
      const fleetStatuses = Object.fromEntries(rows.map((row) => [row.licenseLabel, row.status]));
      const listed = await call(app, 'GET', '/api/licenses/activations', {
        cookie: await sessionOf(app, everyState.email),
      });
      expect(listed.statusCode).toBe(200);
      const licenses = licenseActivationsResponseSchema.parse(listed.json()).results;
      expect(Object.fromEntries(licenses.map((license) => [license.label, license.device?.coasterStatus]))).toEqual(
        fleetStatuses,
      );
      // Staff's list of the client's licences says the same.
      const staffList = await call(
        app,
        'GET',
        `/api/admin/users/${everyState.id}/licenses/activations?page=1&limit=50`,
        {
          cookie: admin,
        },
      );
      const staffLicenses = adminActivationsResponseSchema.parse(staffList.json()).results;
      expect(
        Object.fromEntries(staffLicenses.map((license) => [license.label, license.device?.coasterStatus])),
      ).toEqual(fleetStatuses);
      // The owner's licences: a machine online, none ever activated, a licence revoked before any machine came.
      const own = licenseActivationsResponseSchema.parse(
        (await call(app, 'GET', '/api/licenses/activations', { cookie: ownerCookie })).json(),
      ).results;
      const ownRows = (await fleet(`?userId=${owner.id}`)).results;
      for (const license of own) {
        const row = ownRows.find((each) => each.licenseId === license.id);
        expect(license.device?.coasterStatus ?? (license.revokedAt ? 'revoked' : 'notActivated')).toBe(row?.status);
      }
    });

    it("answers a staff licence action with its machine's status, and audits the licence without it", async () => {
      const edge = (await fleet(`?userId=${everyState.id}`)).results.find((row) => row.licenseLabel === 'edge');
      if (!edge) throw new Error('No licence "edge"');
      const response = await call(app, 'PATCH', '/api/admin/users/license/revoke', {
        cookie: admin,
        payload: { licenseKey: edge.licenseKey },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(clientLicenseSchema.parse(response.json()).device?.coasterStatus).toBe('revoked');
      const audit = await call(app, 'GET', `/api/admin/audit?targetType=license&targetId=${edge.licenseKey}`, {
        cookie: admin,
      });
      const [entry] = auditResponseSchema.parse(audit.json()).results;
      expect(entry).toMatchObject({ action: 'license.revoke', after: { device: { status: 'active' } } });
      expect(entry?.before).not.toHaveProperty('device.coasterStatus');
      expect(entry?.after).not.toHaveProperty('device.coasterStatus');
    });

    it('refuses a bad query with the fields at fault', async () => {
      const response = await call(app, 'GET', '/api/admin/coasters?status=asleep&limit=0&orderby=mood&extra=1', {
        cookie: admin,
      });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ message: string; errors: Record<string, string> }>();
      expect(body.message).toEqual(expect.any(String));
      expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['status', 'limit', 'orderby']));
    });

    it('is closed to clients', async () => {
      expect((await call(app, 'GET', '/api/admin/coasters', { cookie: ownerCookie })).statusCode).toBe(403);
      expect((await call(app, 'GET', '/api/admin/coasters')).statusCode).toBe(401);
      expect((await call(app, 'GET', '/api/coasters')).statusCode).toBe(401);
    });
  });

  it('shows a machine switched off once it says so, however long ago, until its next check-in', async () => {
    const switchedOffAt = clock.now().toISOString();
    const off = await shutdown(app, machine, { sentAt: clock.now(), pendingRides: 3 });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ switchedOffAt, serverTime: switchedOffAt });
    expect(rowOf((await own()).results, played)).toMatchObject({
      status: 'switchedOff',
      statusSince: switchedOffAt,
      lastSeenAt: switchedOffAt,
      pendingRides: 3,
    });
    clock.advanceMinutes(20);
    expect(rowOf((await own()).results, played).status).toBe('switchedOff');
    // Said twice (a retry, or a second shutdown without a start between): the first time holds.
    const again = await shutdown(app, machine, { sentAt: clock.now() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ switchedOffAt });
    const runsOf = () =>
      handle.db
        .select()
        .from(deviceOnlineRuns)
        .where(eq(deviceOnlineRuns.deviceId, machine.deviceId ?? 0))
        .orderBy(deviceOnlineRuns.startedAt);
    const runs = await runsOf();
    expect(runs.at(-1)).toMatchObject({ endedAt: new Date(switchedOffAt), endedBy: 'switchedOff' });
    expect((await validate(app, machine, { sentAt: clock.now() })).statusCode).toBe(200);
    expect(rowOf((await own()).results, played)).toMatchObject({
      status: 'online',
      statusSince: clock.now().toISOString(),
    });
    // The check-in after a shutdown starts a run; it closes none, the shutdown did.
    expect(await runsOf()).toHaveLength(runs.length);
  });
});
