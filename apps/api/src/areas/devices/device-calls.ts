import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
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
 */
export function createDeviceCallRecorder(
  db: Database,
  log: Pick<FastifyBaseLogger, 'error'>,
  /** How often the calls heard are written; 0 writes each with its request. */
  flushEveryMs: number,
) {
  let pending = new Map<number, DeviceCall>();
  let flushing: Promise<void> = Promise.resolve();

  async function write(calls: DeviceCall[]): Promise<void> {
    const rows = calls.map(
      (call) =>
        sql`(${call.deviceId}::int, ${call.licenseId}::int, ${call.holdsSlot}::boolean, ${call.at.toISOString()}::timestamptz,
             ${call.appVersion}::text, ${call.gameVersion}::text, ${call.pendingRides}::int, ${call.clockOffsetSeconds}::int)`,
    );
    await db.execute(sql`
      with calls (device_id, license_id, holds_slot, at, app_version, game_version, pending_rides, clock_offset_seconds)
        as (values ${sql.join(rows, sql`, `)}),
      touched as (
        update licenses l set updated_at = c.at from calls c
        where l.id = c.license_id and c.holds_slot and l.updated_at < c.at - ${licenseOnlineAtResolution})
      update devices d
      set last_seen_at = greatest(d.last_seen_at, c.at), app_version = c.app_version, game_version = c.game_version,
          pending_rides = c.pending_rides, clock_offset_seconds = c.clock_offset_seconds
      from calls c where d.id = c.device_id`);
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
