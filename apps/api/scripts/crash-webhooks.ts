// `npm run test:crash-webhooks`: webhooks survive `kill -9` (ADR 0093, issue 38). An admin inserts coins 600 times
// on the real server (apps/api/src/main.ts) from 16 callers that retry until answered, with the business's endpoint
// for `coins.inserted` pointing at a local receiver that checks every delivery with the `standardwebhooks` package
// and holds each answer 500 ms, so deliveries are in flight. The server is killed with SIGKILL twice and started
// again on the same data: first after 200 answers, while events committed are waiting for their delivery and (on
// PostgreSQL) while insertions that already wrote their event are held inside their transaction by a lock this script
// takes on the deliveries' table, so that the kill rolls them back; then after 400 answers, while the receiver holds
// deliveries open. Afterwards every committed event must arrive (the job of a delivery cut off comes back after its
// expiry, 60 s), each id one the database committed and naming a record in the ledger: no event of a rolled-back
// transaction is ever delivered. Prints the figures; exits with 1 when a check fails. The embedded PGlite (a data
// folder) and PostgreSQL with --postgres, DATABASE_URL or TEST_DATABASE_URL (in a new database named after the URL's,
// dropped at the end); --pglite for PGlite only.
//
//   npm run test:crash-webhooks -- [--insertions 600] [--callers 16] [--hold-ms 500] [--port 3460]
//                                  [--receiver-port 3461] [--postgres postgres://…/name] [--pglite] [--only postgres|pglite]
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { selectRows } from '../src/db/rows.ts';
import { seedDatabase } from '../src/demo/seed.ts';
import { signInAt } from './support/cluster-proofs.ts';
import { addMachineClients } from './support/machines.ts';
import type { ScratchDatabase } from './support/scratch-database.ts';
import { startApiServer } from './support/server-process.ts';
import type { ServerProcess } from './support/server-process.ts';
import {
  insertCoins,
  makeBusinessEndpoint,
  runProofOnEachDatabase,
  type Check,
  verifyingReceiver,
  waitUntil,
} from './support/webhook-proofs.ts';

const { values } = parseArgs({
  options: {
    insertions: { type: 'string', default: '600' },
    callers: { type: 'string', default: '16' },
    'hold-ms': { type: 'string', default: '500' },
    port: { type: 'string', default: '3460' },
    'receiver-port': { type: 'string', default: '3461' },
    postgres: { type: 'string' },
    pglite: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const insertions = Number(values.insertions);
const callers = Number(values.callers);
const port = Number(values.port);
const kills = [Math.floor(insertions / 3), Math.floor((2 * insertions) / 3)];
/** An insertion gives up after this long without an answer: the run then fails. */
const giveUpAfterMs = 300_000;
/** Every event must have arrived this long after the last answer: a cut-off job's 60 s expiry and its retry. */
const arrivalLimitMs = 240_000;

interface Kill {
  answered: number;
  /** Events whose cause was answered and that had not arrived yet. */
  committedNotDelivered: number;
  /** Deliveries the receiver had read and not yet answered. */
  deliveriesOpen: number;
  /** Insertions held inside their transaction after writing their event (PostgreSQL), rolled back by the kill. */
  heldInTransaction: number;
  downMs: number;
}

/** Takes the deliveries' table, so that a transaction that wrote its event waits before writing its delivery. */
async function holdDeliveries(databaseUrl: string): Promise<{ waiting(): Promise<number>; release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('begin');
  await client.query('lock table webhook_deliveries in share mode');
  return {
    async waiting() {
      const { rows } = await client.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'
           and query ilike 'insert into "webhook_deliveries"%' and state = 'active'`,
      );
      return rows[0]?.waiting ?? 0;
    },
    async release() {
      await client.query('rollback').catch(() => undefined);
      await client.end();
    },
  };
}

async function crashRun(scratch: ScratchDatabase): Promise<Check[]> {
  console.log(`\n${scratch.kind}: ${scratch.description}; load ${loadavg()[0]?.toFixed(2)}`);
  const setup = await scratch.open();
  let userIds: number[];
  try {
    await setup.migrate();
    await seedDatabase(setup.db, { demo: true, rides: 0 });
    ({ userIds } = await addMachineClients(setup, { clients: 10, licensesEach: 1, coins: () => 0, prefix: 'Crash' }));
  } finally {
    await setup.close();
  }

  const run = { arrived: false, arrivalMs: 0, storedCount: 0 };
  const receiver = verifyingReceiver(Number(values['receiver-port']));
  await receiver.start();
  receiver.holdAnswers(Number(values['hold-ms']));
  const env = {
    ...scratch.env,
    LOG_REQUESTS: 'false',
    WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
    WEBHOOK_RETRY_SCHEDULE: '1s,2s,5s,5s,5s,5s,5s,5s,5s,5s,5s,5s',
    JOB_POLL_MS: '500',
  };
  let server: ServerProcess = await startApiServer(env, port);
  const baseUrl = server.url;
  const recordIds = new Set<number>();
  const killsDone: Kill[] = [];
  let unanswered = 0;
  let refusedCalls = 0;
  try {
    const admin = await signInAt(baseUrl, 'admin@example.com');
    const endpoint = await makeBusinessEndpoint(baseUrl, admin, receiver.url, ['coins.inserted']);
    receiver.useSecret(endpoint.secret);

    let answered = 0;
    /** Callers wait for it before each attempt: pending while the server is down. */
    let restart: Promise<void> = Promise.resolve();
    let crashes: Promise<void> = Promise.resolve();
    const started = performance.now();

    async function crashAndRestart(nth: number): Promise<void> {
      let held: Awaited<ReturnType<typeof holdDeliveries>> | undefined;
      let heldInTransaction = 0;
      if (nth === 0 && 'DATABASE_URL' in scratch.env) {
        held = await holdDeliveries(scratch.env.DATABASE_URL);
        await sleep(1500);
        heldInTransaction = await held.waiting();
      }
      // The second kill waits for deliveries in flight: the receiver is holding their answers.
      if (nth === 1) await waitUntil(() => receiver.open() > 0, 30_000, 10);
      // Callers kept sending until now (those held wait on the lock); from here they wait for the restart.
      let restarted: () => void = () => undefined;
      restart = new Promise<void>((resolve) => {
        restarted = resolve;
      });
      const kill: Kill = {
        answered,
        committedNotDelivered: recordIds.size - receiver.counts().distinct,
        deliveriesOpen: receiver.open(),
        heldInTransaction,
        downMs: 0,
      };
      const killedAt = performance.now();
      await server.stop('SIGKILL');
      await held?.release();
      server = await startApiServer(env, port);
      restarted();
      kill.downMs = performance.now() - killedAt;
      killsDone.push(kill);
      console.log(
        `  SIGKILL after ${kill.answered} answers: ${kill.committedNotDelivered} committed events not delivered yet, ` +
          `${kill.deliveriesOpen} deliveries in flight, ${kill.heldInTransaction} insertions held in their transaction; ` +
          `listening again after ${(kill.downMs / 1000).toFixed(1)} s`,
      );
    }

    const pending = Array.from({ length: insertions }, (_, index) => ({ key: randomUUID(), index }));
    await Promise.all(
      Array.from({ length: callers }, async () => {
        for (let next = pending.shift(); next; next = pending.shift()) {
          const userId = userIds[next.index % userIds.length] ?? 0;
          for (;;) {
            if (performance.now() - started > giveUpAfterMs) throw new Error('An insertion got no answer in time');
            await restart;
            try {
              const answer = await insertCoins(baseUrl, admin, userId, 1 + (next.index % 100), next.key);
              if (answer.recordId === undefined) refusedCalls += 1;
              else recordIds.add(answer.recordId);
              break;
            } catch {
              // No answer (the server is down, the connection was reset): the same key again.
              unanswered += 1;
              await sleep(100 + Math.floor(Math.random() * 200));
            }
          }
          answered += 1;
          const nth = kills.indexOf(answered);
          if (nth >= 0) crashes = crashes.then(() => crashAndRestart(nth));
        }
      }),
    );
    await crashes;
    const lastAnswerAt = performance.now();
    await sleep(2000);
    run.arrived = await waitUntil(() => receiver.counts().distinct >= recordIds.size, arrivalLimitMs, 250);
    run.arrivalMs = performance.now() - lastAnswerAt;
    await sleep(5000);
  } finally {
    await server.stop('SIGTERM');
    await receiver.stop();
  }

  const database = await scratch.open();
  let stored: { ids: Set<string>; records: Set<number>; open: number };
  try {
    const events = await selectRows<{ id: string }>(
      database.db,
      sql`select id from webhook_events where type = 'coins.inserted'`,
    );
    const records = await selectRows<{ id: number }>(
      database.db,
      sql`select id from wallet_records where issuer_user_id = 1`,
    );
    const [row] = await selectRows<{ open: number }>(
      database.db,
      sql`select count(*)::int as open from webhook_deliveries where state <> 'delivered'`,
    );
    stored = {
      ids: new Set(events.map((event) => event.id)),
      records: new Set(records.map((record) => record.id)),
      open: row?.open ?? -1,
    };
    run.storedCount = stored.ids.size;
  } finally {
    await database.close();
  }

  const deliveredIds = new Set(receiver.taken.map((delivery) => delivery.id));
  const namedRecords = receiver.taken.map((delivery) => Number(delivery.data.walletRecordId));
  const missing = [...stored.ids].filter((id) => !deliveredIds.has(id)).length;
  const notCommitted = [...deliveredIds].filter((id) => !stored.ids.has(id)).length;
  const recordsUnknown = namedRecords.filter((id) => !stored.records.has(id)).length;
  const recordsWithoutEvent = [...recordIds].filter((id) => !namedRecords.includes(id)).length;
  const [first, second] = killsDone;
  const isPostgres = 'DATABASE_URL' in scratch.env;
  return [
    {
      name: `${insertions} insertions answered across two SIGKILLs`,
      ok: recordIds.size === insertions && refusedCalls === 0 && killsDone.length === 2,
      detail: `${recordIds.size} records, ${refusedCalls} refused, ${unanswered} attempts without an answer`,
    },
    {
      name: 'killed between commit and delivery',
      ok: (first?.committedNotDelivered ?? 0) > 0 && (!isPostgres || (first?.heldInTransaction ?? 0) > 0),
      detail: `${first?.committedNotDelivered ?? 0} committed events not delivered, ${first?.heldInTransaction ?? 0} transactions that wrote an event rolled back${isPostgres ? '' : ' (held only on PostgreSQL)'}`,
    },
    {
      name: 'killed during deliveries',
      ok: (second?.deliveriesOpen ?? 0) > 0,
      detail: `${second?.deliveriesOpen ?? 0} deliveries in flight`,
    },
    {
      name: 'every committed event delivered after the restarts',
      ok: run.arrived && missing === 0 && run.storedCount === insertions && recordsWithoutEvent === 0,
      detail: `${deliveredIds.size} distinct of ${run.storedCount} committed, ${missing} missing, ${recordsWithoutEvent} records without an event; the last ${(run.arrivalMs / 1000).toFixed(1)} s after the last answer`,
    },
    {
      name: 'no event of a rolled-back transaction delivered',
      ok: notCommitted === 0 && recordsUnknown === 0,
      detail: `${notCommitted} delivered ids the database never committed, ${recordsUnknown} deliveries naming a record not in the ledger`,
    },
    {
      name: 'every delivery signed; repeats counted (allowed)',
      ok: receiver.refused() === 0,
      detail: `${receiver.refused()} signatures refused, ${receiver.counts().repeats} repeats`,
    },
    { name: 'no delivery left open', ok: stored.open === 0, detail: `${stored.open} not delivered` },
  ];
}

await runProofOnEachDatabase(
  'hproof_crash',
  values,
  crashRun,
  () => `${insertions} coin insertions, SIGKILL after ${kills.join(' and ')} answers; load ${loadavg()[0]?.toFixed(2)}`,
);
