import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { seedDatabase } from '../db/seed.ts';

export interface TestDatabaseKind {
  name: string;
  /** A fresh, migrated and seeded database; `close` also drops it. */
  open(): Promise<DatabaseHandle>;
}

const pglite: TestDatabaseKind = {
  name: 'PGlite',
  async open() {
    return prepare(await openDatabase({ inMemory: true }));
  },
};

/** A throwaway database on the server of TEST_DATABASE_URL, dropped again at close. */
function postgres(serverUrl: string): TestDatabaseKind {
  return {
    name: 'PostgreSQL',
    async open() {
      const databaseName = `orbit_test_${randomBytes(6).toString('hex')}`;
      await runOnServer(serverUrl, `create database ${databaseName}`);
      const databaseUrl = new URL(serverUrl);
      databaseUrl.pathname = `/${databaseName}`;
      const handle = await prepare(await openDatabase({ databaseUrl: databaseUrl.toString() }));
      return {
        ...handle,
        async close() {
          await handle.close();
          await runOnServer(serverUrl, `drop database if exists ${databaseName} with (force)`);
        },
      };
    },
  };
}

/** PGlite always; a real PostgreSQL as well when TEST_DATABASE_URL names a server. */
export const testDatabaseKinds: TestDatabaseKind[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];

async function prepare(handle: DatabaseHandle): Promise<DatabaseHandle> {
  await handle.migrate();
  await seedDatabase(handle.db);
  return handle;
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function countRows(handle: DatabaseHandle, table: PgTable): Promise<number> {
  const [row] = await handle.db.select({ rows: count() }).from(table);
  return row?.rows ?? 0;
}
