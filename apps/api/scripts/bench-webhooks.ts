// `npm run bench:webhooks`: how fast the real server (apps/api/src/main.ts) delivers webhooks (ADR 0093). An admin
// inserts coins into the wallets of 20 clients from many callers at once (`coins.inserted`), while a machine of each
// client sends batches of signed rides (`rides.synced`, one event per batch), for 45 s. A local receiver
// (node:http, in this process) checks every delivery with the `standardwebhooks` package. Prints events made and
// delivered per second and p50/p95/p99 from commit (the event's createdAt) to delivery; then every event in the
// database must have arrived, signed, and no delivery may be left open. Targets (issue 38), on PostgreSQL: at least
// 1,000 events delivered a second, p95 at most 1 s; PGlite's figures are printed beside them. Exits with 1 when a
// check fails. On PostgreSQL, HTTP callers alone make fewer events than the target (each a whole request), so
// `--backlog-writers` (2) write more in this process through the server's own RecordEvents, `--backlog-batch` (25)
// `coins.inserted` events a transaction of an account of each writer's own (no wallet change behind them), at most `--backlog-rate`
// (1,000) a second in all; the figures print what each source made. `--backlog-writers 0` leaves only the callers;
// PGlite has none (its one process is the server's). The embedded PGlite (a data folder) and PostgreSQL with --postgres, DATABASE_URL or
// TEST_DATABASE_URL (in a new database named after the URL's, dropped at the end); --pglite for PGlite only.
//
//   npm run bench:webhooks -- [--seconds 45] [--writers 24] [--accounts 20] [--rides 20] [--port 3440]
//                             [--receiver-port 3441] [--postgres postgres://…/name] [--pglite] [--only postgres|pglite]
//                             [--backlog-writers 2] [--backlog-batch 25] [--backlog-rate 1000]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { DeviceRideBatchResponse } from '@orbit/contract';
import { queuePolicies } from '../src/app.ts';
import { createWebhookService } from '../src/areas/webhooks/index.ts';
import { loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { selectRows } from '../src/db/rows.ts';
import { startJobQueue } from '../src/jobs/job-queue.ts';
import type { JobQueue } from '../src/jobs/job-queue.ts';
import { seedDatabase } from '../src/demo/seed.ts';
import { signInAt } from './support/cluster-proofs.ts';
import { activateMachine, addMachineClients, ridesOf, sendBatch } from './support/machines.ts';
import type { Machine } from './support/machines.ts';
import type { ScratchDatabase } from './support/scratch-database.ts';
import { startApiServer } from './support/server-process.ts';
import {
  insertCoins,
  makeBusinessEndpoint,
  percentile,
  runProofOnEachDatabase,
  type Check,
  verifyingReceiver,
  waitUntil,
} from './support/webhook-proofs.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '45' },
    writers: { type: 'string', default: '24' },
    accounts: { type: 'string', default: '20' },
    rides: { type: 'string', default: '20' },
    port: { type: 'string', default: '3440' },
    'receiver-port': { type: 'string', default: '3441' },
    postgres: { type: 'string' },
    pglite: { type: 'boolean', default: false },
    only: { type: 'string' },
    'backlog-writers': { type: 'string', default: '2' },
    'backlog-batch': { type: 'string', default: '25' },
    'backlog-rate': { type: 'string', default: '1000' },
  },
});
const backlogWriters = Number(values['backlog-writers']);
const backlogBatch = Number(values['backlog-batch']);
const backlogRate = Number(values['backlog-rate']);
const seconds = Number(values.seconds);
const writers = Number(values.writers);
const accounts = Number(values.accounts);
const ridesEach = Number(values.rides);
const port = Number(values.port);
const targets = { eventsPerSecond: 1000, p95Ms: 1000 };
/** The run fails if the last events have not arrived this long after the callers stopped. */
const drainLimitMs = 120_000;

async function benchRun(scratch: ScratchDatabase): Promise<Check[]> {
  console.log(
    `\n${scratch.kind}: ${scratch.description}; load ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  const setup = await scratch.open();
  let userIds: number[];
  let licenseKeys: string[];
  try {
    await setup.migrate();
    await seedDatabase(setup.db, { demo: true, rides: 0 });
    // The backlog's writers each write the events of an account of their own, whose order they alone take turns on.
    ({ userIds, licenseKeys } = await addMachineClients(setup, {
      clients: accounts + (scratch.kind === 'PostgreSQL' ? backlogWriters : 0),
      licensesEach: 1,
      coins: () => 1_000_000,
      prefix: 'Hook',
    }));
  } finally {
    await setup.close();
  }

  const run = { runMs: 0, drained: false, drainMs: 0 };
  const receiver = verifyingReceiver(Number(values['receiver-port']));
  await receiver.start();
  const server = await startApiServer(
    {
      ...scratch.env,
      LOG_REQUESTS: 'false',
      CHECK_ANSWERS: 'false',
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      JOB_POLL_MS: '500',
    },
    port,
  );
  const baseUrl = server.url;
  const made = {
    coins: 0,
    batches: 0,
    backlog: 0,
    backlogTransactions: 0,
    failedCalls: 0,
    failedBacklog: 0,
    firstBacklogError: undefined as string | undefined,
  };
  // The backlog's writers: the server's RecordEvents on a connection pool and a job queue (sending only) of their own.
  const useBacklog = scratch.kind === 'PostgreSQL' && backlogWriters > 0;
  let writer: { handle: DatabaseHandle; jobs: JobQueue } | undefined;
  try {
    if (useBacklog) {
      const handle = await scratch.open();
      const quiet = { error: () => undefined, warn: () => undefined };
      const jobs = await startJobQueue({
        db: handle.db,
        policies: queuePolicies(loadConfig({})),
        pollMs: 1000,
        log: quiet,
      });
      writer = { handle, jobs };
    }
    const admin = await signInAt(baseUrl, 'admin@example.com');
    const endpoint = await makeBusinessEndpoint(baseUrl, admin, receiver.url, ['coins.inserted', 'rides.synced']);
    receiver.useSecret(endpoint.secret);
    const machines: Machine[] = [];
    const backlogAccounts = userIds.slice(accounts);
    userIds = userIds.slice(0, accounts);
    for (const [index, key] of licenseKeys.slice(0, accounts).entries())
      machines.push(await activateMachine(baseUrl, key, `hook-machine-${index}`));

    const started = performance.now();
    const deadline = started + seconds * 1000;
    const coinCallers = Array.from({ length: writers }, async (_, writer) => {
      for (let turn = 0; performance.now() < deadline; turn++) {
        const userId = userIds[(writer + turn) % userIds.length] ?? 0;
        try {
          const answer = await insertCoins(baseUrl, admin, userId, 1 + (turn % 50));
          if (answer.recordId !== undefined) made.coins += 1;
          else made.failedCalls += 1;
        } catch {
          made.failedCalls += 1;
        }
      }
    });
    // Ride ingestion at the same time: each machine sends its next batch once the last one is answered.
    const rideSenders = machines.map(async (machine) => {
      while (performance.now() < deadline) {
        const now = Date.now();
        const body = JSON.stringify({
          sentAt: new Date(now).toISOString(),
          rides: ridesOf(machine, ridesEach, now, 5000),
        });
        const response = await sendBatch(baseUrl, machine, body);
        const answer = (await response.json()) as DeviceRideBatchResponse;
        if (response.ok && answer.results.some((result) => result.status === 'accepted')) made.batches += 1;
        else made.failedCalls += 1;
      }
    });
    // The backlog: transactions of events of one account each, the writers taking turns over their own accounts.
    const backlogWriting = Array.from({ length: writer ? backlogWriters : 0 }, async (_, index) => {
      if (!writer) return;
      const { db } = writer.handle;
      const unused = () => Promise.reject(new Error('Not used by the backlog'));
      const webhooks = createWebhookService({
        db,
        now: () => new Date(),
        jobs: writer.jobs,
        audit: { record: unused },
        policy: { httpsOnly: false, allowedHosts: new Set(), resolve: unused },
        retrySchedule: [],
        notify: unused,
        log: { warn: () => undefined },
      });
      const accountId = backlogAccounts[index] ?? 0;
      while (performance.now() < deadline) {
        try {
          await db.transaction(async (tx) => {
            await webhooks.recordAll(
              tx,
              Array.from({ length: backlogBatch }, () => ({
                type: 'coins.inserted' as const,
                accountId,
                data: { walletRecordId: 0, coins: 0, balance: 0 },
              })),
            );
          });
          made.backlog += backlogBatch;
          made.backlogTransactions += 1;
        } catch (error) {
          made.failedBacklog += 1;
          made.firstBacklogError ??= String(error);
        }
        // At most the rate asked, all writers together.
        const dueMs = started + (made.backlog / backlogRate) * 1000 - performance.now();
        if (dueMs > 0) await new Promise((resolve) => setTimeout(resolve, dueMs));
      }
    });
    await Promise.all([...coinCallers, ...rideSenders, ...backlogWriting]);
    run.runMs = performance.now() - started;
    const stoppedAt = performance.now();
    run.drained = await waitUntil(
      () => receiver.counts().distinct >= made.coins + made.batches + made.backlog,
      drainLimitMs,
    );
    run.drainMs = performance.now() - stoppedAt;
    // A little longer, so that a late repeat or an event nobody counted shows.
    await new Promise((resolve) => setTimeout(resolve, 3000));
  } finally {
    await writer?.jobs.stop();
    await writer?.handle.close();
    await server.stop('SIGTERM');
    await receiver.stop();
  }

  const database = await scratch.open();
  let stored: { ids: Set<string>; open: number };
  try {
    const events = await selectRows<{ id: string }>(
      database.db,
      sql`select id from webhook_events where type in ('coins.inserted', 'rides.synced')`,
    );
    const [open] = await selectRows<{ open: number }>(
      database.db,
      sql`select count(*)::int as open from webhook_deliveries where state <> 'delivered'`,
    );
    stored = { ids: new Set(events.map((event) => event.id)), open: open?.open ?? -1 };
  } finally {
    await database.close();
  }

  const firstOf = new Map<string, (typeof receiver.taken)[number]>();
  for (const delivery of receiver.taken) if (!firstOf.has(delivery.id)) firstOf.set(delivery.id, delivery);
  const deliveries = [...firstOf.values()];
  const latencies = deliveries.map((delivery) => delivery.receivedAt - delivery.createdAt).sort((a, b) => a - b);
  const firstMade = Math.min(...deliveries.map((delivery) => delivery.createdAt));
  const lastDelivered = Math.max(...deliveries.map((delivery) => delivery.receivedAt));
  const deliveredPerSecond = deliveries.length / Math.max(0.001, (lastDelivered - firstMade) / 1000);
  const madeCount = made.coins + made.batches + made.backlog;
  const missing = [...stored.ids].filter((id) => !firstOf.has(id)).length;
  const unknown = [...firstOf.keys()].filter((id) => !stored.ids.has(id)).length;
  const { repeats } = receiver.counts();
  const p95 = percentile(latencies, 0.95);
  const onPostgres = scratch.kind === 'PostgreSQL';

  const perSecond = (count: number) => (count / (run.runMs / 1000)).toFixed(0);
  console.log(
    `  ${made.coins} coin insertions and ${made.batches} ride batches (${made.batches * ridesEach} rides) over HTTP in ${(run.runMs / 1000).toFixed(1)} s: ` +
      `${perSecond(made.coins + made.batches)} events a second`,
  );
  if (useBacklog) {
    console.log(
      `  ${made.backlog} backlog events through RecordEvents (${made.backlogTransactions} transactions of ${backlogBatch}, ` +
        `${backlogWriters} writers, at most ${backlogRate} a second): ${perSecond(made.backlog)} a second; ` +
        `${made.failedBacklog} transactions failed${made.firstBacklogError ? ` (${made.firstBacklogError})` : ''}`,
    );
  }
  console.log(
    `  ${madeCount} events made: ${perSecond(madeCount)} a second, ${made.failedCalls} calls refused or failed`,
  );
  console.log(
    `  ${deliveries.length} delivered in ${((lastDelivered - firstMade) / 1000).toFixed(1)} s from the first commit: ` +
      `${deliveredPerSecond.toFixed(0)} a second; the last ${(run.drainMs / 1000).toFixed(1)} s after the callers stopped`,
  );
  console.log(
    `  commit to delivery: p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, ` +
      `p99 ${percentile(latencies, 0.99).toFixed(0)} ms, max ${(latencies.at(-1) ?? 0).toFixed(0)} ms; load ${loadavg()[0]?.toFixed(2)}`,
  );

  const checks: Check[] = [
    {
      name: 'every event made arrived, checked by standardwebhooks',
      ok: run.drained && missing === 0 && unknown === 0 && stored.ids.size === madeCount && receiver.refused() === 0,
      detail: `${firstOf.size} of ${stored.ids.size} stored (${madeCount} calls answered), ${missing} missing, ${unknown} not in the database, ${receiver.refused()} refused signatures, ${repeats} repeats`,
    },
    {
      name: 'no delivery left open',
      ok: stored.open === 0,
      detail: `${stored.open} not delivered`,
    },
    {
      name: `events delivered a second${onPostgres ? ` ≥ ${targets.eventsPerSecond}` : ' (the target is for PostgreSQL)'}`,
      ok: !onPostgres || deliveredPerSecond >= targets.eventsPerSecond,
      detail: deliveredPerSecond.toFixed(0),
    },
    {
      name: `p95 from commit to delivery${onPostgres ? ` ≤ ${targets.p95Ms} ms` : ' (the target is for PostgreSQL)'}`,
      ok: !onPostgres || p95 <= targets.p95Ms,
      detail: `${p95.toFixed(0)} ms`,
    },
  ];
  return checks;
}

await runProofOnEachDatabase(
  'hproof_bench',
  values,
  benchRun,
  () =>
    `${seconds} s of ${writers} coin callers and ${accounts} machines sending ${ridesEach} rides a batch` +
    (backlogWriters > 0
      ? `, on PostgreSQL ${backlogWriters} backlog writers of ${backlogBatch} events a transaction (at most ${backlogRate} a second)`
      : '') +
    `; load ${loadavg()[0]?.toFixed(2)}`,
);
