import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { eventually } from '../test-support/test-app.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import { jobSchema } from './job-schema.ts';
import { deadLetterOf, startJobQueue } from './job-queue.ts';
import type { JobData, JobQueue } from './job-queue.ts';

const quiet = { error: () => undefined, warn: () => undefined };

describe.each(testDatabaseKinds)('the job queue on $name', (kind) => {
  let handle: DatabaseHandle;
  let jobs: JobQueue;
  const handled: JobData['mail'][] = [];
  const attempts = new Map<string, number>();

  beforeAll(async () => {
    handle = await kind.open();
    jobs = await startJobQueue({
      db: handle.db,
      policies: {
        mail: { retryLimit: 2, retryDelay: 1, retryDelayMax: 1, expireInSeconds: 60, deleteAfterSeconds: 60 },
      },
      pollMs: 500,
      log: quiet,
    });
    await jobs.work('mail', async (job) => {
      attempts.set(job.data.to, (attempts.get(job.data.to) ?? 0) + 1);
      if (job.data.to.startsWith('refused')) throw new Error(`550 mailbox ${job.data.to} unavailable`);
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
});
