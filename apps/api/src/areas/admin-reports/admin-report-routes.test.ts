import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  adminReportLicensesByLocationResponseSchema,
  adminReportSalesByMonthResponseSchema,
  adminReportConsumptionByDayResponseSchema,
  adminReportConsumptionByMonthResponseSchema,
  adminReportRidesResponseSchema,
  adminReportSearchLicenseResponseSchema,
  adminReportLicensesResponseSchema,
  adminReportWalletStatementResponseSchema,
  adminReportCoinsResponseSchema,
  adminReportUsersResponseSchema,
  errorMessages,
  errorResponseSchema,
} from '@orbit/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { licenses, rides, users, walletRecords } from '../../db/schema.ts';
import { addRide, addWalletRecord, call, createClient, createLicense, sessionOf } from '../../test-support/fixtures.ts';
import type { TestClient, TestLicense } from '../../test-support/fixtures.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

/** Iceland: no demo client lives there, so the country reports see only the rows this file inserts. */
const iceland = 352;
const brazil = 76;
const february = { startAt: '2026-02-01T00:00:00.000Z', endAt: '2026-03-01T00:00:00.000Z' };
const winter = { startAt: '2026-01-01T00:00:00.000Z', endAt: '2026-03-01T00:00:00.000Z' };

describe.each(testDatabaseKinds)('admin report routes on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let admin: string;
  let colaborador: string;
  let first: TestClient;
  let second: TestClient;
  let firstLicense: TestLicense;
  let firstOther: TestLicense;
  let revoked: TestLicense;
  let secondLicense: TestLicense;

  beforeAll(async () => {
    handle = await kind.open();
    app = await createTestApp(handle);
    admin = await sessionOf(app, 'admin@example.com');
    colaborador = await sessionOf(app, 'colaborador@example.com');
    first = await createClient(handle, { countryId: iceland, timezone: 'Atlantic/Reykjavik' });
    second = await createClient(handle, { countryId: iceland, timezone: 'Atlantic/Reykjavik' });
    firstLicense = await createLicense(handle, first.id, { label: 'Alpha' });
    firstOther = await createLicense(handle, first.id, { label: 'Beta', unlimitedSince: new Date(winter.startAt) });
    revoked = await createLicense(handle, first.id, { label: 'Gamma' });
    await handle.db
      .update(licenses)
      .set({ revokedAt: new Date('2026-01-20T00:00:00Z'), revokedUserId: 1 })
      .where(eq(licenses.id, revoked.id));
    secondLicense = await createLicense(handle, second.id, { label: 'Delta' });

    // 02:30 UTC on 10 February is still 9 February in São Paulo (UTC−3).
    await addRide(handle, firstLicense.id, { consumedAt: '2026-02-10T02:30:00Z', customers: 3, charged: 4 });
    await addRide(handle, firstLicense.id, { consumedAt: '2026-02-10T12:00:00Z', customers: 2, charged: 1 });
    await addRide(handle, firstOther.id, { consumedAt: '2026-02-20T10:00:00Z', customers: 5, creditsAdded: 7 });
    // 01:00 UTC on 1 February is still January in São Paulo.
    await addRide(handle, firstOther.id, { consumedAt: '2026-02-01T01:00:00Z', customers: 4 });
    await addRide(handle, revoked.id, { consumedAt: '2026-01-15T09:00:00Z', customers: 6, charged: 2 });
    await addRide(handle, secondLicense.id, { consumedAt: '2026-01-05T09:00:00Z', customers: 1 });
    // Outside every range asked below.
    await addRide(handle, secondLicense.id, { consumedAt: '2025-12-31T23:59:59Z', customers: 50 });

    await addWalletRecord(handle, first.id, 100, '2026-01-10T10:00:00Z');
    await addWalletRecord(handle, second.id, 50, '2026-02-05T10:00:00Z');
    await addWalletRecord(handle, first.id, -10, '2026-02-06T10:00:00Z');
    await addWalletRecord(handle, first.id, 30, '2026-03-01T01:00:00Z');
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const post = (url: string, payload: unknown, cookie = admin) => call(app, 'POST', url, { cookie, payload });
  const get = (url: string, cookie = admin) => call(app, 'GET', url, { cookie });

  async function expectInvalid(response: Awaited<ReturnType<typeof call>>, field?: string) {
    expect(response.statusCode).toBe(400);
    const body = errorResponseSchema.parse(response.json());
    expect(body.message).toBe(errorMessages.invalidInput);
    if (field) expect(body.errors?.[field]).toBeTruthy();
  }

  describe('GET /api/admin/reports/users', () => {
    it('answers the clients by name, paged, with the count of all of them', async () => {
      const [counted] = await handle.db
        .select({ rows: sql<number>`count(*)`.mapWith(Number) })
        .from(users)
        .where(eq(users.scope, 'user'));
      const all = adminReportUsersResponseSchema.parse((await get('/api/admin/reports/users', colaborador)).json());
      expect(all.meta).toEqual({ count: counted?.rows, limit: 2000, offset: 0 });
      expect(all.results).toHaveLength(counted?.rows ?? -1);
      expect(all.results.map((user) => user.email)).not.toContain('admin@example.com');
      const page = adminReportUsersResponseSchema.parse(
        (await get('/api/admin/reports/users?limit=2&offset=1')).json(),
      );
      expect(page.meta).toEqual({ count: counted?.rows, limit: 2, offset: 1 });
      expect(page.results).toEqual(all.results.slice(1, 3));
    });

    it.each(['limit=0', 'limit=2001', 'offset=-1', 'page=1'])('answers 400 to %s', async (query) => {
      await expectInvalid(await get(`/api/admin/reports/users?${query}`));
    });
  });

  describe('POST /api/admin/reports/licenses', () => {
    it('answers every licence of the chosen clients, revoked ones included', async () => {
      const response = await post('/api/admin/reports/licenses', { id: [first.id, second.id, first.id] }, colaborador);
      expect(response.statusCode).toBe(200);
      const body = adminReportLicensesResponseSchema.parse(response.json());
      expect(body.results.map((license) => [license.userId, license.label])).toEqual([
        [first.id, 'Alpha'],
        [first.id, 'Beta'],
        [first.id, 'Gamma'],
        [second.id, 'Delta'],
      ]);
      expect(body.results[2]?.revokedAt).toBe('2026-01-20T00:00:00.000Z');
      expect(body.results[1]?.unlimitedSince).toBe(winter.startAt);
    });

    it.each([
      ['an unknown client', { id: [999_999_999] }, 'id'],
      ['no client', { id: [] }, 'id'],
      ['a text id', { id: ['1'] }, 'id.0'],
      ['an extra field', { id: [1], extra: true }, undefined],
      ['no body field', {}, 'id'],
    ])('answers 400 to %s', async (_name, payload, field) => {
      await expectInvalid(await post('/api/admin/reports/licenses', payload), field);
    });

    it('answers 400 to malformed JSON', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/reports/licenses',
        cookies: { orbit_session: admin },
        headers: { 'content-type': 'application/json' },
        payload: '{"id": [1',
      });
      await expectInvalid(response, 'body');
    });
  });

  describe('POST /api/admin/reports/consumptions', () => {
    const rangeBody = () => ({ id: [first.id], licensesKey: [firstLicense.key, firstOther.key], ...february });

    it('answers a page of the rides, newest first, with the totals of the whole range', async () => {
      const response = await post('/api/admin/reports/consumptions?page=1&limit=3', rangeBody(), colaborador);
      expect(response.statusCode).toBe(200);
      const body = adminReportRidesResponseSchema.parse(response.json());
      expect(body.meta).toEqual({ count: 4, limit: 3, offset: 0 });
      expect(body.results.map((ride) => ride.consumedAt)).toEqual([
        '2026-02-20T10:00:00.000Z',
        '2026-02-10T12:00:00.000Z',
        '2026-02-10T02:30:00.000Z',
      ]);
      expect(body).toMatchObject({
        range: february,
        customersAmount: 14,
        previousCustomersAmount: 0,
        totalCustomersAmount: 14,
        totalCreditsAdded: 37,
        totalAmount: 5,
        totalRiders: 4,
      });
      const second = adminReportRidesResponseSchema.parse(
        (await post('/api/admin/reports/consumptions?page=2&limit=3', rangeBody())).json(),
      );
      expect(second.meta).toEqual({ count: 4, limit: 3, offset: 3 });
      expect(second.results.map((ride) => ride.consumedAt)).toEqual(['2026-02-01T01:00:00.000Z']);
      const beyond = adminReportRidesResponseSchema.parse(
        (await post('/api/admin/reports/consumptions?page=9', rangeBody())).json(),
      );
      expect(beyond.results).toEqual([]);
      expect(beyond.meta).toEqual({ count: 4, limit: 5000, offset: 40_000 });
    });

    it('counts the range of the same length before as the previous one', async () => {
      const body = adminReportRidesResponseSchema.parse(
        (
          await post('/api/admin/reports/consumptions', {
            id: [first.id],
            licensesKey: [revoked.key, firstLicense.key],
            startAt: '2026-02-01T00:00:00Z',
            endAt: '2026-03-01T00:00:00Z',
          })
        ).json(),
      );
      // 28 days before 1 February starts on 4 January: the revoked licence's ride of 15 January.
      expect(body).toMatchObject({ customersAmount: 5, previousCustomersAmount: 6, totalCustomersAmount: 11 });
    });

    it.each([
      ['a licence of a client not chosen', () => ({ ...rangeBody(), licensesKey: [secondLicense.key] }), 'licensesKey'],
      ['an unknown licence', () => ({ ...rangeBody(), licensesKey: ['NO-SUCH-KEY'] }), 'licensesKey'],
      ['an unknown client', () => ({ ...rangeBody(), id: [999_999_999] }), 'id'],
      ['startAt after endAt', () => ({ ...rangeBody(), startAt: february.endAt, endAt: february.startAt }), 'endAt'],
      ['equal instants', () => ({ ...rangeBody(), endAt: february.startAt }), 'endAt'],
      ['a date without offset', () => ({ ...rangeBody(), startAt: '2026-02-01' }), 'startAt'],
      ['a licence key list as text', () => ({ ...rangeBody(), licensesKey: firstLicense.key }), 'licensesKey'],
      ['a missing range', () => ({ id: [first.id], licensesKey: [firstLicense.key] }), 'startAt'],
    ])('answers 400 to %s', async (_name, payload, field) => {
      await expectInvalid(await post('/api/admin/reports/consumptions', payload()), field);
    });

    it.each(['page=0', 'limit=0', 'limit=5001', 'page=x', 'offset=3'])('answers 400 to ?%s', async (query) => {
      await expectInvalid(await post(`/api/admin/reports/consumptions?${query}`, rangeBody()));
    });
  });

  describe('POST /api/admin/reports/consumptions/byday', () => {
    const byDay = (timezone?: string, query = '') =>
      post(`/api/admin/reports/consumptions/byday${query}`, {
        userId: [first.id],
        licensesKey: [firstLicense.key, firstOther.key],
        ...february,
        ...(timezone && { timezone }),
      });

    it('groups customers and rides per licence and UTC day by default', async () => {
      const body = adminReportConsumptionByDayResponseSchema.parse((await byDay()).json());
      expect(body.meta).toEqual({ count: 3, limit: 5000, offset: 0 });
      expect(body.results).toEqual([
        {
          userId: first.id,
          key: firstOther.key,
          label: 'Beta',
          day: '2026-02-01',
          createdAt: '2026-02-01T00:00:00.000Z',
          unlimitedSince: winter.startAt,
          total_customers_amount: 4,
          Laps: 1,
        },
        {
          userId: first.id,
          key: firstLicense.key,
          label: 'Alpha',
          day: '2026-02-10',
          createdAt: '2026-02-10T00:00:00.000Z',
          unlimitedSince: null,
          total_customers_amount: 5,
          Laps: 2,
        },
        expect.objectContaining({ label: 'Beta', day: '2026-02-20', total_customers_amount: 5, Laps: 1 }),
      ]);
    });

    it('cuts the days in the asked zone', async () => {
      const body = adminReportConsumptionByDayResponseSchema.parse((await byDay('America/Sao_Paulo')).json());
      expect(body.results.map((row) => [row.label, row.day, row.createdAt, row.total_customers_amount])).toEqual([
        ['Beta', '2026-01-31', '2026-01-31T03:00:00.000Z', 4],
        ['Alpha', '2026-02-09', '2026-02-09T03:00:00.000Z', 3],
        ['Alpha', '2026-02-10', '2026-02-10T03:00:00.000Z', 2],
        ['Beta', '2026-02-20', '2026-02-20T03:00:00.000Z', 5],
      ]);
      const paged = adminReportConsumptionByDayResponseSchema.parse(
        (await byDay('America/Sao_Paulo', '?page=2&limit=3')).json(),
      );
      expect(paged.meta).toEqual({ count: 4, limit: 3, offset: 3 });
      expect(paged.results.map((row) => row.day)).toEqual(['2026-02-20']);
    });

    it('starts each day at local midnight across a change of daylight saving time', async () => {
      const traveller = await createClient(handle, { countryId: iceland, timezone: 'Europe/Lisbon' });
      const lisbon = await createLicense(handle, traveller.id, { label: 'Lisbon' });
      // Lisbon moves to UTC+1 at 01:00 UTC on 29 March 2026: that day has 23 hours.
      await addRide(handle, lisbon.id, { consumedAt: '2026-03-29T22:30:00Z', customers: 2 });
      await addRide(handle, lisbon.id, { consumedAt: '2026-03-29T23:30:00Z', customers: 3 });
      const body = adminReportConsumptionByDayResponseSchema.parse(
        (
          await post('/api/admin/reports/consumptions/byday', {
            userId: [traveller.id],
            licensesKey: [lisbon.key],
            startAt: '2026-03-28T00:00:00Z',
            endAt: '2026-04-01T00:00:00Z',
            timezone: 'Europe/Lisbon',
          })
        ).json(),
      );
      expect(body.results.map((row) => [row.day, row.createdAt, row.total_customers_amount])).toEqual([
        ['2026-03-29', '2026-03-29T00:00:00.000Z', 2],
        ['2026-03-30', '2026-03-29T23:00:00.000Z', 3],
      ]);
    });

    it('answers 400 to an unknown zone, a zone offset and licences of another client', async () => {
      await expectInvalid(await byDay('Mars/Olympus_Mons'), 'timezone');
      await expectInvalid(await byDay('+03:00'), 'timezone');
      await expectInvalid(
        await post('/api/admin/reports/consumptions/byday', {
          userId: [first.id],
          licensesKey: [secondLicense.key],
          ...february,
        }),
        'licensesKey',
      );
    });
  });

  describe('POST /api/admin/reports/consumptions/bymonth', () => {
    const byMonth = (fields: Record<string, unknown> = {}, query = '') =>
      post(`/api/admin/reports/consumptions/bymonth${query}`, {
        countries: [iceland],
        licenseType: 'all',
        ...winter,
        offset: 0,
        ...fields,
      });

    it('sums customers per month over every licence of the country, oldest first', async () => {
      const body = adminReportConsumptionByMonthResponseSchema.parse((await byMonth()).json());
      expect(body.results).toEqual([
        { month: '2026-01', startAt: '2026-01-01T00:00:00.000Z', total_customers_amount: 7 },
        { month: '2026-02', startAt: '2026-02-01T00:00:00.000Z', total_customers_amount: 14 },
      ]);
      expect(body.meta).toEqual({ count: 2, limit: 5000, offset: 0 });
    });

    it('cuts the months in the asked zone and pages with the body offset too', async () => {
      const local = adminReportConsumptionByMonthResponseSchema.parse(
        (await byMonth({ timezone: 'America/Sao_Paulo' })).json(),
      );
      expect(local.results).toEqual([
        { month: '2026-01', startAt: '2026-01-01T03:00:00.000Z', total_customers_amount: 11 },
        { month: '2026-02', startAt: '2026-02-01T03:00:00.000Z', total_customers_amount: 10 },
      ]);
      const paged = adminReportConsumptionByMonthResponseSchema.parse(
        (await byMonth({ offset: 1 }, '?limit=1')).json(),
      );
      expect(paged.meta).toEqual({ count: 2, limit: 1, offset: 1 });
      expect(paged.results.map((row) => row.month)).toEqual(['2026-02']);
    });

    it('matches the seeded rides of Brazil', async () => {
      const range = { startAt: '2025-03-01T00:00:00.000Z', endAt: '2026-03-01T00:00:00.000Z' };
      const body = adminReportConsumptionByMonthResponseSchema.parse(
        (await byMonth({ countries: [brazil], ...range })).json(),
      );
      const [expected] = await handle.db
        .select({ customers: sql<number>`coalesce(sum(${rides.customersAmount}), 0)`.mapWith(Number) })
        .from(rides)
        .innerJoin(licenses, eq(licenses.id, rides.licenseId))
        .innerJoin(users, eq(users.id, licenses.userId))
        .where(
          and(
            eq(users.countryId, brazil),
            gte(rides.consumedAt, new Date(range.startAt)),
            lt(rides.consumedAt, new Date(range.endAt)),
          ),
        );
      expect(expected?.customers).toBeGreaterThan(0);
      expect(body.results.reduce((sum, row) => sum + row.total_customers_amount, 0)).toBe(expected?.customers);
      expect(body.meta.count).toBe(body.results.length);
    });

    it.each([
      ['another licence type', { licenseType: 'limited' }, 'licenseType'],
      ['an unknown country', { countries: [iceland, 999] }, 'countries'],
      ['no country', { countries: [] }, 'countries'],
      ['a country as text', { countries: ['ISL'] }, 'countries.0'],
      ['a negative offset', { offset: -1 }, 'offset'],
    ])('answers 400 to %s', async (_name, fields, field) => {
      await expectInvalid(await byMonth(fields), field);
    });
  });

  describe('POST /api/admin/reports/orbitcoins/salesmonth', () => {
    it('sums the coins inserted per month, corrections deducted', async () => {
      const response = await post('/api/admin/reports/orbitcoins/salesmonth', { countries: [iceland], ...winter });
      const body = adminReportSalesByMonthResponseSchema.parse(response.json());
      expect(body.results).toEqual([
        { month: '2026-01', startAt: '2026-01-01T00:00:00.000Z', total_amount: 100 },
        { month: '2026-02', startAt: '2026-02-01T00:00:00.000Z', total_amount: 40 },
      ]);
      expect(body.meta).toEqual({ count: 2, limit: 5000, offset: 0 });
    });

    it('moves a record of 01:00 UTC on 1 March into February in São Paulo', async () => {
      const body = adminReportSalesByMonthResponseSchema.parse(
        (
          await post('/api/admin/reports/orbitcoins/salesmonth?limit=1&page=2', {
            countries: [iceland],
            startAt: winter.startAt,
            endAt: '2026-04-01T00:00:00.000Z',
            timezone: 'America/Sao_Paulo',
          })
        ).json(),
      );
      expect(body.meta).toEqual({ count: 2, limit: 1, offset: 1 });
      expect(body.results).toEqual([{ month: '2026-02', startAt: '2026-02-01T03:00:00.000Z', total_amount: 70 }]);
    });

    it('answers 400 to an offset it does not take and to an unknown country', async () => {
      await expectInvalid(
        await post('/api/admin/reports/orbitcoins/salesmonth', { countries: [iceland], ...winter, offset: 0 }),
      );
      await expectInvalid(
        await post('/api/admin/reports/orbitcoins/salesmonth', { countries: [1000], ...winter }),
        'countries.0',
      );
    });
  });

  describe('POST /api/admin/reports/licenses/active/location', () => {
    it('lists the licences with rides in the range, with their owner and latest sync', async () => {
      const response = await post(
        '/api/admin/reports/licenses/active/location?limit=10',
        { countries: [iceland], ...february },
        colaborador,
      );
      const body = adminReportLicensesByLocationResponseSchema.parse(response.json());
      expect(body.meta).toEqual({ count: 2, limit: 10, offset: 0 });
      const byKey = new Map(body.results.map((row) => [row.license, row]));
      expect(byKey.get(firstLicense.key)).toEqual({
        userId: first.id,
        name: 'Fixture Client',
        email: first.email,
        isoAlpha3: 'ISL',
        license: firstLicense.key,
        label: 'Alpha',
        unlimitedSince: null,
        lastSynced: '2026-02-10T12:01:00.000Z',
      });
      expect(byKey.get(firstOther.key)).toMatchObject({
        unlimitedSince: winter.startAt,
        lastSynced: '2026-02-20T10:01:00.000Z',
      });
      const january = adminReportLicensesByLocationResponseSchema.parse(
        (
          await post('/api/admin/reports/licenses/active/location?limit=1&page=2', {
            countries: [iceland],
            startAt: winter.startAt,
            endAt: february.startAt,
          })
        ).json(),
      );
      expect(january.meta).toEqual({ count: 2, limit: 1, offset: 1 });
      expect(january.results).toHaveLength(1);
    });
  });

  describe('POST /api/admin/reports/tickets/log', () => {
    it('lists the coin records of the chosen clients, newest first, with the total of the range', async () => {
      const body = adminReportCoinsResponseSchema.parse(
        (await post('/api/admin/reports/tickets/log', { usersId: [first.id, second.id], ...winter, offset: 0 })).json(),
      );
      expect(body.meta).toEqual({ count: 3, limit: 5000, offset: 0 });
      expect(body.totalAmount).toBe(140);
      expect(body.results.map((row) => [row.userId, row.amount, row.createdAt])).toEqual([
        [first.id, -10, '2026-02-06T10:00:00.000Z'],
        [second.id, 50, '2026-02-05T10:00:00.000Z'],
        [first.id, 100, '2026-01-10T10:00:00.000Z'],
      ]);
      expect(body.results[0]).toMatchObject({
        name: 'Fixture Client',
        email: first.email,
        isoAlpha2: 'IS',
        issuerUser: { id: 1, name: expect.any(String) },
      });
    });

    it('pages after the offset of the body', async () => {
      const body = adminReportCoinsResponseSchema.parse(
        (
          await post('/api/admin/reports/tickets/log?page=2&limit=1', {
            usersId: [first.id, second.id],
            ...winter,
            offset: 1,
          })
        ).json(),
      );
      expect(body.meta).toEqual({ count: 3, limit: 1, offset: 2 });
      expect(body.results.map((row) => row.amount)).toEqual([100]);
      expect(body.totalAmount).toBe(140);
    });

    it('answers 400 to an unknown client and to a wrong field name', async () => {
      await expectInvalid(
        await post('/api/admin/reports/tickets/log', { usersId: [999_999_999], ...winter }),
        'usersId',
      );
      await expectInvalid(await post('/api/admin/reports/tickets/log', { userId: [first.id], ...winter }));
    });
  });

  describe('GET /api/admin/reports/licenses/search', () => {
    it('finds a licence by the end of its key, any case, a masked prefix ignored', async () => {
      const suffix = firstLicense.key.slice(-8).toLowerCase();
      const response = await get(`/api/admin/reports/licenses/search?license=${encodeURIComponent(`****${suffix}`)}`);
      const body = adminReportSearchLicenseResponseSchema.parse(response.json());
      expect(body.results.map((row) => row.key)).toContain(firstLicense.key);
      expect(body.results.find((row) => row.key === firstLicense.key)).toMatchObject({
        userId: first.id,
        email: first.email,
        label: 'Alpha',
      });
      expect(body.meta).toEqual({ count: body.results.length, limit: 100, offset: 0 });
      const none = adminReportSearchLicenseResponseSchema.parse(
        (await get('/api/admin/reports/licenses/search?license=%25%25%25%25%25%25')).json(),
      );
      expect(none.results).toEqual([]);
    });

    it.each(['license=ABCDE', 'license=**ABCDE', '', 'license=ABCDEF&page=1'])('answers 400 to ?%s', async (query) => {
      await expectInvalid(await get(`/api/admin/reports/licenses/search?${query}`));
    });
  });

  describe('GET /api/admin/reports/consumptions (wallet statement)', () => {
    const statement = (userId: number, query = '') =>
      get(
        `/api/admin/reports/consumptions?userId=${userId}&startAt=${winter.startAt}&endAt=${winter.endAt}${query}`,
        colaborador,
      );

    it('answers the rides of every licence of the client with the totals of the range', async () => {
      const body = adminReportWalletStatementResponseSchema.parse((await statement(first.id, '&limit=2')).json());
      expect(body.meta).toEqual({ count: 5, limit: 2, offset: 0 });
      expect(body.results.map((row) => row.licenseKey)).toEqual([firstOther.key, firstLicense.key]);
      expect(body.results[0]).toMatchObject({ consumedAt: '2026-02-20T10:00:00.000Z', label: 'Beta', creditsAdded: 7 });
      expect(body).toMatchObject({
        totalCreditsAdded: 47,
        totalCreditsKeyboard: 0,
        totalCreditsExpired: 0,
        totalCustomersAmount: 20,
      });
      const last = adminReportWalletStatementResponseSchema.parse(
        (await statement(first.id, '&page=3&limit=2')).json(),
      );
      expect(last.results.map((row) => row.licenseKey)).toEqual([revoked.key]);
    });

    it('answers an empty statement for a client without licences', async () => {
      const lonely = await createClient(handle);
      const body = adminReportWalletStatementResponseSchema.parse((await statement(lonely.id)).json());
      expect(body.results).toEqual([]);
      expect(body.meta).toEqual({ count: 0, limit: 5000, offset: 0 });
    });

    it('answers 400 to an unknown client, a missing end, a reversed range and an out-of-range page', async () => {
      await expectInvalid(await statement(999_999_999), 'userId');
      await expectInvalid(await get(`/api/admin/reports/consumptions?userId=${first.id}&startAt=${winter.startAt}`));
      await expectInvalid(
        await get(`/api/admin/reports/consumptions?userId=${first.id}&startAt=${winter.endAt}&endAt=${winter.startAt}`),
        'endAt',
      );
      await expectInvalid(await statement(first.id, '&page=0'), 'page');
      await expectInvalid(await statement(first.id, '&limit=5001'), 'limit');
    });
  });

  it('refuses anonymous callers and clients on every report', async () => {
    const client = await sessionOf(app, 'client@example.com');
    const anonymous = await call(app, 'POST', '/api/admin/reports/orbitcoins/salesmonth', {
      payload: { countries: [iceland], ...winter },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await get('/api/admin/reports/users', client)).statusCode).toBe(403);
    const records = await handle.db.select({ id: walletRecords.id }).from(walletRecords);
    await post('/api/admin/reports/tickets/log', { usersId: 'all', ...winter });
    expect(await handle.db.select({ id: walletRecords.id }).from(walletRecords)).toHaveLength(records.length);
  });
});
