import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { RestoreTargetNotEmptyError, restoreBackup } from './db/backup.ts';
import { DataFolderLockedError, lockDataFolder } from './db/data-folder-lock.ts';

/**
 * `npm run restore -- FILE`: brings a backup of `npm run backup` back into an empty data folder (DATA_DIR) and uploads
 * folder (ADR 0061). The folder is locked meanwhile, so no server starts on half a database.
 */
const usage = 'Usage: npm run restore -- orbit-backup.tar';
let positionals: string[];
try {
  ({ positionals } = parseArgs({ allowPositionals: true, options: {} }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (README); this restores the embedded one.');
  process.exit(2);
}
try {
  await mkdir(config.dataDir, { recursive: true });
  const lock = await lockDataFolder(config.dataDir);
  try {
    const manifest = await restoreBackup(path.resolve(file), {
      dataDir: config.dataDir,
      uploadsDir: config.uploads.dir,
    });
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${config.dataDir} (${manifest.uploads} uploaded files in ${config.uploads.dir}).`,
    );
  } finally {
    await lock.release();
  }
} catch (error) {
  if (error instanceof DataFolderLockedError || error instanceof RestoreTargetNotEmptyError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
