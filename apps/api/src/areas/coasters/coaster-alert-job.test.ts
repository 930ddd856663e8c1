import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { coasterAlerts, devices, notifications } from '../../db/schema.ts';
import { addDevice, createClient, createLicense } from '../../test-support/fixtures.ts';
import { createTestApp, eventually, recordingMailer } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

/**
 * The evaluation as the job queue runs it (ADR 0086): three processes keep its schedule, here every second, and an
 * outage is told once.
 */
describe.each(testDatabaseKinds)('the coaster alerts job on $name', (kind) => {
  let handle: DatabaseHandle;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    handle = await kind.open();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await handle.close();
  });

  it('tells an outage once however many processes keep the schedule', async () => {
    const client = await createClient(handle);
    const license = await createLicense(handle, client.id);
    const deviceId = await addDevice(handle, license.id);
    const lastCall = new Date(Date.now() - 20 * 60_000);
    await handle.db
      .update(devices)
      .set({ lastSeenAt: lastCall, onlineSince: lastCall })
      .where(eq(devices.id, deviceId));
    const env = { COASTER_ALERTS_CRON: '* * * * * *', JOB_CRON_CHECK_SECONDS: '1' };
    for (let process = 0; process < 3; process += 1) {
      apps.push(await createTestApp(handle, { mailer: recordingMailer(handle).mailer, env }));
    }
    const toldOf = () =>
      handle.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, client.id), eq(notifications.kind, 'coasterOffline')));
    const told = await eventually(toldOf, (rows) => rows.length > 0, 20_000);
    expect(told).toHaveLength(1);
    // A few more evaluations by any of the three: still one.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await toldOf()).toHaveLength(1);
    expect(
      await handle.db
        .select()
        .from(coasterAlerts)
        .where(eq(coasterAlerts.subject, `device:${deviceId}`)),
    ).toEqual([expect.objectContaining({ kind: 'offline', episodeStartedAt: lastCall })]);
  });
});
