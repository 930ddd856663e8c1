// `npm run test:crash-devices`: rides delivered exactly once (ADR 0049), proved on the real server
// (apps/api/src/main.ts). 20 machines on licences of 10 clients (some with few coins, so accounts block themselves
// during the run) have 10 batches of 50 rides each. A clean run sends every batch once to a database of its own. The
// crash run sends every batch three times, in shuffled order, from 16 senders that retry until they get an answer,
// kills the server with SIGKILL part way and starts it again on the same data. Then both databases must hold the
// same rides, per licence the same counts and sums, rollups equal to their rides in every zone, balances equal to
// coins inserted minus coins charged, at most one open automatic order per client, and every ride stored once.
// Prints the figures; exits with 1 when a check fails. The embedded PGlite (a data folder) always; PostgreSQL too
// with --postgres or DATABASE_URL (in new databases named after the URL's, dropped at the end).
//
//   npm run test:crash-devices -- [--batches 10] [--rides 50] [--senders 16] [--kill-after 120] [--port 3430]
//                                 [--postgres postgres://…/name] [--only postgres|pglite]
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { DeviceRide, DeviceRideBatchResponse } from '@orbit/contract';
import { selectRows } from '../src/db/rows.ts';
import { seedDatabase } from '../src/demo/seed.ts';
import { activateMachine, addMachineClients, ridesOf, sendBatch } from './support/machines.ts';
import type { Machine } from './support/machines.ts';
import { postgresUrlOf, scratchDatabase } from './support/scratch-database.ts';
import type { ScratchDatabase } from './support/scratch-database.ts';
import { startApiServer } from './support/server-process.ts';
import type { ServerProcess } from './support/server-process.ts';

const { values } = parseArgs({
  options: {
    batches: { type: 'string', default: '10' },
    rides: { type: 'string', default: '50' },
    senders: { type: 'string', default: '16' },
    'kill-after': { type: 'string', default: '120' },
    port: { type: 'string', default: '3430' },
    postgres: { type: 'string' },
    only: { type: 'string' },
  },
});
const batchesEach = Number(values.batches);
const ridesEach = Number(values.rides);
const senders = Number(values.senders);
const killAfter = Number(values['kill-after']);
const port = Number(values.port);
const clients = 10;
const licensesEach = 2;
const copies = 3;
/** A sender gives up on a batch after this long without an answer: the run then fails. */
const giveUpAfterMs = 180_000;

/** Every fourth client starts with 300 coins: its rides take it below zero, and its account blocks itself. */
const coinsOf = (clientIndex: number) => (clientIndex % 4 === 0 ? 300 : 1_000_000);

interface Planned {
  machineIndex: number;
  rides: DeviceRide[];
}

interface Figures {
  rides: number;
  perLicense: Map<string, string>;
  rollupMismatches: number;
  balances: Map<number, number>;
  charged: Map<number, number>;
  openAutomaticOrders: Map<number, number>;
  devicesCountMismatches: number;
}

/** What the database holds once the server has stopped, per licence and per client. */
async function figuresOf(scratch: ScratchDatabase, userIds: number[]): Promise<Figures> {
  const handle = await scratch.open();
  try {
    const owners = sql.raw(userIds.join(','));
    const perLicense = await selectRows<{ key: string; figures: string }>(
      handle.db,
      sql`select l.key, concat_ws('/', count(r.id), coalesce(sum(r.customers_amount), 0), coalesce(sum(r.charged_amount), 0),
                 coalesce(sum(r.credits_added), 0), coalesce(sum(r.credits_add_on_keyboard), 0)) as figures
          from licenses l left join rides r on r.license_id = l.id
          where l.user_id in (${owners}) group by l.key`,
    );
    const [{ rides } = { rides: 0 }] = await selectRows<{ rides: number }>(
      handle.db,
      sql`select count(*)::int as rides from rides where license_id in (select id from licenses where user_id in (${owners}))`,
    );
    // Rollups must equal the rides they sum, in every zone that has them.
    const [{ mismatches } = { mismatches: 0 }] = await selectRows<{ mismatches: number }>(
      handle.db,
      sql`with truth as (
            select z.zone, r.license_id, (r.consumed_at at time zone z.zone)::date as day, count(*) as rides,
                   sum(r.customers_amount) as customers, sum(r.charged_amount) as charged
            from rides r cross join ride_rollup_zones z
            where r.license_id in (select id from licenses where user_id in (${owners}))
            group by 1, 2, 3),
          rolled as (
            select zone, license_id, day, rides, customers, charged from ride_days
            where license_id in (select id from licenses where user_id in (${owners})))
          select count(*)::int as mismatches from truth full join rolled using (zone, license_id, day)
          where truth.rides is distinct from rolled.rides or truth.customers is distinct from rolled.customers
             or truth.charged is distinct from rolled.charged`,
    );
    const wallet = await selectRows<{ userId: number; balance: string; charged: string; openAutomatic: number }>(
      handle.db,
      sql`select u.id as "userId",
                 ((select coalesce(sum(amount), 0) from wallet_records w where w.user_id = u.id)
                   - (select coalesce(sum(charged), 0) from ride_months m
                      where m.zone = 'UTC' and m.license_id in (select id from licenses where user_id = u.id)))::text as balance,
                 (select coalesce(sum(r.charged_amount), 0) from rides r
                  where r.license_id in (select id from licenses where user_id = u.id))::text as charged,
                 (select count(*)::int from blocking_orders o
                  where o.user_id = u.id and o.automatic and o.revoked_at is null) as "openAutomatic"
          from users u where u.id in (${owners})`,
    );
    const [{ devicesMismatch } = { devicesMismatch: 0 }] = await selectRows<{ devicesMismatch: number }>(
      handle.db,
      sql`select count(*)::int as "devicesMismatch" from devices d
          where d.license_id in (select id from licenses where user_id in (${owners}))
            and d.rides_received <> (select count(*) from rides r where r.device_id = d.id)`,
    );
    return {
      rides,
      perLicense: new Map(perLicense.map((row) => [row.key.split('-').slice(0, 3).join('-'), row.figures])),
      rollupMismatches: mismatches,
      balances: new Map(wallet.map((row) => [row.userId, Number(row.balance)])),
      charged: new Map(wallet.map((row) => [row.userId, Number(row.charged)])),
      openAutomaticOrders: new Map(wallet.map((row) => [row.userId, row.openAutomatic])),
      devicesCountMismatches: devicesMismatch,
    };
  } finally {
    await handle.close();
  }
}

interface Run {
  kind: ScratchDatabase['kind'];
  figures: Figures;
  userIds: number[];
  sent: number;
  failedAttempts: number;
  statuses: Map<string, number>;
  downMs: number;
}

/**
 * One database: seeded, machines activated, the plan's batches sent (each `sendEach` times, shuffled, with a kill
 * after `killAfterAnswers` answers when given), its figures read once the server stopped.
 */
async function runOn(
  scratch: ScratchDatabase,
  plan: (machines: Machine[]) => Planned[],
  options: { sendEach: number; killAfterAnswers?: number },
): Promise<Run> {
  const setup = await scratch.open();
  let userIds: number[];
  let licenseKeys: string[];
  try {
    await setup.migrate();
    await seedDatabase(setup.db, { demo: true, rides: 2000 });
    ({ userIds, licenseKeys } = await addMachineClients(setup, {
      clients,
      licensesEach,
      coins: coinsOf,
      prefix: 'Crash',
    }));
  } finally {
    await setup.close();
  }
  const env = { ...scratch.env, LOG_REQUESTS: 'false' };
  let server: ServerProcess = await startApiServer(env, port);
  try {
    return await sendPlan(server);
  } finally {
    await server.stop('SIGTERM');
  }

  async function sendPlan(first: ServerProcess): Promise<Run> {
    const baseUrl = first.url;
    const machines: Machine[] = [];
    for (const [index, key] of licenseKeys.entries())
      machines.push(await activateMachine(baseUrl, key, `crash-machine-${index}`));

    const batches = plan(machines);
    const jobs = batches.flatMap((batch) => Array.from({ length: options.sendEach }, () => batch));
    for (let index = jobs.length - 1; index > 0; index--) {
      const other = Math.floor(Math.random() * (index + 1));
      [jobs[index], jobs[other]] = [jobs[other] as Planned, jobs[index] as Planned];
    }
    const statuses = new Map<string, number>();
    let answered = 0;
    let failedAttempts = 0;
    let downMs = 0;
    let restart: Promise<void> = Promise.resolve();
    const started = performance.now();

    async function deliver(job: Planned): Promise<void> {
      const machine = machines[job.machineIndex];
      if (!machine) throw new Error('No machine for a batch');
      for (;;) {
        if (performance.now() - started > giveUpAfterMs) throw new Error('A batch got no answer in time');
        await restart;
        try {
          const body = JSON.stringify({ sentAt: new Date().toISOString(), rides: job.rides });
          const response = await sendBatch(baseUrl, machine, body, AbortSignal.timeout(20_000));
          if (response.status >= 500) throw new Error(`status ${response.status}`);
          if (!response.ok) throw new Error(`Batch refused: ${response.status} ${await response.text()}`);
          const answer = (await response.json()) as DeviceRideBatchResponse;
          for (const result of answer.results) statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
          break;
        } catch (error) {
          if (error instanceof Error && error.message.startsWith('Batch refused')) throw error;
          // No answer (the server is down, the connection was reset): send the same batch again.
          failedAttempts += 1;
          await sleep(100 + Math.floor(Math.random() * 200));
        }
      }
      answered += 1;
      if (answered === options.killAfterAnswers) {
        restart = (async () => {
          const killedAt = performance.now();
          await server.stop('SIGKILL');
          console.log(`  SIGKILL after ${answered} answered batches`);
          server = await startApiServer(env, port);
          downMs = performance.now() - killedAt;
          console.log(`  listening again after ${(downMs / 1000).toFixed(1)} s`);
        })();
      }
    }

    const queue = [...jobs];
    await Promise.all(
      Array.from({ length: senders }, async () => {
        for (let job = queue.shift(); job; job = queue.shift()) await deliver(job);
      }),
    );
    await restart;
    await server.stop('SIGTERM');
    return {
      kind: scratch.kind,
      figures: await figuresOf(scratch, userIds),
      userIds,
      sent: jobs.length,
      failedAttempts,
      statuses,
      downMs,
    };
  }
}

/**
 * The same rides for both runs, made once on the clean run's machines: each run shifts their times to the 50 s
 * before it sends them, so that its machines played them after their activation.
 */
function planner(): (machines: Machine[]) => Planned[] {
  let planned: DeviceRide[][] | undefined;
  return (machines) => {
    // Played in the 50 s before the moment 0, then moved to now.
    planned ??= machines.flatMap((machine) =>
      Array.from({ length: batchesEach }, () => ridesOf(machine, ridesEach, 0, 50_000)),
    );
    const now = Date.now();
    return planned.map((rides, index) => ({
      machineIndex: Math.floor(index / batchesEach),
      rides: rides.map((ride) => ({ ...ride, consumedAt: new Date(now + Date.parse(ride.consumedAt)).toISOString() })),
    }));
  };
}

const postgresUrl = postgresUrlOf(values.postgres);
const kinds = [
  ...(values.only !== 'postgres' ? [undefined] : []),
  ...(postgresUrl && values.only !== 'pglite' ? [postgresUrl] : []),
];
let failed = false;
for (const url of kinds) {
  const plan = planner();
  const cleanScratch = await scratchDatabase('clean', url);
  const crashScratch = await scratchDatabase('crash', url);
  try {
    console.log(`\n${cleanScratch.kind}: a clean run, every batch once`);
    const clean = await runOn(cleanScratch, plan, { sendEach: 1 });
    console.log(`${crashScratch.kind}: every batch ${copies} times, shuffled, with a SIGKILL`);
    const crash = await runOn(crashScratch, plan, { sendEach: copies, killAfterAnswers: killAfter });
    const expectedRides = clients * licensesEach * batchesEach * ridesEach;
    const sameLicenses = [...clean.figures.perLicense].every(
      ([key, figures]) => crash.figures.perLicense.get(key) === figures,
    );
    const balancesOk = crash.userIds.every((userId, index) => {
      const balance = crash.figures.balances.get(userId);
      return balance === coinsOf(index) - (crash.figures.charged.get(userId) ?? 0);
    });
    const sameBalances = crash.userIds.every(
      (userId, index) => crash.figures.balances.get(userId) === clean.figures.balances.get(clean.userIds[index] ?? 0),
    );
    const automaticOk = [...crash.figures.openAutomaticOrders].every(([userId, open]) => {
      const below = (crash.figures.balances.get(userId) ?? 0) < 1;
      return open === (below ? 1 : 0);
    });
    const checks = [
      {
        name: 'every ride stored once',
        ok: crash.figures.rides === expectedRides && clean.figures.rides === expectedRides,
        detail: `${crash.figures.rides} of ${expectedRides} (clean run ${clean.figures.rides})`,
      },
      {
        name: 'rides, customers, charges and credits per licence equal the clean run',
        ok: sameLicenses,
        detail: `${crash.figures.perLicense.size} licences`,
      },
      {
        name: 'rollups equal their rides in every zone',
        ok: crash.figures.rollupMismatches === 0 && clean.figures.rollupMismatches === 0,
        detail: `${crash.figures.rollupMismatches} days differ`,
      },
      {
        name: 'balance = coins inserted − coins charged, as in the clean run',
        ok: balancesOk && sameBalances,
        detail: `${clients} clients`,
      },
      {
        name: 'one open automatic order exactly for each client below one ride',
        ok: automaticOk,
        detail: [...crash.figures.openAutomaticOrders.values()].join(' '),
      },
      {
        name: "each machine's count of rides received equals its rides",
        ok: crash.figures.devicesCountMismatches === 0,
        detail: `${crash.figures.devicesCountMismatches} differ`,
      },
      {
        name: 'every answer accepted or duplicate',
        ok: [...crash.statuses.keys()].every((status) => status === 'accepted' || status === 'duplicate'),
        detail: [...crash.statuses].map(([status, count]) => `${status} ${count}`).join(', '),
      },
    ];
    console.log(
      `\n${crash.kind}: ${crash.sent} batches sent (${crash.failedAttempts} attempts without an answer, sent again); down ${(crash.downMs / 1000).toFixed(1)} s`,
    );
    for (const check of checks) {
      console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
      if (!check.ok) failed = true;
    }
  } finally {
    await cleanScratch.drop();
    await crashScratch.drop();
  }
}
process.exit(failed ? 1 : 0);
