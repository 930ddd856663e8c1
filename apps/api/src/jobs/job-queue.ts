// Background work on pg-boss (ADR 0079), in the same database, PGlite or PostgreSQL: a job a change causes is
// written in the change's own transaction and exists exactly when it does.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { PgBoss, fromDrizzle } from 'pg-boss';
import type { Job, QueueOptions } from 'pg-boss';
import pg from 'pg';
import { driverClientOf, type Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { selectRows } from '../db/rows.ts';
import { bossDatabase, jobSchema } from './job-schema.ts';

/** What each queue carries; a queue's name is its key. */
export interface JobData {
  mail: { to: string; subject: string; text: string; link?: string | undefined };
  /** A scheduled sweep of expired sign-in state (ADR 0079); it carries nothing. */
  'sweep-expired': Record<string, never>;
  /** The daily digest of notifications (ADR 0080); it carries nothing. */
  'notification-digest': Record<string, never>;
  /** A temporary unblock's end, due at that time, to tell its client (ADR 0080). */
  'unblock-ends': { userId: number; requestId: number };
  /** A scheduled sweep of the live streams' events older than their resume window (ADR 0082); it carries nothing. */
  'live-sweep': Record<string, never>;
  /** The evaluation of the coaster alerts (ADR 0086), every minute; it carries nothing. */
  'coaster-alerts': Record<string, never>;
  /** Online but silent machines (ADR 0086), every 10 minutes; it carries nothing. */
  'coaster-silences': Record<string, never>;
  /** Staff's daily coaster lists (ADR 0086); it carries nothing. */
  'coaster-daily': Record<string, never>;
  /** The expiry warnings of API keys (ADR 0092), hourly; it carries nothing. */
  'api-key-expiry': Record<string, never>;
  /** One delivery of a webhook event to one endpoint (ADR 0093): its next attempt. */
  'webhook-delivery': { deliveryId: number };
  /** The daily removal of webhook events past 90 days and delivery attempts past 30 (ADR 0093); it carries nothing. */
  'webhook-sweep': Record<string, never>;
}
export type QueueName = keyof JobData;

/** What staff may read of a job that failed: for a mail its recipient and subject, never its text or link. */
const jobSummaries: { [Name in QueueName]: (data: JobData[Name]) => string } = {
  mail: (data) => `${data.to}: ${data.subject}`,
  'sweep-expired': () => 'Sweep of expired sessions',
  'notification-digest': () => 'Daily digest of notifications',
  'unblock-ends': (data) => `End of the temporary unblock ${data.requestId} of user ${data.userId}`,
  'live-sweep': () => 'Sweep of old live events',
  'coaster-alerts': () => 'Evaluation of the coaster alerts',
  'coaster-silences': () => 'Evaluation of the machines online but silent',
  'coaster-daily': () => "Staff's daily coaster lists",
  'api-key-expiry': () => 'Expiry warnings of API keys',
  'webhook-delivery': (data) => `Webhook delivery ${data.deliveryId}`,
  'webhook-sweep': () => 'Sweep of old webhook events and delivery attempts',
};

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

/** A job out of attempts, as its dead letter keeps it (ADR 0079). */
export interface DeadLetter {
  /** The dead letter's id; its job had another. */
  id: string;
  queue: QueueName;
  summary: string;
  /** The last attempt's error message. */
  error: string;
  attempts: number;
  createdAt: Date;
  failedAt: Date;
}

interface DeadLetterRow {
  id: string;
  name: string;
  queue: QueueName;
  data: unknown;
  output: { message?: unknown } | null;
  retries: number;
  createdAt: Date | string;
  failedAt: Date | string;
}

/** Connections of the background work's own pool on PostgreSQL: the queue's fetching and completing, and workers'. */
export const workPoolSize = 4;
/** How the background work's connections show in `pg_stat_activity`. */
export const workApplicationName = 'orbit-jobs';

export interface JobQueue {
  /**
   * The database of the background work: on PostgreSQL a small pool of its own (`workPoolSize`), which the queue
   * fetches and completes jobs with and workers may use, so that requests waiting for the ordinary pool never hold
   * up the work, nor the work them; on PGlite the one database. Closed when the queue stops.
   */
  workDb: Database;
  /** Writes a job in the transaction `tx` (or on its own with the database itself), due now or at `startAfter`. */
  enqueue<Name extends QueueName>(
    tx: Database,
    name: Name,
    data: JobData[Name],
    options?: { startAfter?: Date },
  ): Promise<string>;
  /** Writes jobs of one queue, due now, in the transaction `tx` in one statement however many there are. */
  enqueueMany<Name extends QueueName>(tx: Database, name: Name, data: readonly JobData[Name][]): Promise<void>;
  /**
   * Runs `handler` for the queue's jobs, one at a time or with `batchSize` up to that many at once (a full batch
   * fetches the next at once instead of after the poll); a throw retries that job later (backoff), then
   * dead-letters it, and each job completes or fails on its own.
   */
  work<Name extends QueueName>(
    name: Name,
    handler: (job: Job<JobData[Name]>) => Promise<void>,
    options?: { batchSize?: number },
  ): Promise<void>;
  /**
   * Works the queue's jobs a batch at a time (up to `batchSize`, the next batch fetched at once when one was full),
   * with `workers` batches of this process at once: `handler` answers, in the order of the jobs given, undefined for
   * each job done and an error for each to retry later. A throw fails every job of the batch. The jobs done are
   * completed, and the failed failed, in one statement each.
   */
  workBatches<Name extends QueueName>(
    name: Name,
    handler: (jobs: Job<JobData[Name]>[]) => Promise<(Error | undefined)[]>,
    options: { batchSize: number; workers?: number },
  ): Promise<void>;
  /** Every queue's jobs now. */
  counts(): Promise<QueueCounts[]>;
  /**
   * Sends a job to the queue on a cron schedule (minutes, or seconds as a sixth field first), once for each time
   * however many processes keep the schedule; a new schedule for the name replaces the old. Below a minute only
   * every N seconds of every minute is kept (`*\/5 * * * * *`, `secondsStepOf`); another six-field cron sends at most
   * a job a minute.
   */
  schedule(name: QueueName, cron: string): Promise<void>;
  /** Dead letters of every queue, newest first, and how many there are. */
  deadLetters(page: { limit: number; offset: number }): Promise<{ results: DeadLetter[]; count: number }>;
  /** One dead letter, locked until the transaction `tx` ends; undefined when there is none of that id. */
  lockDeadLetter(tx: Database, id: string): Promise<DeadLetter | undefined>;
  /** Sends a dead letter back to its queue, in the transaction `tx`, for a new round of attempts. */
  retryDeadLetter(tx: Database, letter: DeadLetter): Promise<void>;
  stop(): Promise<void>;
}

const deadLetterQueues = (Object.keys(jobSummaries) as QueueName[]).map(deadLetterOf);
const deadLetterColumns = sql`
  select id, name, source_name as queue, data, source_output as output, source_retry_count as retries,
    source_created_on as "createdAt", created_on as "failedAt"`;
// A dead letter waits in its queue, which has no worker, until a retry takes it back or its retention ends.
const deadLetterWhere = sql`from ${sql.identifier(jobSchema)}.job
  where name in (${sql.join(
    deadLetterQueues.map((name) => sql`${name}`),
    sql`, `,
  )}) and state = 'created'`;

function deadLetterOfRow(row: DeadLetterRow): DeadLetter {
  const summarise = jobSummaries[row.queue] as (data: unknown) => string;
  const message = row.output?.message;
  return {
    id: row.id,
    queue: row.queue,
    summary: summarise(row.data),
    error: typeof message === 'string' ? message : JSON.stringify(row.output),
    attempts: row.retries + 1,
    createdAt: new Date(row.createdAt),
    failedAt: new Date(row.failedAt),
  };
}

/**
 * The step of a cron that runs every N seconds of every minute (`*\/N * * * * *`, N dividing 60; `* * * * * *` is
 * 1), or null for any other cron. pg-boss files a schedule's jobs in slots of a minute, so it sends such a cron once a
 * minute: the queue sends these itself (`schedule`).
 */
export function secondsStepOf(cron: string): number | null {
  const [seconds, ...rest] = cron.trim().split(/\s+/);
  if (rest.length !== 5 || rest.some((field) => field !== '*')) return null;
  if (seconds === '*') return 1;
  const step = Number(/^\*\/(\d+)$/.exec(seconds ?? '')?.[1]);
  return step > 0 && step < 60 && 60 % step === 0 ? step : null;
}

/** Starts the queue for this process: its queues created with their policies, maintenance and schedules on. */
export async function startJobQueue(options: {
  db: Database;
  policies: QueuePolicies;
  pollMs: number;
  /** How often this process looks for scheduled jobs that are due, 1 to 45 seconds. */
  cronCheckSeconds?: number;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}): Promise<JobQueue> {
  const { db, policies, pollMs, cronCheckSeconds = 30, log } = options;
  const given = driverClientOf(db);
  if (!given) throw new Error('The job queue needs a PGlite or PostgreSQL database');
  // The ordinary pool's settings (address, timeouts), with connections of its own.
  const workPool =
    given instanceof pg.Pool
      ? new pg.Pool({ ...given.options, max: workPoolSize, application_name: workApplicationName })
      : null;
  workPool?.on('error', (error) => log.error({ err: error }, 'Job queue connection lost'));
  const client = workPool ?? given;
  const workDb: Database = workPool ? drizzlePostgres({ client: workPool, schema }) : db;
  // Installed by the migrations (`DatabaseHandle.migrate`), so a start only checks its version.
  const boss = new PgBoss({
    ...bossDatabase(client),
    schema: jobSchema,
    migrate: false,
    cronMonitorIntervalSeconds: cronCheckSeconds,
    cronWorkerIntervalSeconds: cronCheckSeconds,
    // A job written in a transaction notifies the listening workers when it commits; polling stays as the floor.
    useListenNotify: true,
  });
  boss.on('error', (error) => log.error({ err: error }, 'Job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'Job queue warning'));
  try {
    await boss.start();
  } catch (error) {
    await workPool?.end();
    throw error;
  }
  /** The timers of the schedules below a minute, by queue, which this process keeps until it stops. */
  const stepTimers = new Map<QueueName, NodeJS.Timeout>();
  for (const [name, policy] of Object.entries(policies) as [QueueName, QueuePolicies[QueueName]][]) {
    await boss.createQueue(deadLetterOf(name));
    const options = { ...policy, retryBackoff: true, deadLetter: deadLetterOf(name), notify: true };
    await boss.createQueue(name, options);
    // A queue that exists keeps what it was created with: a database made before a policy changed takes it here.
    await boss.updateQueue(name, options);
  }
  // A notification brings new jobs at once; retries and jobs due later still come with the poll, as before.
  const polling = { pollingIntervalSeconds: pollMs / 1000, notifyPollingIntervalSeconds: pollMs / 1000 };
  const workBatches: JobQueue['workBatches'] = async (name, handler, { batchSize, workers = 1 }) => {
    await boss.work<JobData[typeof name]>(
      name,
      { ...polling, batchSize, burstWhenBatchFull: true, perJobResults: true, localConcurrency: workers },
      async (batch) => {
        const errors = await handler(batch);
        return batch.map((job, index) => {
          const error = errors[index];
          if (!error) return { id: job.id, status: 'completed' as const };
          log.error({ err: error, queue: name }, 'Job failed');
          return { id: job.id, status: 'failed' as const, output: { message: String(error) } };
        });
      },
    );
  };
  return {
    workDb,
    async enqueue(tx, name, data, options = {}) {
      const id = await boss.send(name, data, { db: fromDrizzle(tx as never, sql), ...options });
      if (!id) throw new Error(`The job queue refused a job of ${name}`);
      return id;
    },
    async enqueueMany(tx, name, data) {
      if (data.length === 0) return;
      await boss.insert(
        name,
        data.map((item) => ({ data: item })),
        { db: fromDrizzle(tx as never, sql) },
      );
    },
    async work(name, handler, options = {}) {
      const { batchSize = 1 } = options;
      if (batchSize > 1) {
        await workBatches(
          name,
          async (batch) =>
            Promise.all(
              batch.map(async (job) => {
                try {
                  await handler(job);
                  return undefined;
                } catch (error) {
                  return error instanceof Error ? error : new Error(String(error));
                }
              }),
            ),
          { batchSize },
        );
        return;
      }
      await boss.work<JobData[typeof name]>(name, polling, async ([job]) => {
        if (job) await handler(job);
      });
    },
    workBatches,
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
    async schedule(name, cron) {
      clearTimeout(stepTimers.get(name));
      stepTimers.delete(name);
      const step = secondsStepOf(cron);
      if (step === null) {
        // Times are the server's in UTC; pg-boss files each time under one key, so one process sends it.
        await boss.schedule(name, cron, null, { tz: 'UTC' });
        return;
      }
      // Every few seconds (benches, proofs, journeys): each process sends the job once a step, a quarter into it,
      // and a singleton slot of the step's length, on the database's clock, keeps one job a step however many
      // send it. Sent on the step's own clock rather than every so often, no two sends fall in one slot.
      await boss.unschedule(name);
      const stepMs = step * 1000;
      const sendNext = () => {
        const delay = stepMs - (Date.now() % stepMs) + stepMs / 4;
        const timer = setTimeout(() => {
          boss
            .send(name, {}, { singletonSeconds: step })
            .catch((error: unknown) => log.error({ err: error, queue: name }, 'Job queue error'));
          sendNext();
        }, delay);
        stepTimers.set(name, timer.unref());
      };
      sendNext();
    },
    async deadLetters({ limit, offset }) {
      const [rows, [total]] = await Promise.all([
        selectRows<DeadLetterRow>(
          db,
          sql`${deadLetterColumns} ${deadLetterWhere} order by created_on desc, id limit ${limit} offset ${offset}`,
        ),
        selectRows<{ count: number }>(db, sql`select count(*)::int as count ${deadLetterWhere}`),
      ]);
      return { results: rows.map(deadLetterOfRow), count: total?.count ?? 0 };
    },
    async lockDeadLetter(tx, id) {
      const [row] = await selectRows<DeadLetterRow>(
        tx,
        sql`${deadLetterColumns} ${deadLetterWhere} and id = ${id} for update`,
      );
      return row && deadLetterOfRow(row);
    },
    async retryDeadLetter(tx, letter) {
      const moved = await boss.redrive(deadLetterOf(letter.queue), {
        ids: [letter.id],
        db: fromDrizzle(tx as never, sql),
      });
      if (moved !== 1) throw new Error(`The dead letter ${letter.id} did not go back to ${letter.queue}`);
    },
    // Active jobs may finish for a few seconds; one cut short is taken again after its expiry.
    async stop() {
      for (const timer of stepTimers.values()) clearTimeout(timer);
      stepTimers.clear();
      await boss.stop({ graceful: true, timeout: 5_000 });
      await workPool?.end();
    },
  };
}
