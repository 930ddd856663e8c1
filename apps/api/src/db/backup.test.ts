import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../areas/audit/index.ts';
import { sessionOf } from '../test-support/fixtures.ts';
import { runScript, startServer, type Finished } from '../test-support/processes.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { createMigratedPgliteFolder, createSeededPgliteFolder } from '../test-support/test-database.ts';
import { RestoreTargetNotEmptyError, entriesOf, restoreBackup, writeBackup } from './backup.ts';
import { driverClientOf, openDatabase } from './client.ts';
import type { Database } from './client.ts';
import { selectRows } from './rows.ts';
import { walletRecords } from './schema.ts';

/** What a restore must bring back exactly: every balance, the rides, and the audit log with its chain. */
async function figuresOf(db: Database) {
  const balances = await selectRows<{ user_id: number; balance: string }>(
    db,
    sql`select user_id, sum(amount)::text as balance from wallet_records group by user_id order by user_id`,
  );
  const rides = await selectRows<{ count: string; charged: string; last: string }>(
    db,
    sql`select count(*)::text as count, coalesce(sum(charged_amount), 0)::text as charged, max(id)::text as last from rides`,
  );
  const audit = await selectRows<{ count: string; last: string }>(
    db,
    sql`select count(*)::text as count, max(id)::text as last from audit_log`,
  );
  const chain = await verifyAuditChain(db);
  return { balances, rides, audit, chainHead: chain.head, chainProblems: chain.problemCount };
}

const picture = Buffer.from('an uploaded picture, as the server stored it');

/**
 * ADR 0061: a backup of the embedded database and its uploads, taken while it is open, comes back whole into an
 * empty folder, and never over data.
 */
describe('backups of the embedded database', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'orbit-backup-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('round-trips the demo business: balances, rides, audit entries and uploads', async () => {
    // The seeded test database in a data folder, as the server keeps it.
    const live = await createSeededPgliteFolder();
    const dataDir = live.env.DATA_DIR ?? '';
    const uploadsDir = path.join(dataDir, 'uploads');
    const file = path.join(folder, 'backups', 'demo.tar');
    const handle = await openDatabase({ dataDir });
    let before: Awaited<ReturnType<typeof figuresOf>>;
    try {
      // Entries of the audit log and its chain, written as the server writes them.
      const app = await createTestApp(handle);
      try {
        await sessionOf(app, 'admin@example.com');
        await sessionOf(app, 'supervisor@example.com');
      } finally {
        await app.close();
      }
      await mkdir(path.join(uploadsDir, 'scenarios'), { recursive: true });
      await writeFile(path.join(uploadsDir, 'scenarios', 'coaster.webp'), picture);
      before = await figuresOf(handle.db);
      const client = driverClientOf(handle.db);
      if (!(client instanceof PGlite)) throw new Error('Not PGlite');
      const manifest = await writeBackup(client, { uploadsDir, file });
      expect(manifest.uploads).toBe(1);
      expect(manifest.migrations.length).toBeGreaterThan(5);
      // Written after the backup: not in it.
      await handle.db.insert(walletRecords).values({ userId: 4, amount: 777, issuerUserId: 1 });
    } finally {
      await handle.close();
      await live.drop();
    }
    expect([...(await entriesOf(file)).keys()]).toEqual([
      'orbit-backup.json',
      'database.tar.gz',
      'uploads/scenarios/coaster.webp',
    ]);
    expect(Number(before.rides[0]?.count)).toBeGreaterThan(1000);
    expect(Number(before.audit[0]?.count)).toBeGreaterThan(0);

    const restoredDir = path.join(folder, 'restored');
    const restoredUploads = path.join(restoredDir, 'uploads');
    await restoreBackup(file, { dataDir: restoredDir, uploadsDir: restoredUploads });
    expect(await readFile(path.join(restoredUploads, 'scenarios', 'coaster.webp'))).toEqual(picture);
    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      await restored.migrate();
      const after = await figuresOf(restored.db);
      expect(after).toEqual(before);
      expect(after.chainProblems).toBe(0);
    } finally {
      await restored.close();
    }

    // Never over data: the restored folder now holds a database.
    await expect(restoreBackup(file, { dataDir: restoredDir, uploadsDir: restoredUploads })).rejects.toThrow(
      RestoreTargetNotEmptyError,
    );
  }, 120_000);

  it('refuses a file that is not a backup and leaves no database behind', async () => {
    const notABackup = path.join(folder, 'not-a-backup.tar');
    await writeFile(notABackup, Buffer.alloc(2048));
    const dataDir = path.join(folder, 'refused');
    await expect(restoreBackup(notABackup, { dataDir, uploadsDir: path.join(dataDir, 'uploads') })).rejects.toThrow(
      /not a backup/,
    );
  });
});

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Runs a command of the API on the embedded database in `env`'s folders, never the caller's DATABASE_URL. */
function run(script: string, args: string[], env: Record<string, string>): Promise<Finished> {
  return runScript(script, args, {
    cwd: apiRoot,
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: '', LOG_LEVEL: 'warn', CONSOLE_DIST: '/nonexistent', ...env },
  });
}

describe('npm run backup and npm run restore', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'orbit-backup-cli-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('takes a backup from the running server, and restores it into an empty folder only', async () => {
    // A migrated data folder: the server's first start on an empty one is not what this tests.
    const live = await createMigratedPgliteFolder();
    const env = { DATA_DIR: live.env.DATA_DIR ?? '', DEMO_DATA: 'false' };
    const server = await startServer({
      cwd: apiRoot,
      env: { ...process.env, DATABASE_URL: '', NODE_ENV: '', LOG_LEVEL: 'warn', CONSOLE_DIST: '/nonexistent', ...env },
    });
    try {
      const file = path.join(folder, 'live.tar');
      const backup = await run('src/backup-cli.ts', ['--out', file], env);
      expect(backup.output).toContain(`the running server (process ${server.pid})`);
      expect(backup.code).toBe(0);

      // The running server still holds the folder: a restore into it is refused.
      const refused = await run('src/restore-cli.ts', [file], env);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('is in use by process');

      const restoredDir = path.join(folder, 'restored');
      const restore = await run('src/restore-cli.ts', [file], { ...env, DATA_DIR: restoredDir });
      expect(restore.output).toContain('Restored the backup');
      expect(restore.code).toBe(0);
      const again = await run('src/restore-cli.ts', [file], { ...env, DATA_DIR: restoredDir });
      expect(again.code).toBe(1);
      expect(again.output).toContain('is not empty');

      const restored = await openDatabase({ dataDir: restoredDir });
      try {
        const rows = await selectRows<{ count: string }>(
          restored.db,
          sql`select count(*)::text as count from countries`,
        );
        expect(Number(rows[0]?.count)).toBeGreaterThan(200);
      } finally {
        await restored.close();
      }
    } finally {
      expect(await server.stop()).toBe(0);
      await live.drop();
    }
  }, 120_000);
});
