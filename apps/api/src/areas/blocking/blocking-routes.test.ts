import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  blockingOrdersResponseSchema,
  createTemporaryUnblockResponseSchema,
  errorMessages,
  temporaryUnblockRequestsResponseSchema,
} from '@orbit/contract';
import { blockingBanner } from '@orbit/domain';
import type { DatabaseHandle } from '../../db/client.ts';
import { blockingOrders, temporaryUnblockRequests } from '../../db/schema.ts';
import { call, createClient, createLicense, sessionOf } from '../../test-support/fixtures.ts';
import { createTestApp, createTestClock } from '../../test-support/test-app.ts';
import type { TestClock } from '../../test-support/test-app.ts';
import { countRows, testDatabaseKinds } from '../../test-support/test-database.ts';

describe.each(testDatabaseKinds)('blocking routes on $name', (kind) => {
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

  /** A client whose whole account is blocked (code 2), optionally with the right to ask for an unblock. */
  async function blockedClient(mayRequestUnblock: boolean) {
    const client = await createClient(handle, { mayRequestUnblock });
    await handle.db.insert(blockingOrders).values({
      code: 2,
      reason: 'insufficient-coin-balance',
      userId: client.id,
      issuerUserId: 2,
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
    return { ...client, cookie: await sessionOf(app, client.email) };
  }

  const requestUnblock = (cookie: string) => call(app, 'POST', '/api/temporary-unblock-requests', { cookie });

  describe('GET /api/blocking-orders', () => {
    it('answers the orders of blocked@example.com, the account-wide one without a licence key, and the right to ask', async () => {
      const cookie = await sessionOf(app, 'blocked@example.com');
      const response = await call(app, 'GET', '/api/blocking-orders', { cookie });
      expect(response.statusCode).toBe(200);
      const body = blockingOrdersResponseSchema.parse(response.json());
      expect(body.mayRequestUnblock).toBe(true);
      expect(body.results.filter((order) => order.revokedAt === null)).toEqual([
        expect.objectContaining({ code: 2, reason: 'insufficient-coin-balance', licenseKey: null, licenseLabel: null }),
      ]);
      expect(body.results.some((order) => order.licenseLabel === 'Luna Park 1')).toBe(true);
      const requests = temporaryUnblockRequestsResponseSchema.parse(
        (await call(app, 'GET', '/api/temporary-unblock-requests', { cookie })).json(),
      );
      expect(blockingBanner(body.results, requests.results, body.mayRequestUnblock, clock.now())).toEqual({
        kind: 'blocked',
        canRequestUnblock: true,
      });
    });

    it('answers client@example.com no orders', async () => {
      const cookie = await sessionOf(app, 'client@example.com');
      const body = blockingOrdersResponseSchema.parse(
        (await call(app, 'GET', '/api/blocking-orders', { cookie })).json(),
      );
      expect(body).toEqual({ results: [], mayRequestUnblock: false });
    });

    it("shows a licence order with the licence's key and label", async () => {
      const client = await createClient(handle);
      const license = await createLicense(handle, client.id, { label: 'Blocked one' });
      await handle.db
        .insert(blockingOrders)
        .values({ code: 4, reason: 'financial-debt', userId: client.id, licenseId: license.id, issuerUserId: 1 });
      const cookie = await sessionOf(app, client.email);
      const body = blockingOrdersResponseSchema.parse(
        (await call(app, 'GET', '/api/blocking-orders', { cookie })).json(),
      );
      expect(body.results).toEqual([
        expect.objectContaining({
          code: 4,
          reason: 'financial-debt',
          licenseKey: license.key,
          licenseLabel: 'Blocked one',
        }),
      ]);
    });
  });

  describe('POST /api/temporary-unblock-requests', () => {
    it('grants 7 days and answers the request under data; the list shows it newest first', async () => {
      const client = await blockedClient(true);
      const response = await requestUnblock(client.cookie);
      expect(response.statusCode).toBe(200);
      const { data } = createTemporaryUnblockResponseSchema.parse(response.json());
      expect(data).toMatchObject({
        createdAt: '2026-03-02T12:00:00.000Z',
        expiresAt: '2026-03-09T12:00:00.000Z',
        archivedAt: null,
      });
      const list = temporaryUnblockRequestsResponseSchema.parse(
        (await call(app, 'GET', '/api/temporary-unblock-requests', { cookie: client.cookie })).json(),
      );
      expect(list.results[0]).toEqual(data);
    });

    it('answers 409 "under review" to a second request while the first runs, and takes one again once it expired', async () => {
      const client = await blockedClient(true);
      expect((await requestUnblock(client.cookie)).statusCode).toBe(200);
      const before = await countRows(handle, temporaryUnblockRequests);

      const second = await requestUnblock(client.cookie);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({ message: 'there is already an unblock request under review' });
      expect(await countRows(handle, temporaryUnblockRequests)).toBe(before);

      clock.advanceMinutes(7 * 24 * 60);
      // A week later the session has long ended; the client signs in again.
      expect((await requestUnblock(await sessionOf(app, client.email))).statusCode).toBe(200);
    });

    it('answers 409 while the latest request is archived but its expiry is still ahead', async () => {
      const client = await blockedClient(true);
      await handle.db.insert(temporaryUnblockRequests).values({
        userId: client.id,
        createdAt: new Date('2026-03-01T00:00:00Z'),
        expiresAt: new Date('2026-03-08T00:00:00Z'),
        archivedAt: new Date('2026-03-01T10:00:00Z'),
      });
      expect((await requestUnblock(client.cookie)).json()).toEqual({ message: errorMessages.unblockUnderReview });
    });

    it('lets only one of two simultaneous requests through', async () => {
      const client = await blockedClient(true);
      const answers = await Promise.all([requestUnblock(client.cookie), requestUnblock(client.cookie)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const rows = await handle.db
        .select()
        .from(temporaryUnblockRequests)
        .where(eq(temporaryUnblockRequests.userId, client.id));
      expect(rows).toHaveLength(1);
    });

    it('answers 403 to a client without the right, writing nothing', async () => {
      const client = await blockedClient(false);
      const before = await countRows(handle, temporaryUnblockRequests);
      const response = await requestUnblock(client.cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: errorMessages.unblockNotAllowed });
      expect(await countRows(handle, temporaryUnblockRequests)).toBe(before);
    });

    it('answers 409 when no open order blocks the whole account', async () => {
      const client = await createClient(handle, { mayRequestUnblock: true });
      const cookie = await sessionOf(app, client.email);
      const response = await requestUnblock(cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: errorMessages.accountNotBlocked });
    });

    it('answers 401 without a session and 403 to a cross-site request', async () => {
      expect((await call(app, 'POST', '/api/temporary-unblock-requests')).statusCode).toBe(401);
      const client = await blockedClient(true);
      const response = await app.inject({
        method: 'POST',
        url: '/api/temporary-unblock-requests',
        headers: { origin: 'https://evil.example' },
        cookies: { orbit_session: client.cookie },
      });
      expect(response.statusCode).toBe(403);
      expect(
        await handle.db.select().from(temporaryUnblockRequests).where(eq(temporaryUnblockRequests.userId, client.id)),
      ).toEqual([]);
    });
  });
});
