import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { failedJobSchema, failedJobsResponseSchema } from '@orbit/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import type { Mailer } from '../../email/mailer.ts';
import { call, createClient, sessionOf } from '../../test-support/fixtures.ts';
import { createTestApp, eventually } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

/** Dead letters for admins (ADR 0079): a mail the mail server refused on every attempt, and sending it again. */
describe.each(testDatabaseKinds)('failed jobs on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let admin: string;
  const refused = new Set<string>();
  const delivered: string[] = [];
  const mailer: Mailer = {
    async send(mail) {
      if (refused.has(mail.to)) throw new Error(`550 5.1.1 <${mail.to}>: mailbox unavailable`);
      delivered.push(mail.to);
    },
  };

  beforeAll(async () => {
    handle = await kind.open();
    // One retry a second later: a refused mail is a dead letter within seconds.
    const env = { MAIL_RETRIES: '1', MAIL_RETRY_SECONDS: '1', MAIL_RETRY_MAX_SECONDS: '1' };
    app = await createTestApp(handle, { env, mailer });
    admin = await sessionOf(app, 'admin@example.com');
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const failedJobs = async () =>
    failedJobsResponseSchema.parse((await call(app, 'GET', '/api/admin/jobs/failed', { cookie: admin })).json());

  it('shows an admin the mail that ran out of attempts, with its error, and sends it again once, audited', async () => {
    const client = await createClient(handle);
    refused.add(client.email);
    const requested = await call(app, 'POST', '/api/reset-password/request', { payload: { email: client.email } });
    expect(requested.statusCode, requested.body).toBe(200);

    const page = await eventually(failedJobs, (answer) =>
      answer.results.some((job) => job.summary.includes(client.email)),
    );
    const failed = page.results.find((job) => job.summary.includes(client.email));
    expect(failed).toMatchObject({
      queue: 'mail',
      error: `550 5.1.1 <${client.email}>: mailbox unavailable`,
      attempts: 2,
    });
    expect(failed?.summary).toMatch(new RegExp(`^${client.email}: .+`));
    // Never the mail's text or its one-time link.
    expect(JSON.stringify(page)).not.toMatch(/token|http/i);
    if (!failed) return;

    refused.delete(client.email);
    const retried = await call(app, 'POST', `/api/admin/jobs/failed/${failed.id}/retry`, { cookie: admin });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(failedJobSchema.parse(retried.json())).toEqual(failed);
    await eventually(
      async () => delivered,
      (mails) => mails.includes(client.email),
    );
    expect(delivered.filter((to) => to === client.email)).toHaveLength(1);
    expect((await failedJobs()).results.map((job) => job.id)).not.toContain(failed.id);

    const [entry] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'job'), eq(auditLog.targetId, failed.id)));
    expect(entry).toMatchObject({ action: 'job.retry', after: null, before: { summary: failed.summary } });

    // Gone from the dead letters: a second press is told so and changes nothing.
    const again = await call(app, 'POST', `/api/admin/jobs/failed/${failed.id}/retry`, { cookie: admin });
    expect(again.statusCode).toBe(404);
  });

  it('is for admins only, and refuses an id that is not one', async () => {
    for (const email of ['supervisor@example.com', 'colaborador@example.com', 'client@example.com']) {
      const cookie = await sessionOf(app, email);
      expect((await call(app, 'GET', '/api/admin/jobs/failed', { cookie })).statusCode).toBe(403);
      const retry = await call(app, 'POST', `/api/admin/jobs/failed/${crypto.randomUUID()}/retry`, { cookie });
      expect(retry.statusCode).toBe(403);
    }
    expect((await call(app, 'GET', '/api/admin/jobs/failed')).statusCode).toBe(401);
    const notAnId = await call(app, 'POST', '/api/admin/jobs/failed/42/retry', { cookie: admin });
    expect(notAnId.statusCode).toBe(400);
    const unknown = await call(app, 'POST', `/api/admin/jobs/failed/${crypto.randomUUID()}/retry`, { cookie: admin });
    expect(unknown.statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/admin/jobs/failed?limit=0', { cookie: admin })).statusCode).toBe(400);
  });
});
