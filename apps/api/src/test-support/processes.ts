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

/** The API's server as a process a test started: `node src/main.ts` on 127.0.0.1 and a free port. */
export interface ServerUnderTest {
  url: string;
  port: number;
  pid: number | undefined;
  /** What it printed so far, stdout and stderr together. */
  output(): string;
  exited: Promise<number | null>;
  /** Undefined while the process runs. */
  exitCode(): number | null | undefined;
  /** Sends the signal (SIGTERM by default) without waiting. */
  terminate(signal?: NodeJS.Signals): void;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts the API's `src/main.ts` in `cwd` with exactly `env` (HOST and PORT set here) and resolves once it prints its
 * address. A process still running after `guardMs` is killed, so a failed test never leaves one behind.
 */
export async function startServer(options: {
  cwd: string;
  env: NodeJS.ProcessEnv;
  guardMs?: number;
}): Promise<ServerUnderTest> {
  const port = await freePort();
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: options.cwd,
    env: { ...options.env, HOST: '127.0.0.1', PORT: String(port) },
  });
  let output = '';
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const guard = setTimeout(() => child.kill('SIGKILL'), options.guardMs ?? 90_000);
  void exited.then((code) => {
    exitCode = code;
    clearTimeout(guard);
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Orbit Console on')) resolve();
    });
    void exited.then((code) => reject(new Error(`The server exited (${code}) before listening:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid,
    output: () => output,
    exited,
    exitCode: () => exitCode,
    terminate: (signal = 'SIGTERM') => void child.kill(signal),
    stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
