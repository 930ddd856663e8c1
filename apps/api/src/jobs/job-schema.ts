import { PGlite } from '@electric-sql/pglite';
import { PgBoss, fromPglite } from 'pg-boss';
import type { Db } from 'pg-boss';
import pg from 'pg';

/** The schema of pg-boss's tables (ADR 0079), beside ours in the same database. */
export const jobSchema = 'pgboss';

/** How the job queue's listener shows in `pg_stat_activity`. */
export const jobListenerApplicationName = 'orbit-job-listener';
/** Waits this long before listening again after the connection was lost, twice as long each time after. */
const relistenDelayMs = { first: 1_000, longest: 30_000 };

/**
 * pg-boss's access to the database: PGlite's own adapter, or our pool (one call, one text, as pg-boss asks). Both
 * can listen: PGlite in its own process, PostgreSQL on a connection of its own, so that a job wakes a worker when
 * the transaction that wrote it commits instead of at the worker's next poll (ADR 0079).
 */
export function bossDatabase(client: PGlite | pg.Pool): { db: Db; backend: 'pglite' | 'postgres' } {
  if (client instanceof PGlite) return { db: fromPglite(client), backend: 'pglite' };
  return {
    backend: 'postgres',
    db: {
      async executeSql(text, values) {
        const result: unknown = await client.query(text, values);
        // A text of several statements (pg-boss's locked blocks) answers one result per statement.
        const results = (Array.isArray(result) ? result : [result]) as { rows?: unknown[] }[];
        return { rows: results.flatMap((each) => each.rows ?? []) };
      },
      listen: (channel, onNotification, onReconnect) => listenOnPostgres(client, channel, onNotification, onReconnect),
    },
  };
}

/**
 * One connection that listens on `channel` and listens again after it was lost, each time telling pg-boss
 * (`onReconnect`), which then looks for the jobs written while nobody listened. Polling goes on beside it, so a
 * listener that is down only delays work to the next poll.
 */
async function listenOnPostgres(
  pool: pg.Pool,
  channel: string,
  onNotification: (payload: string) => void,
  onReconnect: () => void,
): Promise<{ close(): Promise<void> }> {
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = relistenDelayMs.first;

  const connect = async () => {
    const client = new pg.Client({ ...pool.options, application_name: jobListenerApplicationName });
    client.on('notification', (message) => {
      if (message.channel === channel) onNotification(message.payload ?? '');
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      // A connection that opened but could not listen is not left open beside the next attempt.
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    listener = client;
    delay = relistenDelayMs.first;
    onReconnect();
  };
  const lost = (client: pg.Client) => {
    if (listener !== client) return;
    listener = null;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    schedule();
  };
  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(() => {
        delay = Math.min(delay * 2, relistenDelayMs.longest);
        schedule();
      });
    }, delay);
  };

  // The first connection's failure reaches pg-boss, which goes on polling alone.
  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = null;
      if (client) {
        client.removeAllListeners('end');
        await client.end().catch(() => undefined);
      }
    },
  };
}

/**
 * Installs or upgrades pg-boss's schema: part of every migration, so servers and test templates start with it and a
 * server's start only checks its version.
 */
export async function installJobQueue(client: PGlite | pg.Pool): Promise<void> {
  const boss = new PgBoss({ ...bossDatabase(client), schema: jobSchema, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false });
}
