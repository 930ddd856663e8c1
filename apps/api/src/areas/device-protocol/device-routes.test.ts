import { createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  adminDevicesResponseSchema,
  deviceActivationResponseSchema,
  deviceRideBatchResponseSchema,
  deviceScenariosResponseSchema,
  deviceSigningKeysResponseSchema,
  deviceValidationResponseSchema,
  errorMessages,
  licenseActivationsResponseSchema,
  licenseFilePayloadSchema,
  tariffSchema,
  walletBalanceSchema,
} from '@orbit/contract';
import type { LicenseFile } from '@orbit/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog, blockingOrders, licenses, rides } from '../../db/schema.ts';
import { addWalletRecord, call, createClient, createLicense, sessionOf } from '../../test-support/fixtures.ts';
import type { TestClient } from '../../test-support/fixtures.ts';
import { activate, makeDevice, ride, sendRides, validate } from '../../test-support/devices.ts';
import { createTestApp, createTestClock } from '../../test-support/test-app.ts';
import type { TestClock } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

const minute = 60_000;

describe.each(testDatabaseKinds)('device protocol on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let clock: TestClock;

  beforeAll(async () => {
    handle = await kind.open();
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    clock = createTestClock();
    app = await createTestApp(handle, { clock });
    return () => app.close();
  });

  /** A client of its own with a licence of its own, coins in its wallet, and a machine activated on it. */
  async function machine(options: { coins?: number; unlimitedSince?: Date; mayRequestUnblock?: boolean } = {}) {
    const client = await createClient(handle, { mayRequestUnblock: options.mayRequestUnblock ?? false });
    const license = await createLicense(handle, client.id, { unlimitedSince: options.unlimitedSince });
    // Last changed when it was made, long before the test clock's now.
    await handle.db
      .update(licenses)
      .set({ updatedAt: sql`created_at` })
      .where(eq(licenses.id, license.id));
    if (options.coins) await addWalletRecord(handle, client.id, options.coins, '2026-01-01T00:00:00Z');
    const device = makeDevice();
    expect((await activate(app, device, license.key)).statusCode).toBe(201);
    const scenarios = deviceScenariosResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/device/v1/scenarios',
          headers: { authorization: `Device ${device.token}` },
        })
      ).json(),
    );
    const scenarioId = scenarios.results[0]?.id ?? 0;
    // The machine has been playing for an hour: rides before its activation would be refused.
    clock.advanceMinutes(60);
    return { client, license, device, scenarioId };
  }

  /** A fresh admin session: tests move the clock past the idle expiry of older ones. */
  const admin = () => sessionOf(app, 'admin@example.com');

  const at = (minutesFromNow: number) => new Date(clock.now().getTime() + minutesFromNow * minute);

  async function balanceOf(client: TestClient): Promise<number> {
    const response = await call(app, 'GET', `/api/admin/users/${client.id}/wallet-balance`, { cookie: await admin() });
    return walletBalanceSchema.parse(response.json()).coinsBalance;
  }

  async function openAutomaticOrders(client: TestClient) {
    return handle.db
      .select()
      .from(blockingOrders)
      .where(and(eq(blockingOrders.userId, client.id), eq(blockingOrders.automatic, true)));
  }

  function payloadOf(file: LicenseFile) {
    return licenseFilePayloadSchema.parse(JSON.parse(Buffer.from(file.enc, 'base64url').toString('utf8')));
  }

  describe('activation', () => {
    it('answers 201 with a token, the device id and a licence file signed by a published key', async () => {
      const client = await createClient(handle);
      const license = await createLicense(handle, client.id);
      const device = makeDevice();
      const response = await activate(app, device, license.key);
      expect(response.statusCode).toBe(201);
      const body = deviceActivationResponseSchema.parse(response.json());
      expect(body.deviceToken).toMatch(/^odt_[A-Za-z0-9_-]{43}$/);
      expect(body.serverTime).toBe(clock.now().toISOString());

      const keys = deviceSigningKeysResponseSchema.parse(
        (await app.inject({ method: 'GET', url: '/api/device/v1/keys' })).json(),
      );
      const key = keys.keys.find((candidate) => candidate.kid === body.licenseFile.kid);
      expect(key).toBeDefined();
      const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: key?.publicKey }, format: 'jwk' });
      const signed = Buffer.from(body.licenseFile.enc, 'ascii');
      expect(verify(null, signed, publicKey, Buffer.from(body.licenseFile.sig, 'base64url'))).toBe(true);
      const tampered = Buffer.from(`${body.licenseFile.enc}x`, 'ascii');
      expect(verify(null, tampered, publicKey, Buffer.from(body.licenseFile.sig, 'base64url'))).toBe(false);

      const payload = payloadOf(body.licenseFile);
      expect(payload.license).toMatchObject({ key: license.key, type: 'limited', status: 'active' });
      expect(payload.device).toEqual({ id: body.deviceId, fingerprint: device.fingerprint });
      expect(Date.parse(payload.expiresAt) - Date.parse(payload.issuedAt)).toBe(3 * 24 * 60 * minute);
      expect(payload.scenarios.length).toBeGreaterThan(0);
      const audit = await handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'device'), eq(auditLog.targetId, String(body.deviceId))));
      expect(audit).toEqual([expect.objectContaining({ action: 'device.activate', actorUserId: null })]);
    });

    it('answers 404 to an unknown key, 403 to a revoked licence and 409 to a second machine', async () => {
      const client = await createClient(handle);
      const license = await createLicense(handle, client.id);
      expect((await activate(app, makeDevice(), 'ORB-NOPE-NOPE-NOPE')).statusCode).toBe(404);
      expect((await activate(app, makeDevice(), license.key)).statusCode).toBe(201);
      const second = await activate(app, makeDevice(), license.key);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({ message: errorMessages.deviceSlotTaken });
      await handle.db
        .update(licenses)
        .set({ revokedAt: clock.now(), revokedUserId: 1 })
        .where(eq(licenses.id, license.id));
      expect((await activate(app, makeDevice(), license.key)).statusCode).toBe(403);
    });

    it('gives the same machine, activating again, a new token for the same id; the old token stops working', async () => {
      const { license, device } = await machine();
      const firstToken = device.token;
      const firstId = device.deviceId;
      expect((await activate(app, device, license.key)).statusCode).toBe(201);
      expect(device.deviceId).toBe(firstId);
      expect(device.token).not.toBe(firstToken);
      expect((await validate(app, device, { sentAt: clock.now() })).statusCode).toBe(200);
      const old = { ...device, token: firstToken };
      expect((await validate(app, old, { sentAt: clock.now() })).statusCode).toBe(401);
    });

    it('limits activations per address', async () => {
      const limited = await createTestApp(handle, { clock, env: { DEVICE_ACTIVATIONS_PER_IP: '2' } });
      try {
        const statuses = [];
        for (let attempt = 0; attempt < 3; attempt++) {
          statuses.push(
            (await activate(limited, makeDevice(), 'ORB-NONE-NONE-NONE', { remoteAddress: '10.99.0.1' })).statusCode,
          );
        }
        expect(statuses).toEqual([404, 404, 429]);
      } finally {
        await limited.close();
      }
    });
  });

  describe('device routes take the device token only', () => {
    it('answer 401 to a session cookie, a missing or an unknown token', async () => {
      const response = await call(app, 'POST', '/api/device/v1/validate', {
        cookie: await admin(),
        payload: {
          nonce: 'nonce-0001',
          sentAt: clock.now().toISOString(),
          appVersion: '1',
          gameVersion: '1',
          pendingRides: 0,
        },
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Device');
      const unknown = await app.inject({
        method: 'GET',
        url: '/api/device/v1/scenarios',
        headers: { authorization: 'Device odt_unknownunknownunknownunknownunknown' },
      });
      expect(unknown.statusCode).toBe(401);
    });
  });

  describe('validation', () => {
    it('answers VALID with the nonce, the wallet and the next check-in, and records the call', async () => {
      const { client, license, device } = await machine({ coins: 100 });
      clock.advanceMinutes(5);
      const response = await validate(app, device, { sentAt: at(-2), pendingRides: 3, nonce: 'abc-12345' });
      expect(response.statusCode).toBe(200);
      const body = deviceValidationResponseSchema.parse(response.json());
      expect(body).toMatchObject({
        valid: true,
        code: 'VALID',
        block: null,
        nonce: 'abc-12345',
        wallet: { balance: 100, limited: true, coinsPerCustomer: 1 },
        serverTime: clock.now().toISOString(),
        nextCheckInAt: at(5).toISOString(),
        licenseFile: null,
      });
      const devices = adminDevicesResponseSchema.parse(
        (await call(app, 'GET', `/api/admin/users/${client.id}/devices`, { cookie: await admin() })).json(),
      );
      expect(devices.results).toEqual([
        expect.objectContaining({
          id: device.deviceId,
          status: 'active',
          lastSeenAt: clock.now().toISOString(),
          pendingRides: 3,
          clockOffsetSeconds: 120,
        }),
      ]);
      const [row] = await handle.db.select().from(licenses).where(eq(licenses.id, license.id));
      expect(row?.updatedAt.toISOString()).toBe(clock.now().toISOString());
      const cookie = await sessionOf(app, client.email);
      const own = licenseActivationsResponseSchema.parse(
        (await call(app, 'GET', '/api/licenses/activations', { cookie })).json(),
      );
      expect(own.results[0]?.device).toEqual({
        status: 'active',
        lastSeenAt: clock.now().toISOString(),
        lastSyncAt: null,
        pendingRides: 3,
        coasterStatus: 'online',
      });
    });

    // Changes go through the API, as staff and clients make them: each answer waits until every process's held
    // standings have heard of it (ADR 0042, 0049).
    it('answers BLOCKED for an order on the licence, and VALID with the end of an unblock that suspends an account order', async () => {
      const { client, license, device } = await machine({ coins: 100, mayRequestUnblock: true });
      const supervisor = await sessionOf(app, 'supervisor@example.com');
      const order = (payload: object) =>
        call(app, 'POST', '/api/admin/users/blocking-orders', { cookie: supervisor, payload });
      expect((await order({ reason: 'insufficient-coin-balance', userId: client.id })).statusCode).toBe(200);
      const blocked = deviceValidationResponseSchema.parse(
        (await validate(app, device, { sentAt: clock.now() })).json(),
      );
      expect(blocked).toMatchObject({
        valid: false,
        code: 'BLOCKED',
        block: { code: 2, reason: 'insufficient-coin-balance', licenseKey: null, temporaryUnblockUntil: null },
      });
      // The block changed what the licence file says: a new one comes with the answer.
      expect(blocked.licenseFile && payloadOf(blocked.licenseFile).block).toMatchObject({ code: 2 });

      const unblock = await call(app, 'POST', '/api/temporary-unblock-requests', {
        cookie: await sessionOf(app, client.email),
      });
      expect(unblock.statusCode).toBe(200);
      const suspended = deviceValidationResponseSchema.parse(
        (await validate(app, device, { sentAt: clock.now() })).json(),
      );
      expect(suspended).toMatchObject({
        valid: true,
        code: 'VALID',
        block: { code: 2, temporaryUnblockUntil: at(7 * 24 * 60).toISOString() },
      });

      expect((await order({ reason: 'pending-part-devolution', licenseKey: license.key })).statusCode).toBe(200);
      const onLicense = deviceValidationResponseSchema.parse(
        (await validate(app, device, { sentAt: clock.now() })).json(),
      );
      expect(onLicense).toMatchObject({
        code: 'BLOCKED',
        block: { code: 3, licenseKey: license.key, temporaryUnblockUntil: null },
      });
    });

    it('answers REVOKED, DEVICE_REPLACED and SYNC_OVERDUE in that order of precedence', async () => {
      const { license, device } = await machine({ coins: 100 });
      // Pending rides not delivered for longer than a limited licence's file lasts (3 days).
      clock.advanceMinutes(3 * 24 * 60 + 1);
      const overdue = deviceValidationResponseSchema.parse(
        (await validate(app, device, { sentAt: clock.now(), pendingRides: 4 })).json(),
      );
      expect(overdue).toMatchObject({ valid: false, code: 'SYNC_OVERDUE' });
      // The file was more than half spent: a new one.
      expect(overdue.licenseFile).not.toBeNull();

      const free = await call(app, 'POST', `/api/admin/devices/${device.deviceId}/free`, { cookie: await admin() });
      expect(free.statusCode).toBe(200);
      const replaced = deviceValidationResponseSchema.parse(
        (await validate(app, device, { sentAt: clock.now(), pendingRides: 4 })).json(),
      );
      expect(replaced).toMatchObject({ valid: false, code: 'DEVICE_REPLACED', licenseFile: null });

      const revoke = await call(app, 'PATCH', '/api/admin/users/license/revoke', {
        cookie: await admin(),
        payload: { licenseKey: license.key },
      });
      expect(revoke.statusCode).toBe(200);
      const revoked = deviceValidationResponseSchema.parse(
        (await validate(app, device, { sentAt: clock.now() })).json(),
      );
      expect(revoked).toMatchObject({ valid: false, code: 'REVOKED' });
    });

    it('answers 401 to a revoked machine, whose slot is free again', async () => {
      const { license, device } = await machine();
      const revoke = await call(app, 'POST', `/api/admin/devices/${device.deviceId}/revoke`, { cookie: await admin() });
      expect(revoke.statusCode).toBe(200);
      expect((await validate(app, device, { sentAt: clock.now() })).statusCode).toBe(401);
      expect((await activate(app, makeDevice(), license.key)).statusCode).toBe(201);
    });
  });

  describe('scenarios', () => {
    it('lists the playable scenarios with an ETag, and answers 304 when it matches', async () => {
      const { device } = await machine();
      const headers = { authorization: `Device ${device.token}` };
      const first = await app.inject({ method: 'GET', url: '/api/device/v1/scenarios', headers });
      expect(first.statusCode).toBe(200);
      const body = deviceScenariosResponseSchema.parse(first.json());
      expect(body.results.every((scenario) => scenario.gameModel === 'OrbitCoaster')).toBe(true);
      const etag = String(first.headers.etag);
      const again = await app.inject({
        method: 'GET',
        url: '/api/device/v1/scenarios',
        headers: { ...headers, 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });
  });

  describe('rides', () => {
    it('stores each ride once, charged by the tariff; a resend answers duplicate and changes nothing', async () => {
      const { client, device, scenarioId } = await machine({ coins: 100 });
      const tariff = await call(app, 'PUT', `/api/admin/users/${client.id}/tariff`, {
        cookie: await admin(),
        payload: { coinsPerCustomer: 3 },
      });
      expect(tariffSchema.parse(tariff.json())).toEqual({ coinsPerCustomer: 3, since: clock.now().toISOString() });
      clock.advanceMinutes(10);
      const batch = {
        sentAt: clock.now(),
        rides: [
          ride(device, { consumedAt: at(-8).toISOString(), scenarioId, customersAmount: 2, chargedAmount: 99 }),
          ride(device, { consumedAt: at(-4).toISOString(), scenarioId, customersAmount: 1 }),
        ],
      };
      const first = deviceRideBatchResponseSchema.parse((await sendRides(app, device, batch)).json());
      expect(first.results).toEqual([
        { id: batch.rides[0]?.id, status: 'accepted', chargedAmount: 6 },
        { id: batch.rides[1]?.id, status: 'accepted', chargedAmount: 3 },
      ]);
      expect(first.wallet).toEqual({ balance: 91, limited: true, coinsPerCustomer: 3 });
      expect(await balanceOf(client)).toBe(91);

      clock.advanceMinutes(1);
      const again = deviceRideBatchResponseSchema.parse(
        (await sendRides(app, device, { ...batch, sentAt: clock.now() })).json(),
      );
      expect(again.results.map((result) => [result.status, result.chargedAmount])).toEqual([
        ['duplicate', 6],
        ['duplicate', 3],
      ]);
      expect(await balanceOf(client)).toBe(91);
      const stored = await handle.db
        .select()
        .from(rides)
        .where(eq(rides.deviceId, device.deviceId ?? 0));
      expect(stored).toHaveLength(2);
      expect(stored.find((row) => row.customersAmount === 2)).toMatchObject({
        chargedAmount: 6,
        deviceChargedAmount: 99,
        clockCorrected: false,
        syncedAt: at(-1),
      });
    });

    it('answers conflict for the same id with other content and never overwrites the stored ride', async () => {
      const { device, scenarioId } = await machine({ coins: 100 });
      const original = ride(device, { consumedAt: at(-3).toISOString(), scenarioId, customersAmount: 1 });
      await sendRides(app, device, { sentAt: clock.now(), rides: [original] });
      const altered = { ...original, customersAmount: 4 };
      const response = deviceRideBatchResponseSchema.parse(
        (await sendRides(app, device, { sentAt: clock.now(), rides: [altered] })).json(),
      );
      expect(response.results).toEqual([{ id: original.id, status: 'conflict' }]);
      const [row] = await handle.db.select().from(rides).where(eq(rides.deviceRideId, original.id));
      expect(row?.customersAmount).toBe(1);
    });

    it('rejects each bad ride with its reason and stores the good ones of the batch', async () => {
      const { device, scenarioId } = await machine({ coins: 100 });
      const good = ride(device, { consumedAt: at(-2).toISOString(), scenarioId });
      const sameSeq = { ...ride(device, { consumedAt: at(-2).toISOString(), scenarioId }), seq: good.seq };
      const batch = [
        good,
        { ...ride(device, { consumedAt: at(-2).toISOString(), scenarioId }), customersAmount: -1 },
        ride(device, { consumedAt: at(-2).toISOString(), scenarioId: 99_999 }),
        ride(device, { consumedAt: at(30).toISOString(), scenarioId }),
        ride(device, { consumedAt: '2024-01-01T00:00:00.000Z', scenarioId }),
        sameSeq,
        { hello: 'world' },
      ];
      const response = await sendRides(app, device, { sentAt: clock.now(), rides: batch });
      expect(response.statusCode).toBe(200);
      const results = deviceRideBatchResponseSchema.parse(response.json()).results;
      expect(results.map((result) => result.reason ?? result.status)).toEqual([
        'accepted',
        'bad_values',
        'unknown_scenario',
        'in_future',
        'before_activation',
        'seq_reused',
        'bad_values',
      ]);
      expect(results[1]?.errors).toEqual({ customersAmount: expect.any(String) });
      expect(results[6]?.id).toBeNull();
      const stored = await handle.db
        .select()
        .from(rides)
        .where(eq(rides.deviceId, device.deviceId ?? 0));
      expect(stored.map((row) => row.deviceRideId)).toEqual([good.id]);
    });

    it('refuses an unsigned or badly signed batch and writes nothing', async () => {
      const { device, scenarioId } = await machine({ coins: 100 });
      const batch = { sentAt: clock.now(), rides: [ride(device, { consumedAt: at(-1).toISOString(), scenarioId })] };
      const other = makeDevice();
      const badlySigned = await sendRides(app, device, batch, {
        signature: Buffer.alloc(64, 7).toString('base64url'),
      });
      expect(badlySigned.statusCode).toBe(401);
      expect(badlySigned.json()).toEqual({ message: errorMessages.deviceSignatureInvalid });
      const signedByAnother = await sendRides(app, { ...device, privateKey: other.privateKey }, batch);
      expect(signedByAnother.statusCode).toBe(401);
      const unsigned = await app.inject({
        method: 'POST',
        url: '/api/device/v1/rides',
        headers: { authorization: `Device ${device.token}` },
        payload: { sentAt: clock.now().toISOString(), rides: batch.rides },
      });
      expect(unsigned.statusCode).toBe(400);
      const tooMany = await sendRides(app, device, {
        sentAt: clock.now(),
        rides: Array.from({ length: 501 }, () => ride(device, { consumedAt: at(-1).toISOString(), scenarioId })),
      });
      expect(tooMany.statusCode).toBe(400);
      expect(
        await handle.db
          .select()
          .from(rides)
          .where(eq(rides.deviceId, device.deviceId ?? 0)),
      ).toEqual([]);
    });

    it('corrects the times of a clock that is far off and flags the rides', async () => {
      const { device, scenarioId } = await machine({ coins: 100 });
      clock.advanceMinutes(20);
      // The machine's clock runs ten minutes behind: it played a ride five minutes ago by its own clock.
      const skewed = (minutesFromNow: number) => new Date(at(minutesFromNow).getTime() - 10 * minute);
      const played = ride(device, { consumedAt: skewed(-5).toISOString(), scenarioId });
      const response = deviceRideBatchResponseSchema.parse(
        (await sendRides(app, device, { sentAt: skewed(0), rides: [played] })).json(),
      );
      expect(response.results[0]?.status).toBe('accepted');
      const [row] = await handle.db.select().from(rides).where(eq(rides.deviceRideId, played.id));
      expect(row).toMatchObject({ consumedAt: at(-5), deviceConsumedAt: skewed(-5), clockCorrected: true });
    });

    it('charges nothing on an unlimited licence, and takes rides played before a revocation after it', async () => {
      const { client, license, device, scenarioId } = await machine({
        coins: 10,
        unlimitedSince: new Date('2025-06-01T00:00:00Z'),
      });
      clock.advanceMinutes(30);
      const before = ride(device, { consumedAt: at(-20).toISOString(), scenarioId });
      const after = ride(device, { consumedAt: at(-5).toISOString(), scenarioId });
      await handle.db
        .update(licenses)
        .set({ revokedAt: at(-10), revokedUserId: 1 })
        .where(eq(licenses.id, license.id));
      const response = deviceRideBatchResponseSchema.parse(
        (await sendRides(app, device, { sentAt: clock.now(), rides: [before, after] })).json(),
      );
      expect(response.results).toEqual([
        { id: before.id, status: 'accepted', chargedAmount: 0 },
        { id: after.id, status: 'rejected', reason: 'after_revocation' },
      ]);
      expect(await balanceOf(client)).toBe(10);
    });

    it('counts the rides missing from the sequence until late ones fill the gap', async () => {
      const { client, device, scenarioId } = await machine({ coins: 100 });
      const rides3 = [1, 2, 3].map(() => ride(device, { consumedAt: at(-3).toISOString(), scenarioId }));
      await sendRides(app, device, { sentAt: clock.now(), rides: [rides3[0], rides3[2]] });
      const missing = async () =>
        adminDevicesResponseSchema.parse(
          (await call(app, 'GET', `/api/admin/users/${client.id}/devices`, { cookie: await admin() })).json(),
        ).results[0]?.missingRides;
      expect(await missing()).toBe(1);
      await sendRides(app, device, { sentAt: clock.now(), rides: [rides3[1]] });
      expect(await missing()).toBe(0);
    });

    it("keeps a machine to its own licence: another machine's ride id is a conflict, never its ride", async () => {
      const first = await machine({ coins: 100 });
      const second = await machine({ coins: 100 });
      const played = ride(first.device, { consumedAt: at(-2).toISOString(), scenarioId: first.scenarioId });
      await sendRides(app, first.device, { sentAt: clock.now(), rides: [played] });
      const copied = { ...played, seq: second.device.nextSeq++ };
      const response = deviceRideBatchResponseSchema.parse(
        (await sendRides(app, second.device, { sentAt: clock.now(), rides: [copied] })).json(),
      );
      expect(response.results).toEqual([{ id: played.id, status: 'conflict' }]);
      const stored = await handle.db.select().from(rides).where(eq(rides.licenseId, second.license.id));
      expect(stored).toEqual([]);
    });
  });

  describe('automatic blocks', () => {
    it('blocks the account when charges bring the balance below one ride, once, and coins inserted finish it', async () => {
      const { client, device, scenarioId } = await machine({ coins: 5 });
      const spend = (customersAmount: number) =>
        sendRides(app, device, {
          sentAt: clock.now(),
          rides: [ride(device, { consumedAt: at(-1).toISOString(), scenarioId, customersAmount })],
        });
      const down = deviceRideBatchResponseSchema.parse((await spend(4)).json());
      expect(down.wallet.balance).toBe(1);
      expect(down.block).toBeNull();
      const below = deviceRideBatchResponseSchema.parse((await spend(3)).json());
      expect(below.results[0]?.status).toBe('accepted');
      expect(below.wallet.balance).toBe(-2);
      expect(below.block).toMatchObject({ code: 2, reason: 'insufficient-coin-balance', licenseKey: null });
      // Rides already played are never refused; a second automatic order is never opened.
      expect(deviceRideBatchResponseSchema.parse((await spend(1)).json()).results[0]?.status).toBe('accepted');
      const orders = await openAutomaticOrders(client);
      expect(orders).toEqual([expect.objectContaining({ issuerUserId: null, code: 2, revokedAt: null })]);
      const opened = await handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'blockingOrder'), eq(auditLog.targetId, String(orders[0]?.id))));
      expect(opened).toEqual([expect.objectContaining({ action: 'blockingOrder.create', actorUserId: null })]);
      expect(
        deviceValidationResponseSchema.parse((await validate(app, device, { sentAt: clock.now() })).json()).code,
      ).toBe('BLOCKED');

      const insert = async (amount: number, key: string) =>
        call(app, 'POST', `/api/admin/users/${client.id}/wallet-records`, {
          cookie: await admin(),
          headers: { 'idempotency-key': key },
          payload: { amount },
        });
      // Balance -3: five coins bring it to 2, still under ten rides' price (10).
      expect((await insert(5, `few-${client.id}`)).statusCode).toBe(200);
      expect((await openAutomaticOrders(client))[0]?.revokedAt).toBeNull();
      expect((await insert(8, `enough-${client.id}`)).statusCode).toBe(200);
      const [finished] = await openAutomaticOrders(client);
      expect(finished).toMatchObject({ revokedAt: clock.now(), revokedUserId: null });
      expect(
        deviceValidationResponseSchema.parse((await validate(app, device, { sentAt: clock.now() })).json()).code,
      ).toBe('VALID');
    });
  });

  describe('staff', () => {
    it('lets admin and supervisor free and revoke machines and set tariffs; colaborador reads only', async () => {
      const { client, device } = await machine();
      const colaborador = await sessionOf(app, 'colaborador@example.com');
      const own = await sessionOf(app, client.email);
      expect(
        (await call(app, 'GET', `/api/admin/users/${client.id}/devices`, { cookie: colaborador })).statusCode,
      ).toBe(200);
      expect((await call(app, 'GET', `/api/admin/users/${client.id}/devices`, { cookie: own })).statusCode).toBe(403);
      for (const cookie of [colaborador, own]) {
        expect((await call(app, 'POST', `/api/admin/devices/${device.deviceId}/free`, { cookie })).statusCode).toBe(
          403,
        );
        expect((await call(app, 'POST', `/api/admin/devices/${device.deviceId}/revoke`, { cookie })).statusCode).toBe(
          403,
        );
        const tariff = await call(app, 'PUT', `/api/admin/users/${client.id}/tariff`, {
          cookie,
          payload: { coinsPerCustomer: 2 },
        });
        expect(tariff.statusCode).toBe(403);
      }
      const supervisor = await sessionOf(app, 'supervisor@example.com');
      const freed = await call(app, 'POST', `/api/admin/devices/${device.deviceId}/free`, { cookie: supervisor });
      expect(freed.json()).toMatchObject({ status: 'replaced', freedAt: clock.now().toISOString() });
      expect(
        (await call(app, 'POST', `/api/admin/devices/${device.deviceId}/free`, { cookie: supervisor })).statusCode,
      ).toBe(409);
      const revoked = await call(app, 'POST', `/api/admin/devices/${device.deviceId}/revoke`, { cookie: supervisor });
      expect(revoked.json()).toMatchObject({ status: 'revoked' });
      const actions = await handle.db
        .select({ action: auditLog.action, actorUserId: auditLog.actorUserId })
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'device'), eq(auditLog.targetId, String(device.deviceId))));
      expect(actions.map((entry) => entry.action).sort()).toEqual(['device.activate', 'device.free', 'device.revoke']);

      expect((await call(app, 'GET', `/api/admin/users/${client.id}/tariff`, { cookie: colaborador })).json()).toEqual({
        coinsPerCustomer: 1,
        since: null,
      });
      const badTariff = await call(app, 'PUT', `/api/admin/users/${client.id}/tariff`, {
        cookie: supervisor,
        payload: { coinsPerCustomer: 0 },
      });
      expect(badTariff.statusCode).toBe(400);
      expect(
        (
          await call(app, 'PUT', '/api/admin/users/2/tariff', {
            cookie: await admin(),
            payload: { coinsPerCustomer: 2 },
          })
        ).statusCode,
      ).toBe(409);
    });
  });
});
