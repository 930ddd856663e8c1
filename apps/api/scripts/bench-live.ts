// `npm run bench:live`: the live stream (ADR 0082) under load on one API process (apps/api/src/main.ts, request log
// off and answers unchecked, as deployed) on a new PostgreSQL database, or with `--pglite` on the embedded one. It
// opens 2,000 streams (500 client accounts, four open consoles each), then makes 200 changes a second (a coin record
// each, its trigger writing the event in the same transaction) for 15 s and prints: from each change (its insert and commit included) to its arrival on
// every stream of its owner, p50 p95 p99 and the largest (target p95 ≤ 500 ms); events that reached a stream of another owner (target none); the
// server's memory per open stream; and its processor time with the streams idle and under the changes.
//
//   npm run bench:live -- [--postgres postgres://…/name | --pglite] [--streams 2000] [--accounts 500] [--rate 200]
//                         [--seconds 15] [--port 3440]
//
// On PostgreSQL (DATABASE_URL or TEST_DATABASE_URL when --postgres is not given) the changes are inserted from this
// script's own connections; PGlite, opened by the server process alone, takes them as staff make them, through the
// API (`POST /api/admin/users/{id}/wallet-records`), so there the request is part of what is measured. Figures
// depend on the machine and share its cores with this script's 2,000 clients.
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { seedDatabase } from '../src/demo/seed.ts';
import { makeStreamAccounts, openRawLiveStream, processUsage, quantile } from './support/live-load.ts';
import type { RawLiveStream, StreamAccount } from './support/live-load.ts';
import { call, signInAt } from './support/cluster-proofs.ts';
import { postgresUrlOf, scratchDatabase } from './support/scratch-database.ts';
import type { ScratchDatabase } from './support/scratch-database.ts';
import { startApiServer } from './support/server-process.ts';

const { values } = parseArgs({
  options: {
    postgres: { type: 'string' },
    pglite: { type: 'boolean', default: false },
    streams: { type: 'string', default: '2000' },
    accounts: { type: 'string', default: '500' },
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '15' },
    port: { type: 'string', default: '3440' },
  },
});
const streamCount = Number(values.streams);
const accountCount = Number(values.accounts);
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const port = Number(values.port);
const target = { p95Ms: 500 };
const postgresUrl = values.pglite ? undefined : (postgresUrlOf(values.postgres) ?? process.env.TEST_DATABASE_URL);
if (!postgresUrl && !values.pglite) throw new Error('Give --postgres postgres://…/orbit, or --pglite');

const ms = (value: number) => `${value.toFixed(0)} ms`;

/**
 * One coin more for an account: inserted over this script's own connections on PostgreSQL; on PGlite, which only
 * the server opens, inserted by the admin through the API as the console does.
 */
async function changeMaker(
  scratch: ScratchDatabase,
  baseUrl: string,
): Promise<{ make(userId: number): Promise<unknown>; end(): Promise<void> }> {
  if ('DATABASE_URL' in scratch.env) {
    const pool = new pg.Pool({ connectionString: scratch.env.DATABASE_URL, max: 8 });
    return {
      make: (userId) =>
        pool.query('insert into wallet_records (user_id, amount, issuer_user_id) values ($1, 1, 1)', [userId]),
      end: () => pool.end(),
    };
  }
  const admin = await signInAt(baseUrl, 'admin@example.com');
  return {
    async make(userId) {
      const response = await call(
        baseUrl,
        'POST',
        `/api/admin/users/${userId}/wallet-records`,
        admin,
        { amount: 1 },
        {
          origin: baseUrl,
          'idempotency-key': randomUUID(),
        },
      );
      if (!response.ok) throw new Error(`A coin insertion answered ${response.status}`);
    },
    end: async () => undefined,
  };
}
const scratch = await scratchDatabase('live', postgresUrl);
let failed: boolean;
try {
  console.log(`${scratch.description}; ${availableParallelism()} cores, load ${loadavg()[0]?.toFixed(2)}`);
  const handle = await scratch.open();
  let accounts: StreamAccount[] = [];
  try {
    await handle.migrate();
    await seedDatabase(handle.db, { demo: true, rides: 2_000 });
    accounts = await makeStreamAccounts(handle.db, accountCount, Math.ceil(streamCount / accountCount));
    await handle.db.execute(sql`analyze`);
  } finally {
    await handle.close();
  }
  const server = await startApiServer({ ...scratch.env, LOG_REQUESTS: 'false', CHECK_ANSWERS: 'false' }, port);
  const pid = server.child.pid ?? 0;
  const change = await changeMaker(scratch, server.url);
  try {
    await sleep(1_000);
    const before = processUsage(pid);

    // When each owner's latest change was sent (its insert and commit are part of what is measured).
    const sentAt = new Map<number, number>();
    const latencies: number[] = [];
    let strays = 0;
    /** Changes the server refused or did not answer: the rate is more than it takes. */
    let refused = 0;
    let received = 0;
    const streams: RawLiveStream[] = [];
    const opening = performance.now();
    let opened = 0;
    for (const account of accounts) {
      for (const token of account.tokens) {
        if (opened >= streamCount) break;
        opened += 1;
        /** The commit this stream last measured, so one change counts once per stream. */
        let measured = 0;
        const stream = await openRawLiveStream(server.url, token, {
          onChange(kinds) {
            received += 1;
            const at = performance.now();
            const commit = sentAt.get(account.userId);
            if (!kinds.includes('wallet')) return;
            if (commit === undefined) {
              strays += 1;
              return;
            }
            if (commit === measured) return;
            measured = commit;
            latencies.push(at - commit);
          },
        });
        if (stream.status !== 200) throw new Error(`A stream answered ${stream.status}`);
        streams.push(stream);
      }
    }
    console.log(`${streams.length} streams open on one process in ${ms(performance.now() - opening)}`);
    await sleep(3_000);
    const open = processUsage(pid);
    const idleSeconds = 10;
    await sleep(idleSeconds * 1_000);
    const idle = processUsage(pid);

    // 200 changes a second, each to the next account in turn: an account's changes are 2.5 s apart.
    const started = performance.now();
    let made = 0;
    let inFlight = 0;
    const owners = accounts.map((account) => account.userId);
    while (performance.now() - started < seconds * 1_000) {
      const due = Math.floor(((performance.now() - started) / 1_000) * rate);
      while (made < due) {
        const userId = owners[made % owners.length] ?? 0;
        made += 1;
        inFlight += 1;
        sentAt.set(userId, performance.now());
        void change
          .make(userId)
          .catch(() => (refused += 1))
          .finally(() => (inFlight -= 1));
      }
      await sleep(2);
    }
    while (inFlight > 0) await sleep(10);
    const madeFor = (performance.now() - started) / 1_000;
    await sleep(2_000);
    const loaded = processUsage(pid);
    const expected = (made - refused) * (streams.length / owners.length);
    const ended = streams.filter((stream) => stream.ended).length;

    const perStream = (open.rssBytes - before.rssBytes) / streams.length;
    console.log(
      `\n${made} changes in ${madeFor.toFixed(1)} s (${(made / madeFor).toFixed(0)}/s), ${received} events received`,
    );
    console.log(
      `change to receipt (its insert and commit included) over ${latencies.length} receipts (of ${expected.toFixed(0)} expected): p50 ${ms(quantile(latencies, 0.5))}, p95 ${ms(quantile(latencies, 0.95))}, p99 ${ms(quantile(latencies, 0.99))}, largest ${ms(Math.max(...latencies))} (target p95 ≤ ${target.p95Ms} ms)`,
    );
    console.log(
      `events on a stream of another owner: ${strays}; streams ended under load: ${ended}; changes refused or unanswered: ${refused}`,
    );
    console.log(
      `server memory: ${(before.rssBytes / 2 ** 20).toFixed(0)} MB before the streams, ${(open.rssBytes / 2 ** 20).toFixed(0)} MB with them: ${(perStream / 1024).toFixed(1)} KB per open stream`,
    );
    console.log(
      `server processor: ${((idle.cpuMs - open.cpuMs) / (idleSeconds * 10)).toFixed(1)} % of a core with ${streams.length} idle streams, ${((loaded.cpuMs - idle.cpuMs) / ((madeFor + 2) * 10)).toFixed(1)} % under ${rate} changes a second`,
    );
    failed =
      quantile(latencies, 0.95) > target.p95Ms || strays > 0 || refused > 0 || latencies.length < expected * 0.99;
    for (const stream of streams) stream.close();
  } finally {
    await change.end();
    await server.stop();
  }
} finally {
  await scratch.drop();
}
if (failed) {
  console.log('\nOff target.');
  process.exitCode = 1;
}
