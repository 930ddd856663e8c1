import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { startServer } from '../test-support/processes.ts';
import { createTestApp, eventually } from '../test-support/test-app.ts';
import { testDatabaseKinds, testNow } from '../test-support/test-database.ts';
import { demoRunwayDays, demoShowcaseEmail, shortenDemoRunway, startDemoMachines } from './machines.ts';
import { seedDatabase } from './seed.ts';

/** Issue 37's living demo: the machines `npm start` runs in demo mode, and nowhere else. */
describe('DEMO_MACHINES', () => {
  it('is 3 by default with demo data, and 0 without it, so never in production', () => {
    expect(loadConfig({}).demoMachines).toBe(3);
    expect(loadConfig({ DEMO_MACHINES: '0' }).demoMachines).toBe(0);
    expect(loadConfig({ DEMO_MACHINES: '5' }).demoMachines).toBe(5);
    expect(loadConfig({ DEMO_DATA: 'false', DEMO_MACHINES: '5' }).demoMachines).toBe(0);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/x', DEMO_MACHINES: '5' }).demoMachines).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MACHINES: '5' }).demoMachines).toBe(0);
    expect(() => loadConfig({ DEMO_MACHINES: 'many' })).toThrow(/DEMO_MACHINES/);
  });
});

describe.each(testDatabaseKinds)('the demo machines on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let url: string;
  let stateDir: string;
  const started = new Date();

  beforeAll(async () => {
    handle = await kind.open();
    app = await createTestApp(handle);
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    stateDir = await mkdtemp(path.join(tmpdir(), 'orbit-demo-machines-'));
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    await rm(stateDir, { recursive: true, force: true });
  });

  const machinesNow = () =>
    selectRows<{ hostname: string; owner: string; switchedOff: boolean; rides: number }>(
      handle.db,
      sql`select d.hostname, u.email as owner, d.switched_off_at is not null as "switchedOff",
                 (select count(*) from rides r
                  where r.license_id = d.license_id and r.consumed_at >= ${started.toISOString()}::timestamptz)::int
                   as rides
          from devices d join licenses l on l.id = d.license_id join users u on u.id = l.user_id
          where d.hostname like 'sim-%' and d.freed_at is null and d.revoked_at is null
          order by d.hostname`,
    );

  it('activate on the showcase client’s free licences, play, and say they switch off when stopped', async () => {
    const machines = await startDemoMachines({ db: handle.db, url, count: 2, stateDir, log: () => {}, speed: 120 });
    const playing = await eventually(machinesNow, (rows) => rows.length === 2 && rows.every((row) => row.rides > 0));
    expect(playing.map((row) => row.owner)).toEqual([demoShowcaseEmail, demoShowcaseEmail]);
    expect(playing.every((row) => row.rides > 0)).toBe(true);

    const stopAt = Date.now();
    await machines.stop();
    expect(Date.now() - stopAt).toBeLessThan(3500);
    expect((await machinesNow()).map((row) => row.switchedOff)).toEqual([true, true]);
  });

  it('resume the same machines from their folder rather than activating new ones', async () => {
    const before = await selectRows<{ devices: number }>(handle.db, sql`select count(*)::int as devices from devices`);
    const machines = await startDemoMachines({ db: handle.db, url, count: 2, stateDir, log: () => {}, speed: 120 });
    await eventually(machinesNow, (rows) => rows.every((row) => !row.switchedOff));
    await machines.stop();
    const after = await selectRows<{ devices: number }>(handle.db, sql`select count(*)::int as devices from devices`);
    expect(after).toEqual(before);
  });

  it('leave the showcase client a wallet of a few days at its last 7 days’ pace', async () => {
    const runway = () =>
      selectRows<{ balance: number; charged: number }>(
        handle.db,
        sql`select ((select coalesce(sum(amount), 0) from wallet_records where user_id = u.id)
                    - (select coalesce(sum(r.charged_amount), 0) from rides r join licenses l on l.id = r.license_id
                       where l.user_id = u.id))::int as balance,
                   (select coalesce(sum(r.charged_amount), 0) from rides r join licenses l on l.id = r.license_id
                    where l.user_id = u.id
                      and r.consumed_at > ${testNow.toISOString()}::timestamptz - interval '7 days')::int as charged
            from users u where u.email = ${demoShowcaseEmail}`,
      );
    const [before] = await runway();
    expect(before?.charged).toBeGreaterThan(0);
    expect(await shortenDemoRunway(handle.db, testNow)).toBeGreaterThan(0);
    const [after] = await runway();
    const days = (Number(after?.balance) / Number(after?.charged)) * 7;
    expect(days).toBeGreaterThan(demoRunwayDays - 0.5);
    expect(days).toBeLessThan(demoRunwayDays + 0.5);
    expect(await shortenDemoRunway(handle.db, testNow)).toBe(0);
  });
});

/** The real entry point: machines start with the server in demo mode and stop with it (DEMO_MACHINES=0: above). */
describe('npm start in demo mode', () => {
  const apiRoot = fileURLToPath(new URL('../../', import.meta.url));
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'orbit-demo-start-'));
    const handle = await openDatabase({ dataDir });
    try {
      await handle.migrate();
      await seedDatabase(handle.db, { demo: true, now: new Date(), rides: 300 });
    } finally {
      await handle.close();
    }
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  function start(env: Record<string, string>) {
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !/^(NODE_ENV|DEMO_|DATABASE_URL|DATA_DIR|DEVICE_)/.test(name)),
    );
    return startServer({
      cwd: apiRoot,
      env: {
        ...inherited,
        LOG_LEVEL: 'info',
        LOG_REQUESTS: 'false',
        CONSOLE_DIST: '/nonexistent/console',
        DATA_DIR: dataDir,
        ...env,
      },
      guardMs: 30_000,
    });
  }

  it('runs the machines while the server runs and stops them with it', async () => {
    const server = await start({});
    const activated = await eventually(
      async () => server.output(),
      (output) => (output.match(/demo machines: sim-\d+: activated/g) ?? []).length === 3,
      45_000,
    );
    expect(activated).toContain('Demo machines: 3 playing');
    const stopAt = Date.now();
    server.terminate();
    expect(await server.exited).toBe(0);
    expect(Date.now() - stopAt).toBeLessThan(5000);
    expect(server.output()).toContain('Stopped');
    // A start of the real process on the embedded database outlasts Vitest's 30 s on a busy 2-core machine.
  }, 90_000);
});
