import { link, open, readFile, rename, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/** The file in the data folder that names the process holding the embedded database. */
export const dataFolderLockName = 'orbit.lock';

/** Who holds a data folder: the lock file's content. */
export interface LockHolder {
  pid: number;
  hostname: string;
}

/** A data folder another process holds; its message tells the person starting the server what to do. */
export class DataFolderLockedError extends Error {
  /** The process that holds it, when its lock file says so. */
  readonly holder: LockHolder | undefined;

  constructor(dataDir: string, holder: LockHolder | undefined) {
    const who = holder ? `process ${holder.pid} on ${holder.hostname}` : 'another process';
    super(
      `The data folder ${dataDir} is in use by ${who}: the embedded database cannot be opened by two processes at ` +
        'once without corrupting it. Stop that process, or set another DATA_DIR (or DATABASE_URL). If no such ' +
        `process runs, delete ${path.join(dataDir, dataFolderLockName)}.`,
    );
    this.name = 'DataFolderLockedError';
    this.holder = holder;
  }
}

/** Folders this process holds: a second open in the same process would corrupt the data just the same. */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    if (Number.isInteger(parsed.pid) && typeof parsed.hostname === 'string') {
      return { pid: Number(parsed.pid), hostname: parsed.hostname };
    }
  } catch {
    // Not written by this server (or cut short by a crash between create and write): nobody alive holds it.
  }
  return undefined;
}

/**
 * A lock left by a process that is gone: one of this host whose pid no longer runs, or that names this process's
 * pid although this process does not hold it (a container restarted as the same pid). A lock of another host
 * (a shared network folder) cannot be checked, so it is never taken over.
 */
function isStale(holder: LockHolder | undefined, dataDir: string): boolean {
  if (!holder) return true;
  if (holder.hostname !== hostname()) return false;
  if (holder.pid === process.pid) return !heldHere.has(dataDir);
  return !isAlive(holder.pid);
}

async function createLock(lockPath: string, content: string): Promise<boolean> {
  try {
    const file = await open(lockPath, 'wx');
    try {
      await file.writeFile(content);
    } finally {
      await file.close();
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the embedded database's data folder for this process: a lock file created only if none exists, naming
 * this process's pid and host (ADR 0050). A lock whose process is gone is taken over; one held by a live process
 * throws `DataFolderLockedError`. `release` removes the lock if it is still this process's.
 */
export async function lockDataFolder(dataDir: string): Promise<{ release(): Promise<void> }> {
  const folder = path.resolve(dataDir);
  const lockPath = path.join(folder, dataFolderLockName);
  const content = JSON.stringify({ pid: process.pid, hostname: hostname() } satisfies LockHolder);
  if (heldHere.has(folder)) throw new DataFolderLockedError(folder, { pid: process.pid, hostname: hostname() });

  while (!(await createLock(lockPath, content))) {
    const seen = await readFile(lockPath, 'utf8').catch(() => undefined);
    // Gone between the create and the read: its holder has just released it.
    if (seen === undefined) continue;
    const holder = parseHolder(seen);
    if (!isStale(holder, folder)) throw new DataFolderLockedError(folder, holder);
    // Moved aside rather than deleted, so that a lock another starting process has just put there (after taking
    // over the same stale one) is not lost: it is put back, and this process gives up.
    const aside = `${lockPath}.stale-${process.pid}`;
    try {
      await rename(lockPath, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = await readFile(aside, 'utf8');
    if (moved !== seen) {
      await link(aside, lockPath).catch(() => undefined);
      await rm(aside, { force: true });
      throw new DataFolderLockedError(folder, parseHolder(moved));
    }
    await rm(aside, { force: true });
  }
  heldHere.add(folder);

  return {
    async release() {
      if (!heldHere.delete(folder)) return;
      const current = await readFile(lockPath, 'utf8').catch(() => undefined);
      if (current === content) await rm(lockPath, { force: true });
    },
  };
}
