import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { jobSchema } from '../jobs/job-schema.ts';
import { demoPassword } from '../demo/demo-accounts.ts';
import { createMailer } from '../email/mailer.ts';
import type { Mail, Mailer } from '../email/mailer.ts';
import { testNow } from './test-database.ts';

export interface TestClock {
  now: () => Date;
  advanceMinutes(minutes: number): void;
}

export function createTestClock(start = testNow): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceMinutes(minutes) {
      current += minutes * 60_000;
    },
  };
}

// Images uploaded by tests go to a temporary folder, never into the repository's data folder.
const testUploadsDir = mkdtempSync(join(tmpdir(), 'orbit-test-uploads-'));

/**
 * The outbox mailer of a server without SMTP, keeping in memory what it was given (links included), so tests can
 * follow mailed links while the outbox table keeps them removed.
 */
export function recordingMailer(handle: DatabaseHandle): {
  mailer: Mailer;
  sent: Mail[];
  /** Resolves once every mail queued so far was sent (the mail worker sends after the commit, ADR 0079). */
  settled(): Promise<void>;
} {
  const outbox = createMailer({
    db: handle.db,
    smtpUrl: undefined,
    from: 'test',
    log: { info: () => undefined },
    logMailText: false,
  });
  const sent: Mail[] = [];
  return {
    sent,
    settled: () => mailQueueSettled(handle),
    mailer: {
      async send(mail) {
        sent.push(mail);
        await outbox.send(mail);
      },
    },
  };
}

/** Reads `read` every 25 ms until `done` says yes or `timeoutMs` passes; the last value read. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Waits until no mail job is waiting, retrying or under way on the test database. */
export async function mailQueueSettled(handle: DatabaseHandle, timeoutMs = 15_000): Promise<void> {
  const pending = await eventually(
    async () => {
      const [row] = await selectRows<{ pending: number }>(
        handle.db,
        sql`select count(*)::int as pending from ${sql.identifier(jobSchema)}.job
          where name = 'mail' and state < 'completed'`,
      );
      return row?.pending ?? 0;
    },
    (count) => count === 0,
    timeoutMs,
  );
  if (pending > 0) throw new Error(`${pending} mails still queued after ${timeoutMs} ms`);
}

/**
 * The app on a test database, quiet, with no console folder unless the test gives one. It works the job queue only
 * when given a mailer, so that the other apps of a test leave the mail to it.
 */
export function createTestApp(
  handle: DatabaseHandle,
  options: {
    clock?: TestClock;
    consoleDist?: string;
    mailer?: Mailer;
    env?: Record<string, string>;
    /** Log lines at info level go there; without it the app logs nothing. */
    logStream?: { write(line: string): void };
  } = {},
): Promise<FastifyInstance> {
  const config = {
    // The coaster alerts' minutely evaluation (ADR 0086) and the keys' expiry warnings (ADR 0092) would tell things
    // behind a test's back: once a year unless the test sets it; the status watcher (ADR 0089) likewise only when the test sets it.
    ...loadConfig({
      UPLOADS_DIR: testUploadsDir,
      JOB_POLL_MS: '500',
      COASTER_ALERTS_CRON: '0 0 1 1 *',
      COASTER_DAILY_CRON: '0 0 1 1 *',
      API_KEY_EXPIRY_CRON: '0 0 1 1 *',
      COASTER_STATUS_WATCH_MS: '0',
      ...options.env,
    }),
    logLevel: options.logStream ? 'info' : 'silent',
    consoleDist: options.consoleDist ?? '/nonexistent/console-dist',
  };
  return buildApp({
    db: handle.db,
    exportDb: handle.exportDb,
    config,
    now: options.clock?.now,
    mailer: options.mailer,
    jobWorkers: options.mailer !== undefined,
    logStream: options.logStream,
  });
}

export const sessionCookieName = 'orbit_session';

export function signIn(
  app: FastifyInstance,
  email: string,
  options: { password?: string; cookie?: string; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/sign-in',
    payload: { email, password: options.password ?? demoPassword },
    ...(options.cookie && { cookies: { [sessionCookieName]: options.cookie } }),
    ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
  });
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === sessionCookieName);
  if (!cookie) throw new Error(`No ${sessionCookieName} cookie in the answer (status ${response.statusCode})`);
  return cookie.value;
}

export function getMe(app: FastifyInstance, cookie?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: '/api/me', ...(cookie && { cookies: { [sessionCookieName]: cookie } }) });
}
