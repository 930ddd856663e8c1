import { sql } from 'drizzle-orm';
import { licenseFileLifetimeMs } from '@orbit/domain';
import type { BlockReason } from '@orbit/domain';
import type { Database } from '../../db/client.ts';
import { isoText, selectRows } from '../../db/rows.ts';

/** A machine's page reads these of its device row; instants as ISO text. */
export interface MachineFacts {
  deviceId: number;
  licenseId: number;
  userId: number;
  timeZone: string;
  lastSeenAt: string;
  onlineSince: string | null;
}

/** What a machine's page shows of its last 30 days (ADR 0084), as read; instants as ISO text. */
export interface MachineHistoryRows {
  endedRuns: { from: string; to: string; endedBy: 'lost' | 'switchedOff' }[];
  blocks: { code: number; reason: BlockReason; onAccount: boolean; from: string; to: string | null }[];
  syncs: { date: string; batches: number; rides: number; lastAt: string }[];
  versions: { at: string; appVersion: string; gameVersion: string }[];
}

/**
 * Rides reach the server at most this long after they were played: no licence file lasts longer, and a machine
 * plays on its file only. It bounds the delivered rides' scan of the licence's rides by the time they were played.
 */
const longestPlayBeforeDeliveryMs = Math.max(...Object.values(licenseFileLifetimeMs));

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

export function coasterDetailRepository(db: Database) {
  return {
    /** The machine with its licence's owner, if it is on one of that client's licences; staff own none (ADR 0008). */
    async ownedMachine(userId: number, deviceId: number): Promise<MachineFacts | undefined> {
      const [row] = await selectRows<MachineFacts>(
        db,
        sql`select d.id as "deviceId", d.license_id as "licenseId", l.user_id as "userId", u.timezone as "timeZone",
                   ${isoText(sql`d.last_seen_at`)} as "lastSeenAt", ${isoText(sql`d.online_since`)} as "onlineSince"
            from devices d join licenses l on l.id = d.license_id join users u on u.id = l.user_id
            where d.id = ${deviceId}::int and l.user_id = ${userId}::int`,
      );
      return row;
    },

    /**
     * The machine's ended runs, blocks, daily deliveries and versions over `[from, to]`, in one statement. Runs and
     * blocks that overlap the window are kept whole; blocks are the licence's and its whole account's (ADR 0049).
     * Deliveries are counted by the time the rides were received, in the owner's local days: the rides of one
     * delivery share that time (device-ride-service), so distinct times are the deliveries.
     */
    async history(machine: MachineFacts, from: Date, to: Date): Promise<MachineHistoryRows> {
      const [start, end] = [instant(from), instant(to)];
      const playedSince = instant(new Date(from.getTime() - longestPlayBeforeDeliveryMs));
      const [row] = await selectRows<MachineHistoryRows>(
        db,
        sql`select
          (select coalesce(json_agg(json_build_object('from', ${isoText(sql`r.started_at`)}, 'to', ${isoText(sql`r.ended_at`)},
                    'endedBy', r.ended_by) order by r.started_at), '[]')
           from device_online_runs r
           where r.device_id = ${machine.deviceId}::int and r.ended_at > ${start} and r.started_at <= ${end}) as "endedRuns",
          (select coalesce(json_agg(json_build_object('code', o.code, 'reason', o.reason, 'onAccount', o.license_id is null,
                    'from', ${isoText(sql`o.created_at`)}, 'to', ${isoText(sql`o.revoked_at`)}) order by o.created_at, o.id), '[]')
           from blocking_orders o
           where (o.license_id = ${machine.licenseId}::int or (o.license_id is null and o.user_id = ${machine.userId}::int))
             and o.created_at <= ${end} and (o.revoked_at is null or o.revoked_at > ${start})) as blocks,
          (select coalesce(json_agg(json_build_object('date', s.day, 'batches', s.batches, 'rides', s.rides,
                    'lastAt', ${isoText(sql`s.last_at`)}) order by s.day), '[]')
           from (select to_char(r.synced_at at time zone ${machine.timeZone}, 'YYYY-MM-DD') as day,
                        count(distinct r.synced_at)::int as batches, count(*)::int as rides, max(r.synced_at) as last_at
                 from rides r
                 where r.license_id = ${machine.licenseId}::int and r.device_id = ${machine.deviceId}::int
                   and r.consumed_at >= ${playedSince} and r.consumed_at <= ${end}
                   and r.synced_at >= ${start} and r.synced_at <= ${end}
                 group by 1) s) as syncs,
          (select coalesce(json_agg(json_build_object('at', ${isoText(sql`v.at`)}, 'appVersion', v.app_version,
                    'gameVersion', v.game_version) order by v.at), '[]')
           from device_versions v where v.device_id = ${machine.deviceId}::int and v.at <= ${end}) as versions`,
      );
      return row ?? { endedRuns: [], blocks: [], syncs: [], versions: [] };
    },

    /**
     * Removes the online runs that ended before `cutoff`: a machine page shows 30 days and uptime 7, and a machine
     * adds a run each time it goes offline or is switched off. How many were removed.
     */
    async deleteRunsEndedBefore(cutoff: Date): Promise<number> {
      const rows = await selectRows<{ count: number }>(
        db,
        sql`with removed as (delete from device_online_runs where ended_at < ${instant(cutoff)} returning 1)
            select count(*)::int as count from removed`,
      );
      return rows[0]?.count ?? 0;
    },

    /**
     * The rides the machine played and their customers in each of the owner's local hours of the last `hours` up
     * to the current one, hours without rides as zeros: one range read of `rides_license_id_consumed_at_idx`. The
     * hours are stepped in real time from the current local hour's start, so a day of a clock change still has one
     * entry per hour that passed.
     */
    async ridesByHour(machine: MachineFacts, at: Date, hours: number) {
      const current = sql`(date_trunc('hour', ${instant(at)} at time zone ${machine.timeZone}) at time zone ${machine.timeZone})`;
      const first = sql`(${current} - ${hours - 1}::int * interval '1 hour')`;
      return selectRows<{ hour: string; rides: number; customers: number }>(
        db,
        sql`select ${isoText(sql`h.start`)} as hour, coalesce(c.rides, 0)::int as rides, coalesce(c.customers, 0)::int as customers
            from generate_series(${first}, ${current}, interval '1 hour') as h(start)
            left join (
              select date_bin(interval '1 hour', r.consumed_at, ${first}) as start, count(*) as rides,
                     sum(r.customers_amount) as customers
              from rides r
              where r.license_id = ${machine.licenseId}::int and r.device_id = ${machine.deviceId}::int
                and r.consumed_at >= ${first} and r.consumed_at < ${current} + interval '1 hour'
              group by 1) c on c.start = h.start
            order by h.start`,
      );
    },
  };
}
