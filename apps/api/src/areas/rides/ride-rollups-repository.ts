import { sql } from 'drizzle-orm';
import { isoDateInZone, nextIsoDate, startOfDayInZone } from '@orbit/domain';
import type { SQL } from 'drizzle-orm';
import { isAnyOf } from '../../db/arrays.ts';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import type { DateRange } from '../../shared/calendar-repository.ts';

/**
 * Reads of the ride rollups (ADR 0028): `ride_months` and `ride_days` hold per licence the rides of each local
 * month and day of a registered zone. A range is cut into whole local months (read from `ride_months`), whole
 * local days at its ends (`ride_days`) and the instants before its first and after its last local midnight (the
 * raw rides), so any range reads a few thousand rows at most per licence and still counts every ride once.
 */

/** A range whose start may be open (everything before `endAt`). */
export interface OpenRange {
  startAt?: Date;
  endAt: Date;
}

/** Which licences: a SQL condition on a `license_id` column. */
export type LicenseFilter = (column: SQL) => SQL;

export const licensesIn =
  (ids: readonly number[]): LicenseFilter =>
  (column) =>
    isAnyOf(column, ids);

/** Licences of clients whose country is one of these. */
export const licensesOfCountries =
  (countryIds: readonly number[]): LicenseFilter =>
  (column) =>
    sql`${column} in (select l.id from licenses l join users u on u.id = l.user_id
                      where ${isAnyOf(sql`u.country_id`, countryIds)})`;

/** How a range of a zone splits into rollup rows and raw rides. */
interface Spans {
  zone: string;
  /** Raw rides of these instants. */
  raw: DateRange[];
  /** Whole local days, `[from, to)` as dates. */
  days: [string, string][];
  /** Whole local months, `[from, to)` as dates (first days of months). */
  months: [string, string] | null;
}

export type Grain = 'month' | 'day';

/** What a period's value counts: rides, days with rides (licence-days), or customers. */
export type Measure = 'rides' | 'active_days' | 'customers';

export interface RollupTotals {
  rides: number;
  customers: number;
  charged: number;
  creditsAdded: number;
  creditsAddOnKeyboard: number;
  creditsExpired: number;
}

/** A local month or day with a measure and every sum of its rides, and the instants it starts and ends. */
export interface PeriodValue {
  period: string;
  startAt: Date;
  endAt: Date;
  value: number;
  totals: RollupTotals;
}

/** Every sum of the rollup rows of a query, as text (bigint sums would reach the drivers as strings anyway). */
const sumsText = sql`coalesce(sum(rides), 0)::text as rides, coalesce(sum(customers), 0)::text as customers,
  coalesce(sum(charged), 0)::text as charged, coalesce(sum(credits_added), 0)::text as "creditsAdded",
  coalesce(sum(credits_add_on_keyboard), 0)::text as "creditsAddOnKeyboard",
  coalesce(sum(credits_expired), 0)::text as "creditsExpired"`;

const totalsOf = (row: Partial<Record<keyof RollupTotals, string>> | undefined): RollupTotals => ({
  rides: Number(row?.rides ?? 0),
  customers: Number(row?.customers ?? 0),
  charged: Number(row?.charged ?? 0),
  creditsAdded: Number(row?.creditsAdded ?? 0),
  creditsAddOnKeyboard: Number(row?.creditsAddOnKeyboard ?? 0),
  creditsExpired: Number(row?.creditsExpired ?? 0),
});

export const addTotals = (a: RollupTotals, b: RollupTotals): RollupTotals => ({
  rides: a.rides + b.rides,
  customers: a.customers + b.customers,
  charged: a.charged + b.charged,
  creditsAdded: a.creditsAdded + b.creditsAdded,
  creditsAddOnKeyboard: a.creditsAddOnKeyboard + b.creditsAddOnKeyboard,
  creditsExpired: a.creditsExpired + b.creditsExpired,
});

/** Later than any ride: the end of "after the range" (PostgreSQL and JavaScript both reach far past it). */
const endOfTime = new Date('9999-12-31T00:00:00.000Z');

const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const toDate = (ms: number | string) => new Date(Number(ms));

export function rideRollupsRepository(db: Database) {
  /** Cuts the range at the local midnights and month starts of the zone; null when the zone has no rollups. */
  async function spansOf(range: OpenRange, zone: string, grain: Grain): Promise<Spans | null> {
    const start = range.startAt ? instant(range.startAt) : sql`null::timestamptz`;
    const [row] = await selectRows<{
      rolled: boolean;
      firstDay: string | null;
      endDay: string;
      firstMonth: string | null;
      endMonth: string;
      firstDayMs: number | string | null;
      endDayMs: number | string;
    }>(
      db,
      sql`with b as (select ${start} at time zone ${zone} as s_local, ${instant(range.endAt)} at time zone ${zone} as e_local),
          d as (select case when s_local = date_trunc('day', s_local) then s_local::date else s_local::date + 1 end as first_day,
                       e_local::date as end_day from b)
          select exists (select 1 from ride_rollup_zones where zone = ${zone}) as rolled,
                 to_char(first_day, 'YYYY-MM-DD') as "firstDay", to_char(end_day, 'YYYY-MM-DD') as "endDay",
                 to_char(case when first_day = date_trunc('month', first_day::timestamp)::date then first_day
                              else (date_trunc('month', first_day::timestamp) + interval '1 month')::date end,
                         'YYYY-MM-DD') as "firstMonth",
                 to_char(date_trunc('month', end_day::timestamp), 'YYYY-MM-DD') as "endMonth",
                 extract(epoch from first_day::timestamp at time zone ${zone})::float8 * 1000 as "firstDayMs",
                 extract(epoch from end_day::timestamp at time zone ${zone})::float8 * 1000 as "endDayMs"
          from d`,
    );
    if (!row?.rolled) return null;
    const open = !range.startAt;
    const firstDay = open ? '-infinity' : (row.firstDay ?? '');
    const firstMonth = open ? '-infinity' : (row.firstMonth ?? '');
    const before = (a: string, b: string) => a === '-infinity' || a < b;
    if (!before(firstDay, row.endDay)) {
      // No whole local day inside: every ride of the range is read raw.
      return {
        zone,
        raw: range.startAt ? [{ startAt: range.startAt, endAt: range.endAt }] : [],
        days: [],
        months: null,
      };
    }
    const raw: DateRange[] = [];
    if (range.startAt && row.firstDayMs !== null && range.startAt.getTime() < Number(row.firstDayMs)) {
      raw.push({ startAt: range.startAt, endAt: toDate(row.firstDayMs) });
    }
    if (Number(row.endDayMs) < range.endAt.getTime()) raw.push({ startAt: toDate(row.endDayMs), endAt: range.endAt });
    if (grain === 'month' && before(firstMonth, row.endMonth)) {
      return {
        zone,
        raw,
        days: [
          [firstDay, firstMonth],
          [row.endMonth, row.endDay],
        ].filter(([from, to]) => from !== to) as [string, string][],
        months: [firstMonth, row.endMonth],
      };
    }
    return { zone, raw, days: [[firstDay, row.endDay]], months: null };
  }

  /** Rows (license_id, period, sums, last_synced_at, active_days) of the spans, periods of the grain. */
  function source(spans: Spans, licenses: LicenseFilter, grain: Grain): SQL {
    const { zone } = spans;
    const ofDay = (day: SQL) => (grain === 'month' ? sql`date_trunc('month', ${day}::timestamp)::date` : day);
    const parts: SQL[] = [];
    if (spans.months) {
      parts.push(sql`select license_id, month as period, rides::bigint as rides, customers, charged, credits_added,
                            credits_add_on_keyboard, credits_expired, last_synced_at, active_days::bigint as active_days
                     from ride_months
                     where zone = ${zone} and ${licenses(sql`license_id`)}
                       and month >= ${spans.months[0]}::date and month < ${spans.months[1]}::date`);
    }
    if (spans.days.length > 0) {
      const days = sql.join(
        spans.days.map(([from, to]) => sql`(day >= ${from}::date and day < ${to}::date)`),
        sql` or `,
      );
      parts.push(sql`select license_id, ${ofDay(sql`day`)} as period, rides::bigint as rides, customers, charged,
                            credits_added, credits_add_on_keyboard, credits_expired, last_synced_at,
                            1::bigint as active_days
                     from ride_days
                     where zone = ${zone} and ${licenses(sql`license_id`)} and (${days})`);
    }
    if (spans.raw.length > 0) {
      const instants = sql.join(
        spans.raw.map(
          (piece) => sql`(consumed_at >= ${instant(piece.startAt)} and consumed_at < ${instant(piece.endAt)})`,
        ),
        sql` or `,
      );
      parts.push(sql`select license_id, ${ofDay(sql`local_day`)} as period, count(*) as rides,
                            sum(customers_amount) as customers, sum(charged_amount) as charged,
                            sum(credits_added) as credits_added, sum(credits_add_on_keyboard) as credits_add_on_keyboard,
                            sum(credits_expired) as credits_expired, max(synced_at) as last_synced_at,
                            1::bigint as active_days
                     from (select r.*, (r.consumed_at at time zone ${zone})::date as local_day
                           from rides r where ${licenses(sql`r.license_id`)} and (${instants})) as picked
                     group by license_id, local_day`);
    }
    if (parts.length === 0) {
      return sql`select null::int as license_id, null::date as period, 0::bigint as rides, 0::bigint as customers,
                        0::bigint as charged, 0::bigint as credits_added, 0::bigint as credits_add_on_keyboard,
                        0::bigint as credits_expired, null::timestamptz as last_synced_at, 0::bigint as active_days
                 where false`;
    }
    return sql.join(parts, sql` union all `);
  }

  async function requiredSpans(range: OpenRange, zone: string, grain: Grain): Promise<Spans> {
    const spans = await spansOf(range, zone, grain);
    if (!spans) throw new Error(`No ride rollups in ${zone}`);
    return spans;
  }

  /**
   * Values per local period of the zone with rides, oldest first, each with every sum of its rides (so a caller
   * that needs the range's totals too reads the rollups once); null when the zone has no rollups.
   */
  async function perPeriod(
    licenses: LicenseFilter,
    range: OpenRange,
    zone: string,
    grain: Grain,
    measure: Measure,
  ): Promise<PeriodValue[] | null> {
    const spans = await spansOf(range, zone, grain);
    if (!spans) return null;
    const unit = grain === 'month' ? sql.raw(`interval '1 month'`) : sql.raw(`interval '1 day'`);
    const rows = await selectRows<
      { period: string; startMs: number | string; endMs: number | string; value: string } & Record<
        keyof RollupTotals,
        string
      >
    >(
      db,
      sql`select to_char(period, 'YYYY-MM-DD') as period,
                 extract(epoch from period::timestamp at time zone ${zone})::float8 * 1000 as "startMs",
                 extract(epoch from (period + ${unit})::timestamp at time zone ${zone})::float8 * 1000 as "endMs",
                 sum(${sql.identifier(measure)})::text as value, ${sumsText}
          from (${source(spans, licenses, grain)}) as s
          group by period order by period`,
    );
    return rows.map((row) => ({
      period: row.period,
      startAt: toDate(row.startMs),
      endAt: toDate(row.endMs),
      value: Number(row.value),
      totals: totalsOf(row),
    }));
  }

  async function totalsQuery(licenses: LicenseFilter, range?: OpenRange): Promise<SQL> {
    const from = range
      ? source(await requiredSpans(range, 'UTC', 'month'), licenses, 'month')
      : sql`select * from ride_months where zone = 'UTC' and ${licenses(sql`license_id`)}`;
    return sql`select ${sumsText} from (${from}) as s`;
  }

  /**
   * The days of the window that hold rows `[offset, offset + limit)` of it in reading order, and how many rows
   * come before the first of them. A page near either end of a month of 300,000 rides needs a day or two: the
   * days of twice the share of the window's rows it reaches into, from that end, are read first (twice, so an
   * uneven month rarely needs a second read), and all its days only when that part held too few rows.
   */
  async function daysHoldingPage(
    licenses: LicenseFilter,
    window: DateRange,
    zone: string,
    measure: Measure,
    order: 'asc' | 'desc',
    page: { offset: number; limit: number },
    windowRows: number,
  ): Promise<{ periods: PeriodValue[]; before: number }> {
    const fromStart = page.offset + page.limit;
    const fromEnd = windowRows - page.offset;
    const nearStart = fromStart <= fromEnd;
    const share = (2 * (nearStart ? fromStart : fromEnd)) / Math.max(1, windowRows);
    if (share < 0.5) {
      // The reading order's start is the newest part for `desc`, the oldest for `asc`.
      const side = nearStart === (order === 'desc') ? 'newest' : 'oldest';
      const periods = (await perPeriod(licenses, partOf(window, share, side, zone), zone, 'day', measure)) ?? [];
      const rows = periods.reduce((sum, day) => sum + day.value, 0);
      if (rows >= (nearStart ? fromStart : fromEnd)) return { periods, before: nearStart ? 0 : windowRows - rows };
    }
    return { periods: (await perPeriod(licenses, window, zone, 'day', measure)) ?? [], before: 0 };
  }

  /** Where the page lies, from the months' values of the range (see `pageWindow`). */
  async function locate(months: PeriodValue[], request: PageRequest): Promise<PageLocation> {
    const { licenses, range, zone, measure, order, page } = request;
    const count = valueOf(months);
    const totals = totalsOfPeriods(months);
    const monthsHolding = holding(order === 'asc' ? months : months.toReversed(), page);
    if (!monthsHolding) return { count, window: null, skip: 0, totals };
    const monthWindow = clip(monthsHolding.periods, range);
    const within = { offset: page.offset - monthsHolding.before, limit: page.limit };
    const days = await daysHoldingPage(
      licenses,
      monthWindow,
      zone,
      measure,
      order,
      within,
      valueOf(monthsHolding.periods),
    );
    const daysHolding = holding(order === 'asc' ? days.periods : days.periods.toReversed(), {
      offset: within.offset - days.before,
      limit: within.limit,
    });
    if (!daysHolding) return { count, window: null, skip: 0, totals };
    return {
      count,
      window: clip(daysHolding.periods, monthWindow),
      skip: within.offset - days.before - daysHolding.before,
      totals,
    };
  }

  return {
    spansOf,
    source,
    perPeriod,

    /** A one-row query of the sums of the rides of these licences in the range (of all time without one). */
    totalsQuery,

    /** Sums of the rides of these licences in the range (of all time without one), from the UTC rollups. */
    async totals(licenses: LicenseFilter, range?: OpenRange): Promise<RollupTotals> {
      const [row] = await selectRows<Record<keyof RollupTotals, string>>(db, await totalsQuery(licenses, range));
      return totalsOf(row);
    },

    /**
     * Sums of the rides of these licences before and after the range: with the range's own sums (which a report has
     * read already), those of all time, for two small reads instead of every month again.
     */
    async totalsOutside(licenses: LicenseFilter, range: DateRange): Promise<RollupTotals> {
      const [before, after] = await Promise.all(
        [{ endAt: range.startAt }, { startAt: range.endAt, endAt: endOfTime }].map(async (outside) => {
          const [row] = await selectRows<Record<keyof RollupTotals, string>>(db, await totalsQuery(licenses, outside));
          return totalsOf(row);
        }),
      );
      return addTotals(before ?? totalsOf(undefined), after ?? totalsOf(undefined));
    },

    /**
     * Where a page of `[offset, offset + limit)` rows lies, rows being counted by `measure` per period of the
     * zone in `order`: the range of the few local days holding it, the rows of that range to skip, the count of
     * the whole report and the sums of its rides. Months are counted from `ride_months`, then the days of the
     * months holding the page (`daysHoldingPage`), so a deep page costs no more than the first. Null when the zone
     * has no rollups.
     */
    async pageWindow(request: PageRequest): Promise<PageLocation | null> {
      const { licenses, range, zone, measure } = request;
      const months = await perPeriod(licenses, range, zone, 'month', measure);
      return months && locate(months, request);
    },

    /**
     * A page of rows as `read` reads them from the window `pageWindow` finds, with the count and sums of the whole
     * range. The first page mostly lies in the range's first week in reading order: when that week's days hold it,
     * the page is read while the months are still being summed, not after them.
     */
    async pageRows<Row>(
      request: PageRequest,
      read: (window: DateRange, skip: number) => Promise<Row[]>,
    ): Promise<{ rows: Row[]; count: number; totals: RollupTotals } | null> {
      const { licenses, range, zone, measure, order, page } = request;
      const months = perPeriod(licenses, range, zone, 'month', measure);
      // Awaited below; this keeps a failure from going unhandled while the first week is read.
      months.catch(() => undefined);
      if (page.offset === 0) {
        const edge = edgeOf(range, order, zone);
        const days = (await perPeriod(licenses, edge, zone, 'day', measure)) ?? [];
        const edgeHolding =
          valueOf(days) >= page.limit ? holding(order === 'asc' ? days : days.toReversed(), page) : null;
        if (edgeHolding) {
          const [rows, monthValues] = await Promise.all([read(clip(edgeHolding.periods, edge), 0), months]);
          return monthValues && { rows, count: valueOf(monthValues), totals: totalsOfPeriods(monthValues) };
        }
      }
      const monthValues = await months;
      if (!monthValues) return null;
      const located = await locate(monthValues, request);
      const rows = located.window ? await read(located.window, located.skip) : [];
      return { rows, count: located.count, totals: located.totals };
    },
  };
}

/** A page of a report counted by `measure` per local period of the zone, in `order`. */
export interface PageRequest {
  licenses: LicenseFilter;
  range: DateRange;
  zone: string;
  measure: Measure;
  order: 'asc' | 'desc';
  page: { offset: number; limit: number };
}

/** Where a page lies: the few local days holding it, the rows of them to skip, the count and sums of the range. */
export interface PageLocation {
  count: number;
  window: DateRange | null;
  skip: number;
  totals: RollupTotals;
}

/** The measure summed over periods, and every sum of their rides. */
const valueOf = (periods: readonly PeriodValue[]) => periods.reduce((sum, period) => sum + period.value, 0);
const totalsOfPeriods = (periods: readonly PeriodValue[]) =>
  periods.reduce((sum, period) => addTotals(sum, period.totals), totalsOf(undefined));

/** How much of a range's edge is read for its first page beside its months (`pageWindow`). */
const firstPageEdgeMs = 7 * 24 * 60 * 60 * 1000;

/** The first week of the range in reading order (its last week when newest first), in whole local days. */
function edgeOf(range: DateRange, order: 'asc' | 'desc', zone: string): DateRange {
  const span = range.endAt.getTime() - range.startAt.getTime();
  return partOf(range, Math.min(1, firstPageEdgeMs / Math.max(1, span)), order === 'desc' ? 'newest' : 'oldest', zone);
}

/** The newest or oldest `share` of the window, widened to whole local days of the zone, so it reads rollup days only. */
function partOf(window: DateRange, share: number, side: 'newest' | 'oldest', zone: string): DateRange {
  const span = window.endAt.getTime() - window.startAt.getTime();
  if (side === 'newest') {
    const edge = new Date(window.endAt.getTime() - span * share);
    const dayStart = startOfDayInZone(isoDateInZone(edge, zone), zone);
    return { startAt: new Date(Math.max(dayStart.getTime(), window.startAt.getTime())), endAt: window.endAt };
  }
  const edge = new Date(window.startAt.getTime() + span * share);
  const nextDay = startOfDayInZone(nextIsoDate(isoDateInZone(edge, zone)), zone);
  return { startAt: window.startAt, endAt: new Date(Math.min(nextDay.getTime(), window.endAt.getTime())) };
}

/** The periods, in reading order, holding rows `[offset, offset + limit)`, and how many rows come before them. */
function holding(
  periods: readonly PeriodValue[],
  page: { offset: number; limit: number },
): { periods: PeriodValue[]; before: number } | null {
  let before = 0;
  let first = 0;
  while (first < periods.length && before + (periods[first]?.value ?? 0) <= page.offset) {
    before += periods[first]?.value ?? 0;
    first += 1;
  }
  if (first >= periods.length) return null;
  let through = before;
  let last = first;
  for (; last < periods.length; last++) {
    through += periods[last]?.value ?? 0;
    if (through >= page.offset + page.limit) break;
  }
  return { periods: periods.slice(first, Math.min(last, periods.length - 1) + 1), before };
}

/** The range spanned by the periods, within `range`. */
function clip(periods: readonly PeriodValue[], range: DateRange): DateRange {
  const starts = periods.map((period) => period.startAt.getTime());
  const ends = periods.map((period) => period.endAt.getTime());
  return {
    startAt: new Date(Math.max(range.startAt.getTime(), Math.min(...starts))),
    endAt: new Date(Math.min(range.endAt.getTime(), Math.max(...ends))),
  };
}
