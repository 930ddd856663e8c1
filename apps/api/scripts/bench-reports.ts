// `npm run bench:reports`: seeds (or reuses, keyed by size) a database of `--rides` rides over 2,000 licences and
// 3 years, runs ANALYZE, starts the real server on it and prints p50/p95 of `--calls` sequential calls of every
// staff report with the widest filters (all countries, all clients and licences, 3 years) and of every client
// dashboard call, then the time and peak RSS of the server while it streams a full CSV export of `--export-rows`
// rows, and on PGlite the p95 of another user's GET /api/me while an admin runs the heaviest report in a loop.
//
//   npm run bench:reports -- --rides 1000000 [--postgres postgres://postgres@127.0.0.1:5432/orbit] [--data-dir DIR]
//                            [--calls 20] [--export-rows 1000000] [--port 4140] [--skip-export] [--reseed]
//
// PostgreSQL: the database `<name of the URL's database>_bench_<size>` (orbit_bench_1m for 1,000,000 rides) is
// created when missing and kept for later runs. PGlite: `--data-dir`, by default `<tmp>/orbit-bench-reports-<size>`.
// Figures depend on the machine and its load (printed with them).
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import type { Database, DatabaseHandle } from '../src/db/client.ts';
import { demoPassword } from '../src/demo/demo-accounts.ts';
import { selectRows } from '../src/db/rows.ts';
import { seedDatabase } from '../src/demo/seed.ts';
import { startApiServer } from './support/server-process.ts';
import type { ServerProcess } from './support/server-process.ts';

const { values } = parseArgs({
  options: {
    rides: { type: 'string', default: '1000000' },
    postgres: { type: 'string' },
    'data-dir': { type: 'string' },
    calls: { type: 'string', default: '20' },
    'export-rows': { type: 'string', default: '1000000' },
    port: { type: 'string', default: '4140' },
    'skip-export': { type: 'boolean', default: false },
    reseed: { type: 'boolean', default: false },
  },
});
const rideCount = Number(values.rides);
const calls = Number(values.calls);
const exportRows = Number(values['export-rows']);
const port = Number(values.port);
if (!Number.isInteger(rideCount) || rideCount < 1) throw new Error(`--rides must be a positive whole number`);

/** The business the figures are about: 2,000 licences, 3 years of rides ending at a fixed instant. */
const licenseCount = 2000;
const periodEnd = new Date('2026-11-01T00:00:00Z');
const periodStart = new Date('2023-11-01T00:00:00Z');
const seedNow = periodEnd;
const ridesPerStatement = 500_000;
const adminEmail = 'admin@example.com';
/**
 * The Accept-Encoding of Chromium: calls and downloads are compressed as the console's browser gets them (Node's
 * fetch asks for gzip and deflate only over plain HTTP).
 */
const browserAcceptEncoding = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const clientEmail = 'client@example.com';

const sizeLabel = (count: number) =>
  count % 1_000_000 === 0 ? `${count / 1_000_000}m` : count % 1000 === 0 ? `${count / 1000}k` : String(count);

function log(message: string) {
  console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
}

// ---------------------------------------------------------------------------------------------------------------
// The database

interface BenchDatabase {
  kind: 'PostgreSQL' | 'PGlite';
  description: string;
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
}

async function benchDatabase(): Promise<BenchDatabase> {
  const postgresUrl = values.postgres ?? process.env.DATABASE_URL;
  if (!postgresUrl) {
    const dataDir = values['data-dir'] ?? path.join(tmpdir(), `orbit-bench-reports-${sizeLabel(rideCount)}`);
    return {
      kind: 'PGlite',
      description: `PGlite in ${dataDir}`,
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
    };
  }
  const server = new URL(postgresUrl);
  const base = decodeURIComponent(server.pathname.slice(1)) || 'orbit';
  const name = `${base}_bench_${sizeLabel(rideCount)}`.toLowerCase();
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Cannot make a database name from "${base}"`);
  const maintenance = new URL(postgresUrl);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (values.reseed && exists.rowCount) await admin.query(`drop database ${name} with (force)`);
    if (values.reseed || !exists.rowCount) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const shown = new URL(url);
  shown.password = '';
  return {
    kind: 'PostgreSQL',
    description: `PostgreSQL ${shown.toString()}`,
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString() }),
  };
}

async function scalar(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await selectRows<{ value: number | string | null }>(db, query);
  return Number(row?.value ?? 0);
}

/** Seeds unless the database already holds this size; the demo accounts sign in as usual. */
async function ensureSeeded(handle: DatabaseHandle): Promise<void> {
  const { db } = handle;
  await handle.migrate();
  const users = await scalar(db, sql`select count(*) as value from users`);
  if (users > 0) {
    const [rides, licenses] = [
      await scalar(db, sql`select count(*) as value from rides`),
      await scalar(db, sql`select count(*) as value from licenses`),
    ];
    if (rides === rideCount && licenses === licenseCount) {
      log(`reusing the seeded database: ${rides} rides, ${licenses} licences`);
      return;
    }
    throw new Error(
      `The database holds ${rides} rides and ${licenses} licences, not this size: --reseed or another one`,
    );
  }
  const started = performance.now();
  log('seeding the demo accounts and business (without rides)');
  await seedDatabase(db, { demo: true, now: seedNow, rides: 0 });
  await addBenchLicenses(db);
  await addRides(db, handle.driver);
  await addWalletRecords(db);
  log('VACUUM ANALYZE');
  await db.execute(sql`vacuum analyze`);
  log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** Clients with four licences each, in the demo clients' countries and zones, until there are 2,000 licences. */
async function addBenchLicenses(db: Database): Promise<void> {
  const existing = await scalar(db, sql`select count(*) as value from licenses`);
  const needed = licenseCount - existing;
  if (needed <= 0) return;
  const clients = Math.ceil(needed / 4);
  await db.execute(sql`
    with markets as (
      select row_number() over (order by country_id, timezone) as n, country_id, timezone
      from (select distinct country_id, timezone from users where scope = 'user' and country_id is not null) as m
    ), sized as (select count(*) as markets from markets)
    insert into users (name, email, password_hash, scope, country_id, timezone, created_at, email_verified_at)
    select 'Bench client ' || i, 'bench.client.' || i || '@example.com',
           (select password_hash from users where email = ${clientEmail}), 'user', m.country_id, m.timezone,
           ${periodStart.toISOString()}::timestamptz - interval '60 days', ${periodStart.toISOString()}::timestamptz - interval '60 days'
    from generate_series(1, ${clients}::int) as i
    cross join sized
    join markets m on m.n = 1 + i % sized.markets`);
  await db.execute(sql`
    insert into licenses (key, label, game_model, issuer_user_id, user_id, created_at, updated_at)
    select upper(substr(md5('bench licence ' || n), 1, 8) || '-' || substr(md5('bench licence ' || n), 9, 8) || '-'
                 || substr(md5('bench licence ' || n), 17, 8)),
           'Bench venue ' || j, case when n % 3 = 0 then 'BubbleCoaster' else 'OrbitCoaster' end,
           (select id from users where email = ${adminEmail}), user_id,
           ${periodStart.toISOString()}::timestamptz - interval '30 days', ${periodStart.toISOString()}::timestamptz - interval '30 days'
    from (select u.id as user_id, j, row_number() over (order by u.id, j) as n
          from users u cross join generate_series(1, 4) as j
          where u.email like 'bench.client.%') as planned
    where n <= ${needed}::int`);
  log(`added ${clients} clients and ${needed} licences`);
}

/**
 * Rides in time order, each on a licence and scenario drawn by hashint8 of its number: the same size gives the
 * same rides on PGlite and PostgreSQL. Secondary indexes, foreign keys and the rollup trigger are set aside during
 * the load and the rollups rebuilt once at the end, by the function the migration backfills with.
 */
async function addRides(db: Database, driver: DatabaseHandle['driver']): Promise<void> {
  const licenseIds = (await selectRows<{ id: number }>(db, sql`select id from licenses order by id`)).map((r) => r.id);
  const scenarioIds = (await selectRows<{ id: number }>(db, sql`select id from scenarios order by id`)).map(
    (r) => r.id,
  );
  const foreignKeys = await selectRows<{ name: string; definition: string }>(
    db,
    sql`select conname as name, pg_get_constraintdef(oid) as definition
        from pg_constraint where conrelid = 'rides'::regclass and contype = 'f'`,
  );
  const indexes = await selectRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = current_schema() and tablename = 'rides'
          and indexname not in (select conname from pg_constraint where conrelid = 'rides'::regclass)`,
  );
  for (const { name } of foreignKeys) await db.execute(sql`alter table rides drop constraint ${sql.identifier(name)}`);
  for (const { name } of indexes) await db.execute(sql`drop index ${sql.identifier(name)}`);
  await db.execute(sql`alter table rides disable trigger rides_rollups_insert`);
  const spanSeconds = (periodEnd.getTime() - periodStart.getTime()) / 1000;
  const step = driver === 'pglite' ? 100_000 : ridesPerStatement;
  const licenses = sql`${`{${licenseIds.join(',')}}`}::int[]`;
  const scenarios = sql`${`{${scenarioIds.join(',')}}`}::int[]`;
  for (let first = 1; first <= rideCount; first += step) {
    const last = Math.min(rideCount, first + step - 1);
    await db.execute(sql`
      insert into rides (license_id, scenario_id, consumed_at, synced_at, duration_seconds, customers_amount,
                         charged_amount, ride_cost, credits_added, credits_add_on_keyboard, credits_expired, discount_used)
      select (${licenses})[1 + h1 % ${licenseIds.length}::int], (${scenarios})[1 + h2 % ${scenarioIds.length}::int],
             at, at + (60 + h3 % 7200) * interval '1 second', 60 + h4 % 240, 1 + h4 % 4, (1 + h4 % 4) * 10, 10,
             (1 + h4 % 4) * 2, case when h5 % 10 = 1 then 5 + h5 % 16 else 0 end,
             case when h5 % 12 = 0 then 1 + h5 % 5 else 0 end, case when h5 % 7 = 3 then 1 else 0 end
      from (select ${periodStart.toISOString()}::timestamptz
                     + ((s.i - 1) * ${spanSeconds}::float8 / ${rideCount}::float8) * interval '1 second' as at,
                   hashint8(s.i * 8 + 1) & 2147483647 as h1, hashint8(s.i * 8 + 2) & 2147483647 as h2,
                   hashint8(s.i * 8 + 3) & 2147483647 as h3, hashint8(s.i * 8 + 4) & 2147483647 as h4,
                   hashint8(s.i * 8 + 5) & 2147483647 as h5
            from generate_series(${first}::bigint, ${last}::bigint) as s(i)) as drawn`);
    log(`rides ${last.toLocaleString('en')} / ${rideCount.toLocaleString('en')}`);
  }
  await db.execute(sql`alter table rides enable trigger rides_rollups_insert`);
  for (const { definition } of indexes) await db.execute(sql.raw(definition));
  for (const { name, definition } of foreignKeys) {
    await db.execute(sql`alter table rides add constraint ${sql.identifier(name)} ${sql.raw(definition)}`);
  }
  log('indexes and foreign keys back; rebuilding the rollups');
  await db.execute(sql`select ride_rollups_rebuild()`);
  log(`rollups: ${await scalar(db, sql`select count(*) as value from ride_days`)} day rows`);
}

/** Every client buys coins early each month. */
async function addWalletRecords(db: Database): Promise<void> {
  await db.execute(sql`
    insert into wallet_records (user_id, amount, issuer_user_id, created_at)
    select u.id, 100 + (hashint4(u.id * 100 + extract(month from month)::int) & 1023),
           (select id from users where email = ${adminEmail}),
           month + (u.id % 5) * interval '1 day' + interval '9 hours'
    from users u
    cross join generate_series(${periodStart.toISOString()}::timestamptz, ${periodEnd.toISOString()}::timestamptz - interval '1 month',
                               interval '1 month') as month
    where u.scope = 'user'`);
}

// ---------------------------------------------------------------------------------------------------------------
// The calls

interface Session {
  cookie: string;
}

async function signIn(baseUrl: string, email: string): Promise<Session> {
  const response = await fetch(`${baseUrl}/api/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('orbit_session='));
  if (!response.ok || !cookie) throw new Error(`Sign-in of ${email} answered ${response.status}`);
  await response.text();
  return { cookie: cookie.split(';')[0] ?? '' };
}

interface Call {
  name: string;
  session: Session;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

async function send(baseUrl: string, call: Call): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${call.url}`, {
    method: call.method,
    headers: {
      cookie: call.session.cookie,
      ...browserAcceptEncoding,
      ...(call.body ? { 'content-type': 'application/json' } : {}),
    },
    body: call.body ? JSON.stringify(call.body) : undefined,
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${call.name} answered ${response.status}: ${text.slice(0, 300)}`);
  return { ms, body: JSON.parse(text) as unknown };
}

/** Line feeds in a chunk, found natively: a byte loop in JavaScript over 150 MB cost the measuring side a second. */
function lineFeedsIn(chunk: Uint8Array): number {
  let count = 0;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) count += 1;
  return count;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

interface Measured {
  name: string;
  p50: number;
  p95: number;
  note: string;
}

/** One unmeasured call first (plans cached, code optimised), then `calls` measured ones in a row. */
async function measure(baseUrl: string, call: Call): Promise<Measured> {
  const first = await send(baseUrl, call);
  const times: number[] = [];
  for (let index = 0; index < calls; index++) times.push((await send(baseUrl, call)).ms);
  times.sort((a, b) => a - b);
  const result = { name: call.name, p50: percentile(times, 50), p95: percentile(times, 95), note: noteOf(first.body) };
  log(
    `${call.name.padEnd(46)} p50 ${result.p50.toFixed(1).padStart(8)} ms  p95 ${result.p95.toFixed(1).padStart(8)} ms  ${result.note}`,
  );
  return result;
}

function noteOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const record = body as { results?: unknown[]; meta?: { count?: number }; rows?: unknown[] };
  const parts: string[] = [];
  if (Array.isArray(record.results)) parts.push(`${record.results.length} rows`);
  if (Array.isArray(record.rows)) parts.push(`${record.rows.length} rows`);
  if (record.meta?.count !== undefined) parts.push(`count ${record.meta.count}`);
  return parts.join(', ');
}

interface Filters {
  clientIds: number[];
  licenseKeys: string[];
  countryIds: number[];
  clientLicenseKey: string;
  clientId: number;
  searchSuffix: string;
  rideCount: number;
  byDayCount: number;
}

async function readFilters(db: Database): Promise<Filters> {
  const clientIds = (
    await selectRows<{ id: number }>(db, sql`select id from users where scope = 'user' order by id limit 2000`)
  ).map((row) => Number(row.id));
  const licenseKeys = (
    await selectRows<{ key: string }>(
      db,
      sql`select key from licenses where user_id = any(${`{${clientIds.join(',')}}`}::int[]) order by id limit 2000`,
    )
  ).map((row) => row.key);
  const countryIds = (
    await selectRows<{ id: number }>(
      db,
      sql`select distinct country_id as id from users where scope = 'user' and country_id is not null order by 1`,
    )
  ).map((row) => Number(row.id));
  const [client] = await selectRows<{ id: number; key: string }>(
    db,
    sql`select u.id, l.key from users u join licenses l on l.user_id = u.id where u.email = ${clientEmail} order by l.id limit 1`,
  );
  if (!client) throw new Error('The demo client has no licence');
  return {
    clientIds,
    licenseKeys,
    countryIds,
    clientId: Number(client.id),
    clientLicenseKey: client.key,
    searchSuffix: client.key.slice(-6),
    rideCount: await scalar(db, sql`select count(*) as value from rides`),
    byDayCount: await scalar(db, sql`select count(*) as value from ride_days where zone = 'Europe/Lisbon'`),
  };
}

function reportCalls(admin: Session, client: Session, filters: Filters): Call[] {
  const range = { startAt: periodStart.toISOString(), endAt: periodEnd.toISOString() };
  const timezone = 'Europe/Lisbon';
  const lastPage = (count: number) => Math.max(1, Math.ceil(count / 5000));
  const rides = { id: filters.clientIds, licensesKey: filters.licenseKeys, ...range };
  const byDay = { userId: filters.clientIds, licensesKey: filters.licenseKeys, ...range, timezone };
  const countries = { countries: filters.countryIds, ...range };
  const zoneQuery = `timezone=${encodeURIComponent('America/Sao_Paulo')}`;
  const reference = `referenceDate=${encodeURIComponent('2026-10-15T12:00:00Z')}`;
  return [
    { name: 'admin users (2,000)', session: admin, method: 'GET', url: '/api/admin/reports/users?limit=2000' },
    {
      name: 'admin licences of all clients',
      session: admin,
      method: 'POST',
      url: '/api/admin/reports/licenses',
      body: { id: filters.clientIds },
    },
    {
      name: 'admin rides report, page 1',
      session: admin,
      method: 'POST',
      url: '/api/admin/reports/consumptions?page=1&limit=5000',
      body: rides,
    },
    {
      name: 'admin rides report, last page',
      session: admin,
      method: 'POST',
      url: `/api/admin/reports/consumptions?page=${lastPage(filters.rideCount)}&limit=5000`,
      body: rides,
    },
    {
      name: 'admin active licences by location',
      session: admin,
      method: 'POST',
      url: '/api/admin/reports/licenses/active/location?page=1&limit=5000',
      body: countries,
    },
    {
      name: 'admin coins log',
      session: admin,
      method: 'POST',
      url: '/api/admin/reports/tickets/log?page=1&limit=5000',
      body: { usersId: filters.clientIds, ...range, offset: 0 },
    },
    {
      name: 'admin consumption by day, page 1',
      session: admin,
      method: 'POST',
      url: '/api/admin/reports/consumptions/byday?page=1&limit=5000',
      body: byDay,
    },
    {
      name: 'admin consumption by day, last page',
      session: admin,
      method: 'POST',
      url: `/api/admin/reports/consumptions/byday?page=${lastPage(filters.byDayCount)}&limit=5000`,
      body: byDay,
    },
    {
      name: 'admin consumption by month',
      session: admin,
      method: 'POST',
      url: '/api/admin/reports/consumptions/bymonth?page=1&limit=5000',
      body: { ...countries, licenseType: 'all', offset: 0, timezone },
    },
    {
      name: 'admin coin sales by month',
      session: admin,
      method: 'POST',
      url: '/api/admin/reports/orbitcoins/salesmonth?page=1&limit=5000',
      body: { ...countries, timezone },
    },
    {
      name: 'admin licence search',
      session: admin,
      method: 'GET',
      url: `/api/admin/reports/licenses/search?license=${filters.searchSuffix}`,
    },
    {
      name: 'admin wallet statement (demo client)',
      session: admin,
      method: 'GET',
      url: `/api/admin/reports/consumptions?userId=${filters.clientId}&startAt=${encodeURIComponent(range.startAt)}&endAt=${encodeURIComponent(range.endAt)}&page=1&limit=5000`,
    },
    {
      name: 'client licence consumptions',
      session: client,
      method: 'GET',
      url: `/api/report/license-consumptions/${encodeURIComponent(filters.clientLicenseKey)}?${zoneQuery}`,
    },
    {
      name: 'client licence ranking',
      session: client,
      method: 'GET',
      url: `/api/report/license-ranking?${zoneQuery}&${reference}`,
    },
    {
      name: 'client customers per licence (12 months)',
      session: client,
      method: 'GET',
      url: `/api/report/customers-per-license?${zoneQuery}&endAt=${encodeURIComponent('2026-10-15T12:00:00Z')}`,
    },
    {
      name: 'client scenario share',
      session: client,
      method: 'GET',
      url: `/api/report/scenario-share?${zoneQuery}&${reference}`,
    },
    { name: 'client wallet balance', session: client, method: 'GET', url: '/api/report/wallet-balance' },
  ];
}

/** Peak resident memory of the server since the last reset, in MB (Linux /proc). */
function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmHWM:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** The rides report's CSV over the newest `exportRows` rides of every licence, read to the end. */
async function measureExport(baseUrl: string, server: ServerProcess, admin: Session, db: Database, filters: Filters) {
  const rows = Math.min(exportRows, filters.rideCount);
  const startAt = await selectRows<{ at: string }>(
    db,
    sql`select to_char(consumed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at from rides
        order by consumed_at desc, id desc offset ${rows - 1} limit 1`,
  );
  const body = {
    id: filters.clientIds,
    licensesKey: filters.licenseKeys,
    startAt: startAt[0]?.at,
    endAt: periodEnd.toISOString(),
  };
  const pid = server.child.pid ?? 0;
  const resetWorked = resetPeakRss(pid);
  const before = peakRssMb(pid);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/admin/reports/consumptions/csv`, {
    method: 'POST',
    headers: { cookie: admin.cookie, 'content-type': 'application/json', ...browserAcceptEncoding },
    body: JSON.stringify(body),
  });
  if (!response.ok || !response.body)
    throw new Error(`The export answered ${response.status}: ${await response.text()}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    lines += lineFeedsIn(chunk);
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = peakRssMb(pid);
  const records = lines - 1;
  const result = {
    rows: records,
    seconds,
    megabytes: bytes / 1_048_576,
    rssBefore: before,
    rssPeak: peak,
    note: resetWorked ? 'peak since the export started' : 'peak since the server started',
  };
  log(
    `export of ${records.toLocaleString('en')} rows (${result.megabytes.toFixed(0)} MB): ${seconds.toFixed(2)} s, ` +
      `RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (${result.note})`,
  );
  if (records !== rows) throw new Error(`The export held ${records} rows, ${rows} expected`);
  return result;
}

/** GET /api/me of the client, one after another, while the admin runs `heaviest` in a loop. */
async function measureMeUnderLoad(baseUrl: string, client: Session, heaviest: Call) {
  let running = true;
  let loops = 0;
  const loop = (async () => {
    while (running) {
      await send(baseUrl, heaviest);
      loops += 1;
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const me: Call = { name: 'GET /api/me', session: client, method: 'GET', url: '/api/me' };
  const times: number[] = [];
  for (let index = 0; index < Math.max(50, calls * 5); index++) {
    times.push((await send(baseUrl, me)).ms);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  running = false;
  await loop;
  times.sort((a, b) => a - b);
  const result = { p50: percentile(times, 50), p95: percentile(times, 95), loops, heaviest: heaviest.name };
  log(
    `GET /api/me while "${heaviest.name}" loops (${loops} runs): p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms`,
  );
  return result;
}

// ---------------------------------------------------------------------------------------------------------------

const database = await benchDatabase();
log(`${database.kind}: ${database.description}, ${rideCount.toLocaleString('en')} rides, ${licenseCount} licences`);
const handle = await database.open();
let filters: Filters;
try {
  await ensureSeeded(handle);
  filters = await readFilters(handle.db);
} finally {
  // PGlite's data folder can be opened by one process at a time: the server's.
  if (database.kind === 'PGlite') await handle.close();
}

// As deployed: no log line per request, answers written from their schema without the zod check (ADR 0039).
const server = await startApiServer({ ...database.env, LOG_REQUESTS: 'false', CHECK_ANSWERS: 'false' }, port);
const measured: Measured[] = [];
let exported: Awaited<ReturnType<typeof measureExport>> | undefined;
let meUnderLoad: Awaited<ReturnType<typeof measureMeUnderLoad>> | undefined;
try {
  const admin = await signIn(server.url, adminEmail);
  const client = await signIn(server.url, clientEmail);
  const load = loadavg();
  log(`load average before measuring: ${load.map((value) => value.toFixed(2)).join(', ')}`);
  const callList = reportCalls(admin, client, filters);
  for (const call of callList) measured.push(await measure(server.url, call));
  if (!values['skip-export']) {
    const exportDb = database.kind === 'PGlite' ? undefined : handle.db;
    if (exportDb) exported = await measureExport(server.url, server, admin, exportDb, filters);
    else {
      // The server holds PGlite's folder: the export's range comes from the server's own answers.
      exported = await measureExportViaServer(server, admin, filters);
    }
  }
  if (database.kind === 'PGlite') {
    const adminOnly = measured.filter((row) => row.name.startsWith('admin'));
    const heaviestName = adminOnly.reduce((worst, row) => (row.p95 > worst.p95 ? row : worst)).name;
    const heaviest = callList.find((call) => call.name === heaviestName);
    if (heaviest) meUnderLoad = await measureMeUnderLoad(server.url, client, heaviest);
  }
} finally {
  await server.stop();
  if (database.kind === 'PostgreSQL') await handle.close();
}

/** On PGlite: the export of the newest rows, its range found by the rides report's totals (binary search on days). */
async function measureExportViaServer(process: ServerProcess, admin: Session, current: Filters) {
  const rows = Math.min(exportRows, current.rideCount);
  // Rides are spread evenly over the period, so the share of the period gives the range; the check below counts.
  const span = periodEnd.getTime() - periodStart.getTime();
  let startMs = periodEnd.getTime() - Math.ceil((span * rows) / current.rideCount);
  const countFrom = async (ms: number) => {
    const { body } = await send(process.url, {
      name: 'count',
      session: admin,
      method: 'POST',
      url: '/api/admin/reports/consumptions?page=1&limit=1',
      body: {
        id: current.clientIds,
        licensesKey: current.licenseKeys,
        startAt: new Date(ms).toISOString(),
        endAt: periodEnd.toISOString(),
      },
    });
    return (body as { meta: { count: number } }).meta.count;
  };
  let low = startMs - 86_400_000;
  let high = startMs + 86_400_000;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if ((await countFrom(middle)) >= rows) low = middle;
    else high = middle;
  }
  startMs = low;
  const pid = process.child.pid ?? 0;
  const resetWorked = resetPeakRss(pid);
  const before = peakRssMb(pid);
  const started = performance.now();
  const response = await fetch(`${process.url}/api/admin/reports/consumptions/csv`, {
    method: 'POST',
    headers: { cookie: admin.cookie, 'content-type': 'application/json', ...browserAcceptEncoding },
    body: JSON.stringify({
      id: current.clientIds,
      licensesKey: current.licenseKeys,
      startAt: new Date(startMs).toISOString(),
      endAt: periodEnd.toISOString(),
    }),
  });
  if (!response.ok || !response.body) throw new Error(`The export answered ${response.status}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    lines += lineFeedsIn(chunk);
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = peakRssMb(pid);
  const result = {
    rows: lines - 1,
    seconds,
    megabytes: bytes / 1_048_576,
    rssBefore: before,
    rssPeak: peak,
    note: resetWorked ? 'peak since the export started' : 'peak since the server started',
  };
  log(
    `export of ${result.rows.toLocaleString('en')} rows (${result.megabytes.toFixed(0)} MB): ${seconds.toFixed(2)} s, ` +
      `RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (${result.note})`,
  );
  return result;
}

const target = database.kind === 'PostgreSQL' ? 100 : 300;
console.log(
  `\n${database.kind}, ${rideCount.toLocaleString('en')} rides, ${licenseCount} licences, ${calls} calls each; ` +
    `load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`,
);
console.log(`| call | p50 ms | p95 ms | answer |`);
console.log(`|---|---:|---:|---|`);
for (const row of measured) {
  const flag = row.p95 > target ? ' (over target)' : '';
  console.log(`| ${row.name} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)}${flag} | ${row.note} |`);
}
if (exported) {
  console.log(
    `| full CSV export, ${exported.rows.toLocaleString('en')} rows | ${exported.seconds.toFixed(2)} s | ` +
      `peak RSS ${exported.rssPeak.toFixed(0)} MB (${exported.rssBefore.toFixed(0)} before) | ${exported.megabytes.toFixed(0)} MB, ${exported.note} |`,
  );
}
if (meUnderLoad) {
  console.log(
    `| GET /api/me while an admin loops "${meUnderLoad.heaviest}" | ${meUnderLoad.p50.toFixed(1)} | ${meUnderLoad.p95.toFixed(1)} | ${meUnderLoad.loops} report runs |`,
  );
}
