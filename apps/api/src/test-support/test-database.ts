import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DatabasePools } from '../config.ts';
import { openDatabase, openPglite, pgliteFolderOf } from '../db/client.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { seedDatabase } from '../demo/seed.ts';

/** The moment test databases are seeded at; the test clock starts there too, so the demo data is the same every run. */
export const testNow = new Date('2026-03-02T12:00:00Z');
/** Fewer rides than the demo default keep the seeded database small; tests that count rides make their own. */
export const testRides = 4000;

export interface TestDatabaseKind {
  name: string;
  /**
   * A fresh, migrated and seeded database of the test file's own; `close` also drops it. PostgreSQL's pools take
   * the settings given (ADR 0051), else no limits; PGlite has no pool.
   */
  open(pools?: DatabasePools): Promise<DatabaseHandle>;
}

/**
 * Every test file gets its own database, but migrating and seeding one for each file (and, on PGlite, running
 * initdb) cost seconds. So one seeded database is built per version of what makes it, and each file starts from
 * a copy: a data-folder dump for PGlite, a template database on the PostgreSQL server.
 */
const apiRoot = fileURLToPath(new URL('../../', import.meta.url));
const sourcesOfTheSeed = [
  path.join(apiRoot, 'drizzle'),
  path.join(apiRoot, 'src/db'),
  path.join(apiRoot, 'src/demo'),
  path.join(apiRoot, 'src/jobs/job-schema.ts'),
  path.join(apiRoot, 'src/test-support/test-database.ts'),
  path.join(apiRoot, '../../packages/domain/src'),
];

let fingerprintOnce: Promise<string> | undefined;
/** Changes whenever the migrations, the seed, the shared rules, the seed options, PGlite or pg-boss change. */
function seedFingerprint(): Promise<string> {
  fingerprintOnce ??= (async () => {
    const hash = createHash('sha256');
    hash.update(
      JSON.stringify({
        testNow,
        testRides,
        pglite: await packageVersion('@electric-sql/pglite'),
        jobQueue: await packageVersion('pg-boss'),
      }),
    );
    for (const source of sourcesOfTheSeed) {
      const files = (await stat(source)).isDirectory()
        ? (await readdir(source, { recursive: true })).map((file) => path.join(source, file)).sort()
        : [source];
      for (const file of files.filter((name) => !name.endsWith('.test.ts'))) {
        // By its path in the repository: two checkouts of the same sources share their dumps.
        if ((await stat(file)).isFile()) hash.update(path.relative(apiRoot, file)).update(await readFile(file));
      }
    }
    return hash.digest('hex').slice(0, 16);
  })();
  return fingerprintOnce;
}

/** The version in the package.json above the package's entry point (its exports hide the file itself). */
async function packageVersion(name: string): Promise<string> {
  let folder = path.dirname(fileURLToPath(import.meta.resolve(name)));
  for (; folder !== path.dirname(folder); folder = path.dirname(folder)) {
    const manifest = await readFile(path.join(folder, 'package.json'), 'utf8').catch(() => undefined);
    const parsed = manifest ? (JSON.parse(manifest) as { name?: string; version?: string }) : {};
    if (parsed.name === name && parsed.version) return parsed.version;
  }
  throw new Error(`No package.json found for ${name}`);
}

async function seed(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await seedDatabase(handle.db, { demo: true, now: testNow, rides: testRides });
}

const snapshotFolder = path.join(tmpdir(), 'orbit-api-test-databases');

/** Dumps no run has read for this long are deleted when a new one is built. */
const unusedDumpAgeMs = 24 * 60 * 60 * 1000;

/**
 * A PGlite data-folder dump, built by the first test worker that needs it (the others wait on a lock folder) and
 * kept in the temporary folder for later runs; dumps of other fingerprints that no run read for a day are deleted
 * (another checkout on the same machine may be using one right now).
 */
async function cachedSnapshot(stage: string, build: () => Promise<Blob>): Promise<Blob> {
  const prefix = `pglite-${stage}-`;
  const file = path.join(snapshotFolder, `${prefix}${await seedFingerprint()}.tar`);
  const lock = `${file}.lock`;
  await mkdir(snapshotFolder, { recursive: true });
  for (;;) {
    const built = await readFile(file).catch(() => undefined);
    if (built) {
      const now = new Date();
      await utimes(file, now, now).catch(() => undefined);
      return new Blob([built]);
    }
    try {
      await mkdir(lock);
    } catch {
      const lockAge = Date.now() - ((await stat(lock).catch(() => undefined))?.mtimeMs ?? Date.now());
      // A lock this old was left by a run that died while building.
      if (lockAge > 120_000) await rm(lock, { recursive: true, force: true });
      await sleep(200);
      continue;
    }
    try {
      const dump = await build();
      for (const old of await readdir(snapshotFolder)) {
        const oldFile = path.join(snapshotFolder, old);
        const unused = Date.now() - ((await stat(oldFile).catch(() => undefined))?.mtimeMs ?? Date.now());
        if (old.startsWith(prefix) && old.endsWith('.tar') && unused > unusedDumpAgeMs) {
          await rm(oldFile, { force: true });
        }
      }
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
      await rename(partial, file);
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
}

/** Starting from a dump skips initdb, which is most of the cost of a new PGlite. */
async function pgliteFrom(snapshot: Blob | undefined): Promise<{ client: PGlite; handle: DatabaseHandle }> {
  const client = await PGlite.create(snapshot ? { loadDataDir: snapshot } : {});
  return { client, handle: openPglite(client) };
}

/** A database just made by initdb: before any migration. */
function initialisedSnapshot(): Promise<Blob> {
  return cachedSnapshot('initialised', async () => {
    const client = await PGlite.create();
    const dump = await client.dumpDataDir('none');
    await client.close();
    return dump;
  });
}

function migratedSnapshot(): Promise<Blob> {
  return cachedSnapshot('migrated', async () => {
    const { client, handle } = await pgliteFrom(undefined);
    await handle.migrate();
    const dump = await client.dumpDataDir('none');
    await handle.close();
    return dump;
  });
}

function seededSnapshot(): Promise<Blob> {
  return cachedSnapshot('seeded', async () => {
    const { client, handle } = await pgliteFrom(await migratedSnapshot());
    await seedDatabase(handle.db, { demo: true, now: testNow, rides: testRides });
    const dump = await client.dumpDataDir('none');
    await handle.close();
    return dump;
  });
}

/** A migrated PGlite database with no data yet, for tests of the seed itself. */
export async function openMigratedPglite(): Promise<DatabaseHandle> {
  return (await pgliteFrom(await migratedSnapshot())).handle;
}

const pglite: TestDatabaseKind = {
  name: 'PGlite',
  async open() {
    return (await pgliteFrom(await seededSnapshot())).handle;
  },
};

/** Any fixed number: test workers build the template database one at a time. */
const templateLockKey = 4_721_003;

/**
 * Template names start with this; checkouts that share one server but migrate differently set their own
 * (TEST_DATABASE_TEMPLATE_PREFIX), so one does not drop the template another is copying.
 */
const templatePrefix = process.env.TEST_DATABASE_TEMPLATE_PREFIX || 'orbit_test_template_';

/** The seeded template database on the server, built once per fingerprint; older templates are dropped. */
async function postgresTemplate(serverUrl: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(templatePrefix))
    throw new Error('TEST_DATABASE_TEMPLATE_PREFIX: lower-case letters, digits, _');
  const template = `${templatePrefix}${await seedFingerprint()}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [templateLockKey]);
    const existing = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [templatePrefix],
    );
    if (existing.rows.some((row) => row.datname === template)) return template;
    for (const { datname } of existing.rows) await client.query(`drop database if exists ${datname} with (force)`);
    // Built under another name and renamed when complete, so a run that dies half way leaves no broken template.
    const building = `${template}_building`;
    await client.query(`drop database if exists ${building} with (force)`);
    await client.query(`create database ${building}`);
    const handle = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, building) });
    try {
      await seed(handle);
    } finally {
      await handle.close();
    }
    await client.query(`alter database ${building} rename to ${template}`);
    return template;
  } finally {
    await client.end();
  }
}

function databaseUrlOf(serverUrl: string, databaseName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/** A throwaway copy of the template on the server of TEST_DATABASE_URL, dropped again at close. */
function postgres(serverUrl: string): TestDatabaseKind {
  return {
    name: 'PostgreSQL',
    async open(pools) {
      const template = await postgresTemplate(serverUrl);
      const databaseName = `orbit_test_${randomBytes(6).toString('hex')}`;
      await runOnServer(serverUrl, `create database ${databaseName} template ${template}`);
      const handle = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, databaseName) }, pools);
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

/** Where a fresh, empty database lives, as the environment of a process that opens it (DATA_DIR or DATABASE_URL). */
export interface EmptyDatabaseKind {
  name: string;
  create(): Promise<{ env: Record<string, string>; drop(): Promise<void> }>;
}

/** An empty embedded database always; an empty PostgreSQL database as well when TEST_DATABASE_URL names a server. */
export const emptyDatabaseKinds: EmptyDatabaseKind[] = [
  {
    name: 'PGlite',
    async create() {
      const dataDir = path.join(tmpdir(), `orbit-empty-${randomBytes(6).toString('hex')}`);
      await mkdir(dataDir, { recursive: true });
      return { env: { DATA_DIR: dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'PostgreSQL',
          create: () => processDatabaseOn(process.env.TEST_DATABASE_URL ?? '', 'orbit_test_empty_'),
        },
      ]
    : []),
];

/**
 * A PGlite data folder (DATA_DIR) holding a copy of a dump, laid out as the server's own: loading the dump skips the
 * initdb, migrations and seed a process would otherwise run on an empty folder.
 */
async function pgliteDataFolder(snapshot: Blob): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const dataDir = path.join(tmpdir(), `orbit-data-${randomBytes(6).toString('hex')}`);
  const pgliteDir = pgliteFolderOf(dataDir);
  await mkdir(pgliteDir, { recursive: true });
  const client = await PGlite.create({ dataDir: pgliteDir, loadDataDir: snapshot });
  await client.close();
  return { env: { DATA_DIR: dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
}

/**
 * A database no migration has touched yet, as the environment of a process that opens it (DATA_DIR or DATABASE_URL),
 * for tests of a migration on the data of the versions before it. On PGlite the data folder is loaded from a dump of
 * what initdb makes, which is most of the cost of a new folder; a first start on an empty folder is
 * `emptyDatabaseKinds`'.
 */
export const unmigratedDatabaseKinds: EmptyDatabaseKind[] = [
  { name: 'PGlite', create: async () => pgliteDataFolder(await initialisedSnapshot()) },
  ...emptyDatabaseKinds.filter((kind) => kind.name === 'PostgreSQL'),
];

/**
 * A migrated database with no data yet, for a process: for tests of the server and the scripts as processes where
 * what the database holds matters and a first start on an empty one is not what they test. PGlite only: the
 * PostgreSQL server keeps a seeded template alone.
 */
export async function createMigratedPgliteFolder(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  return pgliteDataFolder(await migratedSnapshot());
}

/** The seeded test database (demo data of `testNow`, `testRides` rides) as a PGlite data folder of its own. */
export async function createSeededPgliteFolder(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  return pgliteDataFolder(await seededSnapshot());
}

/**
 * The seeded test database (demo data of `testNow`, `testRides` rides) for a process, as its environment: a PGlite
 * data folder loaded from the dump always, and a copy of the template database as well when TEST_DATABASE_URL names
 * a server (ADR 0076). For tests of the server as a process that need a business to work on, not a first start.
 */
export const seededDatabaseKinds: EmptyDatabaseKind[] = [
  { name: 'PGlite', create: createSeededPgliteFolder },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'PostgreSQL',
          async create() {
            const serverUrl = process.env.TEST_DATABASE_URL ?? '';
            return processDatabaseOn(serverUrl, 'orbit_test_', await postgresTemplate(serverUrl));
          },
        },
      ]
    : []),
];

/**
 * A new database on the PostgreSQL server for a server process a test starts (empty, or a copy of `template`), with
 * a data folder of its own; dropped with the folder.
 */
async function processDatabaseOn(serverUrl: string, prefix: string, template?: string) {
  const databaseName = `${prefix}${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `create database ${databaseName}${template ? ` template ${template}` : ''}`);
  const dataDir = path.join(tmpdir(), `orbit-empty-${randomBytes(6).toString('hex')}`);
  return {
    env: { DATABASE_URL: databaseUrlOf(serverUrl, databaseName), DATA_DIR: dataDir },
    async drop() {
      await runOnServer(serverUrl, `drop database if exists ${databaseName} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
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
