import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { csvNeutralise } from '@orbit/domain';
import type { DatabaseHandle } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { addRide, addWalletRecord, call, createLicense, sessionOf } from '../../test-support/fixtures.ts';
import { createTestApp, createTestClock } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

/** Iceland: no demo client lives there, so its reports hold only what this file adds. */
const iceland = 352;
const winter = { startAt: '2026-01-01T00:00:00.000Z', endAt: '2026-03-01T00:00:00.000Z' };
/** Names a client can sign up with that a spreadsheet would run, split on `;` or on a line break. */
const nastyNames = ['abc;=1+1;x', '-2+3', '@SUM(A1)', '"q";=x', "first line\n=cmd|' /C calc'!A0", 'a,+1;-2\r\n@x'];
/** A cell a spreadsheet would run as a formula or a command. */
const formulaStart = /^[=+\-@\t\r]/;
/** A cell the exports wrote as a number, which may be negative. */
const numberCell = /^-?\d+(\.\d+)?$/;

/**
 * The cells of a CSV as spreadsheets may read it: split on commas, or on semicolons as they do in pt, es, fr and it,
 * with quotes respected, or with every separator splitting (quotes in the middle of a cell do not hold there).
 */
function readings(csv: string): Record<string, string[]> {
  const cells = (config: Papa.ParseConfig) => Papa.parse<string[]>(csv, config).data.flat();
  return {
    comma: cells({ delimiter: ',', newline: '\r\n' }),
    semicolon: cells({ delimiter: ';', newline: '\r\n' }),
    semicolonLineFeed: cells({ delimiter: ';', newline: '\n' }),
    semicolonNoQuotes: cells({ delimiter: ';', newline: '\n', quoteChar: '\u0000' }),
    commaNoQuotes: cells({ delimiter: ',', newline: '\n', quoteChar: '\u0000' }),
  };
}

describe.each(testDatabaseKinds)('CSV exports opened as a spreadsheet would on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let staff: string;
  let clientIds: number[];
  let licenseKeys: string[];

  beforeAll(async () => {
    handle = await kind.open();
    app = await createTestApp(handle, { clock: createTestClock() });
    staff = await sessionOf(app, 'colaborador@example.com');
    clientIds = [];
    licenseKeys = [];
    for (const [index, name] of nastyNames.entries()) {
      const email = `nasty.${index}@example.com`;
      const signUp = await call(app, 'POST', '/api/sign-up', {
        payload: { name, email, countryId: iceland, password: 'Sup3r-Secret', timezone: 'Atlantic/Reykjavik' },
      });
      expect(signUp.statusCode).toBe(200);
      const [user] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!user) throw new Error(`No account for ${email}`);
      clientIds.push(user.id);
      const license = await createLicense(handle, user.id, { label: nastyNames.at(-1 - index) ?? name });
      licenseKeys.push(license.key);
      await addRide(handle, license.id, { consumedAt: '2026-02-10T02:30:00Z', customers: 2, charged: 3 });
      await addWalletRecord(handle, user.id, 100, '2026-01-10T10:00:00Z');
      await addWalletRecord(handle, user.id, -10, '2026-02-06T10:00:00Z');
    }
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  /** Every CSV export these clients appear in, by report. */
  async function exportsByReport(): Promise<Record<string, string>> {
    const read = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
      const response = await call(app, method, url, { cookie: staff, payload });
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    return {
      coins: await read('POST', '/api/admin/reports/tickets/log/csv', { usersId: clientIds, ...winter, offset: 0 }),
      rides: await read('POST', '/api/admin/reports/consumptions/csv', {
        id: clientIds,
        licensesKey: licenseKeys,
        ...winter,
      }),
      walletStatement: await read(
        'GET',
        `/api/admin/reports/consumptions/csv?userId=${clientIds[0]}&startAt=${winter.startAt}&endAt=${winter.endAt}`,
      ),
      byDay: await read('POST', '/api/admin/reports/consumptions/byday/csv', {
        userId: clientIds,
        licensesKey: licenseKeys,
        ...winter,
        timezone: 'Europe/Lisbon',
      }),
      licensesByLocation: await read('POST', '/api/admin/reports/licenses/active/location/csv', {
        countries: [iceland],
        ...winter,
      }),
    };
  }

  it('gives no cell a spreadsheet would run, split on commas or on semicolons', async () => {
    for (const [report, csv] of Object.entries(await exportsByReport())) {
      for (const [reading, cells] of Object.entries(readings(csv))) {
        const running = cells.filter((cell) => formulaStart.test(cell) && !numberCell.test(cell));
        expect({ report, reading, running }).toEqual({ report, reading, running: [] });
      }
    }
  });

  it('keeps every name and label whole in its quoted cell, neutralised, when split on commas', async () => {
    const { coins, rides } = await exportsByReport();
    const records = (csv: string) => Papa.parse<string[]>(csv, { delimiter: ',', newline: '\r\n' }).data;
    const names = records(coins ?? '').map((record) => record[2]);
    for (const name of nastyNames) expect(names).toContain(csvNeutralise(name));
    expect(records(coins ?? '').map((record) => record[6])).toContain('-10');
    const labels = records(rides ?? '').map((record) => record[4]);
    for (const label of nastyNames) expect(labels).toContain(csvNeutralise(label));
  });
});
