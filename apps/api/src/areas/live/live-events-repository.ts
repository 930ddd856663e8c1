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
 * The transaction position every reader agrees on: each transaction of this database with a smaller id had ended when
 * it was read, so every event below it that will ever exist is there for a later statement to read (ADR 0082). The
 * transactions still running are this database's own (`pg_stat_activity`), so a long write in another database of
 * the same server holds nothing back; their 32-bit ids are placed within 2^31 below the snapshot's next id, where
 * PostgreSQL keeps every running one. Read in a statement of its own, before the events': a transaction that ends in
 * between is then seen by the events' snapshot.
 */
const horizon = sql`(with next as (select pg_snapshot_xmax(pg_current_snapshot())::text::bigint as xid),
    running as (
      select (next.xid % 4294967296 - activity.backend_xid::text::bigint + 4294967296) % 4294967296 as behind
      from next, pg_stat_activity as activity
      where activity.datname = current_database() and activity.backend_xid is not null)
  select least(next.xid, next.xid - (select max(behind) from running where behind < 2147483648))::float8 from next)`;

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
     * The events from position `from` up to the horizon read just before them, and that horizon: read again from it,
     * nothing is skipped or read twice.
     */
    async since(from: number): Promise<{ until: number; events: LiveEventRow[] }> {
      const [position] = await selectRows<{ until: number }>(db, sql`select ${horizon} as until`);
      const until = Math.max(from, Number(position?.until ?? from));
      const events = await selectRows<LiveEventRow>(
        db,
        sql`select user_id as "userId", kind, tx::float8 as tx from live_events
          where tx >= ${from} and tx < ${until} order by tx`,
      );
      return { until, events: events.map(({ userId, kind, tx }) => ({ userId, kind, tx: Number(tx) })) };
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
