// `npm run test:mail-outage`: the real server (apps/api/src/main.ts) with its mail server down. 50 sign-ups and 50
// password reset requests must all answer; the mail server (a real SMTP server in this process) starts two minutes
// later, and while it receives, the API server is killed with SIGKILL in the middle of handing over a message and
// started again. Every one of the 100 mails must then arrive exactly once (one Message-ID per recipient, no
// Message-ID twice), and the queue must end with nothing waiting and nothing dead (ADR 0079). Prints the figures;
// exits with 1 when any check fails. The embedded PGlite (a data folder) always; PostgreSQL too with --postgres or
// DATABASE_URL (in a new database named after the URL's, dropped at the end).
//
//   npm run test:mail-outage -- [--mails 50] [--down-seconds 120] [--kill-at 30] [--port 3420] [--smtp-port 2620]
//                               [--postgres postgres://…/name] [--only postgres|pglite]
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { selectRows } from '../src/db/rows.ts';
import { seedDatabase } from '../src/demo/seed.ts';
import { jobSchema } from '../src/jobs/job-schema.ts';
import { createClient } from '../src/test-support/fixtures.ts';
import { close, listen, mailServer } from '../src/test-support/mail-server.ts';
import { postgresUrlOf, scratchDatabase } from './support/scratch-database.ts';
import type { ScratchDatabase } from './support/scratch-database.ts';
import { startApiServer } from './support/server-process.ts';
import type { ServerProcess } from './support/server-process.ts';

const { values } = parseArgs({
  options: {
    mails: { type: 'string', default: '50' },
    'down-seconds': { type: 'string', default: '120' },
    'kill-at': { type: 'string', default: '30' },
    port: { type: 'string', default: '3420' },
    'smtp-port': { type: 'string', default: '2620' },
    postgres: { type: 'string' },
    only: { type: 'string' },
  },
});
const perKind = Number(values.mails);
const downMs = Number(values['down-seconds']) * 1000;
const killAt = Number(values['kill-at']);
const port = Number(values.port);
const smtpPort = Number(values['smtp-port']);
/** The run fails if the mails have not all arrived this long after the mail server started. */
const deliveryLimitMs = 5 * 60_000;

interface Answer {
  status: number;
  ms: number;
}

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** POSTs as a caller from its own address (the server trusts this machine's proxy header), timed. */
async function post(baseUrl: string, path: string, body: unknown, address: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'accept-language': 'pt-BR' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;

async function outageRun(scratch: ScratchDatabase, runId: string) {
  console.log(`\n${scratch.kind}: ${scratch.description}`);
  const resetEmails: string[] = [];
  const setup = await scratch.open();
  try {
    await setup.migrate();
    await seedDatabase(setup.db, { demo: true, rides: 0 });
    for (let index = 0; index < perKind; index += 1) resetEmails.push((await createClient(setup)).email);
  } finally {
    await setup.close();
  }
  const signUpEmails = Array.from({ length: perKind }, (_, index) => `outage.${runId}.${index}@example.com`);

  const env = {
    ...scratch.env,
    LOG_REQUESTS: 'false',
    TRUST_PROXY: '127.0.0.1',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // Short waits between attempts, so the run takes minutes; the policy is the same as the default's.
    MAIL_RETRY_SECONDS: '5',
    MAIL_RETRY_MAX_SECONDS: '15',
    JOB_POLL_MS: '500',
  };
  let server: ServerProcess = await startApiServer(env, port);
  const baseUrl = server.url;

  // Every request while no mail server listens.
  const started = performance.now();
  const answers: Answer[] = [];
  let address = 0;
  const nextAddress = () => `198.18.${++address >> 8}.${address & 255}`;
  const requests = [
    ...signUpEmails.map(
      (email) => () =>
        post(
          baseUrl,
          '/api/sign-up',
          { name: 'Outage Person', email, password: 'Sup3r-Secret', countryId: 76, timezone: 'America/Recife' },
          nextAddress(),
        ),
    ),
    ...resetEmails.map((email) => () => post(baseUrl, '/api/reset-password/request', { email }, nextAddress())),
  ];
  const pending = [...requests];
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let next = pending.shift(); next; next = pending.shift()) answers.push(await next());
    }),
  );
  const answeredMs = performance.now() - started;
  console.log(`  ${answers.length} requests answered in ${(answeredMs / 1000).toFixed(1)} s; no mail server yet`);

  await sleep(Math.max(0, downMs - (performance.now() - started)));
  const received: { messageId: string; to: string }[] = [];
  let killedAt = 0;
  let restartedAt = 0;
  let seen = 0;
  // Every message is accepted once read, but the kill-at-th: the sender is killed while it waits for the answer,
  // and that mail must come again after the restart.
  const smtp = mailServer((mail, reply) => {
    seen += 1;
    if (seen !== killAt) {
      received.push(mail);
      reply();
      return;
    }
    void (async () => {
      killedAt = performance.now();
      await server.stop('SIGKILL');
      server = await startApiServer(env, port);
      restartedAt = performance.now();
      console.log(
        `  SIGKILL while message ${killAt} waited for acceptance; listening again ${((restartedAt - killedAt) / 1000).toFixed(1)} s later`,
      );
      reply(new Error('451 the sender went away'));
    })();
  });
  await listen(smtp, smtpPort);
  const smtpStartedAt = performance.now();
  console.log(`  mail server started ${((smtpStartedAt - started) / 1000).toFixed(1)} s after the first request`);
  const expected = signUpEmails.length + resetEmails.length;
  while (new Set(received.map((mail) => mail.messageId)).size < expected) {
    if (performance.now() - smtpStartedAt > deliveryLimitMs) break;
    await sleep(250);
  }
  const allInMs = performance.now() - smtpStartedAt;
  // A little longer, so that a repeat would be seen.
  await sleep(10_000);
  await server.stop('SIGTERM');
  await close(smtp);

  const queue = await scratch.open();
  let left: { waiting: number; dead: number } = { waiting: -1, dead: -1 };
  try {
    const [row] = await selectRows<{ waiting: number; dead: number }>(
      queue.db,
      sql`select count(*) filter (where name = 'mail' and state < 'completed')::int as waiting,
        count(*) filter (where name = 'mail-dead')::int as dead
        from ${sql.identifier(jobSchema)}.job`,
    );
    if (row) left = row;
  } finally {
    await queue.close();
  }

  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const byRecipient = new Map<string, Set<string>>();
  for (const mail of received) byRecipient.set(mail.to, (byRecipient.get(mail.to) ?? new Set()).add(mail.messageId));
  const everyone = [...signUpEmails, ...resetEmails];
  const missing = everyone.filter((email) => !byRecipient.has(email)).length;
  const twice = everyone.filter((email) => (byRecipient.get(email)?.size ?? 0) > 1).length;
  const repeated = received.length - new Set(received.map((mail) => mail.messageId)).size;
  const refused = answers.filter((answer) => answer.status !== 200).length;
  const checks: Check[] = [
    {
      name: 'every sign-up and reset request answered 200 with the mail server down',
      ok: refused === 0 && answers.length === expected,
      detail: `${answers.length - refused} of ${expected}; p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p95 ${percentile(latencies, 0.95).toFixed(0)} ms, max ${(latencies.at(-1) ?? 0).toFixed(0)} ms`,
    },
    {
      name: 'the sender was killed in the middle of handing over a message',
      ok: killedAt > 0 && restartedAt > killedAt,
      detail: killedAt > 0 ? `at message ${killAt}` : 'fewer messages than --kill-at arrived',
    },
    {
      name: 'every mail arrived once',
      ok: missing === 0 && twice === 0 && repeated === 0,
      detail: `${byRecipient.size} of ${expected} recipients, ${missing} missing, ${twice} with two different mails, ${repeated} Message-IDs twice; the last ${(allInMs / 1000).toFixed(1)} s after the mail server started`,
    },
    {
      name: 'nothing left waiting or dead in the queue',
      ok: left.waiting === 0 && left.dead === 0,
      detail: `${left.waiting} waiting, ${left.dead} dead letters`,
    },
  ];
  return { kind: scratch.kind, checks };
}

const postgresUrl = postgresUrlOf(values.postgres);
const kinds = [
  ...(values.only !== 'postgres' ? [undefined] : []),
  ...(postgresUrl && values.only !== 'pglite' ? [postgresUrl] : []),
];
const runId = Date.now().toString(36);
const results: { kind: string; checks: Check[] }[] = [];
for (const url of kinds) {
  const scratch = await scratchDatabase('mail', url);
  try {
    results.push(await outageRun(scratch, runId));
  } finally {
    await scratch.drop();
  }
}

console.log(
  `\n${perKind} sign-ups and ${perKind} reset requests with the mail server down for ${downMs / 1000} s, the API server killed at message ${killAt}`,
);
let failed = false;
for (const result of results) {
  console.log(`\n${result.kind}`);
  for (const check of result.checks) {
    console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
    if (!check.ok) failed = true;
  }
}
process.exit(failed ? 1 : 0);
