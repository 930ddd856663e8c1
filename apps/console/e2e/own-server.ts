import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from '@playwright/test';

const repoRoot = resolve(import.meta.dirname, '../../..');

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('No port'))));
    });
  });
}

export interface OwnServer {
  /** Where it answers, such as http://127.0.0.1:3260. */
  origin: string;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * The real server on a fresh embedded database, migrated and seeded with the demo business as the shared journey
 * servers are, with `env` on top: for a journey that needs settings of its own. Such journeys run beside the story
 * tests in `npm test` (playwright.config.ts, ADR 0099).
 */
export async function startOwnServer(port: number, env: NodeJS.ProcessEnv = {}): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'orbit-e2e-own-server-'));
  const origin = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const server = spawn(process.execPath, ['apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      DEMO_MACHINES: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = once(server, 'exit');
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill();
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // A fresh data folder is migrated and seeded with the demo business first.
    await expect
      .poll(
        async () => {
          if (server.exitCode !== null) throw new Error(`The server stopped: ${output.join('')}`);
          return fetch(`${origin}/api/countries`).then(
            (answer) => answer.status,
            () => 0,
          );
        },
        { timeout: 150_000, intervals: [500] },
      )
      .toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
