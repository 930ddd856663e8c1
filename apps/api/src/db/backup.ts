import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import tar from 'tar-stream';

/**
 * A backup of the embedded database (ADR 0061): one tar file holding a manifest, PGlite's own dump of its data
 * folder, and every uploaded image. Uploads are copied after the dump, so every image the dumped rows name is in it.
 */
export const backupFormat = 1;
const manifestName = 'orbit-backup.json';
const databaseName = 'database.tar.gz';
const uploadsPrefix = 'uploads/';

export interface BackupManifest {
  format: number;
  createdAt: string;
  /** The journal times (`when`) of the migrations applied when it was taken, oldest first. */
  migrations: string[];
  uploads: number;
}

/** Every file below `dir`, as paths relative to it with `/` separators; none when it does not exist. */
async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Adds one entry and waits until the pack took it: tar entries are written one after another. */
function addEntry(pack: tar.Pack, name: string, size: number, content: Readable | Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    if (Buffer.isBuffer(content)) {
      pack.entry({ name, size }, content, (error) => (error ? reject(error) : resolve()));
      return;
    }
    const entry = pack.entry({ name, size }, (error) => (error ? reject(error) : resolve()));
    pipeline(content, entry).catch(reject);
  });
}

/**
 * Writes a backup of a running (or just opened) embedded database and its uploads to `file`, through a file beside
 * it renamed at the end, so that a file of that name is always a whole backup.
 */
export async function writeBackup(
  client: PGlite,
  options: { uploadsDir: string; file: string; now?: Date },
): Promise<BackupManifest> {
  // The dump runs between two statements (PGlite runs one at a time): a crash-consistent image, which PostgreSQL's
  // recovery brings to the last commit on restore. A checkpoint first keeps that recovery short.
  await client.query('checkpoint');
  const migrations = (
    await client.query<{ created_at: string }>('select created_at from drizzle.__drizzle_migrations order by id')
  ).rows.map((row) => String(row.created_at));
  const database = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  const uploads = await filesBelow(options.uploadsDir);
  const manifest: BackupManifest = {
    format: backupFormat,
    createdAt: (options.now ?? new Date()).toISOString(),
    migrations,
    uploads: uploads.length,
  };

  const target = path.resolve(options.file);
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.partial-${process.pid}`;
  const pack = tar.pack();
  const written = pipeline(pack, createWriteStream(partial));
  try {
    const manifestText = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await addEntry(pack, manifestName, manifestText.length, manifestText);
    await addEntry(pack, databaseName, database.length, database);
    for (const relative of uploads) {
      const source = path.join(options.uploadsDir, relative);
      const { size } = await stat(source);
      await addEntry(pack, `${uploadsPrefix}${relative}`, size, createReadStream(source));
    }
    pack.finalize();
    await written;
    await rename(partial, target);
  } catch (error) {
    pack.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
  return manifest;
}

/** A data folder (or uploads folder) that holds something: restore never writes over data. */
export class RestoreTargetNotEmptyError extends Error {
  constructor(folder: string) {
    super(`${folder} is not empty: a backup is restored only into an empty data folder. Move it aside first.`);
    this.name = 'RestoreTargetNotEmptyError';
  }
}

async function isEmptyFolder(folder: string): Promise<boolean> {
  const entries = await readdir(folder).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries.length === 0;
}

/**
 * Brings a backup back: the database into `<dataDir>/pglite` and the images into `uploadsDir`, both of which must be
 * empty or missing. The database is opened once, so that a damaged backup fails here and not at the next start.
 */
export async function restoreBackup(
  file: string,
  options: { dataDir: string; uploadsDir: string },
): Promise<BackupManifest> {
  const pgliteDir = path.join(options.dataDir, 'pglite');
  for (const folder of [pgliteDir, options.uploadsDir]) {
    if (!(await isEmptyFolder(folder))) throw new RestoreTargetNotEmptyError(folder);
  }
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), extract);
  let manifest: BackupManifest | undefined;
  let database: Buffer | undefined;
  const uploadsRoot = path.resolve(options.uploadsDir);
  for await (const entry of extract) {
    const { name } = entry.header;
    if (name === manifestName || name === databaseName) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const content = Buffer.concat(chunks);
      if (name === manifestName) manifest = JSON.parse(content.toString('utf8')) as BackupManifest;
      else database = content;
    } else if (name.startsWith(uploadsPrefix) && entry.header.type === 'file') {
      const target = path.resolve(uploadsRoot, name.slice(uploadsPrefix.length));
      // A name that climbs out of the uploads folder is not one this server wrote.
      if (!target.startsWith(uploadsRoot + path.sep)) throw new Error(`Unexpected file in the backup: ${name}`);
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(entry, createWriteStream(target));
    } else {
      entry.resume();
    }
  }
  await reading;
  if (!manifest || manifest.format !== backupFormat || !database) {
    throw new Error(`${file} is not a backup of this server (format ${backupFormat})`);
  }
  await mkdir(pgliteDir, { recursive: true });
  const client = await PGlite.create(pgliteDir, { loadDataDir: new Blob([database]) });
  await client.query('select 1');
  await client.close();
  return manifest;
}

/** Writes `content` to `file` through a renamed temporary file, so a reader never sees half of it. */
export async function writeFileWhole(file: string, content: string): Promise<void> {
  const partial = `${file}.partial-${process.pid}`;
  await writeFile(partial, content);
  await rename(partial, file);
}

/** The entries of a backup file by name, for tests and checks that look inside one. */
export async function entriesOf(file: string): Promise<Map<string, Buffer>> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), extract);
  const entries = new Map<string, Buffer>();
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.set(entry.header.name, Buffer.concat(chunks));
  }
  await reading;
  return entries;
}
