import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const mainScript = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

/** A child process serving HTTP: the real server (`apps/api/src/main.ts`) or any other script. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** The last lines it printed, for the message when something goes wrong. */
  output(): string;
  /** Sends the signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `apps/api/src/main.ts` with the given environment (the database's and any settings) on 127.0.0.1:`port`
 * and resolves once it listens. The caller's DATABASE_URL and DATA_DIR are not passed on: `env` says which
 * database the server gets.
 */
export function startApiServer(env: Record<string, string>, port: number): Promise<ServerProcess> {
  // The demo data must stay as seeded: no living demo machines unless a script asks for them.
  return startScript(
    mainScript,
    { DEMO_MACHINES: '0', ...env, HOST: '127.0.0.1', PORT: String(port) },
    port,
    'Orbit Console on',
  );
}

/** Starts a Node script that prints `ready` once it listens on 127.0.0.1:`port`. */
export async function startScript(
  script: string,
  env: Record<string, string>,
  port: number,
  ready: string,
): Promise<ServerProcess> {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.DATA_DIR;
  const child = spawn(process.execPath, [script], {
    env: { ...inherited, CONSOLE_DIST: '/nonexistent/console-dist', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n'));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stderr.on('data', keep);
  const exited = once(child, 'exit');
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      keep(chunk);
      if (chunk.toString().includes(ready)) resolve();
    });
    void exited.then(([code]) =>
      reject(new Error(`${script} ended (code ${code}) before listening:\n${lines.join('\n')}`)),
    );
  });
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => lines.join('\n'),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}
