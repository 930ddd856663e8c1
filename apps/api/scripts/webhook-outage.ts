// `npm run test:webhook-outage`: no event is lost while a receiver is down (ADR 0093, issue 38). The real server
// (apps/api/src/main.ts) has the business's endpoint for `coins.inserted` pointing at a local receiver that checks
// every delivery with the `standardwebhooks` package. The receiver stops; an admin inserts coins 1,000 times
// (16 callers, retried until answered); the receiver stays down for 60 s (`--down-seconds 600` for the full
// 10 minutes), or until the insertions are all answered when they take longer, and comes back. With a shortened WEBHOOK_RETRY_SCHEDULE (5 s, 10 s, then every 15 s, for longer than
// the outage) all 1,000 event ids must then arrive, none missing, each naming one of the records inserted;
// repeats are allowed and counted. Prints the figures; exits with 1 when a check fails. The embedded PGlite (a data
// folder) and PostgreSQL with --postgres, DATABASE_URL or TEST_DATABASE_URL (in a new database named after the
// URL's, dropped at the end); --pglite for PGlite only.
//
//   npm run test:webhook-outage -- [--events 1000] [--down-seconds 60] [--callers 16] [--port 3450]
//                                  [--receiver-port 3451] [--postgres postgres://…/name] [--pglite] [--only postgres|pglite]
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { selectRows } from '../src/db/rows.ts';
import { seedDatabase } from '../src/demo/seed.ts';
import { signInAt } from './support/cluster-proofs.ts';
import { addMachineClients } from './support/machines.ts';
import type { ScratchDatabase } from './support/scratch-database.ts';
import { startApiServer } from './support/server-process.ts';
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
    events: { type: 'string', default: '1000' },
    'down-seconds': { type: 'string', default: '60' },
    callers: { type: 'string', default: '16' },
    port: { type: 'string', default: '3450' },
    'receiver-port': { type: 'string', default: '3451' },
    postgres: { type: 'string' },
    pglite: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const eventCount = Number(values.events);
const downMs = Number(values['down-seconds']) * 1000;
const callers = Number(values.callers);
const port = Number(values.port);
const retryEverySeconds = 15;
/** An insertion gives up after this long without an answer: the run then fails. */
const giveUpAfterMs = 300_000;
/**
 * 5 s, 10 s, then every 15 s for a minute longer than the receiver can be down (the outage, or the time the
 * insertions may take when that is longer): the last attempts come after it is back.
 */
const retrySchedule = [
  '5s',
  '10s',
  ...Array.from(
    { length: Math.ceil((Math.max(downMs, giveUpAfterMs) + 60_000) / (retryEverySeconds * 1000)) },
    () => `${retryEverySeconds}s`,
  ),
].join(',');
/** Every event must have arrived this long after the receiver came back: a retry wait and a fifth, with room. */
const arrivalLimitMs = retryEverySeconds * 1.2 * 1000 + 90_000;

async function outageRun(scratch: ScratchDatabase): Promise<Check[]> {
  console.log(`\n${scratch.kind}: ${scratch.description}; load ${loadavg()[0]?.toFixed(2)}`);
  const setup = await scratch.open();
  let userIds: number[];
  try {
    await setup.migrate();
    await seedDatabase(setup.db, { demo: true, rides: 0 });
    ({ userIds } = await addMachineClients(setup, { clients: 10, licensesEach: 1, coins: () => 0, prefix: 'Outage' }));
  } finally {
    await setup.close();
  }

  const run = { makingMs: 0, arrived: false, arrivalMs: 0, backAt: 0, takenWhileDown: 0 };
  const receiver = verifyingReceiver(Number(values['receiver-port']));
  await receiver.start();
  const server = await startApiServer(
    {
      ...scratch.env,
      LOG_REQUESTS: 'false',
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      WEBHOOK_RETRY_SCHEDULE: retrySchedule,
      JOB_POLL_MS: '500',
    },
    port,
  );
  const recordIds = new Set<number>();
  let unanswered = 0;
  let refusedCalls = 0;
  try {
    const baseUrl = server.url;
    const admin = await signInAt(baseUrl, 'admin@example.com');
    const endpoint = await makeBusinessEndpoint(baseUrl, admin, receiver.url, ['coins.inserted']);
    receiver.useSecret(endpoint.secret);

    await receiver.stop();
    const downAt = performance.now();
    console.log(`  receiver stopped; making ${eventCount} events`);
    const pending = Array.from({ length: eventCount }, (_, index) => ({ key: randomUUID(), index }));
    await Promise.all(
      Array.from({ length: callers }, async () => {
        for (let next = pending.shift(); next; next = pending.shift()) {
          const userId = userIds[next.index % userIds.length] ?? 0;
          for (;;) {
            if (performance.now() - downAt > giveUpAfterMs) throw new Error('An insertion got no answer in time');
            try {
              const answer = await insertCoins(baseUrl, admin, userId, 1 + (next.index % 100), next.key);
              if (answer.recordId === undefined) refusedCalls += 1;
              else recordIds.add(answer.recordId);
              break;
            } catch {
              unanswered += 1;
              await sleep(200);
            }
          }
        }
      }),
    );
    run.makingMs = performance.now() - downAt;
    console.log(`  ${recordIds.size} coin insertions answered in ${(run.makingMs / 1000).toFixed(1)} s`);
    run.takenWhileDown = receiver.taken.length;
    await sleep(Math.max(0, downMs - (performance.now() - downAt)));
    await receiver.start();
    run.backAt = performance.now();
    console.log(`  receiver back after ${((run.backAt - downAt) / 1000).toFixed(1)} s`);
    run.arrived = await waitUntil(() => receiver.counts().distinct >= eventCount, arrivalLimitMs, 250);
    run.arrivalMs = performance.now() - run.backAt;
    // A little longer, so that repeats show.
    await sleep(10_000);
  } finally {
    await server.stop('SIGTERM');
    await receiver.stop();
  }

  const database = await scratch.open();
  let stored: { ids: Set<string>; open: number; failedAttempts: number };
  try {
    const events = await selectRows<{ id: string }>(
      database.db,
      sql`select id from webhook_events where type = 'coins.inserted'`,
    );
    const [row] = await selectRows<{ open: number; failedAttempts: number }>(
      database.db,
      sql`select (select count(*)::int from webhook_deliveries where state <> 'delivered') as open,
                 (select count(*)::int from webhook_delivery_attempts where not succeeded) as "failedAttempts"`,
    );
    stored = {
      ids: new Set(events.map((event) => event.id)),
      open: row?.open ?? -1,
      failedAttempts: row?.failedAttempts ?? -1,
    };
  } finally {
    await database.close();
  }

  const deliveredIds = new Set(receiver.taken.map((delivery) => delivery.id));
  const namedRecords = new Set(receiver.taken.map((delivery) => Number(delivery.data.walletRecordId)));
  const missing = [...stored.ids].filter((id) => !deliveredIds.has(id)).length;
  const unknown = [...deliveredIds].filter((id) => !stored.ids.has(id)).length;
  const recordsMissing = [...recordIds].filter((id) => !namedRecords.has(id)).length;
  const { repeats } = receiver.counts();
  return [
    {
      name: `${eventCount} coin insertions answered with the receiver down`,
      ok: recordIds.size === eventCount && refusedCalls === 0,
      detail: `${recordIds.size} records in ${(run.makingMs / 1000).toFixed(1)} s, ${refusedCalls} refused, ${unanswered} attempts without an answer`,
    },
    {
      name: 'nothing arrived while the receiver was down, and the server retried',
      ok: run.takenWhileDown === 0 && stored.failedAttempts > 0,
      detail: `${run.takenWhileDown} taken, ${stored.failedAttempts} failed attempts logged`,
    },
    {
      name: `all ${eventCount} event ids arrived after the receiver came back, none missing`,
      ok:
        run.arrived &&
        stored.ids.size === eventCount &&
        deliveredIds.size === eventCount &&
        missing === 0 &&
        unknown === 0,
      detail: `${deliveredIds.size} distinct of ${stored.ids.size} stored, ${missing} missing, ${unknown} unknown; the last ${(run.arrivalMs / 1000).toFixed(1)} s after it came back`,
    },
    {
      name: 'every insertion named by its event, every delivery signed',
      ok: recordsMissing === 0 && receiver.refused() === 0,
      detail: `${recordsMissing} records without an event, ${receiver.refused()} signatures refused`,
    },
    { name: 'repeats (allowed)', ok: true, detail: `${repeats} deliveries of an id already taken` },
    { name: 'no delivery left open', ok: stored.open === 0, detail: `${stored.open} not delivered` },
  ];
}

await runProofOnEachDatabase(
  'hproof_outage',
  values,
  outageRun,
  () =>
    `${eventCount} events made with the receiver down for ${downMs / 1000} s; WEBHOOK_RETRY_SCHEDULE 5s,10s, then ${retryEverySeconds}s; load ${loadavg()[0]?.toFixed(2)}`,
);
