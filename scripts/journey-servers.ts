// The journeys' shared servers started ahead of the journey step: `npm test` starts them while the story tests run,
// and the journey step finds them answering (E2E_REUSE_SERVERS), rather than wait for their migration and demo seed
// (ADR 0099). They run in process groups of their own and are stopped at the end of the run, whatever its outcome.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { journeyWorkers, repoRoot, sharedServerOf } from '../apps/console/e2e/shared-servers.ts';

export interface JourneyServers {
  /** What the journey step needs in its environment to find them. */
  env: NodeJS.ProcessEnv;
  start(): void;
  /** Resolves once every server answers; rejects with a message if one exits or none answers in time. */
  answering(timeoutMs?: number): Promise<void>;
  stop(): void;
}

export function journeyServers(): JourneyServers {
  const dataRoot = mkdtempSync(join(tmpdir(), 'orbit-e2e-'));
  const firstPort = Number(process.env.E2E_PORT ?? 3210);
  const servers = Array.from({ length: journeyWorkers() }, (_, index) => sharedServerOf(index, dataRoot, firstPort));
  let children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children) {
      try {
        if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    children = [];
  };
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop();
      process.exit(1);
    });
  }
  return {
    env: { E2E_DATA_DIR: dataRoot, E2E_PORT: String(firstPort), E2E_REUSE_SERVERS: '1' },
    start() {
      children = servers.map((server) =>
        spawn('sh', ['-c', server.command], {
          cwd: repoRoot,
          env: { ...process.env, ...server.env },
          stdio: ['ignore', 'ignore', 'inherit'],
          detached: true,
        }),
      );
    },
    async answering(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      for (const [index, server] of servers.entries()) {
        for (;;) {
          const child = children[index];
          if (!child || child.exitCode !== null) {
            throw new Error(`The journeys' server on port ${server.port} was not started or has stopped`);
          }
          const answered = await fetch(server.url).then(
            (response) => response.ok,
            () => false,
          );
          if (answered) break;
          if (Date.now() > deadline) throw new Error(`The journeys' server on port ${server.port} did not answer`);
          await sleep(250);
        }
      }
    },
    stop,
  };
}
