import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';

/** How one licence rides: when, how busy, on which scenarios and at what price. */
export interface RidePlan {
  licenseId: number;
  /** The owner's time zone: venues open at 10:00 and close at 22:00 local time. */
  timezone: string;
  activeFrom: Date;
  activeTo: Date;
  activeDays: number;
  /** Rides from this moment on are not charged (spec: unlimited licences are not charged). */
  unlimitedSince: Date | null;
  scenarioIds: readonly number[];
  coinsPerCustomer: number;
  creditsPerCustomer: number;
  /** Relative share of all rides. */
  share: number;
}

/** Rides are drawn licence-first through this many slots, each licence holding slots in proportion to its share. */
const slotCount = 4096;
/** Rides per statement, so a benchmark-sized seed never builds one huge statement in memory. */
const ridesPerStatement = 200_000;

/**
 * Inserts `count` rides in SQL (generate_series), which is far faster than sending rows. Randomness comes from
 * hashint8 of the row number, so the same plans give the same rides on PGlite and on a PostgreSQL server.
 */
export async function insertDemoRides(tx: Database, plans: readonly RidePlan[], count: number): Promise<number> {
  if (plans.length === 0 || count <= 0) return 0;
  const totalShare = plans.reduce((sum, plan) => sum + plan.share, 0);
  let nextSlot = 0;
  const rows = plans.map((plan) => {
    const slots = Math.max(1, Math.round((plan.share / totalShare) * slotCount));
    const row = sql`(${plan.licenseId}::int, ${plan.timezone}::text, ${plan.activeFrom.toISOString()}::timestamptz,
      ${plan.activeTo.toISOString()}::timestamptz, ${plan.activeDays}::int, ${plan.unlimitedSince?.toISOString() ?? null}::timestamptz,
      ${`{${plan.scenarioIds.join(',')}}`}::int[], ${plan.coinsPerCustomer}::int, ${plan.creditsPerCustomer}::int,
      ${nextSlot}::int, ${nextSlot + slots - 1}::int)`;
    nextSlot += slots;
    return row;
  });
  const hash = (salt: number): SQL => sql.raw(`(hashint8(s.i * 16 + ${salt}) & 2147483647)`);
  await withChecksDeferredToTheEnd(tx, 'rides', async () => {
    for (let first = 1; first <= count; first += ridesPerStatement) {
      const last = Math.min(count, first + ridesPerStatement - 1);
      await tx.execute(sql`
      with plan (license_id, tz, active_from, active_to, active_days, unlimited_since, scenario_ids, coins_per_customer,
                 credits_per_customer, slot_from, slot_to) as (values ${sql.join(rows, sql`, `)}),
      slots as (select plan.*, slot from plan, generate_series(plan.slot_from, plan.slot_to) as slot),
      draws as (
        select slots.*, ${hash(1)} as h1, ${hash(2)} as h2, ${hash(3)} as h3, ${hash(4)} as h4, ${hash(5)} as h5,
               ${hash(6)} as h6, ${hash(7)} as h7, ${hash(8)} as h8, ${hash(9)} as h9, ${hash(10)} as h10
        from generate_series(${first}::bigint, ${last}::bigint) as s(i)
        join slots on slots.slot = ${hash(0)} % ${nextSlot}::int
      ),
      timed as (
        select draws.*, scenario_ids[1 + h3 % cardinality(scenario_ids)] as scenario_id, 1 + h4 % 4 as customers,
               (date_trunc('day', active_from at time zone tz) + (h1 % active_days) * interval '1 day'
                 + interval '10 hours' + (h2 % 43200) * interval '1 second') at time zone tz as picked_at
        from draws
      ),
      placed as (
        -- The last day is open up to active_to: a time drawn past it goes back to one of the four weeks before.
        select timed.*,
               greatest(active_from, case when picked_at > active_to
                                          then picked_at - (1 + h10 % least(28, active_days - 1)) * interval '1 day'
                                          else picked_at end) as at
        from timed
      )
      -- A ride syncs up to two hours after it was played, but not after the licence's last moment (the seed's now).
      insert into rides (license_id, scenario_id, consumed_at, synced_at, duration_seconds, customers_amount,
                         charged_amount, ride_cost, credits_added, credits_add_on_keyboard, credits_expired, discount_used)
      select p.license_id, p.scenario_id, p.at, least(p.at + (60 + p.h5 % 7200) * interval '1 second', p.active_to),
             case when p.h6 % 100 < 14 then 10 + p.h7 % 51 else sc.time_seconds * (85 + p.h7 % 16) / 100 end,
             p.customers,
             case when p.unlimited_since is null or p.at < p.unlimited_since then p.customers * p.coins_per_customer else 0 end,
             p.customers * p.credits_per_customer,
             p.customers * p.credits_per_customer + case when p.h8 % 5 = 0 then p.h8 % 7 else 0 end,
             case when p.h8 % 10 = 1 then 5 + p.h9 % 16 else 0 end,
             case when p.h9 % 12 = 0 then 1 + p.h9 % 5 else 0 end,
             case when p.h9 % 7 = 3 then p.customers * p.credits_per_customer / 10 else 0 end
      from placed p join scenarios sc on sc.id = p.scenario_id
    `);
    }
  });
  return count;
}

/**
 * A bulk insert into an empty table: foreign keys checked row by row and secondary indexes kept up to date dominate
 * the time on PGlite. Dropping them and adding them back afterwards checks and builds each once, in the same
 * transaction, with the definitions the database itself reports.
 */
async function withChecksDeferredToTheEnd(tx: Database, table: string, load: () => Promise<void>): Promise<void> {
  const foreignKeys = await selectRows<{ name: string; definition: string }>(
    tx,
    sql`
    select conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint where conrelid = ${table}::regclass and contype = 'f'`,
  );
  const indexes = await selectRows<{ name: string; definition: string }>(
    tx,
    sql`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename = ${table}
      and indexname not in (select conname from pg_constraint where conrelid = ${table}::regclass)`,
  );
  for (const { name } of foreignKeys)
    await tx.execute(sql`alter table ${sql.identifier(table)} drop constraint ${sql.identifier(name)}`);
  for (const { name } of indexes) await tx.execute(sql`drop index ${sql.identifier(name)}`);
  await load();
  for (const { definition } of indexes) await tx.execute(sql.raw(definition));
  for (const { name, definition } of foreignKeys) {
    await tx.execute(
      sql`alter table ${sql.identifier(table)} add constraint ${sql.identifier(name)} ${sql.raw(definition)}`,
    );
  }
}

export interface DemoWalletOptions {
  now: Date;
  staffIds: readonly number[];
  /** Clients who stopped buying coins five months ago. */
  unpaidUserIds: readonly number[];
  /** The opening purchase of every paying client. */
  openingDates: readonly { userId: number; at: Date }[];
}

/**
 * Every client opened its wallet with 500 coins and buys, early each month, a little more than that month's
 * rides charge, so balances stay positive. The clients who stopped paying only ever bought what they spent,
 * so the months they left unpaid put them below zero.
 */
export async function insertDemoWalletRecords(tx: Database, options: DemoWalletOptions): Promise<void> {
  const staff = sql`${`{${options.staffIds.join(',')}}`}::int[]`;
  const unpaid = sql`${`{${options.unpaidUserIds.join(',')}}`}::int[]`;
  const openings = options.openingDates.map(
    ({ userId, at }, index) =>
      sql`(${userId}::int, ${at.toISOString()}::timestamptz, ${options.staffIds[index % options.staffIds.length] ?? 1}::int)`,
  );
  await tx.execute(sql`
    insert into wallet_records (user_id, amount, issuer_user_id, created_at)
    select user_id, 500, issuer, at from (values ${sql.join(openings, sql`, `)}) as opening (user_id, at, issuer)
  `);
  await tx.execute(sql`
    insert into wallet_records (user_id, amount, issuer_user_id, created_at)
    select user_id,
           case when user_id = any(${unpaid}) then charged
                else (ceil((charged * 1.05 + 50) / 100.0) * 100)::int end,
           (${staff})[1 + extract(month from month)::int % cardinality(${staff})],
           least(month + (user_id % 5) * interval '1 day' + interval '9 hours', ${options.now.toISOString()}::timestamptz - interval '1 hour')
    from (
      select l.user_id, date_trunc('month', r.consumed_at, 'UTC') as month, sum(r.charged_amount) as charged
      from rides r join licenses l on l.id = r.license_id
      group by 1, 2
    ) monthly
    where charged > 0
      and not (user_id = any(${unpaid})
               and month >= date_trunc('month', ${options.now.toISOString()}::timestamptz, 'UTC') - interval '5 months')
  `);
}

/** "Online at" is the last time the simulator synced. */
export async function stampLicensesOnline(tx: Database, now: Date): Promise<void> {
  await tx.execute(sql`
    update licenses set updated_at = greatest(created_at, least(${now.toISOString()}::timestamptz,
      (select max(synced_at) from rides where rides.license_id = licenses.id)))
    where exists (select 1 from rides where rides.license_id = licenses.id)
  `);
}
