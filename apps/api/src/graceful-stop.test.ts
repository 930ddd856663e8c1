import { request as httpRequest } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { licenses, users } from './db/schema.ts';
import { startServer as startApiServer, type ServerUnderTest } from './test-support/processes.ts';
import { seededDatabaseKinds } from './test-support/test-database.ts';

/**
 * Issue 25 "clean restarts" on the real entry point (ADR 0060): `node src/main.ts` as a process, stopped with
 * SIGTERM in the middle of a large CSV download, on an embedded database and, with TEST_DATABASE_URL, on PostgreSQL.
 */
const apiRoot = fileURLToPath(new URL('../', import.meta.url));
/** Far more than the sockets between the test and the server buffer, so the download is still being written. */
const extraRides = 60_000;

/** The settings these tests control; whatever the calling shell has for them is left out. */
const controlled = [
  'NODE_ENV',
  'DEMO_DATA',
  'DATABASE_URL',
  'DATA_DIR',
  'TRUST_PROXY',
  'METRICS_TOKEN',
  'METRICS_PORT',
];

async function startServer(env: Record<string, string>) {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !controlled.includes(name)));
  const server = await startApiServer({
    cwd: apiRoot,
    env: {
      ...inherited,
      LOG_LEVEL: 'info',
      LOG_REQUESTS: 'false',
      CONSOLE_DIST: '/nonexistent/console',
      DEMO_MACHINES: '0',
      ...env,
    },
    guardMs: 60_000,
  });
  running.add(server);
  void server.exited.then(() => running.delete(server));
  return server;
}

/** Opens the download and reads nothing of it until `readAll` is called, as a slow client would. */
function openDownload(
  port: number,
  path: string,
  cookie: string,
): Promise<{
  response: IncomingMessage;
  readAll(): Promise<{ text: string; complete: boolean }>;
}> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers: { cookie } }, (response) => {
      response.pause();
      resolve({
        response,
        readAll: () =>
          new Promise((done) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () => done({ text, complete: response.complete }));
            response.on('error', () => done({ text, complete: false }));
            response.on('aborted', () => done({ text, complete: false }));
            response.resume();
          }),
      });
    });
    request.on('error', reject);
    request.end();
  });
}

/** Servers a failed test left running, ended after each test. */
const running = new Set<ServerUnderTest>();
afterEach(() => {
  for (const server of running) server.terminate('SIGKILL');
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(seededDatabaseKinds)('SIGTERM on $name', (kind) => {
  let database: Awaited<ReturnType<typeof kind.create>>;
  let statementPath = '';

  beforeAll(async () => {
    // The seeded test database: the server under test only needs the demo business and a large statement.
    database = await kind.create();
    const { DATABASE_URL: databaseUrl, DATA_DIR: dataDir = '' } = database.env;
    const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
    try {
      const [client] = await handle.db
        .select({ id: users.id, licenseId: licenses.id })
        .from(users)
        .innerJoin(licenses, eq(licenses.userId, users.id))
        .where(eq(users.email, 'client@example.com'))
        .limit(1);
      if (!client) throw new Error('The demo client has no licence');
      // Copies of one of the client's rides, a minute apart, make a statement of tens of thousands of lines.
      await handle.db.execute(sql`
        insert into rides (license_id, scenario_id, consumed_at, synced_at, duration_seconds, customers_amount,
          charged_amount, ride_cost, credits_added, credits_add_on_keyboard, credits_expired, discount_used)
        select ride.license_id, ride.scenario_id, ride.consumed_at - g * interval '1 minute',
          ride.synced_at - g * interval '1 minute', ride.duration_seconds, ride.customers_amount, 0, ride.ride_cost,
          ride.credits_added, ride.credits_add_on_keyboard, ride.credits_expired, ride.discount_used
        from (select * from rides where license_id = ${client.licenseId} limit 1) as ride,
          generate_series(1, ${extraRides}) as g`);
      statementPath = `/api/admin/reports/consumptions/csv?userId=${client.id}&startAt=2020-01-01T00:00:00.000Z&endAt=2027-01-01T00:00:00.000Z`;
    } finally {
      await handle.close();
    }
  }, 120_000);
  afterAll(() => database.drop());

  async function signIn(url: string): Promise<string> {
    const response = await fetch(`${url}/api/sign-in`, {
      method: 'POST',
      // No connection is kept for a later request: the stopping server may close it as that request goes out.
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
    });
    expect(response.status).toBe(200);
    return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  }

  it('answers readiness 503 at once, refuses new connections, finishes the download in flight and exits 0', async () => {
    const server = await startServer({ ...database.env, SHUTDOWN_DELAY_MS: '2000', SHUTDOWN_GRACE_MS: '20000' });
    const readiness = () => fetch(`${server.url}/api/health/ready`, { headers: { connection: 'close' } });
    expect((await readiness()).status).toBe(200);
    const download = await openDownload(server.port, statementPath, await signIn(server.url));
    expect(download.response.statusCode).toBe(200);
    const total = Number(download.response.headers['x-total-count']);
    expect(total).toBeGreaterThan(extraRides);

    const stoppedAt = performance.now();
    server.terminate();
    // The signal is taken once the statement PGlite runs on the event loop's thread is over (ADR 0041).
    let ready = await readiness();
    while (ready.status === 200 && performance.now() - stoppedAt < 5_000) {
      await wait(20);
      ready = await readiness();
    }
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ message: 'The server is stopping' });
    // Past the delay the listener is closed: a new request finds nobody to connect to.
    const turnedAt = performance.now();
    let refused = false;
    while (!refused && performance.now() - turnedAt < 4_000) {
      refused = await fetch(`${server.url}/api/health/live`, { headers: { connection: 'close' } }).then(
        () => false,
        () => true,
      );
      if (!refused) await wait(100);
    }
    expect(refused).toBe(true);
    // The download was still being written: the process waits for it.
    expect(server.exitCode()).toBeUndefined();

    const { text, complete } = await download.readAll();
    expect(complete).toBe(true);
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(total + 1);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('Stopped');
  }, 60_000);

  it('cuts a download that outlasts the grace period, says so, and still exits 0', async () => {
    const server = await startServer({ ...database.env, SHUTDOWN_DELAY_MS: '0', SHUTDOWN_GRACE_MS: '500' });
    const download = await openDownload(server.port, statementPath, await signIn(server.url));
    expect(download.response.statusCode).toBe(200);
    const stoppedAt = performance.now();
    server.terminate();
    expect(await server.exited).toBe(0);
    expect(performance.now() - stoppedAt).toBeLessThan(5_000);
    const { complete } = await download.readAll();
    expect(complete).toBe(false);
    expect(server.output()).toMatch(/Grace period of 500 ms over: cutting [1-9]\d* connection/);
  }, 60_000);
});
