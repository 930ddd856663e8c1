import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { BackupManifest } from './backup.ts';
import { writeBackup, writeFileWhole } from './backup.ts';
import type { LockHolder } from './data-folder-lock.ts';

/**
 * `npm run backup` while the server runs (ADR 0061): only the server's process may read the embedded database, so
 * the command leaves a request file in the data folder and sends the server SIGUSR2; the server writes the backup
 * and an answer file beside the request. The folder's permissions decide who may ask, as they decide who may read
 * the data anyway.
 */
const requestsFolderName = 'backup-requests';

/** The marker that says a process answers requests; without it no signal is sent (its default action would kill). */
const servedMarker = (pid: number) => `served-by-${pid}`;

export interface BackupRequest {
  /** Where to write the backup: an absolute path. */
  file: string;
}

export type BackupAnswer = { ok: true; manifest: BackupManifest } | { ok: false; message: string };

const requestsFolder = (dataDir: string) => path.join(dataDir, requestsFolderName);

/**
 * Answers backup requests in this process until `stop`: the server calls it once its database is open. Requests
 * are taken one at a time, in the order of their files' times.
 */
export async function serveBackupRequests(deps: {
  dataDir: string;
  uploadsDir: string;
  client: PGlite;
  log: { info(message: string): void; error(details: object, message: string): void };
}): Promise<{ stop(): Promise<void> }> {
  const folder = requestsFolder(deps.dataDir);
  await mkdir(folder, { recursive: true });
  const marker = path.join(folder, servedMarker(process.pid));
  await writeFile(marker, '');
  let working: Promise<void> = Promise.resolve();

  async function answerWaiting(): Promise<void> {
    const names = (await readdir(folder)).filter((name) => name.endsWith('.request.json'));
    for (const name of names) {
      const requestFile = path.join(folder, name);
      const answerFile = requestFile.replace(/\.request\.json$/, '.answer.json');
      let answer: BackupAnswer;
      try {
        const request = JSON.parse(await readFile(requestFile, 'utf8')) as BackupRequest;
        if (typeof request.file !== 'string' || !path.isAbsolute(request.file)) {
          throw new Error('the request names no absolute file');
        }
        deps.log.info(`Writing a backup to ${request.file}`);
        const manifest = await writeBackup(deps.client, { uploadsDir: deps.uploadsDir, file: request.file });
        answer = { ok: true, manifest };
      } catch (error) {
        deps.log.error({ err: error }, 'Backup failed');
        answer = { ok: false, message: error instanceof Error ? error.message : String(error) };
      }
      await writeFileWhole(answerFile, JSON.stringify(answer));
      await rm(requestFile, { force: true });
    }
  }

  const onSignal = () => {
    working = working.then(answerWaiting).catch((error: unknown) => deps.log.error({ err: error }, 'Backup failed'));
  };
  process.on('SIGUSR2', onSignal);
  return {
    async stop() {
      process.off('SIGUSR2', onSignal);
      await working;
      await rm(marker, { force: true });
    },
  };
}

/** Whether the process holding the data folder answers backup requests. */
export async function answersBackupRequests(dataDir: string, holder: LockHolder): Promise<boolean> {
  return stat(path.join(requestsFolder(dataDir), servedMarker(holder.pid))).then(
    () => true,
    () => false,
  );
}

/** Asks the server holding the data folder for a backup and waits for its answer. */
export async function requestBackup(
  dataDir: string,
  holder: LockHolder,
  request: BackupRequest,
  timeoutMs = 600_000,
): Promise<BackupAnswer> {
  const folder = requestsFolder(dataDir);
  const id = randomUUID();
  const requestFile = path.join(folder, `${id}.request.json`);
  const answerFile = path.join(folder, `${id}.answer.json`);
  await writeFileWhole(requestFile, JSON.stringify(request));
  process.kill(holder.pid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const text = await readFile(answerFile, 'utf8').catch(() => undefined);
    if (text !== undefined) {
      await rm(answerFile, { force: true });
      return JSON.parse(text) as BackupAnswer;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await rm(requestFile, { force: true });
  return { ok: false, message: `the server (process ${holder.pid}) did not answer within ${timeoutMs / 1000} s` };
}
