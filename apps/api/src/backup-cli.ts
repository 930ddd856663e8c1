import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import type { BackupManifest } from './db/backup.ts';
import { writeBackup } from './db/backup.ts';
import { answersBackupRequests, requestBackup } from './db/backup-requests.ts';
import { driverClientOf, openDatabase } from './db/client.ts';
import { DataFolderLockedError } from './db/data-folder-lock.ts';

/**
 * `npm run backup -- [--out FILE]`: a consistent copy of the embedded database and the uploads in one file (ADR
 * 0061), taken by the running server when one holds the data folder, else by this command. PostgreSQL is backed up
 * with its own tools (README, "Backups").
 */
const usage = 'Usage: npm run backup -- [--out orbit-backup.tar]';
let values: { out?: string };
try {
  ({ values } = parseArgs({ options: { out: { type: 'string' } } }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}

const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump or its point-in-time recovery (README).');
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
const file = path.resolve(values.out ?? `orbit-backup-${stamp}.tar`);
const hasDatabase = await stat(path.join(config.dataDir, 'pglite', 'PG_VERSION')).then(
  () => true,
  () => false,
);
if (!hasDatabase) {
  console.error(`No embedded database in ${config.dataDir} (DATA_DIR).`);
  process.exit(1);
}

function report(manifest: BackupManifest, by: string): void {
  console.log(`Backup written by ${by} to ${file}: ${manifest.uploads} uploaded files, taken ${manifest.createdAt}.`);
}

try {
  const handle = await openDatabase({ dataDir: config.dataDir });
  try {
    const client = driverClientOf(handle.db);
    if (!client || !('dumpDataDir' in client)) throw new Error('The data folder did not open as PGlite');
    report(await writeBackup(client, { uploadsDir: config.uploads.dir, file }), 'this command');
  } finally {
    await handle.close();
  }
} catch (error) {
  if (!(error instanceof DataFolderLockedError) || !error.holder) throw error;
  const { holder } = error;
  if (!(await answersBackupRequests(config.dataDir, holder))) {
    console.error(`${error.message}\nThat process does not take backup requests; stop it and run this again.`);
    process.exit(1);
  }
  const answer = await requestBackup(config.dataDir, holder, { file });
  if (!answer.ok) {
    console.error(`The server could not write the backup: ${answer.message}`);
    process.exit(1);
  }
  report(answer.manifest, `the running server (process ${holder.pid})`);
}
