import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, notLike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  adminActivationsResponseSchema,
  adminUserSchema,
  adminUsersResponseSchema,
  auditResponseSchema,
  clientActivityResponseSchema,
  currentUserSchema,
  endSessionsResponseSchema,
  errorMessages,
  errorResponseSchema,
  walletBalanceSchema,
  walletRecordSchema,
} from '@orbit/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog, users, walletRecords } from '../../db/schema.ts';
import { addRide, addWalletRecord, call, createClient, createLicense, sessionOf } from '../../test-support/fixtures.ts';
import type { TestClient } from '../../test-support/fixtures.ts';
import { createTestApp, recordingMailer, signIn } from '../../test-support/test-app.ts';
import { countRows, testDatabaseKinds } from '../../test-support/test-database.ts';

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

  /** Audit entries of changes, leaving out the security events that refused calls also write. */
  const changeEntries = async () => {
    const [row] = await handle.db
      .select({ rows: count() })
      .from(auditLog)
      .where(notLike(auditLog.action, 'security.access.%'));
    return row?.rows ?? 0;
  };

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
    it('changes the fields and audits before and after in the same change; a new email only waits', async () => {
      const target = await createClient(handle);
      const payload = {
        email: `  Renamed.${target.id}@Example.com `,
        name: 'Renamed Client',
        nameAsInContract: 'RC Lda',
      };
      const response = await call(app, 'PATCH', `/api/admin/users/${target.id}/edit`, { cookie: supervisor, payload });
      expect(response.statusCode).toBe(200);
      const edited = adminUserSchema.parse(response.json());
      const newEmail = `renamed.${target.id}@example.com`;
      // ADR 0055: the account keeps its address until the new one confirms it.
      expect(edited).toMatchObject({
        email: target.email,
        name: 'Renamed Client',
        nameAsInContract: 'RC Lda',
        scope: 'user',
        pendingEmailChange: { email: newEmail, byStaff: true },
      });
      expect(
        adminUserSchema.parse((await call(app, 'GET', `/api/admin/users/${target.id}`, { cookie: supervisor })).json()),
      ).toEqual(edited);
      const audit = auditResponseSchema.parse((await auditOf(target.id)).json());
      expect(audit.meta.count).toBe(2);
      expect(audit.results.map((entry) => entry.action).sort()).toEqual([
        'security.email.changeRequested',
        'user.edit',
      ]);
      expect(audit.results.find((entry) => entry.action === 'user.edit')).toMatchObject({
        targetType: 'user',
        targetId: String(target.id),
        before: { email: target.email, name: 'Fixture Client', nameAsInContract: null, pendingEmailChange: null },
        after: { email: target.email, name: 'Renamed Client', pendingEmailChange: { email: newEmail } },
      });
      expect(audit.results.find((entry) => entry.action === 'security.email.changeRequested')).toMatchObject({
        actorUserId: 2,
        after: { newEmail, byStaff: true },
      });
      // Sending the waiting address again asks for nothing new.
      const again = await call(app, 'PATCH', `/api/admin/users/${target.id}/edit`, { cookie: supervisor, payload });
      expect(adminUserSchema.parse(again.json()).pendingEmailChange).toEqual(edited.pendingEmailChange);
    });

    it('lets an admin change a scope, and refuses a supervisor with nothing written', async () => {
      const target = await createClient(handle);
      const payload = { email: target.email, name: 'Fixture Client', scope: 'colaborador' };
      const auditRows = await changeEntries();
      const refused = await call(app, 'PATCH', `/api/admin/users/${target.id}/edit`, { cookie: supervisor, payload });
      expect(refused.statusCode).toBe(403);
      expect(await changeEntries()).toBe(auditRows);
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
      const auditRows = await changeEntries();
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
      expect(await changeEntries()).toBe(auditRows);
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
      const auditRows = await changeEntries();
      const otherAmount = await insert(owner.id, 'reuse-1', { amount: 41 });
      expect(otherAmount.statusCode).toBe(422);
      expect(errorResponseSchema.parse(otherAmount.json()).message).toBe(errorMessages.idempotencyKeyReused);
      expect((await insert(other.id, 'reuse-1', { amount: 40 })).statusCode).toBe(422);
      expect(await recordsOf(owner.id)).toBe(1);
      expect(await recordsOf(other.id)).toBe(0);
      expect(await changeEntries()).toBe(auditRows);
      // Keys belong to their issuer: another staff member's same key is a new insertion.
      expect((await insert(owner.id, 'reuse-1', { amount: 40 }, supervisor)).statusCode).toBe(200);
      expect(await recordsOf(owner.id)).toBe(2);
    });

    it('refuses bad input with 400 (403 for another issuer, 404 for no user) and writes nothing', async () => {
      const owner = await createClient(handle);
      const records = await countRows(handle, walletRecords);
      const auditRows = await changeEntries();
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
      expect(await changeEntries()).toBe(auditRows);
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
    it.each(['targetType=licence&targetId=1', 'targetId=1', 'targetType=user&targetId=', 'targetType=user&action='])(
      'answers 400 to %s',
      async (query) => {
        expect((await call(app, 'GET', `/api/admin/audit?${query}`, { cookie: admin })).statusCode).toBe(400);
      },
    );
  });

  describe('GET /api/admin/users/:id/audit (ADR 0024)', () => {
    it("answers the client's own, licence and order entries newest first, with who made them, paged", async () => {
      const owner = await createClient(handle);
      const other = await createClient(handle);
      const license = await createLicense(handle, owner.id);
      const otherLicense = await createLicense(handle, other.id);
      const url = `/api/admin/users/${owner.id}/audit`;
      // Sign-ins are the account's own traffic and stay out of its timeline.
      expect(
        (await call(app, 'POST', '/api/sign-in', { payload: { email: owner.email, password: 'demo1234' } })).statusCode,
      ).toBe(200);
      const steps = [
        () =>
          call(app, 'PATCH', `/api/admin/users/${owner.id}/edit`, {
            cookie: supervisor,
            payload: { email: owner.email, name: 'Timeline Client' },
          }),
        () =>
          call(app, 'POST', `/api/admin/users/${owner.id}/wallet-records`, {
            cookie: colaborador,
            headers: { 'idempotency-key': `timeline-${owner.id}` },
            payload: { amount: 25 },
          }),
        () =>
          call(app, 'POST', '/api/admin/users/blocking-orders', {
            cookie: admin,
            payload: { reason: 'financial-debt', licenseKey: license.key },
          }),
        () =>
          call(app, 'PATCH', '/api/admin/users/license/unlimited', {
            cookie: admin,
            payload: { licenseKey: license.key },
          }),
        () =>
          call(app, 'PATCH', '/api/admin/users/license/unlimited', {
            cookie: admin,
            payload: { licenseKey: otherLicense.key },
          }),
        () => call(app, 'POST', `/api/admin/users/${owner.id}/sessions/end`, { cookie: admin }),
      ];
      // One after the other, so the order of the entries is the order of the calls.
      for (const step of steps) expect((await step()).statusCode).toBe(200);

      const response = await call(app, 'GET', url, { cookie: admin });
      expect(response.statusCode).toBe(200);
      const body = clientActivityResponseSchema.parse(response.json());
      expect(body.results.map((entry) => entry.action)).toEqual([
        'security.sessions.ended',
        'license.unlimited',
        'blockingOrder.create',
        'walletRecord.insert',
        'user.edit',
      ]);
      // Security events are the admins' (ADR 0054): a supervisor's timeline leaves the ended sessions out.
      const ofSupervisor = clientActivityResponseSchema.parse(
        (await call(app, 'GET', url, { cookie: supervisor })).json(),
      );
      expect(ofSupervisor.results.map((entry) => entry.action)).toEqual(
        body.results.slice(1).map((entry) => entry.action),
      );
      expect(ofSupervisor.meta.count).toBe(4);
      const names = new Map(
        (await handle.db.select({ id: users.id, name: users.name }).from(users)).map((row) => [row.id, row.name]),
      );
      for (const entry of body.results) {
        expect(entry.actorUserId).not.toBeNull();
        expect(entry.actorName).toBe(names.get(entry.actorUserId ?? 0));
      }
      expect(body.results[1]?.targetId).toBe(license.key);
      expect(body.meta).toEqual({ count: 5, limit: 50, offset: 0 });

      const page = clientActivityResponseSchema.parse(
        (await call(app, 'GET', `${url}?limit=2&offset=2`, { cookie: admin })).json(),
      );
      expect(page.results.map((entry) => entry.action)).toEqual(['blockingOrder.create', 'walletRecord.insert']);
      expect(page.meta).toEqual({ count: 5, limit: 2, offset: 2 });
    });

    it('answers 404 to an unknown user and 400 to bad paging', async () => {
      expect((await call(app, 'GET', '/api/admin/users/999999/audit', { cookie: admin })).statusCode).toBe(404);
      for (const query of ['limit=0', 'limit=201', 'offset=-1', 'page=2']) {
        const response = await call(app, 'GET', `/api/admin/users/${client.id}/audit?${query}`, { cookie: admin });
        expect(response.statusCode, query).toBe(400);
        expect(errorResponseSchema.safeParse(response.json()).success).toBe(true);
      }
    });
  });

  describe('staff cannot climb over staff (ADR 0020)', () => {
    const edit = (cookie: string, id: number, payload: object) =>
      call(app, 'PATCH', `/api/admin/users/${id}/edit`, { cookie, payload });
    const adminRow = async (id: number) =>
      adminUserSchema.parse((await call(app, 'GET', `/api/admin/users/${id}`, { cookie: admin })).json());

    it('refuses a supervisor editing an admin or another staff account, writes nothing and records the 403', async () => {
      for (const [id, message] of [
        [2, errorMessages.ownAccount],
        [1, errorMessages.staffEditAdminOnly],
        [3, errorMessages.staffEditAdminOnly],
      ] as const) {
        const before = await adminRow(id);
        const response = await edit(supervisor, id, { email: 'taken.over@example.com', name: 'Taken Over' });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message });
        expect(await adminRow(id)).toEqual(before);
      }
      const denials = await call(
        app,
        'GET',
        '/api/admin/audit?targetType=route&targetId=PATCH%20%2Fapi%2Fadmin%2Fusers%2F%3Aid%2Fedit&action=security.',
        { cookie: admin },
      );
      const entries = auditResponseSchema.parse(denials.json()).results;
      expect(entries.filter((entry) => entry.actorUserId === 2).length).toBeGreaterThanOrEqual(3);
      expect(entries[0]?.after).toMatchObject({ reason: errorMessages.staffEditAdminOnly, scope: 'supervisor' });
    });

    it('refuses a colaborador editing a client, and a client any staff call', async () => {
      const target = await createClient(handle);
      expect((await edit(colaborador, target.id, { email: target.email, name: 'Nope' })).statusCode).toBe(403);
      const clientCookie = await sessionOf(app, target.email);
      expect((await edit(clientCookie, target.id, { email: target.email, name: 'Nope' })).statusCode).toBe(403);
      expect((await call(app, 'GET', '/api/admin/users', { cookie: clientCookie })).statusCode).toBe(403);
      expect((await adminRow(target.id)).name).toBe('Fixture Client');
    });

    it('lets an admin edit a staff account and its scope', async () => {
      const target = await createClient(handle);
      await handle.db.update(users).set({ scope: 'colaborador' }).where(eq(users.id, target.id));
      const response = await edit(admin, target.id, { email: target.email, name: 'Promoted', scope: 'supervisor' });
      expect(response.statusCode).toBe(200);
      expect(adminUserSchema.parse(response.json())).toMatchObject({ name: 'Promoted', scope: 'supervisor' });
    });

    it("changes what the member's own session says and may do at once: scope and roles of GET /api/me, access", async () => {
      const member = await createClient(handle);
      await handle.db.update(users).set({ scope: 'colaborador' }).where(eq(users.id, member.id));
      const memberSession = await sessionOf(app, member.email);
      const me = async () =>
        currentUserSchema.parse((await call(app, 'GET', '/api/me', { cookie: memberSession })).json());
      expect(await me()).toMatchObject({ scope: 'colaborador', roles: ['colaborador'] });
      const sameClient = { email: client.email, name: 'Fixture Client' };
      expect((await edit(memberSession, client.id, sameClient)).statusCode).toBe(403);

      const promoted = await edit(admin, member.id, {
        email: member.email,
        name: 'Fixture Client',
        scope: 'supervisor',
      });
      expect(promoted.statusCode).toBe(200);
      expect(await me()).toMatchObject({ scope: 'supervisor', roles: ['supervisor'] });
      expect((await edit(memberSession, client.id, sameClient)).statusCode).toBe(200);

      const demoted = await edit(admin, member.id, { email: member.email, name: 'Fixture Client', scope: 'user' });
      expect(demoted.statusCode).toBe(200);
      expect(await me()).toMatchObject({ scope: 'user', roles: ['user'] });
      expect((await call(app, 'GET', '/api/admin/users', { cookie: memberSession })).statusCode).toBe(403);
    });

    it('on a new email: keeps the account as it is, mails a link to the new address and tells the old one', async () => {
      const mails = recordingMailer(handle);
      const mailingApp = await createTestApp(handle, { mailer: mails.mailer });
      try {
        const target = await createClient(handle);
        const verifiedAt = new Date('2026-01-02T03:04:05Z');
        await handle.db.update(users).set({ emailVerifiedAt: verifiedAt }).where(eq(users.id, target.id));
        const targetSession = await sessionOf(mailingApp, target.email);
        const staff = await sessionOf(mailingApp, 'supervisor@example.com');

        const newEmail = `moved.${target.id}@example.com`;
        const response = await call(mailingApp, 'PATCH', `/api/admin/users/${target.id}/edit`, {
          cookie: staff,
          payload: { email: newEmail, name: 'Fixture Client' },
        });
        expect(response.statusCode).toBe(200);

        const [row] = await handle.db.select().from(users).where(eq(users.id, target.id));
        expect(row).toMatchObject({ email: target.email, emailVerifiedAt: verifiedAt });
        expect((await call(mailingApp, 'GET', '/api/me', { cookie: targetSession })).statusCode).toBe(200);
        await mails.settled();
        const [confirm, notice] = mails.sent.slice(-2);
        // The client's country (Brazil) gives the language.
        expect(confirm).toMatchObject({ to: newEmail, subject: 'Confirme seu novo e-mail no Orbit Console' });
        expect(confirm?.link).toMatch(/\/email-change\/confirm\?token=[\w-]{43}$/);
        expect(notice).toMatchObject({
          to: target.email,
          subject: 'Foi pedida a alteração do seu e-mail no Orbit Console',
        });
        expect(notice?.text).toContain(newEmail);
        expect(notice?.link).toMatch(/\/email-change\/cancel\?token=[\w-]{43}$/);
        // Resets and sign-in know the old address only until the new one confirms.
        const resetOf = (email: string) =>
          call(mailingApp, 'POST', '/api/reset-password/request', {
            payload: { email },
            remoteAddress: '198.18.200.1',
          });
        expect((await resetOf(newEmail)).statusCode).toBe(404);
        expect((await resetOf(target.email)).statusCode).toBe(200);
        await mails.settled();
        expect(mails.sent.at(-1)?.to).toBe(target.email);
        expect((await signIn(mailingApp, newEmail, { remoteAddress: '198.18.200.3' })).statusCode).toBe(401);
      } finally {
        await mailingApp.close();
      }
    });

    it('keeps the sessions of a user whose email stays the same', async () => {
      const target = await createClient(handle);
      const targetSession = await sessionOf(app, target.email);
      expect((await edit(admin, target.id, { email: target.email.toUpperCase(), name: 'Same Mail' })).statusCode).toBe(
        200,
      );
      expect((await call(app, 'GET', '/api/me', { cookie: targetSession })).statusCode).toBe(200);
    });

    it("inserts coins only into client wallets and never into the caller's own", async () => {
      const insert = (cookie: string, userId: number, key: string) =>
        call(app, 'POST', `/api/admin/users/${userId}/wallet-records`, {
          cookie,
          payload: { amount: 10 },
          headers: { 'idempotency-key': key },
        });
      const before = await countRows(handle, walletRecords);
      const own = await insert(admin, 1, 'own-wallet');
      expect(own.statusCode).toBe(403);
      expect(own.json()).toEqual({ message: errorMessages.ownAccount });
      const staff = await insert(supervisor, 3, 'staff-wallet');
      expect(staff.statusCode).toBe(409);
      expect(staff.json()).toEqual({ message: errorMessages.clientAccountsOnly });
      expect((await insert(colaborador, 1, 'admin-wallet')).statusCode).toBe(409);
      expect(await countRows(handle, walletRecords)).toBe(before);
      expect((await insert(colaborador, client.id, 'client-wallet')).statusCode).toBe(200);
    });
  });

  describe('ending sessions and disabling accounts (ADR 0020)', () => {
    it('ends every session of a user at once, audited', async () => {
      const target = await createClient(handle);
      const first = await sessionOf(app, target.email);
      const second = await sessionOf(app, target.email);
      const response = await call(app, 'POST', `/api/admin/users/${target.id}/sessions/end`, { cookie: admin });
      expect(response.statusCode).toBe(200);
      expect(endSessionsResponseSchema.parse(response.json()).ended).toBe(2);
      for (const cookie of [first, second]) {
        expect((await call(app, 'GET', '/api/me', { cookie })).statusCode).toBe(401);
      }
      const audit = auditResponseSchema.parse((await auditOf(target.id)).json());
      expect(audit.results[0]).toMatchObject({
        action: 'security.sessions.ended',
        actorUserId: 1,
        after: { sessionsEnded: 2 },
      });
      expect((await call(app, 'POST', '/api/admin/users/999999/sessions/end', { cookie: admin })).statusCode).toBe(404);
    });

    it('disables an account: its sessions end at once, it cannot sign in or reset; enabling lets it back', async () => {
      const target = await createClient(handle);
      const session = await sessionOf(app, target.email);
      const disabled = await call(app, 'POST', `/api/admin/users/${target.id}/disable`, { cookie: admin });
      expect(disabled.statusCode).toBe(200);
      expect(adminUserSchema.parse(disabled.json()).disabledAt).not.toBeNull();
      expect((await call(app, 'GET', '/api/me', { cookie: session })).statusCode).toBe(401);
      const signIn = await call(app, 'POST', '/api/sign-in', {
        payload: { email: target.email, password: 'demo1234' },
        remoteAddress: '198.18.201.1',
      });
      expect(signIn.statusCode).toBe(403);
      const reset = await call(app, 'POST', '/api/reset-password/request', {
        payload: { email: target.email },
        remoteAddress: '198.18.201.2',
      });
      expect(reset.statusCode).toBe(403);
      // Disabling again changes nothing and audits nothing.
      const auditCount = auditResponseSchema.parse((await auditOf(target.id)).json()).meta.count;
      expect((await call(app, 'POST', `/api/admin/users/${target.id}/disable`, { cookie: admin })).statusCode).toBe(
        200,
      );
      expect(auditResponseSchema.parse((await auditOf(target.id)).json()).meta.count).toBe(auditCount);

      const enabled = await call(app, 'POST', `/api/admin/users/${target.id}/enable`, { cookie: admin });
      expect(adminUserSchema.parse(enabled.json()).disabledAt).toBeNull();
      expect(await sessionOf(app, target.email)).toBeTruthy();
      const actions = auditResponseSchema
        .parse((await auditOf(target.id)).json())
        .results.map((entry) => entry.action)
        .filter((action) => action.startsWith('security.account.'));
      expect(actions).toEqual(['security.account.enabled', 'security.account.disabled']);
    });

    it('refuses an admin disabling their own account, and a supervisor disabling anyone', async () => {
      const own = await call(app, 'POST', '/api/admin/users/1/disable', { cookie: admin });
      expect(own.statusCode).toBe(403);
      expect(own.json()).toEqual({ message: errorMessages.ownAccount });
      expect(
        (await call(app, 'POST', `/api/admin/users/${client.id}/disable`, { cookie: supervisor })).statusCode,
      ).toBe(403);
      expect((await call(app, 'GET', `/api/admin/users/${client.id}`, { cookie: admin })).json()).toMatchObject({
        disabledAt: null,
      });
    });
  });
});
