import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabasePools } from '../config.ts';
import { installJobQueue } from '../jobs/job-schema.ts';
import { lockDataFolder } from './data-folder-lock.ts';
import * as schema from './schema.ts';

/** The drizzle database whichever driver runs it; transactions share this type, so repositories take either. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The driver's own client behind a database: a PGlite instance or a node-postgres pool (a transaction's has
 * neither). For the few things drizzle does not reach: PGlite's notifications, PostgreSQL's COPY, each one's fastest
 * way to read a large result.
 */
export function driverClientOf(db: Database): PGlite | pg.Pool | null {
  const client: unknown = (db as { $client?: unknown }).$client;
  return client instanceof PGlite || client instanceof pg.Pool ? client : null;
}

export interface DatabaseHandle {
  db: Database;
  /**
   * The CSV exports' database (ADR 0051): on PostgreSQL a pool of its own with a longer statement timeout, so
   * exports never hold the connections of other work; on PGlite, whose one connection everything shares, `db`.
   */
  exportDb: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the versioned SQL migrations of apps/api/drizzle, then installs or upgrades the job queue's schema. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseLocation = { databaseUrl: string } | { dataDir: string } | { inMemory: true };

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Any fixed number; it keeps two processes starting together from migrating at the same time. */
const migrationLockKey = 4_721_001;

/**
 * The pools of scripts and tests that give no settings: node-postgres's ten connections, and no wait or statement
 * limit, since loading a benchmark's millions of rides takes statements of minutes. The server passes its settings.
 */
const unlimitedPools: DatabasePools = {
  size: 10,
  waitMs: 0,
  statementTimeoutMs: 0,
  exportSize: 10,
  exportStatementTimeoutMs: 0,
};

/** The application name of the exports' connections, so that `pg_stat_activity` tells them from the others. */
export const exportApplicationName = 'orbit-export';

/** Where in a data folder (DATA_DIR) the embedded database keeps its files. */
export function pgliteFolderOf(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

export async function openDatabase(
  location: DatabaseLocation,
  pools: DatabasePools = unlimitedPools,
): Promise<DatabaseHandle> {
  if ('databaseUrl' in location) return openPostgres(location.databaseUrl, pools);
  if ('dataDir' in location) {
    const pgliteDir = pgliteFolderOf(location.dataDir);
    await mkdir(pgliteDir, { recursive: true });
    // PGlite does not stop a second process from opening its files, and two writers corrupt them (ADR 0050).
    const lock = await lockDataFolder(location.dataDir);
    try {
      const handle = openPglite(await PGlite.create(pgliteDir));
      return {
        ...handle,
        async close() {
          try {
            await handle.close();
          } finally {
            await lock.release();
          }
        },
      };
    } catch (error) {
      await lock.release();
      throw error;
    }
  }
  return openPglite(await PGlite.create());
}

/**
 * PGlite runs each statement on the event loop's thread, and a request's next statement would start as soon as the
 * last one resolved: a report of ten statements kept every other request (a `GET /api/me` the session cache could
 * answer at once, ADR 0041) waiting for all ten. Each statement now starts after the event loop has taken the
 * requests that arrived meanwhile, so they wait for one statement at most.
 */
function yieldBeforeEachStatement(client: PGlite): void {
  const prototype = Object.getPrototypeOf(client) as PGlite;
  client.query = async function (this: PGlite, ...args: Parameters<PGlite['query']>) {
    await new Promise((resolve) => setImmediate(resolve));
    return prototype.query.apply(this, args);
  } as PGlite['query'];
}

/** Wraps a PGlite instance, such as one tests start from a dump of a seeded database. */
export function openPglite(client: PGlite): DatabaseHandle {
  yieldBeforeEachStatement(client);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    exportDb: db,
    driver: 'pglite',
    async migrate() {
      await migratePglite(db, { migrationsFolder });
      await installJobQueue(client);
    },
    close: () => client.close(),
  };
}

function openPostgres(connectionString: string, pools: DatabasePools): DatabaseHandle {
  // A zero leaves node-postgres's default: no wait limit, no statement_timeout sent.
  const pool = new pg.Pool({
    connectionString,
    max: pools.size,
    connectionTimeoutMillis: pools.waitMs,
    statement_timeout: pools.statementTimeoutMs || undefined,
    // No JIT for the requests' statements (ADR 0090): compiling one took 1.3 s for a fleet page that runs in 80 ms.
    // Exports keep it: their scans of millions of rows are where it may pay.
    options: '-c jit=off',
  });
  const exportPool = new pg.Pool({
    connectionString,
    max: pools.exportSize,
    connectionTimeoutMillis: pools.waitMs,
    statement_timeout: pools.exportStatementTimeoutMs || undefined,
    application_name: exportApplicationName,
  });
  // A server restart breaks idle connections; the pool replaces them, but an 'error' without a listener would end the process.
  for (const each of [pool, exportPool]) {
    each.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  }
  return {
    db: drizzlePostgres({ client: pool, schema }),
    exportDb: drizzlePostgres({ client: exportPool, schema }),
    driver: 'postgres',
    async migrate() {
      // A session-level advisory lock needs one connection for the whole run; closing it releases the lock.
      const connection = await pool.connect();
      try {
        // A migration may rewrite a large table: it runs without the requests' statement timeout.
        await connection.query('set statement_timeout = 0');
        await connection.query('select pg_advisory_lock($1)', [migrationLockKey]);
        await migratePostgres(drizzlePostgres({ client: connection, schema }), { migrationsFolder });
      } finally {
        connection.release(true);
      }
      await installJobQueue(pool);
    },
    async close() {
      await Promise.all([pool.end(), exportPool.end()]);
    },
  };
}
