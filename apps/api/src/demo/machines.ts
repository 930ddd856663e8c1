import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { runEmulator } from '../../../simulator/src/emulator.ts';
import type { EmulatorSummary } from '../../../simulator/src/summary.ts';

/** The client whose machines play and whose wallet runs short: the account the README tells to sign in as. */
export const demoShowcaseEmail = 'client@example.com';
/** Days the showcase client's wallet lasts, at its last 7 days' pace, once the demo is seeded with machines. */
export const demoRunwayDays = 3;
/**
 * The offline machine loses the network 2 minutes into every half hour, for 17 minutes: at a one-minute check-in it
 * is late after a minute and a half, offline after three, and long enough for the default 15-minute alert to ring.
 */
export const demoOfflineCycle = { everyMs: 30 * 60_000, afterMs: 2 * 60_000, forMs: 17 * 60_000 };
/** How long a stop waits for the machines' last rides and their shutdown calls. */
const stopWaitMs = 3000;

export interface DemoMachines {
  /** Sends the last rides and the shutdown calls, waiting at most a few seconds; never throws. */
  stop(): Promise<void>;
  /** Ends with the run (after `stop`), with what the machines did. */
  readonly done: Promise<EmulatorSummary | null>;
}

export interface DemoMachinesOptions {
  db: Database;
  /** The server's own address. */
  url: string;
  count: number;
  /** Keys, tokens and journals, so a restart resumes the same machines. */
  stateDir: string;
  log: (line: string) => void;
  /** How much faster than real time they play: 1, but for tests. */
  speed?: number;
}

/**
 * The living demo of `npm start` (issue 37): a few emulated simulator PCs in the server's process, at real-time
 * speed, on free licences of the demo clients (the showcase client's first). One goes offline now and then.
 * The server's check-in interval sets how soon the coasters page sees it (main.ts shortens it in this mode).
 */
export async function startDemoMachines(options: DemoMachinesOptions): Promise<DemoMachines> {
  const licenses = await freeDemoLicenses(options.db, options.count + 5);
  const abort = new AbortController();
  const done = runEmulator({
    url: options.url,
    devices: options.count,
    minutes: Infinity,
    speed: options.speed ?? 1,
    offlineShare: 1 / options.count,
    offlineCycle: demoOfflineCycle,
    clockSkewShare: 0,
    clockSkewSeconds: 0,
    duplicateShare: 0,
    stateDir: options.stateDir,
    licenses,
    staff: { email: '', password: '' },
    forwardedFor: false,
    progressSeconds: 600,
    seed: 37,
    log: options.log,
    signal: abort.signal,
    retry: { attempts: 2, baseDelayMs: 500, maxDelayMs: 2000, maxRetryAfterMs: 5000, timeoutMs: 5000 },
  }).catch((error: unknown) => {
    options.log(`the demo machines stopped: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  return {
    done,
    async stop() {
      abort.abort();
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, stopWaitMs);
        timer.unref();
      });
      await Promise.race([done, waited]);
      clearTimeout(timer);
    },
  };
}

/** Where the demo machines keep their state: beside the embedded database, so it goes with it. */
export function demoMachinesDir(dataDir: string): string {
  return path.join(dataDir, 'demo-machines');
}

/**
 * Licences a new machine may activate on: not revoked, no machine holding them, of the demo clients; the showcase
 * client's first, and charged ones before unlimited ones so its wallet moves.
 */
export async function freeDemoLicenses(db: Database, wanted: number): Promise<string[]> {
  const rows = await selectRows<{ key: string }>(
    db,
    sql`select l.key from licenses l join users u on u.id = l.user_id
        where l.revoked_at is null
          and not exists (select 1 from devices d
                          where d.license_id = l.id and d.freed_at is null and d.revoked_at is null)
          and u.email like '%@example.com'
          and not exists (select 1 from blocking_orders b where b.user_id = u.id and b.revoked_at is null)
        order by (u.email = ${demoShowcaseEmail}) desc, (l.unlimited_since is null) desc, l.id
        limit ${wanted}`,
  );
  return rows.map((row) => row.key);
}

/**
 * Brings the showcase client's balance down to `demoRunwayDays` of its last 7 days' charges, by a debit from the
 * demo admin, so the coasters page shows a short runway. Once, right after the demo data is seeded.
 */
export async function shortenDemoRunway(db: Database, now = new Date()): Promise<number> {
  const [row] = await selectRows<{ userId: number; adminId: number; balance: number; charged: number }>(
    db,
    sql`select u.id as "userId",
               (select id from users where email = 'admin@example.com') as "adminId",
               ((select coalesce(sum(amount), 0) from wallet_records w where w.user_id = u.id)
                - (select coalesce(sum(r.charged_amount), 0) from rides r join licenses l on l.id = r.license_id
                   where l.user_id = u.id))::int as balance,
               (select coalesce(sum(r.charged_amount), 0) from rides r join licenses l on l.id = r.license_id
                where l.user_id = u.id
                  and r.consumed_at > ${now.toISOString()}::timestamptz - interval '7 days')::int as charged
        from users u where u.email = ${demoShowcaseEmail}`,
  );
  if (!row?.adminId || Number(row.charged) <= 0) return 0;
  const debit = Number(row.balance) - Math.ceil((Number(row.charged) / 7) * demoRunwayDays);
  if (debit <= 0) return 0;
  await db.execute(
    sql`insert into wallet_records (user_id, amount, issuer_user_id, created_at)
        values (${row.userId}, ${-debit}, ${row.adminId}, ${now.toISOString()}::timestamptz)`,
  );
  return debit;
}
