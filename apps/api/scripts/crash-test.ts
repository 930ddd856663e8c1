// `npm run test:crash`: the real server (apps/api/src/main.ts) is killed with SIGKILL while an admin's 1,000 coin
// insertions (POST /api/admin/users/{id}/wallet-records, each with its own Idempotency-Key) are in flight from 50
// clients that retry until they get an answer. The server is started again on the same data; the clients retry what
// got no answer. Then the ledger must hold each key exactly once, with the amount sent and the record id the client
// was answered, one audit entry per record, and the balance must have grown by exactly the sum sent. Prints the
// figures; exits with 1 when any check fails. The embedded PGlite (a data folder) always; PostgreSQL too with
// --postgres or DATABASE_URL (in a new database named after the URL's, dropped at the end).
//
//   npm run test:crash -- [--insertions 1000] [--clients 50] [--kill-after 300] [--seed 1] [--port 3410]
//                         [--postgres postgres://…/name] [--only postgres|pglite]
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { and, eq, like, sql } from 'drizzle-orm';
import { demoAccounts, demoPassword } from '../src/demo/demo-accounts.ts';
import { createRandom } from '../src/demo/random.ts';
import { auditLog, walletRecords } from '../src/db/schema.ts';
import { seedDatabase } from '../src/demo/seed.ts';
import { postgresUrlOf, scratchDatabase } from './support/scratch-database.ts';
import type { ScratchDatabase } from './support/scratch-database.ts';
import { startApiServer } from './support/server-process.ts';
import type { ServerProcess } from './support/server-process.ts';

const { values } = parseArgs({
  options: {
    insertions: { type: 'string', default: '1000' },
    clients: { type: 'string', default: '50' },
    'kill-after': { type: 'string', default: '300' },
    seed: { type: 'string', default: '1' },
    port: { type: 'string', default: '3410' },
    postgres: { type: 'string' },
    only: { type: 'string' },
  },
});
const insertions = Number(values.insertions);
const clients = Number(values.clients);
const killAfter = Number(values['kill-after']);
const port = Number(values.port);

const adminAccount = accountOf('admin@example.com');
const clientAccount = accountOf('client@example.com');
/** A client gives up on an insertion after this long without an answer: the test then fails. */
const giveUpAfterMs = 120_000;

function accountOf(email: string) {
  const account = demoAccounts.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return account;
}

interface Insertion {
  key: string;
  amount: number;
  /** The record id of the first 2xx answer, and when the server made the record. */
  answeredId?: number;
  recordCreatedAt?: number;
  status?: number;
  attempts: number;
  /** When the attempt that got the answer was sent. */
  answeredAttemptAt?: number;
}

interface RunFigures {
  kind: string;
  answeredBeforeKill: number;
  inFlightAtKill: number;
  /** Insertions in flight at the kill that the server had already committed: their retry answered that record. */
  committedBeforeKill: number;
  attempts: number;
  failedAttempts: number;
  downMs: number;
  recoveryMs: number;
  checks: { name: string; ok: boolean; detail: string }[];
}

async function signInAdmin(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminAccount.email, password: demoPassword }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('orbit_session='));
  if (!response.ok || !cookie) throw new Error(`Admin sign-in answered ${response.status}`);
  return cookie.split(';')[0] ?? '';
}

async function coinsBalance(baseUrl: string, cookie: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/admin/users/${clientAccount.id}/wallet-balance`, {
    headers: { cookie },
  });
  if (!response.ok) throw new Error(`Wallet balance answered ${response.status}`);
  return ((await response.json()) as { coinsBalance: number }).coinsBalance;
}

async function crashRun(scratch: ScratchDatabase, runId: string): Promise<RunFigures> {
  console.log(`\n${scratch.kind}: ${scratch.description}`);
  const setup = await scratch.open();
  try {
    await setup.migrate();
    await seedDatabase(setup.db, { demo: true, rides: 10_000 });
  } finally {
    await setup.close();
  }

  const env = { ...scratch.env, LOG_REQUESTS: 'false' };
  let server: ServerProcess = await startApiServer(env, port);
  const baseUrl = server.url;
  const cookie = await signInAdmin(baseUrl);
  const balanceBefore = await coinsBalance(baseUrl, cookie);

  const random = createRandom(Number(values.seed));
  const planned: Insertion[] = Array.from({ length: insertions }, (_, index) => ({
    key: `crash-${runId}-${index}`,
    amount: random.int(1, 1000),
    attempts: 0,
  }));
  const started = performance.now();
  let answered = 0;
  let failedAttempts = 0;
  let killedAt: number | undefined;
  let answeredBeforeKill = 0;
  let inFlightAtKill: Insertion[] = [];
  let killedAtWallClock = 0;
  let restartedAt: number | undefined;
  const inFlight = new Set<Insertion>();

  /** One client: sends its insertion until some answer comes, then takes the next one. */
  async function insertOne(insertion: Insertion): Promise<void> {
    inFlight.add(insertion);
    while (insertion.status === undefined) {
      if (performance.now() - started > giveUpAfterMs) throw new Error(`No answer for ${insertion.key}`);
      insertion.attempts += 1;
      const attemptAt = performance.now();
      try {
        const response = await fetch(`${baseUrl}/api/admin/users/${clientAccount.id}/wallet-records`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': insertion.key, cookie },
          body: JSON.stringify({ amount: insertion.amount }),
          signal: AbortSignal.timeout(10_000),
        });
        if (response.status >= 500) throw new Error(`status ${response.status}`);
        insertion.status = response.status;
        if (response.ok) {
          const record = (await response.json()) as { id: number; createdAt: string };
          insertion.answeredId = record.id;
          insertion.recordCreatedAt = Date.parse(record.createdAt);
        }
        insertion.answeredAttemptAt = attemptAt;
      } catch {
        // No answer (connection refused or reset, timeout) or a server fault: wait a little and send it again.
        failedAttempts += 1;
        await sleep(50 + Math.floor(Math.random() * 150));
      }
    }
    inFlight.delete(insertion);
    answered += 1;
    if (answered === killAfter) void crashAndRestart();
  }

  let restart: Promise<void> = Promise.resolve();
  function crashAndRestart(): void {
    restart = (async () => {
      inFlightAtKill = [...inFlight];
      answeredBeforeKill = answered;
      killedAt = performance.now();
      killedAtWallClock = Date.now();
      await server.stop('SIGKILL');
      console.log(`  SIGKILL after ${answeredBeforeKill} answers, ${inFlightAtKill.length} insertions in flight`);
      server = await startApiServer(env, port);
      restartedAt = performance.now();
      console.log(`  restarted in ${((restartedAt - killedAt) / 1000).toFixed(1)} s`);
    })();
  }

  const queue = [...planned];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await insertOne(next);
    }),
  );
  await restart;
  const firstAnswerAfterRestart = Math.min(
    ...planned.map((insertion) => insertion.answeredAttemptAt ?? Infinity).filter((at) => at > (killedAt ?? Infinity)),
  );
  const balanceAfter = await coinsBalance(baseUrl, cookie);
  await server.stop('SIGTERM');

  // The ledger, read directly once the server has stopped (PGlite's folder has one user at a time).
  const ledger = await scratch.open();
  try {
    const rows = await ledger.db
      .select({ id: walletRecords.id, key: walletRecords.idempotencyKey, amount: walletRecords.amount })
      .from(walletRecords)
      .where(
        and(eq(walletRecords.issuerUserId, adminAccount.id), like(walletRecords.idempotencyKey, `crash-${runId}-%`)),
      );
    const [audits] = await ledger.db
      .select({ entries: sql<number>`count(*)`.mapWith(Number) })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'walletRecord.insert'),
          sql`(${auditLog.after} ->> 'id')::int in (select id from wallet_records where idempotency_key like ${`crash-${runId}-%`})`,
        ),
      );
    const byKey = new Map<string, (typeof rows)[number][]>();
    for (const row of rows) byKey.set(row.key ?? '', [...(byKey.get(row.key ?? '') ?? []), row]);
    const sent = planned.reduce((sum, insertion) => sum + insertion.amount, 0);
    const duplicated = [...byKey.values()].filter((list) => list.length > 1).length;
    const missing = planned.filter((insertion) => !byKey.has(insertion.key)).length;
    const wrong = planned.filter((insertion) => {
      const [row] = byKey.get(insertion.key) ?? [];
      return row && (row.amount !== insertion.amount || row.id !== insertion.answeredId);
    }).length;
    const refused = planned.filter((insertion) => insertion.status !== 200).length;
    const checks = [
      { name: 'every insertion answered 200', ok: refused === 0, detail: `${insertions - refused} of ${insertions}` },
      {
        name: 'each Idempotency-Key exactly once',
        ok: duplicated === 0 && missing === 0,
        detail: `${rows.length} rows, ${duplicated} keys twice, ${missing} missing`,
      },
      { name: 'amount and record id as answered', ok: wrong === 0, detail: `${wrong} differ` },
      {
        name: 'one audit entry per record',
        ok: audits?.entries === rows.length,
        detail: `${audits?.entries ?? 0} entries`,
      },
      {
        name: 'balance grew by the sum sent',
        ok: balanceAfter - balanceBefore === sent,
        detail: `${balanceBefore} + ${sent} = ${balanceBefore + sent}, found ${balanceAfter}`,
      },
    ];
    return {
      kind: scratch.kind,
      answeredBeforeKill,
      inFlightAtKill: inFlightAtKill.length,
      committedBeforeKill: inFlightAtKill.filter(
        (insertion) => (insertion.recordCreatedAt ?? Infinity) < killedAtWallClock,
      ).length,
      attempts: planned.reduce((sum, insertion) => sum + insertion.attempts, 0),
      failedAttempts,
      downMs: (restartedAt ?? 0) - (killedAt ?? 0),
      recoveryMs: firstAnswerAfterRestart - (killedAt ?? 0),
      checks,
    };
  } finally {
    await ledger.close();
  }
}

const postgresUrl = postgresUrlOf(values.postgres);
const kinds = [
  ...(values.only !== 'postgres' ? [undefined] : []),
  ...(postgresUrl && values.only !== 'pglite' ? [postgresUrl] : []),
];
const runId = Date.now().toString(36);
const results: RunFigures[] = [];
for (const url of kinds) {
  const scratch = await scratchDatabase('crash', url);
  try {
    results.push(await crashRun(scratch, runId));
  } finally {
    await scratch.drop();
  }
}

console.log(`\n${insertions} coin insertions from ${clients} clients, SIGKILL after ${killAfter} answers`);
let failed = false;
for (const result of results) {
  console.log(`\n${result.kind}`);
  console.log(
    `  answered before the kill: ${result.answeredBeforeKill}; in flight at the kill: ${result.inFlightAtKill}`,
  );
  console.log(`  in flight but already committed (the retry answered the first record): ${result.committedBeforeKill}`);
  console.log(`  requests sent: ${result.attempts} (${result.failedAttempts} without an answer, sent again)`);
  console.log(
    `  listening again ${(result.downMs / 1000).toFixed(1)} s after the kill; first answered retry sent ${(result.recoveryMs / 1000).toFixed(1)} s after it`,
  );
  for (const check of result.checks) {
    console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
    if (!check.ok) failed = true;
  }
}
process.exit(failed ? 1 : 0);
