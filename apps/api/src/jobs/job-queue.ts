// Background work on pg-boss (ADR 0079), in the same database, PGlite or PostgreSQL: a job a change causes is
// written in the change's own transaction and exists exactly when it does.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromDrizzle } from 'pg-boss';
import type { Job, QueueOptions } from 'pg-boss';
import { driverClientOf, type Database } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { bossDatabase, jobSchema } from './job-schema.ts';

/** What each queue carries; a queue's name is its key. */
export interface JobData {
  mail: { to: string; subject: string; text: string; link?: string | undefined };
}
export type QueueName = keyof JobData;

/** The queues with their retry policy; each failed job ends in `<name>-dead` with its error. */
export type QueuePolicies = Record<
  QueueName,
  Pick<QueueOptions, 'retryLimit' | 'retryDelay' | 'retryDelayMax' | 'expireInSeconds' | 'deleteAfterSeconds'>
>;

export const deadLetterOf = (name: QueueName) => `${name}-dead`;

/** One queue's jobs now, for the metrics (ADR 0079). */
export interface QueueCounts {
  name: string;
  /** Waiting for a worker, first attempts and retries. */
  queued: number;
  running: number;
  /** Out of retries (their dead letters are in `<name>-dead`), until the queue's retention removes them. */
  failed: number;
  /** Seconds the oldest job ready to run has waited; 0 when none. */
  oldestSeconds: number;
}

export interface JobQueue {
  /** Writes a job in the transaction `tx` (or on its own with the database itself); its id. */
  enqueue<Name extends QueueName>(tx: Database, name: Name, data: JobData[Name]): Promise<string>;
  /** Runs `handler` for each job of the queue; a throw retries the job later (backoff), then dead-letters it. */
  work<Name extends QueueName>(name: Name, handler: (job: Job<JobData[Name]>) => Promise<void>): Promise<void>;
  /** Every queue's jobs now. */
  counts(): Promise<QueueCounts[]>;
  stop(): Promise<void>;
}

/** Starts the queue for this process: its queues created with their policies, maintenance and schedules on. */
export async function startJobQueue(options: {
  db: Database;
  policies: QueuePolicies;
  pollMs: number;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}): Promise<JobQueue> {
  const { db, policies, pollMs, log } = options;
  const client = driverClientOf(db);
  if (!client) throw new Error('The job queue needs a PGlite or PostgreSQL database');
  // Installed by the migrations (`DatabaseHandle.migrate`), so a start only checks its version.
  const boss = new PgBoss({ ...bossDatabase(client), schema: jobSchema, migrate: false });
  boss.on('error', (error) => log.error({ err: error }, 'Job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'Job queue warning'));
  await boss.start();
  for (const [name, policy] of Object.entries(policies) as [QueueName, QueuePolicies[QueueName]][]) {
    await boss.createQueue(deadLetterOf(name));
    await boss.createQueue(name, { ...policy, retryBackoff: true, deadLetter: deadLetterOf(name) });
  }
  return {
    async enqueue(tx, name, data) {
      const id = await boss.send(name, data, { db: fromDrizzle(tx as never, sql) });
      if (!id) throw new Error(`The job queue refused a job of ${name}`);
      return id;
    },
    async work(name, handler) {
      await boss.work<JobData[typeof name]>(name, { pollingIntervalSeconds: pollMs / 1000 }, async ([job]) => {
        if (job) await handler(job);
      });
    },
    async counts() {
      return selectRows<QueueCounts>(
        db,
        sql`
        select name,
          count(*) filter (where state in ('created', 'retry'))::int as queued,
          count(*) filter (where state = 'active')::int as running,
          count(*) filter (where state = 'failed')::int as failed,
          coalesce(extract(epoch from now() - min(created_on)
            filter (where state in ('created', 'retry') and start_after <= now())), 0)::float8 as "oldestSeconds"
        from ${sql.identifier(jobSchema)}.job group by name order by name`,
      );
    },
    // Active jobs may finish for a few seconds; one cut short is taken again after its expiry.
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
  };
}
