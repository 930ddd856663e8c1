import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import {
  adminInsertWalletRecordResponseSchema,
  adminUserSchema,
  errorMessages,
  reauthenticateResponseSchema,
  recoveryCodesSchema,
  totpEnrolmentSchema,
} from '@orbit/contract';
import type { Scope } from '@orbit/domain';
import type { DatabaseHandle } from '../../db/client.ts';
import { demoPassword } from '../../demo/demo-accounts.ts';
import { auditLog, debitApprovals, sessions, totpFactors, users, walletRecords } from '../../db/schema.ts';
import { createClient, type TestClient } from '../../test-support/fixtures.ts';
import { countRows, testDatabaseKinds } from '../../test-support/test-database.ts';
import {
  createTestApp,
  createTestClock,
  sessionCookieName,
  sessionCookieOf,
  signIn,
} from '../../test-support/test-app.ts';
import type { TestClock } from '../../test-support/test-app.ts';
import { createRecentProof } from './reauthentication-service.ts';

let addressNumber = 0;
/** A client address of its own per sign-in, so the sign-in limits of one test never reach another's. */
const newAddress = () => `203.0.113.${++addressNumber}`;

describe("an API key's call", () => {
  it('never counts as a recent proof, however recent its times (ADR 0092)', () => {
    const now = new Date('2026-03-02T12:00:00Z');
    const proof = createRecentProof(300, () => now);
    expect(() => proof.require({ authenticatedAt: now })).not.toThrow();
    expect(() => proof.require({ authenticatedAt: now, apiKey: { id: 1, kind: 'account' } })).toThrow(
      errorMessages.apiKeyNotAccepted,
    );
  });
});

/** Re-authentication for sensitive acts (ADR 0058); the test app keeps the default five-minute window. */
describe.each(testDatabaseKinds)('re-authentication for sensitive acts on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let clock: TestClock;

  beforeAll(async () => {
    handle = await kind.open();
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    clock = createTestClock();
    app = await createTestApp(handle, { clock });
    return () => app.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    cookie: string,
    options: { payload?: object; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, cookies: { [sessionCookieName]: cookie }, ...options });

  const sessionOf = async (email: string) => sessionCookieOf(await signIn(app, email, { remoteAddress: newAddress() }));
  const reauthenticate = (cookie: string, payload: object) =>
    call('POST', '/api/me/reauthenticate', cookie, { payload });

  async function staffMember(scope: Scope): Promise<TestClient> {
    const account = await createClient(handle);
    await handle.db.update(users).set({ scope }).where(eq(users.id, account.id));
    return account;
  }

  const disabledAtOf = async (userId: number) =>
    (await handle.db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, userId)))[0]?.disabledAt;
  const scopeOf = async (userId: number) =>
    (await handle.db.select({ scope: users.scope }).from(users).where(eq(users.id, userId)))[0]?.scope;
  const eventsOf = (userId: number, action: string) =>
    handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.actorUserId, userId)));

  function expectReauthenticationAsked(answer: LightMyRequestResponse) {
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ message: errorMessages.reauthenticationRequired });
  }

  it('lets a fresh sign-in act, refuses the same session once its proof lapsed, and lets it act after a new proof', async () => {
    const admin = await staffMember('admin');
    const cookie = await sessionOf(admin.email);
    const first = await createClient(handle);
    expect((await call('POST', `/api/admin/users/${first.id}/disable`, cookie)).statusCode).toBe(200);

    clock.advanceMinutes(6);
    const second = await createClient(handle);
    expectReauthenticationAsked(await call('POST', `/api/admin/users/${second.id}/disable`, cookie));
    expect(await disabledAtOf(second.id)).toBeNull();
    // The refusal is recorded as a refused staff call.
    const denials = await eventsOf(admin.id, 'security.access.denied');
    expect(denials.at(-1)?.after).toMatchObject({ reason: errorMessages.reauthenticationRequired });

    const proved = await reauthenticate(cookie, { method: 'password', password: demoPassword });
    expect(proved.statusCode).toBe(200);
    expect(reauthenticateResponseSchema.parse(proved.json())).toEqual({
      authenticatedUntil: new Date(clock.now().getTime() + 5 * 60_000).toISOString(),
    });
    expect(await eventsOf(admin.id, 'security.reauthentication.succeeded')).toHaveLength(1);
    expect((await call('POST', `/api/admin/users/${second.id}/disable`, cookie)).statusCode).toBe(200);
    expect(await disabledAtOf(second.id)).not.toBeNull();

    // The proof lapses again after the window.
    clock.advanceMinutes(5);
    expectReauthenticationAsked(await call('POST', `/api/admin/users/${second.id}/enable`, cookie));
    expect(await disabledAtOf(second.id)).not.toBeNull();
  });

  it('belongs to the session: another session of the same user is not re-authenticated', async () => {
    const admin = await staffMember('admin');
    const laptop = await sessionOf(admin.email);
    const phone = await sessionOf(admin.email);
    clock.advanceMinutes(6);
    expect((await reauthenticate(laptop, { method: 'password', password: demoPassword })).statusCode).toBe(200);

    const client = await createClient(handle);
    expectReauthenticationAsked(await call('POST', `/api/admin/users/${client.id}/disable`, phone));
    expect((await call('POST', `/api/admin/users/${client.id}/disable`, laptop)).statusCode).toBe(200);
    const rows = await handle.db
      .select({ authenticatedAt: sessions.authenticatedAt })
      .from(sessions)
      .where(eq(sessions.userId, admin.id));
    expect(rows.map((row) => row.authenticatedAt.getTime()).sort()).toEqual(
      [clock.now().getTime() - 6 * 60_000, clock.now().getTime()].sort(),
    );
  });

  it('answers a wrong password or code with 400 beside its field, counts each, and refuses past the limit', async () => {
    const supervisor = await staffMember('supervisor');
    const cookie = await sessionOf(supervisor.email);
    clock.advanceMinutes(6);

    const wrong = await reauthenticate(cookie, { method: 'password', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: errorMessages.wrongCurrentPassword,
      errors: { password: errorMessages.wrongCurrentPassword },
    });
    // Without an app, no code is right.
    const code = await reauthenticate(cookie, { method: 'totp', code: '123456' });
    expect(code.statusCode).toBe(400);
    expect(code.json()).toMatchObject({ errors: { code: errorMessages.wrongSecondFactorCode } });
    const failures = await eventsOf(supervisor.id, 'security.reauthentication.failed');
    expect(failures.map((event) => event.after)).toEqual([
      expect.objectContaining({ method: 'password' }),
      expect.objectContaining({ method: 'totp' }),
    ]);
    // A body that names no method, or fields of another one, is bad input.
    expect((await reauthenticate(cookie, { password: demoPassword })).statusCode).toBe(400);
    expect((await reauthenticate(cookie, { method: 'password', code: '123456' })).statusCode).toBe(400);

    // Ten attempts in the window, as for the current password of a password or email change.
    for (let attempt = 3; attempt <= 10; attempt += 1) {
      expect((await reauthenticate(cookie, { method: 'password', password: 'wrong' })).statusCode).toBe(400);
    }
    expect((await reauthenticate(cookie, { method: 'password', password: demoPassword })).statusCode).toBe(429);
    const client = await createClient(handle);
    const edit = await call('PATCH', `/api/admin/users/${client.id}/edit`, cookie, {
      payload: { email: `moved.${client.id}@example.com`, name: 'Fixture Client' },
    });
    expectReauthenticationAsked(edit);
  });

  it('takes an app code once, or a recovery code, from a user with an authenticator app', async () => {
    const client = await createClient(handle);
    const cookie = await sessionOf(client.email);
    const codeOf = (secret: string, steps = 0) =>
      TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock.now().getTime() + steps * 30_000 });
    const started = totpEnrolmentSchema.parse((await call('POST', '/api/me/second-factor/totp', cookie)).json());
    const confirmed = await call('POST', '/api/me/second-factor/totp/confirm', cookie, {
      payload: { code: codeOf(started.secret) },
    });
    const { recoveryCodes } = recoveryCodesSchema.parse(confirmed.json());

    clock.advanceMinutes(6);
    const code = codeOf(started.secret);
    expect((await reauthenticate(cookie, { method: 'totp', code })).statusCode).toBe(200);
    // The same code again is used up.
    expect((await reauthenticate(cookie, { method: 'totp', code })).statusCode).toBe(400);
    clock.advanceMinutes(6);
    expect((await reauthenticate(cookie, { method: 'recoveryCode', code: recoveryCodes[0] })).statusCode).toBe(200);
    expect((await reauthenticate(cookie, { method: 'recoveryCode', code: recoveryCodes[0] })).statusCode).toBe(400);
  });

  it("asks for a recent proof before a staff member changes a scope or an email, not a name, and before ending a user's sessions", async () => {
    const admin = await staffMember('admin');
    const cookie = await sessionOf(admin.email);
    const client = await createClient(handle);
    await sessionOf(client.email);
    clock.advanceMinutes(6);
    const edit = (payload: object) =>
      call('PATCH', `/api/admin/users/${client.id}/edit`, cookie, {
        payload: { email: client.email, name: 'Fixture Client', ...payload },
      });

    expect((await edit({ name: 'Renamed Client' })).statusCode).toBe(200);
    expectReauthenticationAsked(await edit({ scope: 'colaborador' }));
    expect(await scopeOf(client.id)).toBe('user');
    const entries = await countRows(handle, auditLog);
    expectReauthenticationAsked(await edit({ email: `moved.${client.id}@example.com` }));
    // Nothing was asked of the new address: the refusal's security event is the only entry written.
    expect(await countRows(handle, auditLog)).toBe(entries + 1);
    expectReauthenticationAsked(await call('POST', `/api/admin/users/${client.id}/sessions/end`, cookie));
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, client.id))).toHaveLength(1);

    expect((await reauthenticate(cookie, { method: 'password', password: demoPassword })).statusCode).toBe(200);
    expect(adminUserSchema.parse((await edit({ scope: 'colaborador' })).json()).scope).toBe('colaborador');
    expect((await edit({ scope: 'user', email: `moved.${client.id}@example.com` })).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/users/${client.id}/sessions/end`, cookie)).json()).toMatchObject({
      ended: 1,
    });
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, client.id))).toHaveLength(0);
  });

  it('asks for a recent proof before starting an authenticator app, not before removing it with its own proof', async () => {
    const client = await createClient(handle);
    const cookie = await sessionOf(client.email);
    clock.advanceMinutes(6);
    expectReauthenticationAsked(await call('POST', '/api/me/second-factor/totp', cookie));
    expect(await handle.db.select().from(totpFactors).where(eq(totpFactors.userId, client.id))).toHaveLength(0);

    expect((await reauthenticate(cookie, { method: 'password', password: demoPassword })).statusCode).toBe(200);
    const started = totpEnrolmentSchema.parse((await call('POST', '/api/me/second-factor/totp', cookie)).json());
    const code = TOTP.generate({ secret: Secret.fromBase32(started.secret), timestamp: clock.now().getTime() });
    expect((await call('POST', '/api/me/second-factor/totp/confirm', cookie, { payload: { code } })).statusCode).toBe(
      200,
    );

    // Removal carries the password or a code itself, which is the proof it needs.
    clock.advanceMinutes(6);
    const removed = await call('POST', '/api/me/second-factor/totp/remove', cookie, {
      payload: { password: demoPassword },
    });
    expect(removed.statusCode).toBe(200);
  });

  it('asks for a recent proof before requesting a large debit and before approving one, not for a small one or a rejection', async () => {
    const colaborador = await staffMember('colaborador');
    const supervisor = await staffMember('supervisor');
    const requester = await sessionOf(colaborador.email);
    const approver = await sessionOf(supervisor.email);
    const client = await createClient(handle);
    const insert = (amount: number, key: string) =>
      call('POST', `/api/admin/users/${client.id}/wallet-records`, requester, {
        payload: { amount },
        headers: { 'idempotency-key': `${key}-${client.id}` },
      });
    expect((await insert(5000, 'credit')).statusCode).toBe(200);
    const firstRequest = adminInsertWalletRecordResponseSchema.parse((await insert(-2000, 'first')).json());
    if (!('pendingApproval' in firstRequest)) throw new Error('Expected a pending approval');
    const secondRequest = adminInsertWalletRecordResponseSchema.parse((await insert(-3000, 'second')).json());
    if (!('pendingApproval' in secondRequest)) throw new Error('Expected a pending approval');

    clock.advanceMinutes(6);
    const requests = await countRows(handle, debitApprovals);
    expectReauthenticationAsked(await insert(-1500, 'stale'));
    expect(await countRows(handle, debitApprovals)).toBe(requests);
    expect((await insert(-1000, 'small')).statusCode).toBe(200);

    const records = await countRows(handle, walletRecords);
    const approve = (id: number) => call('POST', `/api/admin/debit-approvals/${id}/approve`, approver);
    expectReauthenticationAsked(await approve(firstRequest.pendingApproval.id));
    expect(await countRows(handle, walletRecords)).toBe(records);
    const pending = await handle.db
      .select({ decidedAt: debitApprovals.decidedAt })
      .from(debitApprovals)
      .where(eq(debitApprovals.id, firstRequest.pendingApproval.id));
    expect(pending[0]?.decidedAt).toBeNull();
    const rejected = await call(
      'POST',
      `/api/admin/debit-approvals/${secondRequest.pendingApproval.id}/reject`,
      approver,
    );
    expect(rejected.statusCode).toBe(200);

    expect((await reauthenticate(approver, { method: 'password', password: demoPassword })).statusCode).toBe(200);
    expect((await approve(firstRequest.pendingApproval.id)).json()).toMatchObject({ status: 'approved' });
    expect(await countRows(handle, walletRecords)).toBe(records + 1);
    expect((await reauthenticate(requester, { method: 'password', password: demoPassword })).statusCode).toBe(200);
    expect((await insert(-1500, 'stale')).statusCode).toBe(200);
  });
});
