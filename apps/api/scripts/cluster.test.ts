import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { seedDatabase } from '../src/demo/seed.ts';
import { freePort } from '../src/test-support/processes.ts';
import { findHaproxy, startCluster } from './support/cluster.ts';
import type { Cluster } from './support/cluster.ts';
import { accessChangeDelays, killUnderLoad, sessionAnswersOnEveryProcess } from './support/cluster-proofs.ts';
import { scratchDatabase } from './support/scratch-database.ts';
import type { ScratchDatabase } from './support/scratch-database.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const haproxy = findHaproxy();

/**
 * Docs/adr/0062: three API processes on one PostgreSQL behind the repository's HAProxy configuration. It needs both;
 * `.ci/run` installs HAProxy from the system's packages and points the tests at the machine's PostgreSQL.
 */
describe.skipIf(!postgresUrl || !haproxy)('three processes behind HAProxy on one PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let handle: DatabaseHandle;
  let cluster: Cluster;

  beforeAll(async () => {
    scratch = await scratchDatabase('cluster', postgresUrl);
    handle = await scratch.open();
    await handle.migrate();
    await seedDatabase(handle.db, { demo: true, now: new Date('2026-03-02T12:00:00Z'), rides: 2000 });
    const ports = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    cluster = await startCluster({
      env: { ...scratch.env, LOG_REQUESTS: 'false', DEMO_DATA: 'false' },
      proxyPort: ports[0] ?? 0,
      apiPorts: ports.slice(1),
    });
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
    await handle?.close();
    await scratch?.drop();
  });

  it('serves a session made on one process from every other', async () => {
    expect(await sessionAnswersOnEveryProcess(cluster, 'client@example.com')).toEqual([200, 200, 200]);
  });

  it('honours a disable and a scope change made on one process on the others within a second', async () => {
    const { disable, scopeChange } = await accessChangeDelays(cluster, handle.db);
    for (const delay of [...disable, ...scopeChange]) expect(delay).toBeLessThan(1000);
  });

  it('loses and doubles no coin insertion when a process is killed under load', async () => {
    const result = await killUnderLoad(cluster, handle.db, {
      workers: 12,
      durationMs: 4000,
      killAfterMs: 1500,
      attempts: 10,
      // A count, not a rate: a loaded machine makes them more slowly, never fewer.
      minInsertions: 120,
    });
    expect(cluster.processes[1]?.child.signalCode).toBe('SIGKILL');
    expect(result.insertions).toBeGreaterThanOrEqual(120);
    expect(result.failedAfterRetries / result.insertions).toBeLessThan(0.001);
    expect(result.acknowledgedWithoutRow).toBe(0);
    expect(result.duplicated).toBe(0);
    expect(result.unacknowledgedRows).toBe(0);
    expect(result.balanceMatches).toBe(true);
  }, 60_000);
});
