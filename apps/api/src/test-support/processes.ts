import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nobody listens on now, for a server process a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** How a script run to its end finished, with what it printed on stdout and stderr together. */
export interface Finished {
  code: number | null;
  output: string;
}

/**
 * Runs a Node script of the API (a command such as `src/create-admin.ts`) to its end in `cwd` with exactly `env`.
 * A script that should have stopped but started a server instead is killed after 90 s, so it never outlives the test.
 */
export function runScript(
  script: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: options.cwd, env: options.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const guard = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(guard);
      resolve({ code, output });
    });
  });
}
