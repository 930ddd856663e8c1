import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiKeyWithSecretSchema } from '@orbit/contract';
import type { NotificationParams } from '@orbit/domain';
import { notificationLink } from '@orbit/domain';
import { notificationTexts } from '@orbit/domain/notification-texts';
import type { DatabaseHandle } from '../../db/client.ts';
import { apiKeys, notifications } from '../../db/schema.ts';
import { call, sessionOf } from '../../test-support/fixtures.ts';
import { createTestApp, createTestClock, eventually, recordingMailer } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

type Warning = NotificationParams['apiKeyExpiring'];

/**
 * The expiry warnings of API keys (ADR 0092) as the job queue runs them: three processes keep the schedule, here
 * every second, on one fixed clock; each key's maker is told once at 30, 7 and 1 days before it expires.
 */
describe.each(testDatabaseKinds)('API key expiry warnings on $name', (kind) => {
  let handle: DatabaseHandle;
  const apps: FastifyInstance[] = [];
  const clock = createTestClock();

  beforeAll(async () => {
    handle = await kind.open();
    const env = { API_KEY_EXPIRY_CRON: '* * * * * *', JOB_CRON_CHECK_SECONDS: '1' };
    for (let process = 0; process < 3; process += 1) {
      apps.push(await createTestApp(handle, { clock, mailer: recordingMailer(handle).mailer, env }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await handle.close();
  });

  const warnings = async () =>
    (await handle.db.select().from(notifications).where(eq(notifications.kind, 'apiKeyExpiring'))).map((row) => ({
      userId: row.userId,
      subject: row.subject,
      count: row.count,
      ...(row.params as Warning),
    }));
  /** Waits for `count` warnings, then a few more runs of every process, which must add none. */
  async function settledWarnings(count: number) {
    await eventually(warnings, (rows) => rows.length >= count, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    return warnings();
  }
  const daysOf = (rows: Awaited<ReturnType<typeof warnings>>, keyId: number) =>
    rows.filter((row) => row.keyId === keyId).map((row) => row.days);

  it('tells each maker once per threshold reached, however many processes run the job', async () => {
    const [app] = apps;
    if (!app) throw new Error('No app');
    const client = await sessionOf(app, 'client@example.com');
    const admin = await sessionOf(app, 'admin@example.com');
    const make = async (cookie: string, name: string, expiresInDays: number, path = '/api/api-keys') => {
      const made = await call(app, 'POST', path, { cookie, payload: { name, scopes: ['wallet:read'], expiresInDays } });
      expect(made.statusCode, made.body).toBe(201);
      return apiKeyWithSecretSchema.parse(made.json()).key;
    };
    const farOff = await make(client, 'Far off', 31);
    const month = await make(client, 'Month', 20);
    const week = await make(client, 'Week', 5);
    const revoked = await make(client, 'Revoked', 5);
    expect((await call(app, 'DELETE', `/api/api-keys/${revoked.id}`, { cookie: client })).statusCode).toBe(200);
    const business = await make(admin, 'Billing', 1, '/api/admin/api-keys');

    // The nearest threshold reached only: 5 days left is the 7-day warning, never the 30-day one as well.
    const first = await settledWarnings(3);
    expect(first).toHaveLength(3);
    expect(daysOf(first, month.id)).toEqual([30]);
    expect(daysOf(first, week.id)).toEqual([7]);
    expect(daysOf(first, business.id)).toEqual([1]);
    expect(first.find((row) => row.keyId === month.id)).toEqual({
      userId: 4,
      subject: `apiKey:${month.id}`,
      count: 1,
      keyId: month.id,
      kind: 'account',
      name: 'Month',
      hint: month.hint,
      days: 30,
      expiresAt: month.expiresAt,
    });
    const businessWarning = first.find((row) => row.keyId === business.id);
    expect(businessWarning).toMatchObject({ userId: 1, kind: 'business', days: 1 });
    if (!businessWarning) throw new Error('No warning of the business key');
    expect(notificationLink('apiKeyExpiring', businessWarning)).toBe('/dash/admin/integrations');
    const text = notificationTexts.en.apiKeyExpiring(businessWarning, 1, { number: String, dateTime: String });
    expect(text.title).toBe('The API key Billing expires within a day');
    expect(text.body).toContain(`${business.hint}…`);

    // A day later the far-off key is within 30 days; the others have no new threshold, and an expired key none.
    clock.advanceMinutes(24 * 60 + 1);
    const second = await settledWarnings(4);
    expect(second).toHaveLength(4);
    expect(daysOf(second, farOff.id)).toEqual([30]);

    // Thirteen days on, the month's key is within 7 days, and is told so once more; the far-off one is not yet.
    clock.advanceMinutes(13 * 24 * 60);
    const third = await settledWarnings(5);
    expect(third).toHaveLength(5);
    expect(daysOf(third, month.id).sort((a, b) => a - b)).toEqual([7, 30]);
    expect(daysOf(third, farOff.id)).toEqual([30]);
    expect(daysOf(third, revoked.id)).toEqual([]);

    // A new expiry clears the marks: the new date is warned of in its turn.
    const fresh = await sessionOf(app, 'client@example.com');
    const extended = await call(app, 'PATCH', `/api/api-keys/${month.id}`, {
      cookie: fresh,
      payload: { expiresInDays: 10 },
    });
    expect(extended.statusCode, extended.body).toBe(200);
    const [row] = await handle.db.select().from(apiKeys).where(eq(apiKeys.id, month.id));
    expect(row?.expiryWarnedDays).toBe(null);
    const fourth = await settledWarnings(6);
    expect(fourth).toHaveLength(6);
    expect(daysOf(fourth, month.id).sort((a, b) => a - b)).toEqual([7, 30, 30]);
  }, 120_000);
});
