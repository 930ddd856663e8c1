import { sql } from 'drizzle-orm';
import type { LiveChangeKind } from '@orbit/contract';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';

/** The channel a change is told on, with its owner's id as the payload (migration 0015). */
export const liveEventChannel = 'live_event';

/** One change of one person, at its transaction's position. */
export interface LiveEventRow {
  userId: number;
  kind: LiveChangeKind;
  tx: number;
}

/**
 * The transaction position every reader agrees on: each transaction with a smaller id has ended, so every event below
 * it that will ever exist is there to read (ADR 0082).
 */
const horizon = sql`pg_snapshot_xmin(pg_current_snapshot())::text::float8`;

export function liveEventsRepository(db: Database) {
  return {
    /**
     * New rides of an account's licences, in the ride batch's transaction: its one `rides` row moves to this
     * transaction instead of a row a batch, and the owner's streams are told after the commit. One statement.
     */
    async ridesRecorded(userId: number): Promise<void> {
      await db.execute(sql`with moved as (
          insert into live_events (user_id, kind) values (${userId}, 'rides')
          on conflict (user_id) where kind = 'rides'
          do update set tx = excluded.tx, created_at = excluded.created_at
          returning user_id)
        select pg_notify(${liveEventChannel}, user_id::text) from moved`);
    },

    /**
     * The events from position `from` up to the horizon of this statement's snapshot, and that horizon: read again
     * from it, nothing is skipped or read twice.
     */
    async since(from: number): Promise<{ until: number; events: LiveEventRow[] }> {
      const rows = await selectRows<{ until: number; userId: number | null; kind: LiveChangeKind | null; tx: number }>(
        db,
        sql`with horizon as (select ${horizon} as until)
          select horizon.until, event.user_id as "userId", event.kind, event.tx::float8 as tx
          from horizon left join live_events as event on event.tx >= ${from} and event.tx < horizon.until
          order by event.tx`,
      );
      const until = Math.max(from, Number(rows[0]?.until ?? from));
      const events: LiveEventRow[] = [];
      for (const { userId, kind, tx } of rows) if (userId !== null && kind !== null) events.push({ userId, kind, tx });
      return { until, events };
    },

    /** What changed for one person between two positions (a stream that resumes). */
    async kindsOf(userId: number, from: number, until: number): Promise<LiveChangeKind[]> {
      const rows = await selectRows<{ kind: LiveChangeKind }>(
        db,
        sql`select distinct kind from live_events where user_id = ${userId} and tx >= ${from} and tx < ${until}
          order by kind`,
      );
      return rows.map((row) => row.kind);
    },

    /** The horizon now, and the first position whose events are no longer all kept. */
    async bounds(): Promise<{ horizon: number; sweptBelow: number }> {
      const [row] = await selectRows<{ horizon: number; sweptBelow: number }>(
        db,
        sql`select ${horizon} as horizon, swept_below::float8 as "sweptBelow" from live_event_sweeps`,
      );
      return { horizon: Number(row?.horizon ?? 0), sweptBelow: Number(row?.sweptBelow ?? 0) };
    },

    /** Deletes the events older than `before`, and moves the swept position past them; how many went. */
    async sweep(before: Date): Promise<number> {
      const [row] = await selectRows<{ swept: number }>(
        db,
        sql`with gone as (delete from live_events where created_at < ${before.toISOString()}::timestamptz returning tx),
          moved as (
            update live_event_sweeps set swept_below = greatest(swept_below, (select max(tx) + 1 from gone))
            where exists (select 1 from gone) returning 1)
          select (select count(*) from gone)::int as swept, (select count(*) from moved) as moved`,
      );
      return row?.swept ?? 0;
    },
  };
}
