import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { openDatabase } from '../../db/client.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import type * as schema from '../../db/schema.ts';
import { unmigratedDatabaseKinds } from '../../test-support/test-database.ts';

const apiRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The migrations before 0019 only, from a copy of the folder whose journal ends there. */
async function migrateBeforeVersions(handle: DatabaseHandle): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), 'orbit-migrations-'));
  try {
    await cp(path.join(apiRoot, 'drizzle'), folder, { recursive: true });
    const journalFile = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const end = journal.entries.findIndex((entry) => entry.tag === '0018_more_coaster_alerts');
    await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }));
    const config = { migrationsFolder: folder };
    if (handle.driver === 'pglite') await migratePglite(handle.db as PgliteDatabase<typeof schema>, config);
    else await migratePostgres(handle.db as NodePgDatabase<typeof schema>, config);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

describe.each(unmigratedDatabaseKinds)('machines activated before migration 0019, on $name', (kind) => {
  let created: Awaited<ReturnType<typeof kind.create>>;
  let handle: DatabaseHandle | undefined;
  beforeEach(async () => {
    created = await kind.create();
    const { DATABASE_URL: databaseUrl, DATA_DIR: dataDir = '' } = created.env;
    handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  });
  afterEach(async () => {
    await handle?.close();
    await created.drop();
  });

  it('count their current versions from their activation', async () => {
    if (!handle) throw new Error('no database');
    await migrateBeforeVersions(handle);
    await handle.db.execute(sql`
      with owner as (
        insert into users (name, email, password_hash, scope, timezone)
        values ('Owner', 'owner@example.com', 'x', 'user', 'UTC') returning id),
      license as (
        insert into licenses (key, label, game_model, issuer_user_id, user_id)
        select 'K-1', 'One', 'OrbitCoaster', id, id from owner returning id)
      insert into devices (license_id, fingerprint, public_key, token_hash, hostname, app_version, game_version,
                           activated_at, last_seen_at, license_file_issued_at, license_file_expires_at,
                           license_file_digest)
      select id, 'f', 'k', 'h', 'pc', '3.1.2', '1.8.4', '2026-01-05T10:00:00Z', '2026-03-01T10:00:00Z',
             '2026-03-01T10:00:00Z', '2026-03-04T10:00:00Z', '' from license`);
    await handle.migrate();
    const rows = await selectRows<{ at: string; app: string; game: string }>(
      handle.db,
      sql`select to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as at, app_version as app, game_version as game
          from device_versions`,
    );
    expect(rows).toEqual([{ at: '2026-01-05T10:00', app: '3.1.2', game: '1.8.4' }]);
  }, 120_000);
});
