import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  bigmacIndexSchema,
  customersPerLicenseSchema,
  errorMessages,
  errorResponseSchema,
  licenseConsumptionsReportSchema,
  licenseRankingSchema,
  scenarioShareSchema,
  walletBalanceReportSchema,
  walletRecordsResponseSchema,
} from '@orbit/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { addRide, addWalletRecord, call, createClient, createLicense, sessionOf } from '../../test-support/fixtures.ts';
import type { TestLicense } from '../../test-support/fixtures.ts';
import { createTestApp, createTestClock } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

describe.each(testDatabaseKinds)('wallet and dashboard report routes on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  /** A client in São Paulo with two limited licences and one unlimited, and a ledger of known amounts. */
  let owner: { id: number; cookie: string };
  let limited: TestLicense;
  let second: TestLicense;
  let unlimited: TestLicense;
  let strangerCookie: string;

  beforeAll(async () => {
    handle = await kind.open();
    // The test clock stands at 2026-03-02T12:00:00Z: March in São Paulo, week of Monday 2 March.
    app = await createTestApp(handle, { clock: createTestClock() });
    const client = await createClient(handle, { timezone: 'America/Sao_Paulo' });
    owner = { id: client.id, cookie: await sessionOf(app, client.email) };
    limited = await createLicense(handle, client.id, { label: 'Arcade A' });
    second = await createLicense(handle, client.id, { label: 'Arcade B' });
    unlimited = await createLicense(handle, client.id, {
      label: 'Arcade C',
      unlimitedSince: new Date('2025-06-01T00:00:00Z'),
    });
    await addWalletRecord(handle, client.id, 1000, '2026-01-05T10:00:00Z');
    await addWalletRecord(handle, client.id, 500, '2026-02-05T10:00:00Z');
    await addWalletRecord(handle, client.id, -50, '2026-02-20T10:00:00Z');
    await addRide(handle, limited.id, { consumedAt: '2026-01-20T15:00:00Z', customers: 3, charged: 30 });
    await addRide(handle, limited.id, { consumedAt: '2026-03-02T11:00:00Z', customers: 2, charged: 20, scenarioId: 2 });
    await addRide(handle, second.id, { consumedAt: '2026-03-01T14:00:00Z', customers: 4, charged: 40 });
    await addRide(handle, unlimited.id, { consumedAt: '2026-03-01T15:00:00Z', customers: 5, charged: 0 });
    // Sunday 1 March, 23:30 in São Paulo: this month and last week there, not today.
    await addRide(handle, limited.id, { consumedAt: '2026-03-02T02:30:00Z', customers: 1, charged: 10 });
    strangerCookie = await sessionOf(app, (await createClient(handle)).email);
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  describe('GET /api/wallet-records', () => {
    it('answers the ledger newest first with the balance: inserted minus charged, and tickets', async () => {
      const response = await call(app, 'GET', '/api/wallet-records', { cookie: owner.cookie });
      expect(response.statusCode).toBe(200);
      const body = walletRecordsResponseSchema.parse(response.json());
      expect(body.results.map((record) => record.amount)).toEqual([-50, 500, 1000]);
      expect(body.results.every((record) => record.userId === owner.id)).toBe(true);
      expect(body.meta).toEqual({ count: 3, limit: 5000, offset: 0 });
      expect(body.balance).toEqual({ coinsBalance: 1450 - 100, tickets: 15 });
    });

    it('keeps to the range and pages, while the balance stays the whole wallet', async () => {
      const query = new URLSearchParams({ startAt: '2026-02-01T00:00:00Z', endAt: '2026-03-01T00:00:00Z', limit: '1' });
      const body = walletRecordsResponseSchema.parse(
        (await call(app, 'GET', `/api/wallet-records?${query}`, { cookie: owner.cookie })).json(),
      );
      expect(body.results.map((record) => record.amount)).toEqual([-50]);
      expect(body.meta).toEqual({ count: 2, limit: 1, offset: 0 });
      expect(body.balance.coinsBalance).toBe(1350);
    });

    it('shows a client only its own wallet', async () => {
      const body = walletRecordsResponseSchema.parse(
        (await call(app, 'GET', '/api/wallet-records', { cookie: strangerCookie })).json(),
      );
      expect(body).toEqual({
        results: [],
        meta: { count: 0, limit: 5000, offset: 0 },
        balance: { coinsBalance: 0, tickets: 0 },
      });
    });

    it.each([
      ['an end before the start', 'startAt=2026-02-01T00:00:00Z&endAt=2026-01-01T00:00:00Z', 'endAt'],
      ['a date that is not one', 'startAt=yesterday', 'startAt'],
      ['a limit over 5000', 'limit=5001', 'limit'],
      ['an unknown parameter', 'userId=4', 'userId'],
    ])('answers 400 for %s', async (_case, query, field) => {
      const response = await call(app, 'GET', `/api/wallet-records?${query}`, { cookie: owner.cookie });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(errorResponseSchema.parse(response.json()).errors ?? {})).toEqual([field]);
    });
  });

  describe('GET /api/bigmac-index/:countryId', () => {
    it('answers the coins a Big Mac costs in a country', async () => {
      const response = await call(app, 'GET', '/api/bigmac-index/76', { cookie: owner.cookie });
      expect(bigmacIndexSchema.parse(response.json())).toEqual({ countryId: 76, coins: 24 });
    });

    it('answers 404 for a country without an index and 400 for an id that is not one', async () => {
      expect((await call(app, 'GET', '/api/bigmac-index/8', { cookie: owner.cookie })).json()).toEqual({
        message: errorMessages.notFound,
      });
      expect((await call(app, 'GET', '/api/bigmac-index/brazil', { cookie: owner.cookie })).statusCode).toBe(400);
      expect((await call(app, 'GET', '/api/bigmac-index/0', { cookie: owner.cookie })).statusCode).toBe(400);
    });
  });

  describe('GET /api/report/wallet-balance', () => {
    it('answers the balance now, or as it stood at endAt', async () => {
      const now = walletBalanceReportSchema.parse(
        (await call(app, 'GET', '/api/report/wallet-balance', { cookie: owner.cookie })).json(),
      );
      expect(now).toEqual({ coinsBalance: 1350, tickets: 15 });
      const before = walletBalanceReportSchema.parse(
        (
          await call(app, 'GET', '/api/report/wallet-balance?endAt=2026-02-10T00:00:00Z', { cookie: owner.cookie })
        ).json(),
      );
      expect(before).toEqual({ coinsBalance: 1500 - 30, tickets: 3 });
    });
  });

  describe('GET /api/report/license-consumptions/:licenseKey', () => {
    it('answers today, this ISO week and this month of the licence in the user time zone', async () => {
      const response = await call(app, 'GET', `/api/report/license-consumptions/${limited.key}`, {
        cookie: owner.cookie,
      });
      const body = licenseConsumptionsReportSchema.parse(response.json());
      expect(body.day).toEqual({
        startAt: '2026-03-02T03:00:00.000Z',
        endAt: '2026-03-03T03:00:00.000Z',
        customersAmount: 2,
        ridesAmount: 1,
      });
      expect(body.isoWeek).toMatchObject({ startAt: '2026-03-02T03:00:00.000Z', customersAmount: 2 });
      expect(body.month).toMatchObject({ startAt: '2026-03-01T03:00:00.000Z', customersAmount: 3, ridesAmount: 2 });
    });

    it("answers 404 for another client's licence", async () => {
      const response = await call(app, 'GET', `/api/report/license-consumptions/${limited.key}`, {
        cookie: strangerCookie,
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('GET /api/report/license-ranking', () => {
    it("ranks the month's licences by customers", async () => {
      const body = licenseRankingSchema.parse(
        (await call(app, 'GET', '/api/report/license-ranking', { cookie: owner.cookie })).json(),
      );
      expect(body.startAt).toBe('2026-03-01T03:00:00.000Z');
      expect(body.results).toEqual([
        { licenseKey: unlimited.key, label: 'Arcade C', customersAmount: 5, ridesAmount: 1 },
        { licenseKey: second.key, label: 'Arcade B', customersAmount: 4, ridesAmount: 1 },
        { licenseKey: limited.key, label: 'Arcade A', customersAmount: 3, ridesAmount: 2 },
      ]);
    });

    it('takes another month and time zone', async () => {
      const query = 'referenceDate=2026-01-15T00:00:00Z&timezone=Asia/Tokyo';
      const body = licenseRankingSchema.parse(
        (await call(app, 'GET', `/api/report/license-ranking?${query}`, { cookie: owner.cookie })).json(),
      );
      expect(body.startAt).toBe('2025-12-31T15:00:00.000Z');
      expect(body.results).toEqual([
        { licenseKey: limited.key, label: 'Arcade A', customersAmount: 3, ridesAmount: 1 },
      ]);
    });

    it('answers 400 for an unknown time zone', async () => {
      const response = await call(app, 'GET', '/api/report/license-ranking?timezone=Nowhere', { cookie: owner.cookie });
      expect(response.statusCode).toBe(400);
      expect(errorResponseSchema.parse(response.json()).errors).toEqual({ timezone: 'Unknown time zone' });
    });
  });

  describe('GET /api/report/scenario-share', () => {
    it("shares the month's customers among scenarios", async () => {
      const body = scenarioShareSchema.parse(
        (await call(app, 'GET', '/api/report/scenario-share', { cookie: owner.cookie })).json(),
      );
      expect(body.results.map(({ scenarioId, customersAmount }) => ({ scenarioId, customersAmount }))).toEqual([
        { scenarioId: 1, customersAmount: 10 },
        { scenarioId: 2, customersAmount: 2 },
      ]);
      expect(body.results[0]?.scenarioTitles.en).toEqual(expect.any(String));
    });
  });

  describe('GET /api/report/customers-per-license', () => {
    it('answers twelve local months with a column per licence that had customers', async () => {
      const body = customersPerLicenseSchema.parse(
        (await call(app, 'GET', '/api/report/customers-per-license', { cookie: owner.cookie })).json(),
      );
      expect(body.rows).toHaveLength(12);
      expect(body.rows[0]?.startAt).toBe('2025-04-01T03:00:00.000Z');
      expect(body.rows.at(-1)).toEqual({
        startAt: '2026-03-01T03:00:00.000Z',
        endAt: '2026-04-01T03:00:00.000Z',
        customers: { [unlimited.key]: 5, [second.key]: 4, [limited.key]: 3 },
      });
      expect(body.rows.at(-3)?.customers).toEqual({ [unlimited.key]: 0, [second.key]: 0, [limited.key]: 3 });
      expect(body.licenses.map((license) => license.key)).toEqual([limited.key, unlimited.key, second.key]);
    });

    it('ends with the month holding endAt', async () => {
      const body = customersPerLicenseSchema.parse(
        (
          await call(app, 'GET', '/api/report/customers-per-license?endAt=2026-01-31T12:00:00Z', {
            cookie: owner.cookie,
          })
        ).json(),
      );
      expect(body.rows.at(-1)?.startAt).toBe('2026-01-01T03:00:00.000Z');
      expect(body.licenses).toEqual([{ key: limited.key, label: 'Arcade A', customersAmount: 3 }]);
    });
  });

  it.each([
    '/api/wallet-records',
    '/api/bigmac-index/76',
    '/api/report/wallet-balance',
    '/api/report/license-ranking',
    '/api/report/scenario-share',
    '/api/report/customers-per-license',
    '/api/report/license-consumptions/ANY',
  ])('answers 401 to %s without a session', async (url) => {
    expect((await call(app, 'GET', url)).statusCode).toBe(401);
  });
});
