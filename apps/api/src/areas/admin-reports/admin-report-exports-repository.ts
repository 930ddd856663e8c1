import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ContentLanguage } from '@orbit/domain';
import { contentLanguages, incompleteRideMaxSeconds } from '@orbit/domain';
import { intArray, textArray } from '../../db/arrays.ts';
import type { Database } from '../../db/client.ts';
import { isoText, selectRows } from '../../db/rows.ts';
import type { DateRange } from '../../shared/calendar-repository.ts';
import { csvInstant, csvLine, csvNeutralised, csvPlain, csvQuoted, csvText } from './csv-sql.ts';

/**
 * Where a newest-first walk stands: rows strictly before this instant (ISO, to the microsecond) and id. An id of 0
 * stands for "everything before the instant", since ids start at 1.
 */
export interface TimeKey {
  at: string;
  id: number;
}

/** Rows of one step of a walk: the CSV records, and the key of the last one. */
export interface LineBatch {
  lines: string[];
  last: TimeKey | null;
}

/** The part of a newest-first walk one query reads: from `from` (included) up to `before` (excluded). */
export interface TimeWindow {
  from: Date;
  before: TimeKey;
}

const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;
/** The key of a row as text that round-trips to the microsecond, whatever the session's settings. */
const keyText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const windowOf = (at: SQL, id: SQL, window: TimeWindow) =>
  sql`${at} >= ${instant(window.from)} and (${at}, ${id}) < (${window.before.at}::timestamptz, ${window.before.id}::bigint)`;

interface KeyedLine {
  line: string;
  keyAt: string;
  keyId: number | string;
}

function batchOf(rows: KeyedLine[]): LineBatch {
  const last = rows.at(-1);
  return { lines: rows.map((row) => row.line), last: last ? { at: last.keyAt, id: Number(last.keyId) } : null };
}

/**
 * How cells are written: as parts of one CSV record built by PostgreSQL (`line`, see csv-sql.ts), or as typed
 * columns that COPY writes itself (`copy`): text neutralised the same way, and quoted by COPY's FORCE_QUOTE for the
 * text columns, which leaves NULL unquoted and empty, as `csvCell` does.
 */
type CellMode = 'line' | 'copy';

/** Writers of each kind of cell; a `word` is text the query writes itself (a ride's status): quoted, never hostile. */

const cellWriters = {
  line: {
    plain: csvPlain,
    instant: csvInstant,
    text: csvText,
    word: csvQuoted,
    title: (cell: SQL) => sql`coalesce(${cell}, '')`,
  },
  copy: {
    plain: (value: SQL) => value,
    instant: isoText,
    text: csvNeutralised,
    word: (value: SQL) => value,
    title: (cell: SQL) => cell,
  },
} satisfies Record<CellMode, Record<'plain' | 'instant' | 'text' | 'word' | 'title', (value: SQL) => SQL>>;

/** A column of the rides export: its cell, and whether it is text (quoted) rather than a number. */
interface RideColumn {
  cell: SQL;
  text: boolean;
}

/** The ride columns of the rides report and of the wallet statement, as `adminReportCsvColumns` lists them. */
function rideColumns(kind: 'rides' | 'walletStatement', mode: CellMode): RideColumn[] {
  const { plain, instant, word, title } = cellWriters[mode];
  const number = (value: SQL): RideColumn => ({ cell: plain(value), text: false });
  const text = (cell: SQL): RideColumn => ({ cell, text: true });
  const common = {
    id: number(sql`r.id`),
    consumedAt: text(instant(sql`r.consumed_at`)),
    // Text cells of licences and scenarios are written once per licence or scenario (see ridesQuery), not per ride.
    licenseKey: text(sql`l.key_cell`),
    label: text(sql`l.label_cell`),
    customersAmount: number(sql`r.customers_amount`),
    rideCost: number(sql`r.ride_cost`),
    creditsAdded: number(sql`r.credits_added`),
    creditsAddOnKeyboard: number(sql`r.credits_add_on_keyboard`),
    creditsExpired: number(sql`r.credits_expired`),
    discountUsed: number(sql`r.discount_used`),
  };
  if (kind === 'walletStatement') {
    return [
      common.id,
      common.consumedAt,
      common.licenseKey,
      common.label,
      common.customersAmount,
      common.rideCost,
      common.creditsAdded,
      common.creditsAddOnKeyboard,
      common.creditsExpired,
      common.discountUsed,
    ];
  }
  return [
    common.id,
    common.consumedAt,
    text(instant(sql`r.synced_at`)),
    common.licenseKey,
    common.label,
    number(sql`r.scenario_id`),
    text(title(sql`sc.title_cell`)),
    number(sql`r.duration_seconds`),
    number(sql`sc.time_seconds`),
    // ridePercentage and rideStatus of @orbit/domain: Math.round(min(100, duration / time × 100)) in float8.
    number(sql`floor(least(100, (r.duration_seconds::float8 / sc.time_seconds) * 100) + 0.5)::int`),
    text(
      word(sql`case when r.duration_seconds > ${incompleteRideMaxSeconds}::int then 'completed' else 'incomplete' end`),
    ),
    common.customersAmount,
    number(sql`r.charged_amount`),
    common.rideCost,
    common.creditsAdded,
    common.creditsAddOnKeyboard,
    common.creditsExpired,
    common.discountUsed,
  ];
}

/** A query for COPY and the names of its columns that COPY must quote (`force_quote`). */
export interface CopyQuery {
  query: SQL;
  quotedColumns: string[];
}

/**
 * The rides of these licences in the range, newest first: `select` (the cells, written as `mode` says) from the
 * rides with their licence and scenario cells, where they are in the range and `extra` holds, then `tail`.
 */
function ridesQuery(options: {
  kind: 'rides' | 'walletStatement';
  mode: CellMode;
  licenseIds: readonly number[];
  range: DateRange;
  language: ContentLanguage;
  select: (columns: RideColumn[]) => SQL;
  extra: SQL;
  tail: SQL;
}): SQL {
  const { kind, mode, licenseIds, range, language } = options;
  const { text } = cellWriters[mode];
  const others = contentLanguages.filter((candidate) => candidate !== language);
  // The scenario's title in the asked language, else in another one (first by language code).
  const title = sql`select coalesce(max(title) filter (where language = ${language}),
      (array_agg(title order by language) filter (where language = any(${textArray(others)})))[1]) as title
    from scenario_texts where scenario_id = scenarios.id`;
  // The neutralising and quoting of text cells costs regular expressions: each licence's and scenario's cells are
  // a subquery of their own (kept apart by \`offset 0\`) that PostgreSQL memoises, so a million rides compute them
  // once per licence and scenario. Joined that way the rides keep the order of their index: no sort of the million.
  return sql`select ${options.select(rideColumns(kind, mode))}
      from rides r
      cross join lateral (select ${text(sql`key`)} as key_cell, ${text(sql`label`)} as label_cell
                          from licenses where id = r.license_id offset 0) as l
      ${
        kind === 'rides'
          ? sql`cross join lateral (select time_seconds, (select ${text(sql`title`)} from (${title}) as titles) as title_cell
                                    from scenarios where id = r.scenario_id offset 0) as sc`
          : sql``
      }
      where r.license_id = any(${intArray(licenseIds)})
        and r.consumed_at >= ${instant(range.startAt)} and r.consumed_at < ${instant(range.endAt)}
        and ${options.extra}
      order by r.consumed_at desc, r.id desc
      ${options.tail}`;
}

/** SQL of the CSV exports (ADR 0026): each query reads one bounded step, so none holds the database for long. */
export function adminReportExportsRepository(db: Database) {
  return {
    /** A step of the rides of these licences in the range, newest first, as CSV records. */
    async rideLines(
      kind: 'rides' | 'walletStatement',
      licenseIds: readonly number[],
      range: DateRange,
      window: TimeWindow,
      limit: number,
      language: ContentLanguage = 'en',
    ): Promise<LineBatch> {
      if (licenseIds.length === 0) return { lines: [], last: null };
      const rows = await selectRows<KeyedLine>(
        db,
        ridesQuery({
          kind,
          mode: 'line',
          licenseIds,
          range,
          language,
          select: (columns) =>
            sql`${csvLine(columns.map((column) => column.cell))} as line, ${keyText(sql`r.consumed_at`)} as "keyAt", r.id as "keyId"`,
          extra: windowOf(sql`r.consumed_at`, sql`r.id`, window),
          tail: sql`limit ${limit}`,
        }),
      );
      return batchOf(rows);
    },

    /**
     * The whole rides export after its first `skip` rows, as one query whose typed cells COPY writes as CSV
     * (`db/copy-csv.ts`), its text columns quoted: the same records as the steps of `rideLines`.
     */
    rideCopyQuery(
      kind: 'rides' | 'walletStatement',
      licenseIds: readonly number[],
      range: DateRange,
      skip: number,
      language: ContentLanguage = 'en',
    ): CopyQuery {
      const columnName = (index: number) => `c${index}`;
      const query = ridesQuery({
        kind,
        mode: 'copy',
        licenseIds,
        range,
        language,
        select: (columns) =>
          sql.join(
            columns.map((column, index) => sql`${column.cell} as ${sql.identifier(columnName(index))}`),
            sql`, `,
          ),
        extra: sql`true`,
        tail: sql`offset ${skip}`,
      });
      const quotedColumns = rideColumns(kind, 'copy').flatMap((column, index) =>
        column.text ? [columnName(index)] : [],
      );
      return { query, quotedColumns };
    },

    /** A step of the coin records of these clients in the range, newest first, as CSV records. */
    async walletRecordLines(
      userIds: readonly number[],
      range: DateRange,
      window: TimeWindow,
      limit: number,
    ): Promise<LineBatch> {
      const rows = await selectRows<KeyedLine>(
        db,
        sql`select ${csvLine([
          csvPlain(sql`w.id`),
          csvPlain(sql`w.user_id`),
          csvText(sql`u.name`),
          csvText(sql`u.email`),
          csvText(sql`c.iso_alpha2`),
          csvInstant(sql`w.created_at`),
          csvPlain(sql`w.amount`),
          csvPlain(sql`w.issuer_user_id`),
          csvText(sql`i.name`),
        ])} as line, ${keyText(sql`w.created_at`)} as "keyAt", w.id as "keyId"
            from wallet_records w
            join users u on u.id = w.user_id
            join users i on i.id = w.issuer_user_id
            left join countries c on c.id = u.country_id
            where w.user_id = any(${intArray(userIds)})
              and w.created_at >= ${instant(range.startAt)} and w.created_at < ${instant(range.endAt)}
              and ${windowOf(sql`w.created_at`, sql`w.id`, window)}
            order by w.created_at desc, w.id desc
            limit ${limit}`,
      );
      return batchOf(rows);
    },

    /**
     * The consumption-by-day records of rides in `part` (whole local days of the zone, or the ends of the range):
     * one per licence and local day, by day, label and key, as the JSON report orders them.
     */
    async consumptionByDayLines(licenseIds: readonly number[], part: DateRange, timezone: string): Promise<string[]> {
      const rows = await selectRows<{ line: string }>(
        db,
        sql`select ${csvLine([
          csvPlain(sql`l.user_id`),
          csvText(sql`l.key`),
          csvText(sql`l.label`),
          csvQuoted(sql`to_char(g.local_day, 'YYYY-MM-DD')`),
          csvInstant(sql`g.local_day at time zone ${timezone}`),
          csvInstant(sql`l.unlimited_since`),
          csvPlain(sql`g.customers`),
          csvPlain(sql`g.laps`),
        ])} as line
            from (select license_id, local_day, sum(customers_amount) as customers, count(*) as laps
                  from (select license_id, customers_amount,
                               date_trunc('day', consumed_at at time zone ${timezone}) as local_day
                        from rides
                        where license_id = any(${intArray(licenseIds)})
                          and consumed_at >= ${instant(part.startAt)} and consumed_at < ${instant(part.endAt)}) as picked
                  group by license_id, local_day) as g
            join licenses l on l.id = g.license_id
            order by g.local_day, l.label, l.key`,
      );
      return rows.map((row) => row.line);
    },

    /** The local midnight `days` days after the one starting the local day of `from`, as an instant. */
    async localMidnightAfter(from: Date, days: number, timezone: string): Promise<Date> {
      const [row] = await selectRows<{ ms: number | string }>(
        db,
        sql`select extract(epoch from (date_trunc('day', ${instant(from)} at time zone ${timezone})
                   + ${days}::int * interval '1 day') at time zone ${timezone})::float8 * 1000 as ms`,
      );
      if (!row) throw new Error('The calendar query returned no instant');
      return new Date(Number(row.ms));
    },
  };
}
