// `npm run bench:load`: autocannon loads the real server (apps/api/src/main.ts, request log off as in production)
// with a signed-in client's calls — GET /api/me, the licence list and the dashboard's four reports — at 50
// connections, each right after a bare Fastify hello-world measured the same way in the same run, and prints
// req/s, p50, p99, errors and the ratio to the bare server, with the SQL statements each call runs. The embedded
// PGlite always; PostgreSQL too with --postgres or DATABASE_URL (in a new database named after the URL's, dropped
// at the end). Figures depend on the machine: compare ratios measured in one run.
//
//   npm run bench:load -- [--duration 10] [--connections 50] [--postgres postgres://…/name] [--only postgres|pglite]
//                         [--port 3400]
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { demoAccounts, demoPassword } from '../src/demo/demo-accounts.ts';
import { seedDatabase } from '../src/demo/seed.ts';
import { describeStatement, statementsPerCall } from './support/count-queries.ts';
import type { Call } from './support/count-queries.ts';
import { postgresUrlOf, scratchDatabase } from './support/scratch-database.ts';
import type { ScratchDatabase } from './support/scratch-database.ts';
import { startApiServer, startScript } from './support/server-process.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    postgres: { type: 'string' },
    only: { type: 'string' },
    port: { type: 'string', default: '3400' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const port = Number(values.port);

/** Issue #9's target for GET /api/me on PostgreSQL. */
const target = { ratio: 0.25, p99Ms: 20 };
const client = { email: 'client@example.com', timezone: timezoneOf('client@example.com') };
const helloServer = fileURLToPath(new URL('./support/hello-fastify.ts', import.meta.url));

function timezoneOf(email: string): string {
  const account = demoAccounts.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return account.timezone;
}

interface Measure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(url: string, headers: Record<string, string>, seconds: number): Promise<Measure> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Measured after a short warm-up, so both servers run optimised code. */
async function measureWarm(url: string, headers: Record<string, string> = {}): Promise<Measure> {
  await measure(url, headers, 2);
  return measure(url, headers, duration);
}

async function signIn(baseUrl: string): Promise<{ cookie: string; timezone: string }> {
  const response = await fetch(`${baseUrl}/api/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: client.email, password: demoPassword }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('orbit_session='));
  if (!response.ok || !cookie) throw new Error(`Sign-in answered ${response.status}`);
  const user = (await response.json()) as { timezone: string };
  return { cookie: cookie.split(';')[0] ?? '', timezone: user.timezone };
}

function callsFor(timezone: string): Call[] {
  const zone = `timezone=${encodeURIComponent(timezone)}`;
  return [
    { name: 'GET /api/me', url: '/api/me' },
    { name: 'GET /api/licenses/activations', url: '/api/licenses/activations' },
    { name: 'GET /api/report/wallet-balance', url: '/api/report/wallet-balance' },
    { name: 'GET /api/report/license-ranking', url: `/api/report/license-ranking?${zone}` },
    { name: 'GET /api/report/customers-per-license', url: `/api/report/customers-per-license?${zone}` },
    { name: 'GET /api/report/scenario-share', url: `/api/report/scenario-share?${zone}` },
  ];
}

interface Row {
  call: Call;
  measured: Measure;
  bare: Measure;
  statements: string[];
}

async function benchOn(scratch: ScratchDatabase): Promise<Row[]> {
  console.log(`\n${scratch.kind}: ${scratch.description}; seeding the demo business`);
  const handle = await scratch.open();
  let statements: Map<string, string[]>;
  try {
    await handle.migrate();
    await seedDatabase(handle.db, { demo: true });
    // The machines' PostgreSQL runs without autovacuum: plans need statistics after a bulk load.
    if (handle.driver === 'postgres') await handle.db.execute(sql`analyze`);
    statements = await statementsPerCall(handle, client.email, callsFor(client.timezone));
  } finally {
    await handle.close();
  }

  // As deployed: no log line per request, answers written from their schema without the zod check (ADR 0039).
  const api = await startApiServer({ ...scratch.env, LOG_REQUESTS: 'false', CHECK_ANSWERS: 'false' }, port);
  const bare = await startScript(helloServer, { PORT: String(port + 1) }, port + 1, 'ready');
  try {
    const { cookie, timezone } = await signIn(api.url);
    const rows: Row[] = [];
    for (const call of callsFor(timezone)) {
      const bareMeasure = await measureWarm(bare.url);
      const measured = await measureWarm(`${api.url}${call.url}`, { cookie });
      rows.push({ call, measured, bare: bareMeasure, statements: statements.get(call.name) ?? [] });
      console.log(`  ${call.name}: ${measured.requestsPerSecond.toFixed(0)} req/s`);
    }
    return rows;
  } finally {
    await bare.stop();
    await api.stop();
  }
}

function printRows(kind: string, rows: Row[]): void {
  const cell = (value: string, width: number) => value.padStart(width);
  console.log(`\n${kind}, ${connections} connections, ${duration} s per measure (after a 2 s warm-up)`);
  console.log(
    `${'call'.padEnd(38)}${cell('req/s', 8)}${cell('p50 ms', 8)}${cell('p99 ms', 8)}${cell('errors', 8)}` +
      `${cell('bare req/s', 12)}${cell('ratio', 8)}${cell('queries', 9)}`,
  );
  for (const { call, measured, bare, statements } of rows) {
    console.log(
      `${call.name.padEnd(38)}${cell(measured.requestsPerSecond.toFixed(0), 8)}${cell(String(measured.p50), 8)}` +
        `${cell(String(measured.p99), 8)}${cell(String(measured.errors + measured.non2xx), 8)}` +
        `${cell(bare.requestsPerSecond.toFixed(0), 12)}` +
        `${cell(`${((100 * measured.requestsPerSecond) / bare.requestsPerSecond).toFixed(1)}%`, 8)}` +
        `${cell(String(statements.length), 9)}`,
    );
  }
  console.log('statements per call:');
  for (const { call, statements } of rows) {
    console.log(`  ${call.name}: ${statements.map(describeStatement).join('; ') || 'none'}`);
  }
}

const postgresUrl = postgresUrlOf(values.postgres);
const kinds = [
  ...(values.only !== 'postgres' ? [undefined] : []),
  ...(postgresUrl && values.only !== 'pglite' ? [postgresUrl] : []),
];
if (kinds.length === 0) throw new Error('Nothing to measure: --only postgres needs --postgres or DATABASE_URL');

let failed = false;
const results: { kind: string; rows: Row[] }[] = [];
for (const url of kinds) {
  const scratch = await scratchDatabase('bench', url);
  try {
    results.push({ kind: scratch.kind, rows: await benchOn(scratch) });
  } finally {
    await scratch.drop();
  }
}
for (const { kind, rows } of results) {
  printRows(kind, rows);
  if (rows.some((row) => row.measured.errors + row.measured.non2xx > 0)) failed = true;
  const me = rows.find((row) => row.call.name === 'GET /api/me');
  if (me && kind === 'PostgreSQL') {
    const ratio = me.measured.requestsPerSecond / me.bare.requestsPerSecond;
    const met = ratio >= target.ratio && me.measured.p99 <= target.p99Ms;
    console.log(
      `GET /api/me target (≥ ${100 * target.ratio}% of bare, p99 ≤ ${target.p99Ms} ms): ${met ? 'met' : 'NOT met'} ` +
        `(${(100 * ratio).toFixed(1)}%, p99 ${me.measured.p99} ms)`,
    );
  }
}
if (failed) console.log('\nSome calls answered errors or non-2xx statuses: the figures above are not valid.');
process.exit(failed ? 1 : 0);
