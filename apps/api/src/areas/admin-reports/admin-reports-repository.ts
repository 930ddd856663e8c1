import { asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { isAnyOf } from '../../db/arrays.ts';
import type { Database } from '../../db/client.ts';
import { isoText, selectPageRows, selectRows } from '../../db/rows.ts';
import { countries, licenses, users } from '../../db/schema.ts';
import type { DateRange } from '../../shared/calendar-repository.ts';
import { licensesIn, licensesOfCountries, rideRollupsRepository, ridesRepository } from '../rides/index.ts';
import type { LicenseFilter } from '../rides/index.ts';

export interface Page {
  limit: number;
  offset: number;
}

const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;
/** An instant as milliseconds since the epoch: both drivers read a float the same way. */
const epochMs = (expression: SQL) => sql`extract(epoch from ${expression})::float8 * 1000`;

/** `ilike` pattern finding keys that end with `suffix`, its own `%`, `_` and `\` taken literally. */
const endingWith = (suffix: string) => `%${suffix.replace(/[\\%_]/g, (character) => `\\${character}`)}`;

const toDate = (ms: number | string) => new Date(Number(ms));
/** Rows of a calendar grouping: the local period as text and the instant it starts, with one total. */
interface PeriodRow {
  period: string;
  startMs: number | string;
  total: number | string;
}

/** Rows of the consumption by day. */
interface ByDayRow {
  userId: number;
  key: string;
  label: string;
  day: string;
  dayStartMs: number | string;
  unlimitedSinceMs: number | string | null;
  customers: number | string;
  laps: number | string;
}

const byDayOf = (row: ByDayRow) => ({
  userId: Number(row.userId),
  key: row.key,
  label: row.label,
  day: row.day,
  dayStart: toDate(row.dayStartMs),
  unlimitedSince: row.unlimitedSinceMs === null ? null : toDate(row.unlimitedSinceMs),
  customers: Number(row.customers),
  laps: Number(row.laps),
});

/**
 * SQL of the staff reports (ADR 0015). Rides are read through `rides_license_id_consumed_at_idx` (per licence) or
 * `rides_consumed_at_idx` (per range), coin records through `wallet_records_user_id_created_at_idx`, clients of a
 * country through `users_country_id_idx`; days and months are cut by PostgreSQL in the asked zone (ADR 0010).
 */
export function adminReportsRepository(db: Database) {
  const rollups = rideRollupsRepository(db);

  /**
   * Customers or coins per local month of the zone. The local month is computed once in a subquery, since the same
   * expression written twice with bound parameters would not count as the same one for GROUP BY.
   */
  async function perMonth(picked: SQL, timezone: string, page: Page) {
    // Months are few (one per month of the range): one aggregate answers both the page and the count.
    const rows = await selectRows<PeriodRow>(
      db,
      sql`select to_char(local_month, 'YYYY-MM') as period,
                 ${epochMs(sql`local_month at time zone ${timezone}`)} as "startMs", total
          from (select local_month, sum(value) as total from (${picked}) as picked group by local_month) as months
          order by local_month`,
    );
    return {
      rows: rows
        .slice(page.offset, page.offset + page.limit)
        .map((row) => ({ month: row.period, startAt: toDate(row.startMs), total: Number(row.total) })),
      count: rows.length,
    };
  }

  /** Customers per local month of licences of the filter, from the rollups of the zone; null without them. */
  async function customersPerRolledMonth(filter: LicenseFilter, range: DateRange, timezone: string, page: Page) {
    const months = await rollups.perPeriod(filter, range, timezone, 'month', 'customers');
    if (!months) return null;
    return {
      rows: months
        .slice(page.offset, page.offset + page.limit)
        .map((month) => ({ month: month.period.slice(0, 7), startAt: month.startAt, total: month.value })),
      count: months.length,
    };
  }

  /** Consumption by day grouped from the raw rides, for a zone without rollups. */
  async function rawConsumptionByDay(licenseIds: readonly number[], range: DateRange, timezone: string, page: Page) {
    const grouped = sql`select license_id, local_day, sum(customers_amount) as customers, count(*) as laps
      from (select license_id, customers_amount,
                   date_trunc('day', consumed_at at time zone ${timezone}) as local_day
            from rides
            where ${isAnyOf(sql`license_id`, licenseIds)}
              and consumed_at >= ${instant(range.startAt)} and consumed_at < ${instant(range.endAt)}) as picked
      group by license_id, local_day`;
    const [rows, [counted]] = await Promise.all([
      selectRows<ByDayRow>(
        db,
        sql`select l.user_id as "userId", l.key, l.label, to_char(g.local_day, 'YYYY-MM-DD') as day,
                   ${epochMs(sql`g.local_day at time zone ${timezone}`)} as "dayStartMs",
                   ${epochMs(sql`l.unlimited_since`)} as "unlimitedSinceMs",
                   g.customers, g.laps
            from (${grouped}) as g
            join licenses l on l.id = g.license_id
            order by g.local_day, l.label, l.key
            limit ${page.limit} offset ${page.offset}`,
      ),
      selectRows<{ rows: number | string }>(db, sql`select count(*) as rows from (${grouped}) as g`),
    ]);
    return { rows: rows.map(byDayOf), count: Number(counted?.rows ?? 0) };
  }

  return {
    /** Clients (scope `user`) by name, then id, so pages never overlap. */
    listClients(page: Page) {
      return db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          timezone: users.timezone,
          isoAlpha3: countries.isoAlpha3,
          createdAt: users.createdAt,
        })
        .from(users)
        .leftJoin(countries, eq(countries.id, users.countryId))
        .where(eq(users.scope, 'user'))
        .orderBy(asc(users.name), asc(users.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async countClients(): Promise<number> {
      const [row] = await db.select({ rows: count() }).from(users).where(eq(users.scope, 'user'));
      return row?.rows ?? 0;
    },

    /** Which of these user ids exist. */
    async existingUserIds(ids: readonly number[]): Promise<Set<number>> {
      const rows = await db.select({ id: users.id }).from(users).where(isAnyOf(users.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    /** Which of these country ids exist. */
    async existingCountryIds(ids: readonly number[]): Promise<Set<number>> {
      const rows = await db.select({ id: countries.id }).from(countries).where(isAnyOf(countries.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    /** Every licence of these owners, by owner, then label and id. */
    licensesOf(userIds: readonly number[]) {
      return db
        .select({
          id: licenses.id,
          key: licenses.key,
          label: licenses.label,
          gameModel: licenses.gameModel,
          userId: licenses.userId,
          createdAt: licenses.createdAt,
          revokedAt: licenses.revokedAt,
          unlimitedSince: licenses.unlimitedSince,
          unlimitedOfflineTimeSince: licenses.unlimitedOfflineTimeSince,
        })
        .from(licenses)
        .where(isAnyOf(licenses.userId, userIds))
        .orderBy(asc(licenses.userId), asc(licenses.label), asc(licenses.id));
    },

    /**
     * The licences with these keys, with their owner; a promise, not drizzle's query builder, whose every `then` or
     * `catch` would run the query again.
     */
    async licensesByKeys(keys: readonly string[]) {
      return db
        .select({ id: licenses.id, key: licenses.key, userId: licenses.userId })
        .from(licenses)
        .where(isAnyOf(licenses.key, keys));
    },

    /**
     * A page of the rides of these licences in the range, newest first, with the sums of the range's rides. The UTC
     * rollups count the rides per month and then per day, so the page is read from the days holding it instead of
     * skipping every newer ride, and the months counted also give the sums.
     */
    async ridesPage(licenseIds: readonly number[], range: DateRange, page: Page) {
      const request = {
        licenses: licensesIn(licenseIds),
        range,
        zone: 'UTC',
        measure: 'rides',
        order: 'desc',
        page,
      } as const;
      const found = await rollups.pageRows(request, (window, skip) =>
        ridesRepository(db).listPage(licenseIds, window, { limit: page.limit, offset: skip }),
      );
      if (!found) throw new Error('No ride rollups in UTC');
      return { rows: found.rows, totals: found.totals };
    },

    /** Rides, customers and credits of these licences, in the range or of all time, from the rollups. */
    rideTotals(licenseIds: readonly number[], range?: DateRange) {
      return rollups.totals(licensesIn(licenseIds), range);
    },

    /** The same sums before and after the range: added to the range's own, those of all time. */
    rideTotalsOutside(licenseIds: readonly number[], range: DateRange) {
      return rollups.totalsOutside(licensesIn(licenseIds), range);
    },

    /**
     * Licences with rides in the range, owned by clients of the countries, with the latest sync of those rides: one
     * aggregate of the UTC rollups, whose row count is also the report's count.
     */
    async licensesByLocation(countryIds: readonly number[], range: DateRange, page: Page) {
      const spans = await rollups.spansOf(range, 'UTC', 'month');
      if (!spans) throw new Error('No ride rollups in UTC');
      const active = sql`select license_id, max(last_synced_at) as last_synced
        from (${rollups.source(spans, licensesOfCountries(countryIds), 'month')}) as s
        group by license_id`;
      const rows = await selectRows<{
        userId: number;
        name: string;
        email: string;
        isoAlpha3: string;
        license: string;
        label: string;
        unlimitedSinceMs: number | string | null;
        lastSyncedMs: number | string;
        total: number | string;
      }>(
        db,
        sql`select u.id as "userId", u.name, u.email, c.iso_alpha3 as "isoAlpha3", l.key as license, l.label,
                   ${epochMs(sql`l.unlimited_since`)} as "unlimitedSinceMs",
                   ${epochMs(sql`a.last_synced`)} as "lastSyncedMs", count(*) over () as total
            from (${active}) as a
            join licenses l on l.id = a.license_id
            join users u on u.id = l.user_id
            join countries c on c.id = u.country_id
            order by c.iso_alpha3, u.name, u.id, l.key
            limit ${page.limit} offset ${page.offset}`,
      );
      // A page past the end holds no row to carry the count: only then is it counted on its own.
      const count =
        rows.length > 0
          ? Number(rows[0]?.total)
          : page.offset === 0
            ? 0
            : Number(
                (await selectRows<{ rows: number | string }>(db, sql`select count(*) as rows from (${active}) as a`))[0]
                  ?.rows ?? 0,
              );
      return {
        rows: rows.map((row) => ({
          userId: Number(row.userId),
          name: row.name,
          email: row.email,
          isoAlpha3: row.isoAlpha3,
          license: row.license,
          label: row.label,
          unlimitedSince: row.unlimitedSinceMs === null ? null : toDate(row.unlimitedSinceMs),
          lastSynced: toDate(row.lastSyncedMs),
        })),
        count,
      };
    },

    /**
     * Coin records of these clients in the range, newest first, with their owner and issuer; raw SQL with the
     * instant as ISO text, since a page holds 5,000 records (see `ridesRepository.listPage`).
     */
    async coins(userIds: readonly number[], range: DateRange, page: Page) {
      const where = sql`${isAnyOf(sql`w.user_id`, userIds)}
        and w.created_at >= ${instant(range.startAt)} and w.created_at < ${instant(range.endAt)}`;
      const [rows, [totals]] = await Promise.all([
        selectPageRows<{
          id: number;
          userId: number;
          name: string;
          email: string;
          isoAlpha2: string | null;
          createdAt: string;
          amount: number;
          issuerId: number;
          issuerName: string;
        }>(
          db,
          sql`select w.id, w.user_id as "userId", u.name, u.email, c.iso_alpha2 as "isoAlpha2",
                     ${isoText(sql`w.created_at`)} as "createdAt", w.amount, i.id as "issuerId", i.name as "issuerName"
              from wallet_records w
              join users u on u.id = w.user_id
              join users i on i.id = w.issuer_user_id
              left join countries c on c.id = u.country_id
              where ${where}
              order by w.created_at desc, w.id desc
              limit ${page.limit} offset ${page.offset}`,
        ),
        selectRows<{ rows: number | string; amount: number | string }>(
          db,
          sql`select count(*) as rows, coalesce(sum(w.amount), 0) as amount from wallet_records w where ${where}`,
        ),
      ]);
      return { rows, count: Number(totals?.rows ?? 0), totalAmount: Number(totals?.amount ?? 0) };
    },

    /**
     * Customers and rides per licence and local day with rides, oldest day first, then by label. With rollups in
     * the zone, the month and day counts of the rollups locate the few days holding the page (ADR 0028), so the
     * count and a deep page cost about what the first page does; without, the raw rides are grouped.
     */
    async consumptionByDay(licenseIds: readonly number[], range: DateRange, timezone: string, page: Page) {
      const located = await rollups.pageWindow({
        licenses: licensesIn(licenseIds),
        range,
        zone: timezone,
        measure: 'active_days',
        order: 'asc',
        page,
      });
      if (!located) return rawConsumptionByDay(licenseIds, range, timezone, page);
      if (!located.window) return { rows: [], count: located.count };
      const spans = await rollups.spansOf(located.window, timezone, 'day');
      if (!spans) return rawConsumptionByDay(licenseIds, range, timezone, page);
      const rows = await selectPageRows<ByDayRow>(
        db,
        sql`select l.user_id as "userId", l.key, l.label, to_char(g.period, 'YYYY-MM-DD') as day,
                   ${epochMs(sql`g.period::timestamp at time zone ${timezone}`)} as "dayStartMs",
                   ${epochMs(sql`l.unlimited_since`)} as "unlimitedSinceMs",
                   g.customers, g.rides as laps
            from (${rollups.source(spans, licensesIn(licenseIds), 'day')}) as g
            join licenses l on l.id = g.license_id
            order by g.period, l.label, l.key
            limit ${page.limit} offset ${located.skip}`,
      );
      return { rows: rows.map(byDayOf), count: located.count };
    },

    /** Customers per local month on every licence of clients of the countries; months without rides are left out. */
    async customersByMonth(countryIds: readonly number[], range: DateRange, timezone: string, page: Page) {
      const rolled = await customersPerRolledMonth(licensesOfCountries(countryIds), range, timezone, page);
      if (rolled) return rolled;
      return perMonth(
        sql`select date_trunc('month', r.consumed_at at time zone ${timezone}) as local_month,
                   r.customers_amount as value
            from rides r
            join licenses l on l.id = r.license_id
            join users u on u.id = l.user_id
            where ${isAnyOf(sql`u.country_id`, countryIds)}
              and r.consumed_at >= ${instant(range.startAt)} and r.consumed_at < ${instant(range.endAt)}`,
        timezone,
        page,
      );
    },

    /** Coins inserted per local month into wallets of clients of the countries; months without records left out. */
    salesByMonth(countryIds: readonly number[], range: DateRange, timezone: string, page: Page) {
      return perMonth(
        sql`select date_trunc('month', w.created_at at time zone ${timezone}) as local_month, w.amount as value
            from wallet_records w
            join users u on u.id = w.user_id
            where ${isAnyOf(sql`u.country_id`, countryIds)}
              and w.created_at >= ${instant(range.startAt)} and w.created_at < ${instant(range.endAt)}`,
        timezone,
        page,
      );
    },

    /** Licences whose key ends with `suffix`, any case, with their owner, by key. */
    async searchBySuffix(suffix: string, limit: number) {
      const where = ilike(licenses.key, endingWith(suffix));
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: licenses.id,
            key: licenses.key,
            label: licenses.label,
            gameModel: licenses.gameModel,
            userId: licenses.userId,
            name: users.name,
            email: users.email,
            createdAt: licenses.createdAt,
            updatedAt: licenses.updatedAt,
            revokedAt: licenses.revokedAt,
            unlimitedSince: licenses.unlimitedSince,
            unlimitedOfflineTimeSince: licenses.unlimitedOfflineTimeSince,
          })
          .from(licenses)
          .innerJoin(users, eq(users.id, licenses.userId))
          .where(where)
          .orderBy(asc(licenses.key))
          .limit(limit),
        db.select({ rows: count() }).from(licenses).where(where),
      ]);
      return { rows, count: counted?.rows ?? 0 };
    },
  };
}
