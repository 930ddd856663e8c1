import { sql } from 'drizzle-orm';
import type { RangeKind } from '@orbit/contract';
import type { Database } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';

export interface DateRange {
  startAt: Date;
  /** Excluded. */
  endAt: Date;
}

/** PostgreSQL's names for the calendar units; its 'week' starts on Monday, like the ISO week. */
const units: Record<RangeKind, string> = { day: 'day', isoWeek: 'week', month: 'month' };

/**
 * Calendar ranges are computed by PostgreSQL in the user's time zone: local midnight of the first day, taken
 * back to an instant, so days around a DST change have their true length.
 */
export function calendarRepository(db: Database) {
  /** Consecutive ranges of `kind` from `firstShift` to `lastShift` around the one holding `reference`, oldest first. */
  async function consecutiveRanges(
    reference: Date,
    kind: RangeKind,
    timezone: string,
    firstShift: number,
    lastShift: number,
  ): Promise<DateRange[]> {
    const unit = sql.raw(`'1 ${units[kind]}'::interval`);
    const local = sql`date_trunc(${units[kind]}, ${reference.toISOString()}::timestamptz at time zone ${timezone})`;
    const rows = await selectRows<{ startMs: number; endMs: number }>(
      db,
      sql`select extract(epoch from (${local} + shift * ${unit}) at time zone ${timezone})::float8 * 1000 as "startMs",
                   extract(epoch from (${local} + (shift + 1) * ${unit}) at time zone ${timezone})::float8 * 1000 as "endMs"
            from generate_series(${firstShift}::int, ${lastShift}::int) as shift order by shift`,
    );
    return rows.map((row) => ({ startAt: new Date(Number(row.startMs)), endAt: new Date(Number(row.endMs)) }));
  }

  return {
    consecutiveRanges,
    /** The range of `kind` holding `reference`, moved by `shift` whole ranges (-1 is the one before). */
    async rangeOf(reference: Date, kind: RangeKind, timezone: string, shift = 0): Promise<DateRange> {
      const [range] = await consecutiveRanges(reference, kind, timezone, shift, shift);
      if (!range) throw new Error('The calendar query returned no range');
      return range;
    },
  };
}
