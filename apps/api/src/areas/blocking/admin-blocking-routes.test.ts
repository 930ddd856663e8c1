import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  adminBlockingOrdersResponseSchema,
  auditResponseSchema,
  blockingOrderSchema,
  errorMessages,
  errorResponseSchema,
} from '@orbit/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog, blockingOrders, licenses } from '../../db/schema.ts';
import { call, createClient, createLicense, sessionOf } from '../../test-support/fixtures.ts';
import type { TestClient } from '../../test-support/fixtures.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { countRows, testDatabaseKinds, testNow } from '../../test-support/test-database.ts';

const createUrl = '/api/admin/users/blocking-orders';
const finishUrl = '/api/admin/users/blocking-orders/finish';

describe.each(testDatabaseKinds)('admin blocking routes on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let admin: string;
  let supervisor: string;
  let client: TestClient;

  beforeAll(async () => {
    handle = await kind.open();
    app = await createTestApp(handle);
    admin = await sessionOf(app, 'admin@example.com');
    supervisor = await sessionOf(app, 'supervisor@example.com');
    client = await createClient(handle);
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const auditOf = async (id: number) =>
    auditResponseSchema.parse(
      (await call(app, 'GET', `/api/admin/audit?targetType=blockingOrder&targetId=${id}`, { cookie: admin })).json(),
    ).results;

  it('blocks a licence with the code of its reason, lists it and audits it', async () => {
    const license = await createLicense(handle, client.id);
    const response = await call(app, 'POST', createUrl, {
      cookie: supervisor,
      payload: { reason: 'pending-agreement', licenseKey: license.key },
    });
    expect(response.statusCode).toBe(200);
    const order = blockingOrderSchema.parse(response.json());
    expect(order).toMatchObject({
      code: 5,
      reason: 'pending-agreement',
      licenseKey: license.key,
      licenseLabel: license.label,
      expiresAt: null,
      revokedAt: null,
    });
    const list = adminBlockingOrdersResponseSchema.parse(
      (await call(app, 'GET', `/api/admin/users/${client.id}/blocking-orders`, { cookie: admin })).json(),
    );
    expect(list.results.map((row) => row.id)).toContain(order.id);
    const [entry] = await auditOf(order.id);
    expect(entry).toMatchObject({ action: 'blockingOrder.create', before: null, after: { id: order.id } });
  });

  it('blocks a whole account by user id and the licence owner may be named too', async () => {
    const whole = await call(app, 'POST', createUrl, {
      cookie: admin,
      payload: { reason: 'owner-request', userId: client.id },
    });
    expect(blockingOrderSchema.parse(whole.json())).toMatchObject({ code: 6, licenseKey: null, licenseLabel: null });
    const license = await createLicense(handle, client.id);
    const both = await call(app, 'POST', createUrl, {
      cookie: admin,
      payload: { reason: 'financial-debt', licenseKey: license.key, userId: client.id },
    });
    expect(blockingOrderSchema.parse(both.json())).toMatchObject({ code: 4, licenseKey: license.key });
  });

  it('answers 400 for bad input and writes nothing', async () => {
    const before = await countRows(handle, blockingOrders);
    const audits = await countRows(handle, auditLog);
    for (const payload of [
      { reason: 'owner-request' },
      { reason: 'bored', userId: client.id },
      { reason: 'owner-request', userId: client.id, extra: 1 },
      { reason: 'owner-request', userId: 'one' },
      { reason: 'owner-request', licenseKey: '' },
    ]) {
      const response = await call(app, 'POST', createUrl, { cookie: admin, payload });
      expect(response.statusCode).toBe(400);
      errorResponseSchema.parse(response.json());
    }
    expect((await call(app, 'PATCH', finishUrl, { cookie: admin, payload: { id: 'x' } })).statusCode).toBe(400);
    expect(await countRows(handle, blockingOrders)).toBe(before);
    expect(await countRows(handle, auditLog)).toBe(audits);
  });

  it('answers 404 for unknown users, licences and orders', async () => {
    const before = await countRows(handle, blockingOrders);
    for (const payload of [
      { reason: 'owner-request', userId: 999_999 },
      { reason: 'owner-request', licenseKey: 'NO-SUCH-KEY' },
    ]) {
      expect((await call(app, 'POST', createUrl, { cookie: admin, payload })).statusCode).toBe(404);
    }
    expect((await call(app, 'GET', '/api/admin/users/999999/blocking-orders', { cookie: admin })).statusCode).toBe(404);
    expect((await call(app, 'PATCH', finishUrl, { cookie: admin, payload: { id: 999_999 } })).statusCode).toBe(404);
    expect(await countRows(handle, blockingOrders)).toBe(before);
  });

  it('answers 409 for a licence of another user or a revoked licence', async () => {
    const other = await createClient(handle);
    const license = await createLicense(handle, other.id);
    const before = await countRows(handle, blockingOrders);
    const mismatch = await call(app, 'POST', createUrl, {
      cookie: admin,
      payload: { reason: 'owner-request', licenseKey: license.key, userId: client.id },
    });
    expect(mismatch.statusCode).toBe(409);
    expect(errorResponseSchema.parse(mismatch.json()).errors).toEqual({
      licenseKey: errorMessages.licenseOfAnotherUser,
    });
    await handle.db.update(licenses).set({ revokedAt: testNow, revokedUserId: 1 }).where(eq(licenses.id, license.id));
    const revoked = await call(app, 'POST', createUrl, {
      cookie: admin,
      payload: { reason: 'owner-request', licenseKey: license.key },
    });
    expect(revoked.statusCode).toBe(409);
    expect(await countRows(handle, blockingOrders)).toBe(before);
  });

  it('finishes an order once, audits before and after, and refuses a second finish with 409', async () => {
    const created = blockingOrderSchema.parse(
      (
        await call(app, 'POST', createUrl, { cookie: admin, payload: { reason: 'owner-request', userId: client.id } })
      ).json(),
    );
    const response = await call(app, 'PATCH', finishUrl, { cookie: supervisor, payload: { id: created.id } });
    expect(response.statusCode).toBe(200);
    const finished = blockingOrderSchema.parse(response.json());
    expect(finished.id).toBe(created.id);
    expect(finished.revokedAt).not.toBeNull();
    const [row] = await handle.db.select().from(blockingOrders).where(eq(blockingOrders.id, created.id));
    expect(row?.revokedUserId).toBeGreaterThan(0);
    const audits = await countRows(handle, auditLog);
    const again = await call(app, 'PATCH', finishUrl, { cookie: admin, payload: { id: created.id } });
    expect(again.statusCode).toBe(409);
    expect(errorResponseSchema.parse(again.json()).message).toBe(errorMessages.blockingOrderFinished);
    expect(await countRows(handle, auditLog)).toBe(audits);
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({
      action: 'blockingOrder.finish',
      before: { revokedAt: null },
      after: { revokedAt: finished.revokedAt },
    });
  });
});
