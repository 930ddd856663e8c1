import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiServer } from './server-process.ts';
import type { ServerProcess } from './server-process.ts';

/** The proxy configuration a deployment uses, as it is in the repository (docs/adr/0062). */
export const haproxyConfig = fileURLToPath(new URL('../../../../deploy/haproxy/haproxy.cfg', import.meta.url));

/** HAProxy from the system's packages (`apt-get install haproxy`), or the one HAPROXY names; undefined when absent. */
export function findHaproxy(): string | undefined {
  const candidates = [
    process.env.HAPROXY,
    '/usr/sbin/haproxy',
    '/usr/local/sbin/haproxy',
    ...(process.env.PATH ?? '').split(path.delimiter).map((folder) => path.join(folder, 'haproxy')),
  ];
  return candidates.find((candidate): candidate is string => candidate !== undefined && existsSync(candidate));
}

/** API processes on one database behind the repository's HAProxy configuration. */
export interface Cluster {
  /** The proxy's address: what browsers and simulators would call. */
  proxyUrl: string;
  processes: ServerProcess[];
  /** Stops the proxy and every process still running. */
  stop(): Promise<void>;
}

/** Polls `check` until it answers true; a refused connection counts as not yet, any thrown error ends the wait. */
async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const done = await check().catch((error: unknown) => {
      if (error instanceof TypeError) return false;
      throw error;
    });
    if (done) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/**
 * Starts an API process (with `env`: its database and settings) on each of `apiPorts` (one to three), and HAProxy on
 * `proxyPort` with the repository's configuration; resolves when the proxy answers. With fewer than three processes
 * the configuration's remaining servers name the last one, so the proxy runs unchanged.
 */
export async function startCluster(options: {
  env: Record<string, string>;
  apiPorts: number[];
  proxyPort: number;
}): Promise<Cluster> {
  const haproxy = findHaproxy();
  if (!haproxy) throw new Error('HAProxy is not installed: apt-get install haproxy (or set HAPROXY)');
  const { env, apiPorts: ports, proxyPort } = options;
  if (ports.length < 1 || ports.length > 3) throw new Error('The configuration names three servers: give 1 to 3 ports');
  // Started one after another: the first applies the migrations, the others find them applied.
  const processes: ServerProcess[] = [];
  let proxy: ChildProcess | undefined;
  const stop = async () => {
    if (proxy && proxy.exitCode === null && proxy.signalCode === null) {
      const exited = once(proxy, 'exit');
      proxy.kill('SIGTERM');
      await exited;
    }
    await Promise.all(processes.map((server) => server.stop()));
  };
  try {
    for (const port of ports) processes.push(await startApiServer({ ...env, TRUST_PROXY: '127.0.0.1' }, port));
    const servers = [0, 1, 2].map((index) => `127.0.0.1:${ports[Math.min(index, ports.length - 1)]}`);
    proxy = spawn(haproxy, ['-f', haproxyConfig, '-db'], {
      env: {
        ...process.env,
        ORBIT_PROXY_BIND: `127.0.0.1:${proxyPort}`,
        ORBIT_API_1: servers[0],
        ORBIT_API_2: servers[1],
        ORBIT_API_3: servers[2],
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let proxyOutput = '';
    proxy.stderr?.on('data', (chunk: Buffer) => (proxyOutput += chunk.toString()));
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    // The processes listen before the proxy starts, and HAProxy counts a server up until its checks say otherwise.
    const running = proxy;
    await waitFor(async () => {
      if (running.exitCode !== null) throw new Error(`HAProxy ended: ${proxyOutput}`);
      return (await fetch(`${proxyUrl}/api/health/ready`)).ok;
    }, 'the proxy to answer');
    return { proxyUrl, processes, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
