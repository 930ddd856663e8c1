import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { eventually } from '../test-support/test-app.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import { jobSchema } from './job-schema.ts';
import { deadLetterOf, secondsStepOf, startJobQueue } from './job-queue.ts';
import type { JobData, JobQueue } from './job-queue.ts';

const quiet = { error: () => undefined, warn: () => undefined };
const policy = { retryLimit: 2, retryDelay: 1, retryDelayMax: 1, expireInSeconds: 60, deleteAfterSeconds: 60 };
const policies = {
  mail: policy,
  'sweep-expired': policy,
  'notification-digest': policy,
  'unblock-ends': policy,
  'live-sweep': policy,
  'coaster-alerts': policy,
  'coaster-silences': policy,
  'coaster-daily': policy,
  'api-key-expiry': policy,
  'webhook-delivery': policy,
  'webhook-sweep': policy,
};

describe.each(testDatabaseKinds)('the job queue on $name', (kind) => {
  let handle: DatabaseHandle;
  let jobs: JobQueue;
  const handled: JobData['mail'][] = [];
  const attempts = new Map<string, number>();
  const refusing = new Set(['refused@example.com', 'later@example.com']);

  beforeAll(async () => {
    handle = await kind.open();
    jobs = await startJobQueue({
      db: handle.db,
      policies,
      pollMs: 500,
      log: quiet,
    });
    await jobs.work('mail', async (job) => {
      attempts.set(job.data.to, (attempts.get(job.data.to) ?? 0) + 1);
      if (refusing.has(job.data.to)) throw new Error(`550 mailbox ${job.data.to} unavailable`);
      handled.push(job.data);
    });
  });
  afterAll(async () => {
    await jobs.stop();
    await handle.close();
  });

  const mail = (to: string) => ({ to, subject: 'Subject', text: 'Text' });
  const jobsIn = (queue: string) =>
    selectRows<{ data: JobData['mail']; state: string; output: { message?: string } | null }>(
      handle.db,
      sql`select data, state, output from ${sql.identifier(jobSchema)}.job where name = ${queue} order by created_on`,
    );

  it('keeps a job only when the transaction that wrote it commits', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await jobs.enqueue(tx, 'mail', mail('undone@example.com'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await handle.db.transaction((tx) => jobs.enqueue(tx, 'mail', mail('done@example.com')));

    await eventually(
      async () => handled,
      (done) => done.some((each) => each.to === 'done@example.com'),
    );
    expect(handled.map((each) => each.to)).toEqual(['done@example.com']);
    expect((await jobsIn('mail')).map((job) => job.data.to)).toEqual(['done@example.com']);
  });

  it('wakes a worker of another process when the transaction that wrote its job commits, not at its next poll', async () => {
    // A second process whose worker polls twice a minute: only the notification can bring it the job sooner.
    const other = await startJobQueue({ db: handle.db, policies, pollMs: 30_000, log: quiet });
    try {
      const worked: number[] = [];
      await other.work('unblock-ends', async (job) => void worked.push(job.data.requestId));
      // Its first fetch, at the start of its work, found nothing; the next poll is half a minute away.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const committed = performance.now();
      await handle.db.transaction((tx) => jobs.enqueue(tx, 'unblock-ends', { userId: 1, requestId: 7 }));
      await eventually(
        async () => worked,
        (done) => done.includes(7),
        10_000,
      );
      expect(worked).toEqual([7]);
      expect(performance.now() - committed).toBeLessThan(10_000);
    } finally {
      await other.stop();
    }
  });

  it('works a batch of jobs at once, fetching the next batch without waiting for the poll, each job failing alone', async () => {
    // A poll twice a minute: only the notification and full batches fetched at once can bring 40 jobs sooner.
    const other = await startJobQueue({ db: handle.db, policies, pollMs: 30_000, log: quiet });
    try {
      const worked: number[] = [];
      let running = 0;
      let mostAtOnce = 0;
      await other.work(
        'webhook-delivery',
        async (job) => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          await new Promise((resolve) => setTimeout(resolve, 50));
          running -= 1;
          if (job.data.deliveryId === 13) throw new Error('the receiver went away');
          worked.push(job.data.deliveryId);
        },
        { batchSize: 8 },
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      await handle.db.transaction(async (tx) => {
        for (let deliveryId = 1; deliveryId <= 40; deliveryId++) {
          await jobs.enqueue(tx, 'webhook-delivery', { deliveryId });
        }
      });
      await eventually(
        async () => worked,
        (done) => done.length >= 39,
        10_000,
      );
      expect(worked.toSorted((a, b) => a - b)).toEqual(
        Array.from({ length: 40 }, (_, index) => index + 1).filter((id) => id !== 13),
      );
      expect(mostAtOnce).toBeGreaterThan(1);
      // A job is marked completed after its handler returns: the rows are read once all 39 are.
      const rows = await eventually(
        () =>
          selectRows<{ deliveryId: number; state: string; output: { message?: string } | null }>(
            handle.db,
            sql`select (data->>'deliveryId')::int as "deliveryId", state, output
                from ${sql.identifier(jobSchema)}.job where name = 'webhook-delivery'`,
          ),
        (found) =>
          found.filter((row) => row.state === 'completed').length >= 39 &&
          found.some((row) => row.deliveryId === 13 && row.state === 'retry'),
        10_000,
      );
      const failed = rows.find((row) => row.deliveryId === 13);
      expect(failed?.state).toBe('retry');
      expect(failed?.output?.message).toContain('the receiver went away');
      expect(rows.filter((row) => row.state === 'completed')).toHaveLength(39);
    } finally {
      await other.stop();
    }
  });

  it('tries a failing job again with backoff, then keeps it as a dead letter with its error', async () => {
    await jobs.enqueue(handle.db, 'mail', mail('refused@example.com'));
    const dead = await eventually(
      () => jobsIn(deadLetterOf('mail')),
      (rows) => rows.length > 0,
    );
    // The first attempt and both retries.
    expect(attempts.get('refused@example.com')).toBe(3);
    expect(dead).toHaveLength(1);
    expect(dead[0]?.data.to).toBe('refused@example.com');
    const [failed] = (await jobsIn('mail')).filter((job) => job.data.to === 'refused@example.com');
    expect(failed?.state).toBe('failed');
    expect(failed?.output?.message).toBe('550 mailbox refused@example.com unavailable');
  });

  it('lists a dead letter with its error and sends it back to its queue for a new round of attempts', async () => {
    await jobs.enqueue(handle.db, 'mail', { to: 'later@example.com', subject: 'Verify your email', text: 'Secret' });
    const { results } = await eventually(
      () => jobs.deadLetters({ limit: 50, offset: 0 }),
      (page) => page.results.some((letter) => letter.summary.startsWith('later@')),
    );
    const letter = results.find((each) => each.summary.startsWith('later@'));
    expect(letter).toMatchObject({
      queue: 'mail',
      summary: 'later@example.com: Verify your email',
      error: '550 mailbox later@example.com unavailable',
      attempts: 3,
    });
    expect(JSON.stringify(results)).not.toContain('Secret');
    if (!letter) return;

    refusing.delete('later@example.com');
    await handle.db.transaction(async (tx) => {
      expect(await jobs.lockDeadLetter(tx, letter.id)).toMatchObject({ id: letter.id });
      await jobs.retryDeadLetter(tx, letter);
    });
    await eventually(
      async () => handled,
      (done) => done.some((each) => each.to === 'later@example.com'),
    );
    expect(attempts.get('later@example.com')).toBe(4);
    const after = await jobs.deadLetters({ limit: 50, offset: 0 });
    expect(after.results.map((each) => each.id)).not.toContain(letter.id);
    await handle.db.transaction(async (tx) => expect(await jobs.lockDeadLetter(tx, letter.id)).toBeUndefined());
  });

  it('sends a scheduled job once for each time, however many processes keep the schedule', async () => {
    const queues = [jobs];
    for (let index = 0; index < 2; index += 1) {
      queues.push(await startJobQueue({ db: handle.db, policies, pollMs: 500, cronCheckSeconds: 1, log: quiet }));
    }
    const runs: string[] = [];
    const minuteOf = (time: number) => Math.floor(time / 60_000);
    const started = Date.now();
    try {
      for (const queue of queues) {
        await queue.work('sweep-expired', async (job) => void runs.push(job.id));
        await queue.schedule('sweep-expired', '* * * * *');
      }
      // The time of this minute is due at once; then two processes look for due times every second, five times.
      await eventually(
        async () => runs,
        (done) => done.length > 0,
      );
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    } finally {
      await Promise.all(queues.slice(1).map((queue) => queue.stop()));
    }
    const minutes = minuteOf(Date.now()) - minuteOf(started) + 1;
    const [sent] = await selectRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from ${sql.identifier(jobSchema)}.job where name = 'sweep-expired'`,
    );
    // One job for each minute the test spanned (a time a minute), each run once.
    expect(sent?.count).toBeGreaterThan(0);
    expect(sent?.count).toBeLessThanOrEqual(minutes);
    expect(runs).toHaveLength(sent?.count ?? 0);
  });

  it('sends a job every second below the minute, once a second however many processes send it', async () => {
    const queues: JobQueue[] = [];
    for (let index = 0; index < 3; index += 1) {
      queues.push(await startJobQueue({ db: handle.db, policies, pollMs: 500, log: quiet }));
    }
    const runs: string[] = [];
    const started = Date.now();
    try {
      for (const queue of queues) {
        await queue.work('coaster-alerts', async (job) => void runs.push(job.id));
        await queue.schedule('coaster-alerts', '* * * * * *');
      }
      // Several within the minute, where pg-boss's own schedule would send one.
      await eventually(
        async () => runs,
        (done) => done.length >= 3,
      );
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
    }
    const seconds = Math.ceil((Date.now() - started) / 1000) + 1;
    const [sent] = await selectRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from ${sql.identifier(jobSchema)}.job
          where name = 'coaster-alerts' and created_on >= ${new Date(started).toISOString()}::timestamptz`,
    );
    // At most one job for each second the test spanned, each run once (a job still queued at the stop may be left).
    expect(sent?.count).toBeLessThanOrEqual(seconds);
    expect(runs.length).toBeLessThanOrEqual(sent?.count ?? 0);
    expect(new Set(runs).size).toBe(runs.length);
  });
});

describe('schedules below a minute', () => {
  it('keeps every N seconds of every minute, N dividing the minute, and nothing else', () => {
    expect(secondsStepOf('*/5 * * * * *')).toBe(5);
    expect(secondsStepOf(' * * * * * * ')).toBe(1);
    expect(secondsStepOf('*/7 * * * * *')).toBeNull();
    expect(secondsStepOf('*/60 * * * * *')).toBeNull();
    expect(secondsStepOf('*/5 * * * 1 *')).toBeNull();
    expect(secondsStepOf('5 * * * * *')).toBeNull();
    expect(secondsStepOf('* * * * *')).toBeNull();
  });
});
