import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CoasterWindows } from '@orbit/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { liveEventChannel } from '../live/index.ts';
import { allLicenses, licensesWithStatus } from './coasters-repository.ts';

/** Staff are told of new rides (rides today on the fleet page) at most this often, whoever recorded them. */
export const fleetRidesEveryMs = 3_000;
/**
 * A ride batch's event carries its transaction's start: one that started this long before staff were last told may
 * have committed after it, so it still counts as new (at most one event more after the last batch).
 */
const rideTransactionMs = 2_000;

export type CoasterStatusWatcher = ReturnType<typeof createCoasterStatusWatcher>;

/**
 * Tells open screens of statuses that moved (ADR 0089). A status follows from time as much as from writes: a machine
 * turns late, then offline, by not calling, and nothing is written then. Every `everyMs` each process computes every
 * licence's status with the fleet page's SQL (`licensesWithStatus`) at one `now`, compares it with the status last
 * told (`coaster_status_marks`) and, in the same statement, moves the marks that differ and writes the live events:
 * `coasters` to each owner of a moved licence, `fleet` to every enabled staff member (all staff see the fleet page,
 * ADR 0084), also when rides were recorded since staff were last told, at most every `fleetRidesEveryMs`. The marks'
 * row locks make two processes that see one change at once tell it once: the second finds the mark already moved
 * (`where ... is distinct from`), and an evaluation older than the mark's never moves it back.
 */
export function createCoasterStatusWatcher(deps: {
  db: Database;
  now: Clock;
  windows: CoasterWindows;
  log: FastifyBaseLogger;
  /** How often to look; 0 never looks by itself (`watchOnce` still does). */
  everyMs: number;
}) {
  const { db, now, windows, log, everyMs } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  /** One look at every licence: how many statuses moved, and how many people were told. */
  async function watchOnce(): Promise<{ moved: number; told: number }> {
    // The heard calls are not flushed first, unlike the pages' reads: every process writes its own each second, and
    // a look must not queue behind a slow write of thousands of calls; a call heard in the last second counts next look.
    const at = now();
    const stamp = sql`${at.toISOString()}::timestamptz`;
    const [row] = await selectRows<{ moved: number; told: number }>(
      db,
      sql`with current as (select c.license_id, c.user_id, c.status from (${licensesWithStatus(allLicenses, { at, windows })}) c),
        moved as (
          select c.license_id, c.status from current c left join coaster_status_marks m on m.license_id = c.license_id
          where m.status is distinct from c.status),
        -- Only the rows that moved are upserted: an upsert locks even the rows its WHERE leaves, and 10,000 locks every
        -- 2 s would each write the table.
        marked as (
          insert into coaster_status_marks (license_id, status, told_at) select license_id, status, ${stamp} from moved
          on conflict (license_id) do update set status = excluded.status, told_at = excluded.told_at
          where coaster_status_marks.status is distinct from excluded.status
            and coaster_status_marks.told_at <= excluded.told_at
          returning license_id),
        -- The database's clock, as the rides' events carry it.
        rides_marked as (
          update fleet_rides_marks f set told_at = now()
          where f.told_at <= now() - ${fleetRidesEveryMs}::float8 * interval '1 millisecond'
            and exists (select 1 from live_events r where r.kind = 'rides'
                          and r.created_at > f.told_at - ${rideTransactionMs}::float8 * interval '1 millisecond')
          returning 1),
        owners as (
          insert into live_events (user_id, kind)
          select distinct c.user_id, 'coasters' from marked k join current c on c.license_id = k.license_id
          on conflict (user_id) where kind = 'coasters' do update set tx = excluded.tx, created_at = excluded.created_at
          returning user_id),
        staff as (
          insert into live_events (user_id, kind)
          select u.id, 'fleet' from users u
          where u.scope <> 'user' and u.disabled_at is null
            and (exists (select 1 from marked) or exists (select 1 from rides_marked))
          on conflict (user_id) where kind = 'fleet' do update set tx = excluded.tx, created_at = excluded.created_at
          returning user_id)
        select (select count(*) from marked)::int as moved,
               (select count(*) from (select pg_notify(${liveEventChannel}, told.user_id::text)
                                      from (select user_id from owners union all select user_id from staff) told) n)::int as told`,
    );
    return { moved: row?.moved ?? 0, told: row?.told ?? 0 };
  }

  function schedule() {
    if (stopped || everyMs <= 0) return;
    // Each look starts `everyMs` after the last one ended: looks never overlap, however long one takes.
    timer = setTimeout(() => {
      running = watchOnce()
        .catch((error: unknown) => log.warn({ err: error }, 'Coaster statuses could not be watched; trying again'))
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, everyMs);
    timer.unref();
  }

  return {
    watchOnce,
    start: schedule,
    /** Stops looking, after the look under way (the server stops, before its database closes). */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
