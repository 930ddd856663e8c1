import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CoasterWindows } from '@orbit/domain';
import type { Database } from '../../db/client.ts';

/** What a validation reports about its machine. */
export interface DeviceCall {
  deviceId: number;
  licenseId: number;
  /** Whether the machine holds its licence's slot: only then does the licence's "online at" follow it. */
  holdsSlot: boolean;
  at: Date;
  appVersion: string;
  gameVersion: string;
  pendingRides: number;
  clockOffsetSeconds: number;
}

/** The licence's "online at" follows its machine at most this often, so heartbeats do not rewrite licences. */
const licenseOnlineAtResolution = sql.raw(`interval '1 minute'`);

/**
 * Heartbeats are many and say little that matters for money: what each machine last reported is kept in memory and
 * written once a second for all of them in one statement (ADR 0049), with the licences' "online at". A crash loses
 * at most that second of "last seen"; `flush` before a read that shows them makes the process read its own writes.
 * The same statement continues or ends each machine's online run as `onlineRunAfterCall` says, and keeps each change
 * of its versions for its page (ADR 0084).
 */
export function createDeviceCallRecorder(
  db: Database,
  log: Pick<FastifyBaseLogger, 'error'>,
  /** How often the calls heard are written; 0 writes each with its request. */
  flushEveryMs: number,
  windows: CoasterWindows,
) {
  let pending = new Map<number, DeviceCall>();
  let flushing: Promise<void> = Promise.resolve();
  const onlineFor = sql`${windows.onlineForMs}::float8 * interval '1 millisecond'`;

  async function write(calls: DeviceCall[]): Promise<void> {
    const rows = calls.map(
      (call) =>
        sql`(${call.deviceId}::int, ${call.licenseId}::int, ${call.holdsSlot}::boolean, ${call.at.toISOString()}::timestamptz,
             ${call.appVersion}::text, ${call.gameVersion}::text, ${call.pendingRides}::int, ${call.clockOffsetSeconds}::int)`,
    );
    // `held` locks the machines' rows and reads them as they are now, so that two processes writing calls of one
    // machine at once close its run once (the second waits, then reads what the first wrote).
    await db.execute(sql`
      with calls (device_id, license_id, holds_slot, at, app_version, game_version, pending_rides, clock_offset_seconds)
        as (values ${sql.join(rows, sql`, `)}),
      held as (
        select d.id, d.last_seen_at, d.online_since, d.switched_off_at,
               c.at > d.last_seen_at as newer, c.at > d.last_seen_at + ${onlineFor} as lost,
               (c.app_version, c.game_version) is distinct from (d.app_version, d.game_version) as versions_changed
        from devices d join calls c on c.device_id = d.id
        order by d.id for update of d),
      -- A call reporting other versions than the row's is a change, written once: the locked row holds what another
      -- process wrote of the same call.
      versions as (
        insert into device_versions (device_id, at, app_version, game_version)
        select c.device_id, c.at, c.app_version, c.game_version from calls c join held h on h.id = c.device_id
        where h.versions_changed
        on conflict do nothing),
      ended as (
        insert into device_online_runs (device_id, started_at, ended_at, ended_by)
        select id, online_since, last_seen_at + ${onlineFor}, 'lost' from held
        where lost and online_since is not null and switched_off_at is null
        on conflict do nothing),
      touched as (
        update licenses l set updated_at = c.at from calls c
        where l.id = c.license_id and c.holds_slot and l.updated_at < c.at - ${licenseOnlineAtResolution})
      update devices d
      set last_seen_at = greatest(h.last_seen_at, c.at), app_version = c.app_version, game_version = c.game_version,
          pending_rides = c.pending_rides, clock_offset_seconds = c.clock_offset_seconds,
          online_since = case
            when not h.newer then h.online_since
            when h.online_since is not null and h.switched_off_at is null and not h.lost then h.online_since
            else c.at end,
          switched_off_at = case when h.newer then null else h.switched_off_at end
      from calls c join held h on h.id = c.device_id
      where d.id = c.device_id`);
  }

  /** Writes what was heard so far; a failed write keeps it for the next try, unless newer calls came since. */
  function flush(): Promise<void> {
    flushing = flushing.then(async () => {
      if (pending.size === 0) return;
      const calls = [...pending.values()];
      pending = new Map();
      try {
        await write(calls);
      } catch (error) {
        log.error({ err: error }, "The machines' calls could not be written; they are kept for the next try");
        for (const call of calls) if (!pending.has(call.deviceId)) pending.set(call.deviceId, call);
      }
    });
    return flushing;
  }

  const timer = flushEveryMs > 0 ? setInterval(() => void flush(), flushEveryMs) : undefined;
  timer?.unref();

  return {
    async record(call: DeviceCall): Promise<void> {
      pending.set(call.deviceId, call);
      if (!timer) await flush();
    },
    flush,
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}

export type DeviceCallRecorder = ReturnType<typeof createDeviceCallRecorder>;
