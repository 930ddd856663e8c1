import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  adminActivationsResponseSchema,
  adminUserSchema,
  adminUsersResponseSchema,
  auditResponseSchema,
  errorMessages,
  errorResponseSchema,
  walletBalanceSchema,
  walletRecordSchema,
} from '@orbit/contract';
import type { DatabaseHandle } from '../db/client.ts';
import { auditLog, users, walletRecords } from '../db/schema.ts';
import { addRide, addWalletRecord, call, createClient, createLicense, sessionOf } from '../test-support/fixtures.ts';
import type { TestClient } from '../test-support/fixtures.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { countRows, testDatabaseKinds } from '../test-support/test-database.ts';

describe.each(testDatabaseKinds)('admin user routes on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let admin: string;
  let supervisor: string;
  let colaborador: string;
  let client: TestClient;

  beforeAll(async () => {
    handle = await kind.open();
    app = await createTestApp(handle);
    admin = await sessionOf(app, 'admin@example.com');
    supervisor = await sessionOf(app, 'supervisor@example.com');
    colaborador = await sessionOf(app, 'colaborador@example.com');
    client = await createClient(handle);
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const auditOf = (targetId: number) =>
    call(app, 'GET', `/api/admin/audit?targetType=user&targetId=${targetId}`, { cookie: admin });

  describe('GET /api/admin/users', () => {
    it('answers the users with meta, ordered and paged', async () => {
      const response = await call(app, 'GET', '/api/admin/users?orderby=email&order=desc&limit=2&offset=1', {
        cookie: colaborador,
      });
      expect(response.statusCode).toBe(200);
      const body = adminUsersResponseSchema.parse(response.json());
      expect(body.meta).toEqual({ count: await countRows(handle, users), limit: 2, offset: 1 });
      const emails = body.results.map((user) => user.email);
      expect(emails).toEqual([...emails].sort().reverse());
    });

    it('filters by name, email and name as in contract, taking % literally', async () => {
      const [named] = await handle.db
        .update(users)
        .set({ nameAsInContract: 'Contracted 100% Ltd' })
        .where(eq(users.id, client.id))
        .returning({ id: users.id });
      const byContract = adminUsersResponseSchema.parse(
        (await call(app, 'GET', '/api/admin/users?nameasincontract=100%25', { cookie: admin })).json(),
      );
      expect(byContract.results.map((user) => user.id)).toEqual([named?.id]);
      const byEmail = adminUsersResponseSchema.parse(
        (
          await call(app, 'GET', `/api/admin/users?email=${encodeURIComponent(client.email.toUpperCase())}`, {
            cookie: admin,
          })
        ).json(),
      );
      expect(byEmail.results).toHaveLength(1);
      expect(byEmail.results[0]).toMatchObject({ id: client.id, isoAlpha3: 'BRA' });
      const none = adminUsersResponseSchema.parse(
        (await call(app, 'GET', '/api/admin/users?name=%25%25', { cookie: admin })).json(),
      );
      expect(none.meta.count).toBe(0);
    });

    it.each(['limit=0', 'limit=2001', 'order=up', 'orderby=password', 'unknown=1', 'offset=-1'])(
      'answers 400 to %s',
      async (query) => {
        const response = await call(app, 'GET', `/api/admin/users?${query}`, { cookie: admin });
        expect(response.statusCode).toBe(400);
        errorResponseSchema.parse(response.json());
      },
    );
  });

  describe('GET /api/admin/users/:id', () => {
    it('answers the user', async () => {
      const response = await call(app, 'GET', `/api/admin/users/${client.id}`, { cookie: colaborador });
      expect(adminUserSchema.parse(response.json())).toMatchObject({
        id: client.id,
        email: client.email,
        scope: 'user',
      });
    });

    it.each([
      ['999999', 404],
      ['abc', 400],
      ['0', 400],
    ])('answers /api/admin/users/%s with %i', async (id, status) => {
      expect((await call(app, 'GET', `/api/admin/users/${id}`, { cookie: admin })).statusCode).toBe(status);
    });
  });

  describe('PATCH /api/admin/users/:id/edit', () => {
    it('changes the fields and audits before and after in the same change', async () => {
      const target = await createClient(handle);
      const payload = {
        email: `  Renamed.${target.id}@Example.com `,
        name: 'Renamed Client',
        nameAsInContract: 'RC Lda',
      };
      const response = await call(app, 'PATCH', `/api/admin/users/${target.id}/edit`, { cookie: supervisor, payload });
      expect(response.statusCode).toBe(200);
      const edited = adminUserSchema.parse(response.json());
      expect(edited).toMatchObject({
        email: `renamed.${target.id}@example.com`,
        name: 'Renamed Client',
        nameAsInContract: 'RC Lda',
        scope: 'user',
      });
      const audit = auditResponseSchema.parse((await auditOf(target.id)).json());
      expect(audit.meta.count).toBe(1);
      expect(audit.results[0]).toMatchObject({
        action: 'user.edit',
        targetType: 'user',
        targetId: String(target.id),
        before: { email: target.email, name: 'Fixture Client', nameAsInContract: null },
        after: { email: edited.email, name: 'Renamed Client', nameAsInContract: 'RC Lda' },
      });
    });

    it('lets an admin change a scope, and refuses a supervisor with nothing written', async () => {
      const target = await createClient(handle);
      const payload = { email: target.email, name: 'Fixture Client', scope: 'colaborador' };
      const auditRows = await countRows(handle, auditLog);
      const refused = await call(app, 'PATCH', `/api/admin/users/${target.id}/edit`, { cookie: supervisor, payload });
      expect(refused.statusCode).toBe(403);
      expect(await countRows(handle, auditLog)).toBe(auditRows);
      // The same scope as now is no change, so a supervisor may send it.
      const unchanged = await call(app, 'PATCH', `/api/admin/users/${target.id}/edit`, {
        cookie: supervisor,
        payload: { ...payload, scope: 'user' },
      });
      expect(unchanged.statusCode).toBe(200);
      const changed = await call(app, 'PATCH', `/api/admin/users/${target.id}/edit`, { cookie: admin, payload });
      expect(adminUserSchema.parse(changed.json()).scope).toBe('colaborador');
    });

    it('answers 409 to an email already taken, and bad input 400, with nothing written', async () => {
      const target = await createClient(handle);
      const other = await createClient(handle);
      const auditRows = await countRows(handle, auditLog);
      const url = `/api/admin/users/${target.id}/edit`;
      const taken = await call(app, 'PATCH', url, {
        cookie: admin,
        payload: { email: other.email.toUpperCase(), name: 'Fixture Client' },
      });
      expect(taken.statusCode).toBe(409);
      expect(errorResponseSchema.parse(taken.json()).message).toBe(errorMessages.emailTaken);
      for (const payload of [
        { email: 'not-an-email', name: 'Valid Name' },
        { email: target.email, name: 'ab' },
        { email: target.email, name: 'Valid Name', scope: 'root' },
        { email: target.email, name: 'Valid Name', extra: true },
        { name: 'Valid Name' },
      ]) {
        expect((await call(app, 'PATCH', url, { cookie: admin, payload })).statusCode).toBe(400);
      }
      const missing = await call(app, 'PATCH', '/api/admin/users/999999/edit', {
        cookie: admin,
        payload: { email: 'nobody@example.com', name: 'Nobody' },
      });
      expect(missing.statusCode).toBe(404);
      expect(await countRows(handle, auditLog)).toBe(auditRows);
      const [row] = await handle.db.select().from(users).where(eq(users.id, target.id));
      expect(row?.email).toBe(target.email);
    });
  });

  describe('GET /api/admin/users/:userId/wallet-balance', () => {
    it('answers the same balance the client sees', async () => {
      const owner = await createClient(handle);
      const license = await createLicense(handle, owner.id);
      await addWalletRecord(handle, owner.id, 300, '2026-01-05T10:00:00Z');
      await addRide(handle, license.id, { consumedAt: '2026-01-20T15:00:00Z', customers: 3, charged: 30 });
      const response = await call(app, 'GET', `/api/admin/users/${owner.id}/wallet-balance`, { cookie: colaborador });
      expect(walletBalanceSchema.parse(response.json())).toEqual({ coinsBalance: 270, tickets: 3 });
      const own = await call(app, 'GET', '/api/report/wallet-balance', { cookie: await sessionOf(app, owner.email) });
      expect(own.json()).toEqual(response.json());
      expect((await call(app, 'GET', '/api/admin/users/999999/wallet-balance', { cookie: admin })).statusCode).toBe(
        404,
      );
    });
  });

  describe('POST /api/admin/users/:userId/wallet-records', () => {
    const insert = (userId: number, key: string | undefined, payload: unknown, cookie = colaborador) =>
      call(app, 'POST', `/api/admin/users/${userId}/wallet-records`, {
        cookie,
        payload,
        ...(key !== undefined && { headers: { 'idempotency-key': key } }),
      });
    const recordsOf = async (userId: number) =>
      (await handle.db.select().from(walletRecords).where(eq(walletRecords.userId, userId))).length;
    const balanceOf = async (userId: number) =>
      walletBalanceSchema.parse(
        (await call(app, 'GET', `/api/admin/users/${userId}/wallet-balance`, { cookie: admin })).json(),
      ).coinsBalance;

    it('inserts once per key: a retry answers the first record, audited once', async () => {
      const owner = await createClient(handle);
      const first = await insert(owner.id, 'retry-1', { amount: 150 });
      expect(first.statusCode).toBe(200);
      const record = walletRecordSchema.parse(first.json());
      expect(record).toMatchObject({ userId: owner.id, amount: 150, issuerUserId: 3 });
      const retry = await insert(owner.id, 'retry-1', { amount: 150, issuerUserId: 3 });
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());
      expect(await recordsOf(owner.id)).toBe(1);
      const audit = auditResponseSchema.parse((await auditOf(owner.id)).json());
      expect(audit.results).toHaveLength(1);
      expect(audit.results[0]).toMatchObject({ action: 'walletRecord.insert', before: null, after: record });
    });

    it('answers 422 to a key reused with another amount or wallet, inserting nothing', async () => {
      const owner = await createClient(handle);
      const other = await createClient(handle);
      await insert(owner.id, 'reuse-1', { amount: 40 });
      const auditRows = await countRows(handle, auditLog);
      const otherAmount = await insert(owner.id, 'reuse-1', { amount: 41 });
      expect(otherAmount.statusCode).toBe(422);
      expect(errorResponseSchema.parse(otherAmount.json()).message).toBe(errorMessages.idempotencyKeyReused);
      expect((await insert(other.id, 'reuse-1', { amount: 40 })).statusCode).toBe(422);
      expect(await recordsOf(owner.id)).toBe(1);
      expect(await recordsOf(other.id)).toBe(0);
      expect(await countRows(handle, auditLog)).toBe(auditRows);
      // Keys belong to their issuer: another staff member's same key is a new insertion.
      expect((await insert(owner.id, 'reuse-1', { amount: 40 }, supervisor)).statusCode).toBe(200);
      expect(await recordsOf(owner.id)).toBe(2);
    });

    it('refuses bad input with 400 (403 for another issuer, 404 for no user) and writes nothing', async () => {
      const owner = await createClient(handle);
      const records = await countRows(handle, walletRecords);
      const auditRows = await countRows(handle, auditLog);
      expect((await insert(owner.id, undefined, { amount: 10 })).statusCode).toBe(400);
      expect((await insert(owner.id, '', { amount: 10 })).statusCode).toBe(400);
      for (const payload of [
        { amount: 0 },
        { amount: 1.5 },
        { amount: '10' },
        { amount: 1_000_001 },
        { amount: -1_000_001 },
        {},
        { amount: 10, note: 'x' },
      ]) {
        expect((await insert(owner.id, `bad-${JSON.stringify(payload)}`, payload)).statusCode).toBe(400);
      }
      expect((await insert(owner.id, 'bad-issuer', { amount: 10, issuerUserId: 1 })).statusCode).toBe(403);
      expect((await insert(999_999, 'bad-user', { amount: 10 })).statusCode).toBe(404);
      expect(await countRows(handle, walletRecords)).toBe(records);
      expect(await countRows(handle, auditLog)).toBe(auditRows);
    });

    it('keeps the balance exact under 10 parallel inserts with distinct keys', async () => {
      const owner = await createClient(handle);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) => insert(owner.id, `parallel-${index}`, { amount: index + 1 })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
      expect(await recordsOf(owner.id)).toBe(10);
      expect(await balanceOf(owner.id)).toBe(55);
    });

    it('inserts once for parallel requests with the same key, all answering the same record', async () => {
      const owner = await createClient(handle);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => insert(owner.id, 'same-key', { amount: 25 }, admin)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
      expect(new Set(answers.map((answer) => walletRecordSchema.parse(answer.json()).id)).size).toBe(1);
      expect(await recordsOf(owner.id)).toBe(1);
      expect(await balanceOf(owner.id)).toBe(25);
    });
  });

  describe('GET /api/admin/users/:id/licenses/activations', () => {
    it('pages by page number', async () => {
      const owner = await createClient(handle);
      for (const label of ['One', 'Two', 'Three']) await createLicense(handle, owner.id, { label });
      const url = `/api/admin/users/${owner.id}/licenses/activations`;
      const all = adminActivationsResponseSchema.parse((await call(app, 'GET', url, { cookie: colaborador })).json());
      expect(all.meta).toEqual({ count: 3, limit: 2000, offset: 0 });
      const second = adminActivationsResponseSchema.parse(
        (await call(app, 'GET', `${url}?page=2&limit=2`, { cookie: admin })).json(),
      );
      expect(second.meta).toEqual({ count: 3, limit: 2, offset: 2 });
      expect(second.results).toHaveLength(1);
      expect((await call(app, 'GET', `${url}?page=0`, { cookie: admin })).statusCode).toBe(400);
      expect(
        (await call(app, 'GET', '/api/admin/users/999999/licenses/activations', { cookie: admin })).statusCode,
      ).toBe(404);
    });
  });

  describe('GET /api/admin/audit', () => {
    it.each(['targetType=licence&targetId=1', 'targetId=1', 'targetType=user', 'targetType=user&targetId='])(
      'answers 400 to %s',
      async (query) => {
        expect((await call(app, 'GET', `/api/admin/audit?${query}`, { cookie: admin })).statusCode).toBe(400);
      },
    );
  });
});
