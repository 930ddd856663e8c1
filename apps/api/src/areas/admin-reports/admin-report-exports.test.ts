import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  adminReportLicensesByLocationResponseSchema,
  adminReportSalesByMonthResponseSchema,
  adminReportConsumptionByDayResponseSchema,
  adminReportConsumptionByMonthResponseSchema,
  adminReportRidesResponseSchema,
  adminReportCsvColumns,
  adminReportWalletStatementResponseSchema,
  adminReportCoinsResponseSchema,
  errorResponseSchema,
} from '@orbit/contract';
import type { AdminReportCsvName } from '@orbit/contract';
import { csvRecordEnd, csvRow } from '@orbit/domain';
import type { DatabaseHandle } from '../../db/client.ts';
import { licenses, users } from '../../db/schema.ts';
import { addRide, addWalletRecord, call, createClient, createLicense, sessionOf } from '../../test-support/fixtures.ts';
import type { TestClient } from '../../test-support/fixtures.ts';
import { createTestApp, createTestClock } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

/** Iceland: no demo client lives there, so its reports hold only what this file adds. */
const iceland = 352;
const brazil = 76;
const demoClient = 4;
const year = { startAt: '2025-03-01T00:00:00.000Z', endAt: '2026-03-02T12:00:00.000Z' };
const winter = { startAt: '2026-01-01T00:00:00.000Z', endAt: '2026-03-01T00:00:00.000Z' };
/** Text that spreadsheets would run, and text that needs quotes. */
const hostileName = '=HYPERLINK("http://evil.example","click")';
const hostileLabel = '+1, "quoted"\nsecond line';

type Cell = string | number | null;

/** The CSV text the export must answer: the header row, then one record per JSON row, each ending in CRLF. */
function expectedCsv(name: AdminReportCsvName, rows: readonly Cell[][]): string {
  return [adminReportCsvColumns[name], ...rows].map((cells) => `${csvRow(cells)}${csvRecordEnd}`).join('');
}

describe.each(testDatabaseKinds)('CSV exports of the reports on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let admin: string;
  let hostile: TestClient;
  let hostileKey: string;

  beforeAll(async () => {
    handle = await kind.open();
    app = await createTestApp(handle, { clock: createTestClock() });
    admin = await sessionOf(app, 'colaborador@example.com');
    hostile = await createClient(handle, { countryId: iceland, timezone: 'Atlantic/Reykjavik' });
    await handle.db.update(users).set({ name: hostileName }).where(eq(users.id, hostile.id));
    const license = await createLicense(handle, hostile.id, { label: hostileLabel });
    hostileKey = license.key;
    await handle.db.update(licenses).set({ label: hostileLabel }).where(eq(licenses.id, license.id));
    await addRide(handle, license.id, { consumedAt: '2026-02-10T02:30:00Z', customers: 3, charged: 4 });
    await addRide(handle, license.id, { consumedAt: '2026-02-10T02:30:00Z', customers: 1, durationSeconds: 45 });
    await addRide(handle, license.id, { consumedAt: '2026-01-31T23:59:59Z', customers: 2 });
    await addWalletRecord(handle, hostile.id, 100, '2026-01-10T10:00:00Z');
    await addWalletRecord(handle, hostile.id, -10, '2026-02-06T10:00:00Z');
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const post = (url: string, payload: unknown) => call(app, 'POST', url, { cookie: admin, payload });
  const get = (url: string) => call(app, 'GET', url, { cookie: admin });

  /** Every row of a paged JSON report, read page by page. */
  async function allPages<Row>(read: (page: number) => Promise<{ results: Row[]; meta: { count: number } }>) {
    const rows: Row[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await read(page);
      rows.push(...answer.results);
      if (answer.results.length === 0 || rows.length >= answer.meta.count) return { rows, count: answer.meta.count };
    }
  }

  function expectCsvHeaders(response: Awaited<ReturnType<typeof call>>, fileName: string, total: number) {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(response.headers['x-total-count']).toBe(String(total));
  }

  async function demoLicenseKeys(userId: number) {
    const rows = await handle.db.select({ key: licenses.key }).from(licenses).where(eq(licenses.userId, userId));
    return rows.map((row) => row.key);
  }

  it('streams the rides report: every ride of the JSON pages, in their order, scenario titles in the asked language', async () => {
    const body = { id: [demoClient], licensesKey: await demoLicenseKeys(demoClient), ...year };
    const { rows, count } = await allPages(async (page) =>
      adminReportRidesResponseSchema.parse(
        (await post(`/api/admin/reports/consumptions?page=${page}&limit=100`, body)).json(),
      ),
    );
    expect(count).toBeGreaterThan(200);
    for (const lang of ['en', 'pt'] as const) {
      const response = await post(`/api/admin/reports/consumptions/csv?lang=${lang}`, body);
      expectCsvHeaders(response, 'rides-2026-03-02.csv', count);
      expect(response.body).toBe(
        expectedCsv(
          'rides',
          rows.map((ride) => [
            ride.id,
            ride.consumedAt,
            ride.syncedAt,
            ride.licenseKey,
            ride.label,
            ride.scenarioId,
            ride.scenarioTitles[lang] ?? null,
            ride.durationInSeconds,
            ride.time,
            ride.percentage,
            ride.status,
            ride.customersAmount,
            ride.chargedAmount,
            ride.rideCost,
            ride.creditsAdded,
            ride.creditsAddOnKeyboard,
            ride.creditsExpired,
            ride.discountUsed,
          ]),
        ),
      );
    }
  });

  it('resumes after the rows already received, header first', async () => {
    const body = { id: [demoClient], licensesKey: await demoLicenseKeys(demoClient), ...year };
    const whole = (await post('/api/admin/reports/consumptions/csv', body)).body.split(csvRecordEnd);
    const resumed = await post('/api/admin/reports/consumptions/csv?skip=150', body);
    expect(resumed.headers['x-total-count']).toBe(String(whole.length - 2));
    expect(resumed.body.split(csvRecordEnd)).toEqual([whole[0], ...whole.slice(151)]);
    const past = await post('/api/admin/reports/consumptions/csv?skip=1000000', body);
    expect(past.body).toBe(`${csvRow(adminReportCsvColumns.rides)}${csvRecordEnd}`);
  });

  it('neutralises text a spreadsheet would run and quotes what needs quotes', async () => {
    const response = await post('/api/admin/reports/consumptions/byday/csv', {
      userId: [hostile.id],
      licensesKey: [hostileKey],
      ...winter,
      timezone: 'America/Sao_Paulo',
    });
    const records = response.body.split(csvRecordEnd);
    expect(records[1]).toContain(`,"'+1, ""quoted""\nsecond line","2026-01-31",`);
    // The rides export and the statement (one COPY on PostgreSQL, steps on PGlite) write the same cell.
    const rides = await post('/api/admin/reports/consumptions/csv', {
      id: [hostile.id],
      licensesKey: [hostileKey],
      ...winter,
    });
    expect(rides.body.split(csvRecordEnd)[1]).toContain(`,"'+1, ""quoted""\nsecond line",`);
    const statement = await get(
      `/api/admin/reports/consumptions/csv?userId=${hostile.id}&startAt=${encodeURIComponent(winter.startAt)}&endAt=${encodeURIComponent(winter.endAt)}`,
    );
    expect(statement.body.split(csvRecordEnd)[1]).toContain(`,"'+1, ""quoted""\nsecond line",`);
    const log = await post('/api/admin/reports/tickets/log/csv', { usersId: [hostile.id], ...winter });
    expect(log.body).toContain(`,"'=HYPERLINK(""http://evil.example"",""click"")",`);
    expect(log.body).toContain(',-10,');
  });

  it('streams the wallet statement of a client', async () => {
    const query = `userId=${demoClient}&startAt=${year.startAt}&endAt=${year.endAt}`;
    const { rows, count } = await allPages(async (page) =>
      adminReportWalletStatementResponseSchema.parse(
        (await get(`/api/admin/reports/consumptions?${query}&page=${page}&limit=90`)).json(),
      ),
    );
    const response = await get(`/api/admin/reports/consumptions/csv?${query}`);
    expectCsvHeaders(response, 'wallet-statement-2026-03-02.csv', count);
    expect(response.body).toBe(
      expectedCsv(
        'walletStatement',
        rows.map((row) => [
          row.id,
          row.consumedAt,
          row.licenseKey,
          row.label,
          row.customersAmount,
          row.rideCost,
          row.creditsAdded,
          row.creditsAddOnKeyboard,
          row.creditsExpired,
          row.discountUsed,
        ]),
      ),
    );
  });

  it('streams consumption by day in the asked zone, dated in that zone', async () => {
    const body = {
      userId: [demoClient, hostile.id],
      licensesKey: [...(await demoLicenseKeys(demoClient)), hostileKey],
      ...year,
      timezone: 'Asia/Kolkata',
    };
    const { rows, count } = await allPages(async (page) =>
      adminReportConsumptionByDayResponseSchema.parse(
        (await post(`/api/admin/reports/consumptions/byday?page=${page}&limit=400`, body)).json(),
      ),
    );
    const response = await post('/api/admin/reports/consumptions/byday/csv', body);
    expectCsvHeaders(response, 'consumption-by-day-2026-03-02.csv', count);
    expect(response.body).toBe(
      expectedCsv(
        'consumptionByDay',
        rows.map((row) => [
          row.userId,
          row.key,
          row.label,
          row.day,
          row.createdAt,
          row.unlimitedSince,
          row.total_customers_amount,
          row.Laps,
        ]),
      ),
    );
  });

  it('streams the coins log, active licences, consumption by month and sales by month', async () => {
    const logBody = { usersId: [demoClient, hostile.id], ...year, offset: 0 };
    const log = adminReportCoinsResponseSchema.parse((await post('/api/admin/reports/tickets/log', logBody)).json());
    const logCsv = await post('/api/admin/reports/tickets/log/csv', logBody);
    expectCsvHeaders(logCsv, 'coins-2026-03-02.csv', log.meta.count);
    expect(logCsv.body).toBe(
      expectedCsv(
        'coins',
        log.results.map((row) => [
          row.id,
          row.userId,
          row.name,
          row.email,
          row.isoAlpha2,
          row.createdAt,
          row.amount,
          row.issuerUser.id,
          row.issuerUser.name,
        ]),
      ),
    );

    const countries = { countries: [brazil, iceland], ...year };
    const active = adminReportLicensesByLocationResponseSchema.parse(
      (await post('/api/admin/reports/licenses/active/location', countries)).json(),
    );
    const activeCsv = await post('/api/admin/reports/licenses/active/location/csv', countries);
    expectCsvHeaders(activeCsv, 'licenses-by-location-2026-03-02.csv', active.meta.count);
    expect(activeCsv.body).toBe(
      expectedCsv(
        'licensesByLocation',
        active.results.map((row) => [
          row.userId,
          row.name,
          row.email,
          row.isoAlpha3,
          row.license,
          row.label,
          row.unlimitedSince,
          row.lastSynced,
        ]),
      ),
    );

    const monthly = { ...countries, licenseType: 'all', offset: 1, timezone: 'Pacific/Kiritimati' };
    const months = adminReportConsumptionByMonthResponseSchema.parse(
      (await post('/api/admin/reports/consumptions/bymonth', monthly)).json(),
    );
    const monthsCsv = await post('/api/admin/reports/consumptions/bymonth/csv', monthly);
    // 12:00 UTC on 2 March is already 3 March at UTC+14.
    expectCsvHeaders(monthsCsv, 'consumption-by-month-2026-03-03.csv', months.meta.count);
    expect(monthsCsv.body).toBe(
      expectedCsv(
        'consumptionByMonth',
        months.results.map((row) => [row.month, row.startAt, row.total_customers_amount]),
      ),
    );

    const sales = adminReportSalesByMonthResponseSchema.parse(
      (await post('/api/admin/reports/orbitcoins/salesmonth', countries)).json(),
    );
    const salesCsv = await post('/api/admin/reports/orbitcoins/salesmonth/csv', countries);
    expectCsvHeaders(salesCsv, 'sales-by-month-2026-03-02.csv', sales.meta.count);
    expect(salesCsv.body).toBe(
      expectedCsv(
        'salesByMonth',
        sales.results.map((row) => [row.month, row.startAt, row.total_amount]),
      ),
    );
  });

  it('answers 400 in the error shape, before any CSV, to bad filters and bad skips', async () => {
    const refused = [
      await post('/api/admin/reports/consumptions/csv', { id: [demoClient], licensesKey: [hostileKey], ...year }),
      await post('/api/admin/reports/consumptions/csv?skip=-1', {
        id: [demoClient],
        licensesKey: await demoLicenseKeys(demoClient),
        ...year,
      }),
      await post('/api/admin/reports/consumptions/csv?lang=fr', {
        id: [demoClient],
        licensesKey: await demoLicenseKeys(demoClient),
        ...year,
      }),
      await post('/api/admin/reports/consumptions/byday/csv', {
        userId: [hostile.id],
        licensesKey: [hostileKey],
        ...winter,
        timezone: 'Mars/Olympus_Mons',
      }),
      await get(`/api/admin/reports/consumptions/csv?userId=999999999&startAt=${year.startAt}&endAt=${year.endAt}`),
      await get(`/api/admin/reports/consumptions/csv?userId=${demoClient}&startAt=${year.endAt}&endAt=${year.startAt}`),
      await post('/api/admin/reports/orbitcoins/salesmonth/csv?page=2', { countries: [iceland], ...winter }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(errorResponseSchema.parse(response.json()).message).toBeTruthy();
    }
  });
});
