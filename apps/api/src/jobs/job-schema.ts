import { PGlite } from '@electric-sql/pglite';
import { PgBoss, fromPglite } from 'pg-boss';
import type { Db } from 'pg-boss';
import type pg from 'pg';

/** The schema of pg-boss's tables (ADR 0079), beside ours in the same database. */
export const jobSchema = 'pgboss';

/** pg-boss's access to the database: PGlite's own adapter, or our pool (one call, one text, as pg-boss asks). */
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
