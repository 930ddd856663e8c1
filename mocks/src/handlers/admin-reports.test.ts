import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import {
  adminReportLicensesByLocationResponseSchema,
  adminReportSalesByMonthResponseSchema,
  adminReportConsumptionByDayResponseSchema,
  adminReportConsumptionByMonthResponseSchema,
  adminReportRidesResponseSchema,
  adminReportCsvColumns,
  adminReportSearchLicenseResponseSchema,
  adminReportLicensesResponseSchema,
  adminReportWalletStatementResponseSchema,
  adminReportCoinsResponseSchema,
  adminReportUsersResponseSchema,
  errorResponseSchema,
} from '@orbit/contract';
import { csvRow } from '@orbit/domain';
import { mockUsers } from '../fixtures.ts';
import { mockLicenses, mockNow } from '../fixtures/client-area.ts';
import { adminReportsHandlers } from './admin-reports.ts';

const server = setupServer(...adminReportsHandlers());
const base = 'http://console.test';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

async function call(path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body !== undefined && { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function expectInvalid(path: string, body?: unknown) {
  const answer = await call(path, body);
  expect(answer.status).toBe(400);
  return errorResponseSchema.parse(answer.body);
}

const client = mockUsers.client.id;
const firstKey = mockLicenses[0]?.key ?? '';
/** The six weeks of mock rides end at the mock "now". */
const range = { startAt: '2026-04-01T00:00:00.000Z', endAt: mockNow };
const countries = [76, 250, 620];

describe('admin report mock answers parse with the contract', () => {
  it('answers the clients and their licences', async () => {
    const users = adminReportUsersResponseSchema.parse((await call('/api/admin/reports/users?limit=2')).body);
    expect(users.results).toHaveLength(2);
    expect(users.meta).toEqual({ count: 3, limit: 2, offset: 0 });
    const licenses = adminReportLicensesResponseSchema.parse(
      (await call('/api/admin/reports/licenses', { id: [client] })).body,
    );
    expect(licenses.results.map((license) => license.key).sort()).toEqual(
      mockLicenses.map((license) => license.key).sort(),
    );
    await expectInvalid('/api/admin/reports/licenses', { id: [999] });
    await expectInvalid('/api/admin/reports/users?limit=0');
  });

  it('answers the rides report paged, with totals of the whole range', async () => {
    const body = { id: [client], licensesKey: [firstKey], ...range };
    const page = adminReportRidesResponseSchema.parse(
      (await call('/api/admin/reports/consumptions?page=2&limit=5', body)).body,
    );
    expect(page.results).toHaveLength(5);
    expect(page.meta.offset).toBe(5);
    expect(page.totalRiders).toBe(page.meta.count);
    await expectInvalid('/api/admin/reports/consumptions', { ...body, licensesKey: ['F3LM-8Q2R-6TZV-1HXA'] });
    await expectInvalid('/api/admin/reports/consumptions', { ...body, startAt: range.endAt, endAt: range.startAt });
    await expectInvalid('/api/admin/reports/consumptions?limit=5001', body);
  });

  it('answers the licence, coin and calendar reports', async () => {
    const active = adminReportLicensesByLocationResponseSchema.parse(
      (await call('/api/admin/reports/licenses/active/location', { countries, ...range })).body,
    );
    expect(active.results.map((row) => row.isoAlpha3)).toContain('FRA');
    const log = adminReportCoinsResponseSchema.parse(
      (await call('/api/admin/reports/tickets/log?limit=2', { usersId: [client, 21], ...range, offset: 0 })).body,
    );
    expect(log.results).toHaveLength(2);
    const byDay = adminReportConsumptionByDayResponseSchema.parse(
      (await call('/api/admin/reports/consumptions/byday', { userId: [client], licensesKey: [firstKey], ...range }))
        .body,
    );
    expect(byDay.meta.count).toBe(byDay.results.length);
    const byMonth = adminReportConsumptionByMonthResponseSchema.parse(
      (await call('/api/admin/reports/consumptions/bymonth', { countries, licenseType: 'all', ...range, offset: 0 }))
        .body,
    );
    expect(byMonth.results.map((row) => row.month)).toEqual(['2026-04', '2026-05']);
    const sales = adminReportSalesByMonthResponseSchema.parse(
      (await call('/api/admin/reports/orbitcoins/salesmonth', { countries, ...range })).body,
    );
    expect(sales.results.length).toBeGreaterThan(0);
    await expectInvalid('/api/admin/reports/orbitcoins/salesmonth', { countries: [4], ...range });
  });

  it('searches licences by suffix and answers the wallet statement', async () => {
    const found = adminReportSearchLicenseResponseSchema.parse(
      (await call(`/api/admin/reports/licenses/search?license=${encodeURIComponent(`****${firstKey.slice(-8)}`)}`))
        .body,
    );
    expect(found.results.map((row) => row.key)).toEqual([firstKey]);
    await expectInvalid('/api/admin/reports/licenses/search?license=ABC');
    const statement = adminReportWalletStatementResponseSchema.parse(
      (
        await call(
          `/api/admin/reports/consumptions?userId=${client}&startAt=${range.startAt}&endAt=${range.endAt}&limit=10`,
        )
      ).body,
    );
    expect(statement.results).toHaveLength(10);
    expect(statement.totalCustomersAmount).toBeGreaterThan(0);
    await expectInvalid(`/api/admin/reports/consumptions?userId=999&startAt=${range.startAt}&endAt=${range.endAt}`);
  });

  it('answers the CSV twins with the rows of the JSON reports, the header first and the server headers', async () => {
    const body = { id: [client], licensesKey: [firstKey], ...range };
    const json = adminReportRidesResponseSchema.parse((await call('/api/admin/reports/consumptions', body)).body);
    const response = await fetch(`${base}/api/admin/reports/consumptions/csv?skip=2`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="rides-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('x-total-count')).toBe(String(json.meta.count));
    const records = (await response.text()).split('\r\n');
    expect(records[0]).toBe(csvRow(adminReportCsvColumns.rides));
    expect(records).toHaveLength(json.meta.count - 2 + 2);
    expect(records[1]?.startsWith(`${json.results[2]?.id},"${json.results[2]?.consumedAt}",`)).toBe(true);

    const statement = await fetch(
      `${base}/api/admin/reports/consumptions/csv?userId=${client}&startAt=${range.startAt}&endAt=${range.endAt}`,
    );
    expect((await statement.text()).split('\r\n')[0]).toBe(csvRow(adminReportCsvColumns.walletStatement));
    for (const [path, payload] of [
      ['/api/admin/reports/licenses/active/location/csv', { countries, ...range }],
      ['/api/admin/reports/tickets/log/csv', { usersId: [client, 21], ...range, offset: 0 }],
      ['/api/admin/reports/consumptions/byday/csv', { userId: [client], licensesKey: [firstKey], ...range }],
      ['/api/admin/reports/consumptions/bymonth/csv', { countries, licenseType: 'all', ...range, offset: 0 }],
      ['/api/admin/reports/orbitcoins/salesmonth/csv', { countries, ...range }],
    ] as const) {
      const answer = await fetch(`${base}${path}`, { method: 'POST', body: JSON.stringify(payload) });
      expect(answer.status, path).toBe(200);
      expect(Number(answer.headers.get('x-total-count')), path).toBeGreaterThan(0);
    }
    await expectInvalid('/api/admin/reports/consumptions/csv?skip=-1', body);
    await expectInvalid('/api/admin/reports/orbitcoins/salesmonth/csv', { countries: [4], ...range });
  });
});
