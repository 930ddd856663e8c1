import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  clientLicenseSchema,
  consumptionListSchema,
  currentUserSchema,
  errorMessages,
  errorResponseSchema,
  licenseActivationsResponseSchema,
} from '@orbit/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { licenses, scenarios } from '../../db/schema.ts';
import { addRide, call, createClient, createLicense, sessionOf } from '../../test-support/fixtures.ts';
import type { TestLicense } from '../../test-support/fixtures.ts';
import { createTestApp, getMe } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

const consumptionsUrl = (key: string, query: Record<string, string>) =>
  `/api/licenses/${encodeURIComponent(key)}/consumptions?${new URLSearchParams(query)}`;

describe.each(testDatabaseKinds)('client licence routes on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let clientCookie: string;
  let adminCookie: string;
  /** A licence of client@example.com, which the other clients must not reach. */
  let demoLicense: { key: string; notes: string };

  beforeAll(async () => {
    handle = await kind.open();
    app = await createTestApp(handle);
    clientCookie = await sessionOf(app, 'client@example.com');
    adminCookie = await sessionOf(app, 'admin@example.com');
    const [row] = await handle.db.select().from(licenses).where(eq(licenses.label, 'Parque Aventura 1'));
    demoLicense = { key: row?.key ?? '', notes: row?.notes ?? '' };
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  describe('GET /api/licenses/activations', () => {
    it("answers the client's own licences with the scenarios they hold, and /api/me lists the same", async () => {
      const response = await call(app, 'GET', '/api/licenses/activations', { cookie: clientCookie });
      expect(response.statusCode).toBe(200);
      const body = licenseActivationsResponseSchema.parse(response.json());
      expect(body.meta).toEqual({ count: 6, limit: 2000, offset: 0 });
      expect(body.results.map((license) => license.label)).toContain('Parque Aventura 1');
      expect(body.results.every((license) => license.userId === 4)).toBe(true);
      const me = currentUserSchema.parse((await getMe(app, clientCookie)).json());
      expect(me.licenses.map((license) => license.key)).toEqual(body.results.map((license) => license.key));
    });

    it('pages with limit and offset', async () => {
      const response = await call(app, 'GET', '/api/licenses/activations?limit=2&offset=4', { cookie: clientCookie });
      const body = licenseActivationsResponseSchema.parse(response.json());
      expect(body.results).toHaveLength(2);
      expect(body.meta).toEqual({ count: 6, limit: 2, offset: 4 });
    });

    it('answers staff their own licences, which are none (ADR 0008)', async () => {
      const response = await call(app, 'GET', '/api/licenses/activations', { cookie: adminCookie });
      expect(licenseActivationsResponseSchema.parse(response.json()).results).toEqual([]);
    });

    it.each([
      ['a limit of 0', 'limit=0', 'limit'],
      ['a limit over 2000', 'limit=2001', 'limit'],
      ['a negative offset', 'offset=-1', 'offset'],
      ['a word for a number', 'limit=ten', 'limit'],
      ['an unknown parameter', 'page=1', 'page'],
    ])('answers 400 naming the field for %s', async (_case, query, field) => {
      const response = await call(app, 'GET', `/api/licenses/activations?${query}`, { cookie: clientCookie });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(errorResponseSchema.parse(response.json()).errors ?? {})).toEqual([field]);
    });

    it('answers 401 without a session', async () => {
      expect((await call(app, 'GET', '/api/licenses/activations')).statusCode).toBe(401);
    });
  });

  describe('GET /api/licenses/:key/consumptions', () => {
    let owner: { id: number; cookie: string };
    let license: TestLicense;
    let scenarioTime: number;

    beforeAll(async () => {
      const client = await createClient(handle, { timezone: 'America/Sao_Paulo' });
      owner = { id: client.id, cookie: await sessionOf(app, client.email) };
      license = await createLicense(handle, client.id);
      const [scenario] = await handle.db.select().from(scenarios).where(eq(scenarios.id, 1));
      scenarioTime = scenario?.timeSeconds ?? 0;
      // Sunday 1 March 2026, 23:30 in São Paulo (UTC-3) is already Monday 02:30 in UTC.
      await addRide(handle, license.id, {
        consumedAt: '2026-03-02T02:30:00Z',
        customers: 3,
        durationSeconds: 45,
        creditsAdded: 30,
      });
      // Saturday 28 February, 22:00 local: February there, March in UTC.
      await addRide(handle, license.id, {
        consumedAt: '2026-03-01T01:00:00Z',
        customers: 2,
        durationSeconds: scenarioTime * 2,
      });
      await addRide(handle, license.id, { consumedAt: '2026-02-24T15:00:00Z', customers: 1, durationSeconds: 120 });
      await addRide(handle, license.id, { consumedAt: '2026-02-17T15:00:00Z', customers: 4 });
      await addRide(handle, license.id, { consumedAt: '2026-01-10T15:00:00Z', customers: 5 });
    });

    const get = (query: Record<string, string>, key = license.key, cookie = owner.cookie) =>
      call(app, 'GET', consumptionsUrl(key, query), { cookie });

    it('counts a ride at 23:30 local on a Sunday in that ISO week, not the next', async () => {
      const week = consumptionListSchema.parse(
        (
          await get({ referenceStartDate: '2026-02-25T12:00:00Z', rangeKind: 'isoWeek', timezone: 'America/Sao_Paulo' })
        ).json(),
      );
      expect(week.range).toEqual({ startAt: '2026-02-23T03:00:00.000Z', endAt: '2026-03-02T03:00:00.000Z' });
      expect(week.results.map((ride) => ride.consumedAt)).toEqual([
        '2026-03-02T02:30:00.000Z',
        '2026-03-01T01:00:00.000Z',
        '2026-02-24T15:00:00.000Z',
      ]);
      expect(week.customersAmount).toBe(6);
      expect(week.previousCustomersAmount).toBe(4);
      expect(week.totalCustomersAmount).toBe(15);

      const nextWeek = consumptionListSchema.parse(
        (
          await get({ referenceStartDate: '2026-03-02T12:00:00Z', rangeKind: 'isoWeek', timezone: 'America/Sao_Paulo' })
        ).json(),
      );
      expect(nextWeek.results).toEqual([]);
      expect(nextWeek.previousCustomersAmount).toBe(6);
    });

    it("uses the user's own time zone when none is given, and another zone moves the ride", async () => {
      const local = consumptionListSchema.parse(
        (await get({ referenceStartDate: '2026-03-01T15:00:00Z', rangeKind: 'day' })).json(),
      );
      expect(local.range).toEqual({ startAt: '2026-03-01T03:00:00.000Z', endAt: '2026-03-02T03:00:00.000Z' });
      expect(local.results.map((ride) => ride.customersAmount)).toEqual([3]);

      const utc = consumptionListSchema.parse(
        (await get({ referenceStartDate: '2026-03-01T15:00:00Z', rangeKind: 'day', timezone: 'UTC' })).json(),
      );
      expect(utc.results.map((ride) => ride.customersAmount)).toEqual([2]);
    });

    it('puts a month in the local calendar and ignores referenceEndDate when rangeKind is set', async () => {
      const february = consumptionListSchema.parse(
        (
          await get({
            referenceStartDate: '2026-02-10T12:00:00Z',
            referenceEndDate: '2026-02-11T00:00:00Z',
            rangeKind: 'month',
          })
        ).json(),
      );
      expect(february.range).toEqual({ startAt: '2026-02-01T03:00:00.000Z', endAt: '2026-03-01T03:00:00.000Z' });
      expect(february.customersAmount).toBe(7);
      expect(february.previousCustomersAmount).toBe(5);
    });

    it('gives days their true length across a change of daylight saving time', async () => {
      const response = await get({
        referenceStartDate: '2026-03-29T12:00:00Z',
        rangeKind: 'day',
        timezone: 'Europe/Lisbon',
      });
      const { range } = consumptionListSchema.parse(response.json());
      expect(Date.parse(range.endAt) - Date.parse(range.startAt)).toBe(23 * 3_600_000);
    });

    it('reads a given range with its totals, pages, status and percentage of the ride', async () => {
      const body = consumptionListSchema.parse(
        (
          await get({
            referenceStartDate: '2026-02-01T00:00:00Z',
            referenceEndDate: '2026-03-03T00:00:00Z',
            limit: '2',
            offset: '1',
          })
        ).json(),
      );
      expect(body.meta).toEqual({ count: 4, limit: 2, offset: 1 });
      expect(body.customersAmount).toBe(10);
      expect(body.totalCreditsAdded).toBe(30 + 10 + 10 + 10);
      expect(body.results[0]).toMatchObject({
        consumedAt: '2026-03-01T01:00:00.000Z',
        licenseKey: license.key,
        label: license.label,
        time: scenarioTime,
        percentage: 100,
        status: 'completed',
        scenarioId: 1,
        scenarioTitles: { en: expect.any(String), pt: expect.any(String) },
      });
      const first = consumptionListSchema.parse(
        (await get({ referenceStartDate: '2026-03-02T00:00:00Z', referenceEndDate: '2026-03-03T00:00:00Z' })).json(),
      );
      expect(first.results[0]).toMatchObject({ durationInSeconds: 45, status: 'incomplete' });
    });

    it("answers 404 for another client's key, exactly as for a key that does not exist", async () => {
      const query = { referenceStartDate: '2026-02-01T00:00:00Z', rangeKind: 'month' };
      const foreign = await get(query, demoLicense.key);
      const unknown = await get(query, 'NO-SUCH-KEY');
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ message: errorMessages.notFound });
      expect(unknown.json()).toEqual(foreign.json());
    });

    it.each([
      ['no reference date', { rangeKind: 'day' }, 'referenceStartDate'],
      ['no end date and no range kind', { referenceStartDate: '2026-02-01T00:00:00Z' }, 'referenceEndDate'],
      [
        'an end before the start',
        { referenceStartDate: '2026-02-02T00:00:00Z', referenceEndDate: '2026-02-01T00:00:00Z' },
        'referenceEndDate',
      ],
      ['a date without an offset', { referenceStartDate: '2026-02-01 10:00', rangeKind: 'day' }, 'referenceStartDate'],
      [
        'a date in the year 0',
        { referenceStartDate: '0000-01-01T00:00:00Z', rangeKind: 'month' },
        'referenceStartDate',
      ],
      ['an unknown range kind', { referenceStartDate: '2026-02-01T00:00:00Z', rangeKind: 'year' }, 'rangeKind'],
      [
        'an unknown time zone',
        { referenceStartDate: '2026-02-01T00:00:00Z', rangeKind: 'day', timezone: 'Mars/Olympus' },
        'timezone',
      ],
      [
        'an offset for a time zone',
        { referenceStartDate: '2026-02-01T00:00:00Z', rangeKind: 'day', timezone: '+03:00' },
        'timezone',
      ],
      ['a limit over 5000', { referenceStartDate: '2026-02-01T00:00:00Z', rangeKind: 'day', limit: '5001' }, 'limit'],
    ])('answers 400 naming the field for %s', async (_case, query, field) => {
      const response = await get(query);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(errorResponseSchema.parse(response.json()).errors ?? {})).toEqual([field]);
    });
  });

  describe('PATCH /api/licenses/:key/notes', () => {
    it('changes the notes of an own licence and answers the licence', async () => {
      const client = await createClient(handle);
      const license = await createLicense(handle, client.id);
      const cookie = await sessionOf(app, client.email);
      const notes = 'n'.repeat(150);
      const response = await call(app, 'PATCH', `/api/licenses/${license.key}/notes`, { cookie, payload: { notes } });
      expect(response.statusCode).toBe(200);
      expect(clientLicenseSchema.parse(response.json())).toMatchObject({ key: license.key, notes });
      const [row] = await handle.db.select().from(licenses).where(eq(licenses.id, license.id));
      expect(row?.notes).toBe(notes);
    });

    it.each([
      ['notes over 150 characters', { notes: 'n'.repeat(151) }, 'notes'],
      ['no notes', {}, 'notes'],
      ['notes that are not text', { notes: 42 }, 'notes'],
      ['an extra field', { notes: 'ok', label: 'new label' }, 'label'],
    ])('answers 400 for %s and changes nothing', async (_case, payload, field) => {
      const response = await call(app, 'PATCH', `/api/licenses/${demoLicense.key}/notes`, {
        cookie: clientCookie,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(errorResponseSchema.parse(response.json()).errors ?? {})).toEqual([field]);
      const [row] = await handle.db.select().from(licenses).where(eq(licenses.key, demoLicense.key));
      expect(row?.notes).toBe(demoLicense.notes);
    });

    it("answers 404 for another client's licence and leaves its notes alone", async () => {
      const stranger = await createClient(handle);
      const cookie = await sessionOf(app, stranger.email);
      const response = await call(app, 'PATCH', `/api/licenses/${demoLicense.key}/notes`, {
        cookie,
        payload: { notes: 'mine now' },
      });
      expect(response.statusCode).toBe(404);
      const [row] = await handle.db.select().from(licenses).where(eq(licenses.key, demoLicense.key));
      expect(row?.notes).toBe(demoLicense.notes);
    });
  });

  describe('POST /api/licenses/wallet/consumptions', () => {
    let owner: { cookie: string };
    let first: TestLicense;

    beforeAll(async () => {
      const client = await createClient(handle);
      owner = { cookie: await sessionOf(app, client.email) };
      first = await createLicense(handle, client.id);
      const second = await createLicense(handle, client.id);
      await addRide(handle, first.id, { consumedAt: '2026-02-10T10:00:00Z', customers: 2 });
      await addRide(handle, second.id, { consumedAt: '2026-02-11T10:00:00Z', customers: 3 });
      await addRide(handle, second.id, { consumedAt: '2026-01-11T10:00:00Z', customers: 4 });
    });

    const post = (payload: unknown, cookie = owner.cookie) =>
      call(app, 'POST', '/api/licenses/wallet/consumptions', { cookie, payload });

    it('answers the rides of every own licence in the range, with a page of 5000 by default', async () => {
      const body = consumptionListSchema.parse(
        (await post({ startAt: '2026-02-01T00:00:00Z', endAt: '2026-03-01T00:00:00Z' })).json(),
      );
      expect(body.meta).toEqual({ count: 2, limit: 5000, offset: 0 });
      expect(body.customersAmount).toBe(5);
      expect(body.previousCustomersAmount).toBe(4);
      expect(body.totalCustomersAmount).toBe(9);
    });

    it('narrows to one licence by key', async () => {
      const body = consumptionListSchema.parse(
        (await post({ licenseKey: first.key, startAt: '2026-02-01T00:00:00Z', endAt: '2026-03-01T00:00:00Z' })).json(),
      );
      expect(body.results.map((ride) => ride.licenseKey)).toEqual([first.key]);
      expect(body.totalCustomersAmount).toBe(2);
    });

    it("answers 404 for another client's licence key", async () => {
      const response = await post({
        licenseKey: demoLicense.key,
        startAt: '2026-02-01T00:00:00Z',
        endAt: '2026-03-01T00:00:00Z',
      });
      expect(response.statusCode).toBe(404);
    });

    it('answers an empty list to a user without licences', async () => {
      const body = consumptionListSchema.parse(
        (await post({ startAt: '2026-02-01T00:00:00Z', endAt: '2026-03-01T00:00:00Z' }, adminCookie)).json(),
      );
      expect(body).toMatchObject({ results: [], meta: { count: 0 }, totalCustomersAmount: 0 });
    });

    it.each([
      ['no start', { endAt: '2026-03-01T00:00:00Z' }, 'startAt'],
      ['an end before the start', { startAt: '2026-03-01T00:00:00Z', endAt: '2026-02-01T00:00:00Z' }, 'endAt'],
      ['a limit over 5000', { startAt: '2026-02-01T00:00:00Z', endAt: '2026-03-01T00:00:00Z', limit: 5001 }, 'limit'],
      ['a limit as text', { startAt: '2026-02-01T00:00:00Z', endAt: '2026-03-01T00:00:00Z', limit: '10' }, 'limit'],
      ['an extra field', { startAt: '2026-02-01T00:00:00Z', endAt: '2026-03-01T00:00:00Z', userId: 4 }, 'userId'],
    ])('answers 400 for %s', async (_case, payload, field) => {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(errorResponseSchema.parse(response.json()).errors ?? {})).toEqual([field]);
    });

    it('refuses a cross-site request', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/licenses/wallet/consumptions',
        headers: { 'sec-fetch-site': 'cross-site' },
        payload: { startAt: '2026-02-01T00:00:00Z', endAt: '2026-03-01T00:00:00Z' },
      });
      expect(response.statusCode).toBe(403);
    });
  });
});
