// `npm run bench:cluster`: the API as many processes behind a proxy (docs/adr/0062). On a new PostgreSQL database
// seeded with the demo business, it starts one and then three API processes (request log off, answers unchecked, as
// deployed) behind HAProxy with the repository's configuration (deploy/haproxy/haproxy.cfg), and prints:
// - GET /api/me and a report through the proxy, req/s p50 p99 for 1 and 3 processes, beside a bare Fastify
//   hello-world measured the same way in the same run;
// - how long the other processes took to honour a disable and a scope change made on one;
// - a SIGKILL of one process under a load of coin insertions retried with their Idempotency-Key: insertions, retries,
//   errors left after retries (target under 0.1%), and rows lost or doubled (target none).
//
//   npm run bench:cluster -- --postgres postgres://postgres@127.0.0.1:5432/orbit [--duration 10] [--connections 50]
//                            [--rides 200000] [--port 3500]
//
// Needs HAProxy (apt-get install haproxy). Figures depend on the machine and its cores: processes share them.
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { seedDatabase } from '../src/demo/seed.ts';
import { startCluster } from './support/cluster.ts';
import { accessChangeDelays, killUnderLoad, signInAt } from './support/cluster-proofs.ts';
import { postgresUrlOf, scratchDatabase } from './support/scratch-database.ts';
import { startScript } from './support/server-process.ts';

const { values } = parseArgs({
  options: {
    postgres: { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    rides: { type: 'string', default: '200000' },
    port: { type: 'string', default: '3500' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const basePort = Number(values.port);
const postgresUrl = postgresUrlOf(values.postgres);
if (!postgresUrl)
  throw new Error('Many processes share one PostgreSQL: give --postgres postgres://…/orbit or DATABASE_URL');

const helloServer = fileURLToPath(new URL('./support/hello-fastify.ts', import.meta.url));
const calls = [
  { name: 'GET /api/me', url: '/api/me' },
  { name: 'GET /api/report/license-ranking', url: '/api/report/license-ranking?timezone=America%2FSao_Paulo' },
];

interface Measure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<Measure> {
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration, headers });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const row = (label: string, m: Measure) =>
  `  ${label.padEnd(60)} ${m.requestsPerSecond.toFixed(0).padStart(8)} req/s  p50 ${String(m.p50).padStart(4)} ms  p99 ${String(m.p99).padStart(5)} ms  errors ${m.errors}`;

const scratch = await scratchDatabase('cluster', postgresUrl);
try {
  console.log(`${scratch.description}; seeding the demo business (${values.rides} rides)`);
  const handle = await scratch.open();
  try {
    await handle.migrate();
    await seedDatabase(handle.db, { demo: true, rides: Number(values.rides) });
    await handle.db.execute(sql`analyze`);
  } finally {
    await handle.close();
  }
  console.log(`${availableParallelism()} cores, load ${loadavg()[0]?.toFixed(2)}\n`);
  const env = { ...scratch.env, LOG_REQUESTS: 'false', CHECK_ANSWERS: 'false', DEMO_DATA: 'false' };

  const bare = await startScript(helloServer, { PORT: String(basePort + 9) }, basePort + 9, 'ready');
  try {
    console.log(row('bare Fastify hello-world (no proxy)', await measure(bare.url)));
  } finally {
    await bare.stop();
  }
  const throughput = new Map<string, Measure[]>();
  for (const count of [1, 3]) {
    const cluster = await startCluster({
      env,
      proxyPort: basePort,
      apiPorts: Array.from({ length: count }, (_, index) => basePort + 1 + index),
    });
    try {
      const cookie = await signInAt(cluster.proxyUrl, 'client@example.com');
      for (const call of calls) {
        const measured = await measure(`${cluster.proxyUrl}${call.url}`, { cookie });
        throughput.set(call.name, [...(throughput.get(call.name) ?? []), measured]);
        console.log(row(`${call.name} via HAProxy, ${count} process${count > 1 ? 'es' : ''}`, measured));
      }
    } finally {
      await cluster.stop();
    }
  }
  for (const [name, [one, three]] of throughput) {
    if (one && three)
      console.log(`  ${name}: 3 processes give ${(three.requestsPerSecond / one.requestsPerSecond).toFixed(2)}× one`);
  }

  const cluster = await startCluster({
    env,
    proxyPort: basePort,
    apiPorts: [basePort + 1, basePort + 2, basePort + 3],
  });
  const db = await scratch.open();
  try {
    const { disable, scopeChange } = await accessChangeDelays(cluster, db.db);
    const ms = (values: number[]) => values.map((value) => `${value.toFixed(0)} ms`).join(', ');
    console.log(`\nA disable made on process 1 was honoured by processes 2 and 3 after ${ms(disable)}`);
    console.log(
      `A scope change made on process 1 was seen by processes 2 and 3 after ${ms(scopeChange)} (target < 1000 ms)`,
    );

    const result = await killUnderLoad(cluster, db.db, {
      workers: 50,
      durationMs: 15_000,
      killAfterMs: 5000,
      attempts: 10,
    });
    const share = (100 * result.failedAfterRetries) / result.insertions;
    console.log(
      `\nSIGKILL of process 2 after ${result.killedAfterMs / 1000} s of 15 s of coin insertions by 50 callers through HAProxy:`,
    );
    console.log(`  insertions ${result.insertions}, requests ${result.requests}, retries ${result.retries}`);
    console.log(`  failed after retries ${result.failedAfterRetries} (${share.toFixed(3)}%, target < 0.1%)`);
    console.log(
      `  acknowledged but missing ${result.acknowledgedWithoutRow}, doubled ${result.duplicated}, rows without an acknowledgement ${result.unacknowledgedRows}, balance = acknowledged sum: ${result.balanceMatches}`,
    );
    const met = share < 0.1 && result.acknowledgedWithoutRow === 0 && result.duplicated === 0 && result.balanceMatches;
    const fast = [...disable, ...scopeChange].every((delay) => delay < 1000);
    console.log(`\n${met && fast ? 'Targets met.' : 'Targets NOT met.'}`);
    if (!met || !fast) process.exitCode = 1;
  } finally {
    await cluster.stop();
    await db.close();
  }
} finally {
  await scratch.drop();
}
