import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';

/** A database of a script's own, made empty at the start and removed at the end. */
export interface ScratchDatabase {
  kind: 'PGlite' | 'PostgreSQL';
  /** Where it lives, for the printed figures (never a password). */
  description: string;
  /** The environment that points `apps/api/src/main.ts` at it. */
  env: { DATABASE_URL: string } | { DATA_DIR: string };
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

/**
 * On PostgreSQL, a new database on the server of `postgresUrl`, named after the URL's database, the purpose and a
 * random suffix (`orbit_fuzz_1a2b3c` for `…/orbit`), so the database the URL names is never written; otherwise a
 * PGlite data folder in the temporary folder.
 */
export async function scratchDatabase(purpose: string, postgresUrl: string | undefined): Promise<ScratchDatabase> {
  if (!postgresUrl) {
    const dataDir = await mkdtemp(path.join(tmpdir(), `orbit-${purpose}-`));
    return {
      kind: 'PGlite',
      description: `PGlite in ${dataDir}`,
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const server = new URL(postgresUrl);
  const base = decodeURIComponent(server.pathname.slice(1)) || 'orbit';
  const name = `${base}_${purpose}_${randomBytes(3).toString('hex')}`.toLowerCase();
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Cannot make a database name from "${base}"`);
  await runOnServer(postgresUrl, `create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  url.password = '';
  const scratchUrl = new URL(postgresUrl);
  scratchUrl.pathname = `/${name}`;
  return {
    kind: 'PostgreSQL',
    description: `PostgreSQL ${url.toString()}`,
    env: { DATABASE_URL: scratchUrl.toString() },
    open: () => openDatabase({ databaseUrl: scratchUrl.toString() }),
    drop: () => runOnServer(postgresUrl, `drop database if exists ${name} with (force)`),
  };
}

/** Creating and dropping go through the server's maintenance database, which exists even when the URL's does not. */
async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const maintenance = new URL(serverUrl);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL server a script should use: `--postgres <url>` first, then DATABASE_URL; none means PGlite. */
export function postgresUrlOf(option: string | undefined): string | undefined {
  return option || process.env.DATABASE_URL || undefined;
}
