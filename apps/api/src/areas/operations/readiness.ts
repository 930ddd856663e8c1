import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import type { ListenerState } from '../identity/index.ts';

/** A probe that waits longer than this for `select 1` calls the database unreachable. */
const databaseProbeTimeoutMs = 1_000;
/** Probes from several balancers within this long share one answer, so readiness stays one tiny statement a second. */
const answerReuseMs = 1_000;

/** The newest migration of apps/api/drizzle, which a database must have applied before the server takes traffic. */
const newestMigrationMillis = (
  JSON.parse(readFileSync(new URL('../../../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: { when: number }[];
  }
).entries.reduce((newest, entry) => Math.max(newest, entry.when), 0);

export type Readiness = ReturnType<typeof createReadiness>;

/** What readiness, and every request that reaches the server once it closes, are answered while it stops. */
export const serverStoppingMessage = 'The server is stopping';

/**
 * Whether this process should receive traffic (ADR 0060): not while it stops, and only while its database answers,
 * holds every migration and (on PostgreSQL) its session listener is connected and shows life. `problem` answers the
 * first reason it is not ready, or null.
 */
export function createReadiness(deps: { db: Database; listenerState: () => ListenerState }) {
  const { db, listenerState } = deps;
  let draining = false;
  let migrationsApplied = false;
  let last: { at: number; answer: Promise<string | null> } | undefined;

  async function databaseProblem(): Promise<string | null> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), databaseProbeTimeoutMs);
    });
    try {
      const probe = db.execute(sql`select 1`).then(() => 'answered' as const);
      // A probe still running when the time is up fails later unheard.
      probe.catch(() => undefined);
      if ((await Promise.race([probe, timedOut])) === 'timeout') return 'The database does not answer in time';
    } catch {
      return 'The database cannot be reached';
    } finally {
      clearTimeout(timer);
    }
    // Migrations never go back: once they are all there, no need to ask again.
    if (!migrationsApplied) {
      try {
        const [row] = await selectRows<{ newest: string | null }>(
          db,
          sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
        );
        const newest = Number(row?.newest ?? 0);
        migrationsApplied = newest >= newestMigrationMillis;
      } catch {
        migrationsApplied = false;
      }
      if (!migrationsApplied) return 'The database lacks migrations this server needs';
    }
    return null;
  }

  async function check(): Promise<string | null> {
    const databaseAnswer = await databaseProblem();
    if (databaseAnswer) return databaseAnswer;
    const listener = listenerState();
    if (listener === 'not connected') return 'The session listener is not connected';
    if (listener === 'silent') return 'The session listener has shown no sign of life lately';
    return null;
  }

  return {
    /** From SIGTERM on, readiness answers 503 whatever else holds, so balancers stop sending before the close. */
    drain(): void {
      draining = true;
    },
    get draining(): boolean {
      return draining;
    },
    async problem(): Promise<string | null> {
      if (draining) return serverStoppingMessage;
      const now = performance.now();
      if (!last || now - last.at > answerReuseMs) last = { at: now, answer: check() };
      return last.answer;
    },
  };
}
