// `npm run bench:devices`: the device protocol under load, against the real server (apps/api/src/main.ts, request
// log off and answers unchecked, as deployed). 200 machines activate on licences of 50 clients and send batches of
// 100 signed rides as fast as they are answered for 60 s: rides per second stored with their rollups and charges,
// and the batches' p50 and p99. Then 50 machines validate at once (autocannon, one machine per connection), right
// after a bare Fastify hello-world measured the same way in the same run: calls per second, p50, p99 and the ratio.
// The embedded PGlite always; PostgreSQL too with --postgres or DATABASE_URL (in a new database named after the
// URL's, dropped at the end). Targets (ADR 0049): PostgreSQL ≥ 5,000 rides/s and ≥ 5,000 validations/s with
// p99 ≤ 20 ms; PGlite ≥ 1,000 rides/s.
//
//   npm run bench:devices -- [--devices 200] [--batch 100] [--seconds 60] [--validators 50] [--validate-seconds 15]
//                            [--postgres postgres://…/name] [--only postgres|pglite] [--port 3420]
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import type { DeviceRideBatchResponse } from '@orbit/contract';
import { seedDatabase } from '../src/demo/seed.ts';
import { activateMachine, addMachineClients, ridesOf, sendBatch } from './support/machines.ts';
import type { Machine } from './support/machines.ts';
import { postgresUrlOf, scratchDatabase } from './support/scratch-database.ts';
import type { ScratchDatabase } from './support/scratch-database.ts';
import { startApiServer, startScript } from './support/server-process.ts';

const { values } = parseArgs({
  options: {
    devices: { type: 'string', default: '200' },
    batch: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '60' },
    validators: { type: 'string', default: '50' },
    'validate-seconds': { type: 'string', default: '15' },
    postgres: { type: 'string' },
    only: { type: 'string' },
    port: { type: 'string', default: '3420' },
  },
});
const deviceCount = Number(values.devices);
const batchSize = Number(values.batch);
const rideSeconds = Number(values.seconds);
const validators = Number(values.validators);
const validateSeconds = Number(values['validate-seconds']);
const port = Number(values.port);

const targets = {
  PostgreSQL: { ridesPerSecond: 5000, validationsPerSecond: 5000, validationP99Ms: 20 },
  PGlite: { ridesPerSecond: 1000 },
};
const clientsCount = 50;
const helloServer = fileURLToPath(new URL('./support/hello-fastify.ts', import.meta.url));

/** A batch of the machine's next rides, played over the last seconds. */
function batchOf(machine: Machine, size: number): string {
  const now = Date.now();
  return JSON.stringify({ sentAt: new Date(now).toISOString(), rides: ridesOf(machine, size, now, 5000) });
}

interface RidesMeasure {
  ridesPerSecond: number;
  batches: number;
  accepted: number;
  other: number;
  failedBatches: number;
  p50: number;
  p99: number;
}

/** Every machine sends a batch, waits for its answer and sends the next, until the time is up. */
async function measureRides(baseUrl: string, machines: Machine[], seconds: number): Promise<RidesMeasure> {
  const latencies: number[] = [];
  let accepted = 0;
  let other = 0;
  let failedBatches = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    machines.map(async (machine) => {
      while (performance.now() < deadline) {
        const body = batchOf(machine, batchSize);
        const sentAt = performance.now();
        const response = await sendBatch(baseUrl, machine, body);
        const answer = (await response.json()) as DeviceRideBatchResponse;
        latencies.push(performance.now() - sentAt);
        if (!response.ok) {
          failedBatches += 1;
          continue;
        }
        for (const result of answer.results) {
          if (result.status === 'accepted') accepted += 1;
          else other += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0;
  return {
    ridesPerSecond: accepted / elapsed,
    batches: latencies.length,
    accepted,
    other,
    failedBatches,
    p50: at(0.5),
    p99: at(0.99),
  };
}

interface CallsMeasure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measureCalls(options: autocannon.Options, seconds: number): Promise<CallsMeasure> {
  const run = (duration: number) => autocannon({ ...options, connections: validators, duration });
  await run(2);
  const result = await run(seconds);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Validations of `validators` machines at once, each connection one machine. */
function validationLoad(baseUrl: string, machines: Machine[]): autocannon.Options {
  let next = 0;
  return {
    url: `${baseUrl}/api/device/v1/validate`,
    method: 'POST',
    setupClient(client) {
      const machine = machines[next++ % machines.length];
      client.setHeadersAndBody(
        { 'content-type': 'application/json', authorization: `Device ${machine?.token ?? ''}` },
        JSON.stringify({
          nonce: 'bench-nonce-0001',
          sentAt: new Date().toISOString(),
          appVersion: '1.0.0',
          gameVersion: '1.0.0',
          pendingRides: 0,
        }),
      );
    },
  };
}

interface Result {
  kind: ScratchDatabase['kind'];
  rides: RidesMeasure;
  validation: CallsMeasure;
  bare: CallsMeasure;
}

async function benchOn(scratch: ScratchDatabase): Promise<Result> {
  console.log(`\n${scratch.kind}: ${scratch.description}; seeding the demo business and ${deviceCount} licences`);
  const handle = await scratch.open();
  let keys: string[];
  try {
    await handle.migrate();
    await seedDatabase(handle.db, { demo: true, rides: 20_000 });
    // Coins enough for the machines never to block during the run.
    const added = await addMachineClients(handle, {
      clients: clientsCount,
      licensesEach: Math.ceil(deviceCount / clientsCount),
      coins: () => 1_000_000_000,
      prefix: 'Bench',
    });
    keys = added.licenseKeys.slice(0, deviceCount);
    if (handle.driver === 'postgres') await handle.db.execute(sql`analyze`);
  } finally {
    await handle.close();
  }
  const api = await startApiServer(
    {
      ...scratch.env,
      LOG_REQUESTS: 'false',
      CHECK_ANSWERS: 'false',
      DEVICE_ACTIVATIONS_PER_IP: String(deviceCount * 2),
    },
    port,
  );
  const bare = await startScript(helloServer, { PORT: String(port + 1) }, port + 1, 'ready');
  try {
    const machines: Machine[] = [];
    for (const [index, key] of keys.entries())
      machines.push(await activateMachine(api.url, key, `bench-machine-${index}`));
    console.log(`  ${machines.length} machines activated; sending batches of ${batchSize} for ${rideSeconds} s`);
    const rides = await measureRides(api.url, machines, rideSeconds);
    console.log(`  ${rides.ridesPerSecond.toFixed(0)} rides/s; validating with ${validators} machines`);
    const bareMeasure = await measureCalls({ url: bare.url }, validateSeconds);
    const validation = await measureCalls(validationLoad(api.url, machines.slice(0, validators)), validateSeconds);
    return { kind: scratch.kind, rides, validation, bare: bareMeasure };
  } finally {
    await bare.stop();
    await api.stop();
  }
}

function printResult({ kind, rides, validation, bare }: Result): boolean {
  const cell = (value: string | number, width = 10) => String(value).padStart(width);
  const fixed = (value: number) => value.toFixed(0);
  console.log(`\n${kind}: ${deviceCount} machines, batches of ${batchSize} rides for ${rideSeconds} s`);
  console.log(
    `${'measure'.padEnd(34)}${cell('per s')}${cell('p50 ms')}${cell('p99 ms')}${cell('errors')}${cell('target', 22)}`,
  );
  const target = targets[kind];
  console.log(
    `${'rides stored (rollups, charges)'.padEnd(34)}${cell(fixed(rides.ridesPerSecond))}${cell(fixed(rides.p50))}` +
      `${cell(fixed(rides.p99))}${cell(rides.failedBatches + rides.other)}${cell(`≥ ${target.ridesPerSecond}/s`, 22)}`,
  );
  const validationTarget =
    'validationsPerSecond' in target ? `≥ ${target.validationsPerSecond}/s, p99 ≤ ${target.validationP99Ms}` : 'none';
  console.log(
    `${`validations (${validators} machines)`.padEnd(34)}${cell(fixed(validation.requestsPerSecond))}` +
      `${cell(validation.p50)}${cell(validation.p99)}${cell(validation.errors)}${cell(validationTarget, 22)}`,
  );
  console.log(
    `${'bare Fastify hello-world'.padEnd(34)}${cell(fixed(bare.requestsPerSecond))}${cell(bare.p50)}` +
      `${cell(bare.p99)}${cell(bare.errors)}${cell('', 22)}`,
  );
  console.log(
    `validations per bare request: ${((100 * validation.requestsPerSecond) / bare.requestsPerSecond).toFixed(1)}%; ` +
      `${rides.batches} batches, ${rides.accepted} rides accepted, ${rides.other} not accepted`,
  );
  const ridesMet = rides.ridesPerSecond >= target.ridesPerSecond;
  const validationMet =
    !('validationsPerSecond' in target) ||
    (validation.requestsPerSecond >= target.validationsPerSecond && validation.p99 <= target.validationP99Ms);
  console.log(`targets: rides ${ridesMet ? 'met' : 'NOT met'}, validation ${validationMet ? 'met' : 'NOT met'}`);
  return rides.failedBatches + rides.other + validation.errors === 0;
}

const postgresUrl = postgresUrlOf(values.postgres);
const kinds = [
  ...(values.only !== 'postgres' ? [undefined] : []),
  ...(postgresUrl && values.only !== 'pglite' ? [postgresUrl] : []),
];
if (kinds.length === 0) throw new Error('Nothing to measure: --only postgres needs --postgres or DATABASE_URL');

const results: Result[] = [];
for (const url of kinds) {
  const scratch = await scratchDatabase('devices', url);
  try {
    results.push(await benchOn(scratch));
  } finally {
    await scratch.drop();
  }
}
let clean = true;
for (const result of results) clean = printResult(result) && clean;
if (!clean) console.log('\nSome calls failed or rides were not accepted: the figures above are not valid.');
process.exit(clean ? 0 : 1);
