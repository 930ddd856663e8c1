import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDatabaseKinds } from '../../test-support/test-database.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';

/**
 * The rollups of ADR 0028 must always equal the aggregate of the raw rides, in every registered zone: after the
 * seed, after late rides, corrections and deletes, and for a zone registered later.
 */

interface DayRow {
  zone: string;
  license_id: number;
  day: string;
  rides: number;
  customers: string;
  charged: string;
  credits_added: string;
  credits_add_on_keyboard: string;
  credits_expired: string;
  last_synced: string;
}

const sums = sql`count(*)::int as rides, sum(customers_amount)::text as customers, sum(charged_amount)::text as charged,
  sum(credits_added)::text as credits_added, sum(credits_add_on_keyboard)::text as credits_add_on_keyboard,
  sum(credits_expired)::text as credits_expired, max(synced_at)::text as last_synced`;

async function rawDays(db: DatabaseHandle['db']): Promise<DayRow[]> {
  return selectRows<DayRow>(
    db,
    sql`select z.zone, r.license_id, to_char((r.consumed_at at time zone z.zone)::date, 'YYYY-MM-DD') as day, ${sums}
        from rides r cross join ride_rollup_zones z
        group by 1, 2, 3 order by 1, 2, 3`,
  );
}

async function rolledDays(db: DatabaseHandle['db']): Promise<DayRow[]> {
  return selectRows<DayRow>(
    db,
    sql`select zone, license_id, to_char(day, 'YYYY-MM-DD') as day, rides, customers::text, charged::text,
               credits_added::text, credits_add_on_keyboard::text, credits_expired::text, last_synced_at::text as last_synced
        from ride_days order by 1, 2, 3`,
  );
}

const monthColumns = sql`zone, license_id, month, active_days::int, rides::int, customers::text, charged::text,
  credits_added::text, credits_add_on_keyboard::text, credits_expired::text, last_synced::text`;

async function rawMonths(db: DatabaseHandle['db']) {
  return selectRows<Record<string, unknown>>(
    db,
    sql`select ${monthColumns} from (
          select zone, license_id, to_char(date_trunc('month', day::timestamp), 'YYYY-MM') as month,
                 count(*) as active_days, sum(rides) as rides, sum(customers) as customers, sum(charged) as charged,
                 sum(credits_added) as credits_added, sum(credits_add_on_keyboard) as credits_add_on_keyboard,
                 sum(credits_expired) as credits_expired, max(last_synced) as last_synced
          from (select z.zone, r.license_id, (r.consumed_at at time zone z.zone)::date as day, count(*) as rides,
                       sum(customers_amount) as customers, sum(charged_amount) as charged,
                       sum(credits_added) as credits_added, sum(credits_add_on_keyboard) as credits_add_on_keyboard,
                       sum(credits_expired) as credits_expired, max(synced_at) as last_synced
                from rides r cross join ride_rollup_zones z group by 1, 2, 3) as days
          group by 1, 2, 3) as months
        order by 1, 2, 3`,
  );
}

async function rolledMonths(db: DatabaseHandle['db']) {
  return selectRows<Record<string, unknown>>(
    db,
    sql`select ${monthColumns} from (
          select zone, license_id, to_char(month, 'YYYY-MM') as month, active_days, rides, customers, charged,
                 credits_added, credits_add_on_keyboard, credits_expired, last_synced_at as last_synced
          from ride_months) as months
        order by 1, 2, 3`,
  );
}

async function expectRollupsExact(db: DatabaseHandle['db']) {
  const [days, expectedDays] = [await rolledDays(db), await rawDays(db)];
  expect(days.length).toBe(expectedDays.length);
  expect(days).toEqual(expectedDays);
  expect(await rolledMonths(db)).toEqual(await rawMonths(db));
}

describe.each(testDatabaseKinds)('ride rollups on $name', (kind) => {
  let handle: DatabaseHandle;
  let db: DatabaseHandle['db'];
  let licenseId: number;
  let otherLicenseId: number;
  let scenarioId: number;

  const insertRide = (license: number, consumedAt: string, syncedAt: string, customers: number, charged = 3) =>
    db.execute(sql`insert into rides (license_id, scenario_id, consumed_at, synced_at, duration_seconds, customers_amount,
                     charged_amount, ride_cost, credits_added, credits_add_on_keyboard, credits_expired, discount_used)
                   values (${license}, ${scenarioId}, ${consumedAt}::timestamptz, ${syncedAt}::timestamptz, 300,
                           ${customers}, ${charged}, 2, ${customers * 2}, 1, 0, 0)`);

  beforeAll(async () => {
    handle = await kind.open();
    db = handle.db;
    const [picked] = await selectRows<{ licenseId: number; otherId: number; scenarioId: number }>(
      db,
      sql`select (select min(license_id) from rides) as "licenseId", (select max(license_id) from rides) as "otherId",
                 (select min(scenario_id) from rides) as "scenarioId"`,
    );
    licenseId = Number(picked?.licenseId);
    otherLicenseId = Number(picked?.otherId);
    scenarioId = Number(picked?.scenarioId);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('are built for UTC and every staff zone, and equal the rides of the seed', async () => {
    const zones = await selectRows<{ zone: string }>(db, sql`select zone from ride_rollup_zones order by zone`);
    expect(zones.map((row) => row.zone)).toEqual(['America/Sao_Paulo', 'Europe/Lisbon', 'Europe/Rome', 'UTC']);
    const [counted] = await selectRows<{ days: number }>(db, sql`select count(*)::int as days from ride_days`);
    expect(counted?.days).toBeGreaterThan(100);
    await expectRollupsExact(db);
  });

  it('follow late rides, several in one statement, on both sides of a change to summer time', async () => {
    // Lisbon moved to summer time at 2025-03-30T01:00Z: 00:30Z is that local day, 23:30Z already the next one.
    await insertRide(licenseId, '2025-03-30T00:30:00Z', '2026-03-01T10:00:00Z', 2);
    await insertRide(licenseId, '2025-03-30T23:30:00Z', '2026-03-01T10:00:00Z', 3);
    await db.execute(sql`insert into rides (license_id, scenario_id, consumed_at, synced_at, duration_seconds,
                           customers_amount, charged_amount, ride_cost, credits_added, credits_add_on_keyboard,
                           credits_expired, discount_used)
                         select ${otherLicenseId}, ${scenarioId}, at, at + interval '1 day', 200, 1, 1, 1, 1, 0, 0, 0
                         from generate_series('2025-10-25T20:00:00Z'::timestamptz, '2025-10-27T04:00:00Z', interval '1 hour') as at`);
    await expectRollupsExact(db);
    const lisbon = await selectRows<{ day: string; customers: string }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, customers::text from ride_days
          where zone = 'Europe/Lisbon' and license_id = ${licenseId} and day in ('2025-03-30', '2025-03-31') order by day`,
    );
    const utc = await selectRows<{ day: string; customers: string }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, customers::text from ride_days
          where zone = 'UTC' and license_id = ${licenseId} and day in ('2025-03-30', '2025-03-31') order by day`,
    );
    // Seeded rides may share those days; the two inserted ones land on different Lisbon days but one UTC day.
    expect(lisbon.map((row) => row.day)).toEqual(['2025-03-30', '2025-03-31']);
    expect(utc.map((row) => row.day)).toContain('2025-03-30');
  });

  it('follow corrections that move a ride to another day and licence, change amounts or its sync time', async () => {
    await db.execute(sql`update rides set customers_amount = customers_amount + 5, charged_amount = charged_amount + 1
                         where id in (select id from rides where license_id = ${licenseId} order by id limit 20)`);
    await db.execute(sql`update rides set consumed_at = consumed_at - interval '40 days', synced_at = synced_at + interval '3 days'
                         where id in (select id from rides where license_id = ${licenseId} order by id desc limit 3)`);
    await db.execute(sql`update rides set license_id = ${otherLicenseId}
                         where id = (select min(id) from rides where license_id = ${licenseId})`);
    await expectRollupsExact(db);
  });

  it('follow deletes: the latest sync is read again, emptied days and months disappear', async () => {
    // The ride of the latest sync among a licence's: its day must fall back to the next latest.
    await db.execute(sql`delete from rides where id = (select id from rides where license_id = ${otherLicenseId}
                                                       order by synced_at desc, id desc limit 1)`);
    await expectRollupsExact(db);
    await db.execute(sql`delete from rides where license_id = ${otherLicenseId}
                           and consumed_at >= '2025-10-26T00:00:00Z' and consumed_at < '2025-10-27T00:00:00Z'`);
    await expectRollupsExact(db);
    const [left] = await selectRows<{ rows: number }>(
      db,
      sql`select count(*)::int as rows from ride_days where zone = 'UTC' and license_id = ${otherLicenseId} and day = '2025-10-26'`,
    );
    expect(left?.rows).toBe(0);
  });

  it('are built for the zone of a new staff account, and refused zones are skipped', async () => {
    await db.execute(sql`insert into users (name, email, password_hash, scope, timezone)
                         values ('Kolkata staff', 'kolkata.staff@example.com', 'x', 'supervisor', 'Asia/Kolkata')`);
    const zones = await selectRows<{ zone: string }>(db, sql`select zone from ride_rollup_zones order by zone`);
    expect(zones.map((row) => row.zone)).toContain('Asia/Kolkata');
    expect(await selectRows<{ added: boolean }>(db, sql`select ride_rollups_add_zone('Not/AZone') as added`)).toEqual([
      { added: false },
    ]);
    await expectRollupsExact(db);
  });

  it('follow rides written in a transaction that is rolled back: nothing changes', async () => {
    const before = await rolledDays(db);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`delete from rides where license_id = ${licenseId}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await rolledDays(db)).toEqual(before);
  });
});
