import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApiServer } from '../../scripts/support/server-process.ts';
import { freePort } from '../test-support/processes.ts';
import { DataFolderLockedError, dataFolderLockName, lockDataFolder } from './data-folder-lock.ts';

/**
 * The embedded database's data folder, held by one process at a time (ADR 0050). The lock exists only for PGlite:
 * a PostgreSQL server guards its own files.
 */
/** A port nothing listens on now. */
describe('the lock of the embedded data folder', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'orbit-lock-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  const lockFile = () => path.join(dataDir, dataFolderLockName);
  /** An empty database without demo data: the server is up in a few seconds. */
  const serverEnv = () => ({ DATA_DIR: dataDir, DEMO_DATA: 'false' });

  it('refuses a second server on the same folder at start, saying who holds it; after a crash the next one starts', async () => {
    const first = await startApiServer(serverEnv(), await freePort());
    try {
      const holder = { pid: first.child.pid, hostname: hostname() };
      expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toEqual(holder);
      await expect(startApiServer(serverEnv(), await freePort())).rejects.toThrow(
        `ended (code 1) before listening:\nRefusing to start: The data folder ${dataDir} is in use by process ${holder.pid} on ${holder.hostname}`,
      );
      // The first one still serves, on data the second never opened.
      expect((await fetch(`${first.url}/api/countries`)).status).toBe(200);
    } finally {
      // As a crash or a power cut would end it, without its shutdown.
      await first.stop('SIGKILL');
    }

    // The crashed server left its lock behind; its pid no longer runs, so the next start takes the folder over.
    const next = await startApiServer(serverEnv(), await freePort());
    try {
      expect((await fetch(`${next.url}/api/countries`)).status).toBe(200);
      expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({ pid: next.child.pid });
    } finally {
      await next.stop();
    }
    // A clean stop removes the lock.
    await expect(readFile(lockFile(), 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
  }, 120_000);

  it('refuses a second open in the same process, and lets the folder go at release', async () => {
    const lock = await lockDataFolder(dataDir);
    await expect(lockDataFolder(dataDir)).rejects.toBeInstanceOf(DataFolderLockedError);
    await lock.release();
    const again = await lockDataFolder(dataDir);
    await again.release();
  });

  it('takes over a lock of a process that is gone, or one that was never written out', async () => {
    for (const stale of [JSON.stringify({ pid: 2 ** 22 + 1, hostname: hostname() }), '', '{"pid":']) {
      await writeFile(lockFile(), stale);
      const lock = await lockDataFolder(dataDir);
      expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toEqual({ pid: process.pid, hostname: hostname() });
      await lock.release();
    }
  });

  it('never takes over a lock of another host, which it cannot check', async () => {
    await writeFile(lockFile(), JSON.stringify({ pid: 1, hostname: 'another-host.example' }));
    await expect(lockDataFolder(dataDir)).rejects.toThrow('is in use by process 1 on another-host.example');
  });
});
