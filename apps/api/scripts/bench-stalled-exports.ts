// `npm run bench:stalled-exports`: the finding of ADR 0051 replayed against the real server (apps/api/src/main.ts,
// request log off and answers unchecked, as deployed) on PostgreSQL: one staff member opens ten downloads of the
// largest CSV export (every ride of every client over the seeded year) and stops reading them. The server runs with
// EXPORTS_PER_USER and DATABASE_EXPORT_POOL_SIZE raised to ten, so that all ten stream at once and each holds a
// connection, as in the finding, beside a main pool of its default ten. While they are open it measures sign-in,
// GET /api/me and the client's licence list (p50/p95, one call after another, against the same calls before), asks
// for an 11th export of the same person (429 with Retry-After expected), and then waits for the write timeout to
// close the ten streams and return their connections (seen in pg_stat_activity). Target: p95 under 100 ms.
//
//   npm run bench:stalled-exports -- --postgres postgres://postgres@127.0.0.1:5432/orbit [--rides 300000]
//                                    [--exports 10] [--calls 60] [--write-timeout-ms 30000] [--port 3440]
//
// The database is a new one on that server, named after the URL's (orbit_stalled_1a2b3c), dropped at the end.
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { request as httpRequest } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { exportApplicationName } from '../src/db/client.ts';
import { demoPassword } from '../src/demo/demo-accounts.ts';
import { licenses, users } from '../src/db/schema.ts';
import { seedDatabase } from '../src/demo/seed.ts';
import { addMachineClients } from './support/machines.ts';
import { postgresUrlOf, scratchDatabase } from './support/scratch-database.ts';
import { startApiServer } from './support/server-process.ts';

const { values } = parseArgs({
  options: {
    postgres: { type: 'string' },
    rides: { type: 'string', default: '300000' },
    exports: { type: 'string', default: '10' },
    calls: { type: 'string', default: '60' },
    'write-timeout-ms': { type: 'string', default: String(loadConfig({}).exports.writeTimeoutMs) },
    port: { type: 'string', default: '3440' },
  },
});
const rideCount = Number(values.rides);
const exportCount = Number(values.exports);
const calls = Number(values.calls);
const writeTimeoutMs = Number(values['write-timeout-ms']);
const port = Number(values.port);

const targetP95Ms = 100;
const staffEmail = 'admin@example.com';
const clientEmail = 'client@example.com';
/** Accounts that sign in during the measures, a few times each, so that the sign-in limit per email never trips. */
const signInAccounts = 40;

const postgresUrl = postgresUrlOf(values.postgres);
if (!postgresUrl)
  throw new Error('The finding is about PostgreSQL: give --postgres postgres://…/orbit or DATABASE_URL');

function log(message: string) {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Every call comes from an address of its own (the server trusts one proxy), so no per-address limit trips. */
let nextAddress = 0;
const forwardedFor = () => {
  nextAddress += 1;
  return { 'x-forwarded-for': `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}` };
};

async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...forwardedFor() },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  await response.text();
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('orbit_session='));
  if (!response.ok || !cookie) throw new Error(`Sign-in of ${email} answered ${response.status}`);
  return cookie.split(';')[0] ?? '';
}

interface Measure {
  p50: number;
  p95: number;
  failures: number;
}

/** `calls` calls one after another; a call that does not answer 200 counts as a failure. */
async function measure(call: (index: number) => Promise<Response>): Promise<Measure> {
  const times: number[] = [];
  let failures = 0;
  for (let index = 0; index < calls; index++) {
    const started = performance.now();
    const response = await call(index);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status !== 200) failures += 1;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), failures };
}

interface Sessions {
  client: string;
  signInEmails: string[];
}

function callsOf(baseUrl: string, sessions: Sessions) {
  return [
    {
      name: 'POST /api/sign-in',
      call: (index: number) =>
        fetch(`${baseUrl}/api/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...forwardedFor() },
          body: JSON.stringify({
            email: sessions.signInEmails[index % sessions.signInEmails.length],
            password: demoPassword,
          }),
        }),
    },
    { name: 'GET /api/me', call: () => fetch(`${baseUrl}/api/me`, { headers: { cookie: sessions.client } }) },
    {
      name: 'GET /api/licenses/activations',
      call: () => fetch(`${baseUrl}/api/licenses/activations`, { headers: { cookie: sessions.client } }),
    },
  ];
}

async function measureAll(baseUrl: string, sessions: Sessions): Promise<Map<string, Measure>> {
  const measured = new Map<string, Measure>();
  for (const { name, call } of callsOf(baseUrl, sessions)) measured.set(name, await measure(call));
  return measured;
}

/** An export download whose client reads the answer's head and then nothing more. */
async function stalledExport(baseUrl: string, cookie: string, body: unknown): Promise<IncomingMessage> {
  const sent = httpRequest(`${baseUrl}/api/admin/reports/consumptions/csv`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'accept-encoding': 'identity' },
  });
  sent.end(JSON.stringify(body));
  const [response] = (await once(sent, 'response')) as [IncomingMessage];
  response.pause();
  response.on('error', () => undefined);
  return response;
}

/** Reads what a stalled client left unread; true when the answer arrived whole. */
async function readToEnd(response: IncomingMessage): Promise<boolean> {
  const ended = new Promise<void>((resolve) => response.once('close', resolve));
  response.resume();
  await ended;
  return response.complete;
}

/** Export connections busy with a statement: a stalled COPY stays active, waiting for its reader. */
async function busyExportConnections(observer: pg.Client): Promise<number> {
  const result = await observer.query<{ open: number }>(
    `select count(*)::int as open from pg_stat_activity
     where datname = current_database() and application_name = $1 and state = 'active'`,
    [exportApplicationName],
  );
  return result.rows[0]?.open ?? 0;
}

const scratch = await scratchDatabase('stalled', postgresUrl);
const problems: string[] = [];
try {
  log(`${scratch.description}: seeding the demo business with ${rideCount.toLocaleString('en')} rides`);
  const handle = await scratch.open();
  let exportBody: { id: number[]; licensesKey: string[]; startAt: string; endAt: string };
  let signInEmails: string[];
  try {
    await handle.migrate();
    const now = new Date();
    await seedDatabase(handle.db, { demo: true, now, rides: rideCount });
    const clients = await handle.db.select({ id: users.id }).from(users).where(eq(users.scope, 'user'));
    const keys = await handle.db.select({ key: licenses.key }).from(licenses);
    exportBody = {
      id: clients.map((client) => client.id),
      licensesKey: keys.map((row) => row.key),
      startAt: new Date(now.getTime() - 400 * 86_400_000).toISOString(),
      endAt: now.toISOString(),
    };
    await addMachineClients(handle, { clients: signInAccounts, licensesEach: 1, coins: () => 0, prefix: 'Stalled' });
    signInEmails = Array.from({ length: signInAccounts }, (_, index) => `stalled.${index + 1}@example.com`);
    await handle.db.execute(sql`analyze`);
  } finally {
    await handle.close();
  }

  const settings = {
    EXPORTS_PER_USER: String(exportCount),
    DATABASE_EXPORT_POOL_SIZE: String(exportCount),
    EXPORT_WRITE_TIMEOUT_MS: String(writeTimeoutMs),
  };
  const api = await startApiServer(
    { ...scratch.env, ...settings, LOG_REQUESTS: 'false', CHECK_ANSWERS: 'false', TRUST_PROXY: '1' },
    port,
  );
  const observer = new pg.Client({ connectionString: (scratch.env as { DATABASE_URL: string }).DATABASE_URL });
  await observer.connect();
  try {
    const staff = await signIn(api.url, staffEmail);
    const sessions = { client: await signIn(api.url, clientEmail), signInEmails };
    await measureAll(api.url, sessions);
    log('measuring with no export open');
    const before = await measureAll(api.url, sessions);

    log(`opening ${exportCount} downloads of the rides export as ${staffEmail}, reading none of them`);
    const openedAt = performance.now();
    const stalled = await Promise.all(
      Array.from({ length: exportCount }, () => stalledExport(api.url, staff, exportBody)),
    );
    const statuses = stalled.map((response) => response.statusCode);
    if (statuses.some((status) => status !== 200)) problems.push(`the downloads answered ${statuses.join(', ')}`);
    const total = Number(stalled[0]?.headers['x-total-count']);
    // Long enough for each to fill the sockets' buffers and stop: the database then waits on every one.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const holding = await busyExportConnections(observer);
    log(`${holding} export connections busy in pg_stat_activity, each download of ${total.toLocaleString('en')} rows`);

    const eleventh = await fetch(`${api.url}/api/admin/reports/consumptions/csv`, {
      method: 'POST',
      headers: { cookie: staff, 'content-type': 'application/json' },
      body: JSON.stringify(exportBody),
    });
    const eleventhBody = (await eleventh.text()).slice(0, 200);
    const retryAfter = eleventh.headers.get('retry-after');
    if (eleventh.status !== 429 || !retryAfter) {
      problems.push(`export ${exportCount + 1} answered ${eleventh.status} (Retry-After ${retryAfter ?? 'none'})`);
    }

    log('measuring while they are open');
    const during = await measureAll(api.url, sessions);

    log(`waiting for the write timeout (${writeTimeoutMs / 1000} s) to close the stalled downloads`);
    let open = await busyExportConnections(observer);
    while (open > 0 && performance.now() - openedAt < 2 * writeTimeoutMs + 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      open = await busyExportConnections(observer);
    }
    const closedAfter = (performance.now() - openedAt) / 1000;
    const complete = await Promise.all(stalled.map(readToEnd));
    const cut = complete.filter((whole) => !whole).length;
    if (open > 0) problems.push(`${open} export connections still busy after the write timeout`);
    if (cut !== exportCount) problems.push(`${exportCount - cut} stalled downloads were not cut off`);

    const cell = (value: string, width: number) => value.padStart(width);
    const ms = (value: number) => value.toFixed(1);
    console.log(
      `\nPostgreSQL, ${exportCount} stalled downloads of ${total.toLocaleString('en')} rows by one staff member; ` +
        `main pool ${loadConfig({}).database.size}, export pool ${exportCount}, ${calls} calls per measure, ` +
        `load average ${loadavg()
          .map((load) => load.toFixed(1))
          .join(' ')}`,
    );
    console.log(
      `${'call'.padEnd(32)}${cell('before p50', 12)}${cell('p95', 8)}${cell('during p50', 12)}${cell('p95', 8)}` +
        `${cell('failures', 10)}${cell(`p95 < ${targetP95Ms} ms`, 14)}`,
    );
    for (const [name, measured] of during) {
      const quiet = before.get(name);
      const met = measured.p95 < targetP95Ms && measured.failures === 0;
      if (!met)
        problems.push(`${name}: p95 ${ms(measured.p95)} ms, ${measured.failures} failures while exports stalled`);
      console.log(
        `${name.padEnd(32)}${cell(ms(quiet?.p50 ?? Number.NaN), 12)}${cell(ms(quiet?.p95 ?? Number.NaN), 8)}` +
          `${cell(ms(measured.p50), 12)}${cell(ms(measured.p95), 8)}${cell(String(measured.failures), 10)}` +
          `${cell(met ? 'met' : 'NOT met', 14)}`,
      );
    }
    console.log(`export connections held while stalled: ${holding} of ${exportCount}`);
    console.log(
      `export ${exportCount + 1} of the same person: ${eleventh.status}, Retry-After ${retryAfter ?? 'none'}, ` +
        `${eleventhBody}`,
    );
    console.log(
      `stalled downloads cut off by the write timeout (${writeTimeoutMs / 1000} s): ${cut} of ${exportCount}; ` +
        `export connections still busy ${closedAfter.toFixed(1)} s after the downloads opened: ${open}`,
    );
  } finally {
    await observer.end();
    await api.stop();
  }
} finally {
  await scratch.drop();
}
if (problems.length > 0) console.log(`\nNot as expected:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
process.exit(problems.length > 0 ? 1 : 0);
