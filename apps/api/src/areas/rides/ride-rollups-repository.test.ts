import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';
import { adminReportsRepository } from '../admin-reports/index.ts';
import type { DateRange } from '../../shared/calendar-repository.ts';
import { licensesIn, rideRollupsRepository } from './ride-rollups-repository.ts';
import { ridesRepository } from './rides-repository.ts';
import { walletRepository } from '../wallet/index.ts';

/**
 * The reports read from the rollups (ADR 0028) answer exactly what the raw rides say: for ranges that start and end
 * at any instant, across a change to summer time, in zones with rollups and without, on every page.
 */

const range = (startAt: string, endAt: string): DateRange => ({ startAt: new Date(startAt), endAt: new Date(endAt) });

const ranges: Record<string, DateRange> = {
  // Lisbon moved to summer time on 2025-03-30; the range starts and ends in the middle of days.
  'around a change to summer time': range('2025-03-27T13:17:00Z', '2025-04-02T05:00:00Z'),
  'many months, cut mid-day': range('2025-01-15T10:00:00Z', '2026-02-20T17:30:00Z'),
  'inside one day': range('2025-06-10T11:00:00Z', '2025-06-10T19:00:00Z'),
  'whole local months of Lisbon': range('2025-09-30T23:00:00Z', '2026-01-01T00:00:00Z'),
  'everything seeded': range('2020-01-01T00:00:00Z', '2026-04-01T00:00:00Z'),
};
const zones = ['Europe/Lisbon', 'UTC', 'America/Sao_Paulo', 'Asia/Tokyo'];

describe.each(testDatabaseKinds)('reports from the ride rollups on $name', (kind) => {
  let handle: DatabaseHandle;
  let db: DatabaseHandle['db'];
  let licenseIds: number[];

  beforeAll(async () => {
    handle = await kind.open();
    db = handle.db;
    // Late and corrected rides first, so the rollups have followed writes, not only the seed.
    await db.execute(sql`insert into rides (license_id, scenario_id, consumed_at, synced_at, duration_seconds,
                           customers_amount, charged_amount, ride_cost, credits_added, credits_add_on_keyboard,
                           credits_expired, discount_used)
                         select (select min(license_id) from rides), (select min(scenario_id) from rides), at,
                                at + interval '2 days', 300, 2, 4, 2, 4, 0, 0, 0
                         from generate_series('2025-03-29T20:00:00Z'::timestamptz, '2025-03-31T04:00:00Z', interval '30 minutes') as at`);
    await db.execute(sql`update rides set customers_amount = customers_amount + 1 where id % 7 = 0`);
    await db.execute(sql`delete from rides where id % 11 = 0`);
    licenseIds = (await selectRows<{ id: number }>(db, sql`select id from licenses order by id`)).map((row) =>
      Number(row.id),
    );
  });
  afterAll(async () => {
    await handle.close();
  });

  /** Every sum of the raw rides where `where` holds, as text. */
  async function rawSums(where: SQL) {
    const [row] = await selectRows<Record<string, string>>(
      db,
      sql`select count(*)::text as rides, coalesce(sum(customers_amount), 0)::text as customers,
                 coalesce(sum(charged_amount), 0)::text as charged, coalesce(sum(credits_added), 0)::text as "creditsAdded",
                 coalesce(sum(credits_add_on_keyboard), 0)::text as "creditsAddOnKeyboard",
                 coalesce(sum(credits_expired), 0)::text as "creditsExpired"
          from rides where ${where}`,
    );
    return row;
  }

  const inRange = (r: DateRange) =>
    sql`consumed_at >= ${r.startAt.toISOString()}::timestamptz and consumed_at < ${r.endAt.toISOString()}::timestamptz`;

  describe.each(Object.entries(ranges))('over %s', (_name, r) => {
    it('totals equal the sums of the raw rides', async () => {
      const raw = await rawSums(inRange(r));
      const rolled = await rideRollupsRepository(db).totals(licensesIn(licenseIds), r);
      expect(Object.fromEntries(Object.entries(rolled).map(([key, value]) => [key, String(value)]))).toEqual(raw);
    });

    it('totals outside the range equal the sums of the raw rides before and after it', async () => {
      const raw = await rawSums(sql`not (${inRange(r)})`);
      const rolled = await rideRollupsRepository(db).totalsOutside(licensesIn(licenseIds), r);
      expect(Object.fromEntries(Object.entries(rolled).map(([key, value]) => [key, String(value)]))).toEqual(raw);
    });

    it('the rides report pages are the raw rides, newest first, at every depth', async () => {
      const reports = adminReportsRepository(db);
      const [counted] = await selectRows<{ rides: number }>(
        db,
        sql`select count(*)::int as rides from rides where ${inRange(r)}`,
      );
      const total = Number(counted?.rides ?? 0);
      const limit = 37;
      for (const offset of [0, limit, Math.floor(total / 2), Math.max(0, total - 5), total]) {
        const raw = await selectRows<{ id: string }>(
          db,
          sql`select id::text from rides where ${inRange(r)} order by consumed_at desc, id desc limit ${limit} offset ${offset}`,
        );
        const page = await reports.ridesPage(licenseIds, r, { limit, offset });
        expect(page.rows.map((row) => String(row.id))).toEqual(raw.map((row) => row.id));
        expect(page.totals.rides).toBe(total);
      }
    });

    it.each(zones)('consumption by day in %s: count and pages equal the raw grouping', async (zone) => {
      const reports = adminReportsRepository(db);
      const raw = await selectRows<{ key: string; day: string; customers: string; laps: string }>(
        db,
        sql`select l.key, to_char(g.local_day, 'YYYY-MM-DD') as day, g.customers::text, g.laps::text
            from (select license_id, (consumed_at at time zone ${zone})::date as local_day,
                         sum(customers_amount) as customers, count(*) as laps
                  from rides where ${inRange(r)} group by 1, 2) as g
            join licenses l on l.id = g.license_id
            order by g.local_day, l.label, l.key`,
      );
      const limit = 23;
      for (const offset of [0, limit * 3, Math.max(0, raw.length - 4), raw.length + 10]) {
        const { rows, count } = await reports.consumptionByDay(licenseIds, r, zone, { limit, offset });
        expect(count).toBe(raw.length);
        expect(
          rows.map((row) => ({ key: row.key, day: row.day, customers: String(row.customers), laps: String(row.laps) })),
        ).toEqual(raw.slice(offset, offset + limit));
      }
    });

    it.each(zones)('customers by month in %s equal the raw grouping', async (zone) => {
      const raw = await selectRows<{ month: string; total: string }>(
        db,
        sql`select to_char(date_trunc('month', consumed_at at time zone ${zone}), 'YYYY-MM') as month,
                   sum(customers_amount)::text as total
            from rides r join licenses l on l.id = r.license_id join users u on u.id = l.user_id
            where u.country_id is not null and ${inRange(r)} group by 1 order by 1`,
      );
      const countries = (
        await selectRows<{ id: number }>(
          db,
          sql`select distinct country_id as id from users where country_id is not null`,
        )
      ).map((row) => Number(row.id));
      const { rows, count } = await adminReportsRepository(db).customersByMonth(countries, r, zone, {
        limit: 5000,
        offset: 0,
      });
      expect(count).toBe(raw.length);
      expect(rows.map((row) => ({ month: row.month, total: String(row.total) }))).toEqual(raw);
    });

    it.each(zones)('customers per licence and month in %s equal the raw grouping', async (zone) => {
      const raw = await selectRows<{ licenseId: number; month: string; customers: string }>(
        db,
        sql`select license_id as "licenseId", to_char(date_trunc('month', consumed_at at time zone ${zone}), 'YYYY-MM') as month,
                   sum(customers_amount)::text as customers
            from rides where ${inRange(r)} group by 1, 2 order by 1, 2`,
      );
      const cells = await ridesRepository(db).customersPerLicenseAndMonth(licenseIds, r, zone);
      const monthOf = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit' });
      expect(
        cells
          .map((cell) => ({
            licenseId: cell.licenseId,
            month: monthOf.format(cell.monthStart).slice(0, 7),
            customers: String(cell.customers),
          }))
          .sort((a, b) => a.licenseId - b.licenseId || a.month.localeCompare(b.month)),
      ).toEqual(raw.map((row) => ({ ...row, licenseId: Number(row.licenseId) })));
    });

    it('active licences and their latest sync equal the raw rides', async () => {
      const raw = await selectRows<{ key: string; lastSynced: string }>(
        db,
        sql`select l.key, to_char(max(r.synced_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastSynced"
            from rides r join licenses l on l.id = r.license_id join users u on u.id = l.user_id
            where u.country_id is not null and ${inRange(r)} group by l.key order by l.key`,
      );
      const countries = (
        await selectRows<{ id: number }>(
          db,
          sql`select distinct country_id as id from users where country_id is not null`,
        )
      ).map((row) => Number(row.id));
      const { rows, count } = await adminReportsRepository(db).licensesByLocation(countries, r, {
        limit: 5000,
        offset: 0,
      });
      expect(count).toBe(raw.length);
      expect(
        rows
          .map((row) => ({ key: row.license, lastSynced: row.lastSynced.toISOString() }))
          .sort((a, b) => a.key.localeCompare(b.key)),
      ).toEqual(raw);
    });
  });

  it('a wallet balance before any instant equals the raw rides and records', async () => {
    const [owner] = await selectRows<{ userId: number }>(
      db,
      sql`select l.user_id as "userId" from rides r join licenses l on l.id = r.license_id group by 1 order by count(*) desc limit 1`,
    );
    const userId = Number(owner?.userId);
    for (const before of [undefined, new Date('2025-03-30T00:45:00Z'), new Date('2025-11-17T15:05:00Z')]) {
      const cut = before ? sql`and r.consumed_at < ${before.toISOString()}::timestamptz` : sql``;
      const cutRecords = before ? sql`and created_at < ${before.toISOString()}::timestamptz` : sql``;
      const [raw] = await selectRows<{ coinsBalance: string; tickets: string }>(
        db,
        sql`select ((select coalesce(sum(amount), 0) from wallet_records where user_id = ${userId} ${cutRecords})
                    - (select coalesce(sum(charged_amount), 0) from rides r join licenses l on l.id = r.license_id
                       where l.user_id = ${userId} ${cut}))::text as "coinsBalance",
                   (select coalesce(sum(customers_amount), 0) from rides r join licenses l on l.id = r.license_id
                    where l.user_id = ${userId} ${cut})::text as tickets`,
      );
      const balance = await walletRepository(db).balance(userId, before);
      expect({ coinsBalance: String(balance.coinsBalance), tickets: String(balance.tickets) }).toEqual(raw);
    }
  });
});
