import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import {
  currentUserSchema,
  errorMessages,
  recoveryCodesSchema,
  secondFactorChallengeSchema,
  secondFactorStatusSchema,
  totpEnrolmentSchema,
} from '@orbit/contract';
import type { Scope } from '@orbit/domain';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog, pendingSignIns, totpFactors, users } from '../../db/schema.ts';
import { createClient, type TestClient } from '../../test-support/fixtures.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';
import {
  createTestApp,
  createTestClock,
  getMe,
  sessionCookieName,
  sessionCookieOf,
  signIn,
} from '../../test-support/test-app.ts';
import type { TestClock } from '../../test-support/test-app.ts';

const pendingCookieName = 'orbit_pending_sign_in';
const stepMs = 30_000;

/** The code an authenticator app holding `secret` shows `steps` time steps after the clock's instant. */
function codeOf(secret: string, clock: TestClock, steps = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock.now().getTime() + steps * stepMs });
}

function pendingCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === pendingCookieName);
  if (!cookie) throw new Error(`No ${pendingCookieName} cookie in the answer (status ${response.statusCode})`);
  return cookie.value;
}

let addressNumber = 0;
/** A client address of its own per test, so the shared rate-limit counters of one test never reach another's. */
const newAddress = () => `198.51.100.${++addressNumber}`;

describe.each(testDatabaseKinds)('second factors on $name', (kind) => {
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
    method: 'GET' | 'POST',
    url: string,
    cookie: string,
    payload?: object,
    remoteAddress?: string,
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      cookies: { [sessionCookieName]: cookie },
      ...(payload && { payload }),
      ...(remoteAddress && { remoteAddress }),
    });

  const secondStep = (pendingCookie: string | undefined, payload: object, remoteAddress?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/sign-in/second-factor',
      ...(pendingCookie && { cookies: { [pendingCookieName]: pendingCookie } }),
      payload,
      ...(remoteAddress && { remoteAddress }),
    });

  /** Signs the account in with its password alone and enrols an authenticator app; answers the secret and codes. */
  async function enrol(account: TestClient, address = newAddress()) {
    const cookie = sessionCookieOf(await signIn(app, account.email, { remoteAddress: address }));
    const started = totpEnrolmentSchema.parse((await call('POST', '/api/me/second-factor/totp', cookie)).json());
    const confirmed = await call('POST', '/api/me/second-factor/totp/confirm', cookie, {
      code: codeOf(started.secret, clock),
    });
    expect(confirmed.statusCode).toBe(200);
    return { cookie, secret: started.secret, ...recoveryCodesSchema.parse(confirmed.json()) };
  }

  async function eventsOf(userId: number, action: string) {
    return handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(userId))));
  }

  async function staffMember(scope: Scope): Promise<TestClient> {
    const account = await createClient(handle);
    await handle.db.update(users).set({ scope }).where(eq(users.id, account.id));
    return account;
  }

  describe('enrolment from the profile', () => {
    it('shows a secret once, enrols it by a first valid code, and answers ten single recovery codes', async () => {
      const client = await createClient(handle);
      const cookie = sessionCookieOf(await signIn(app, client.email, { remoteAddress: newAddress() }));
      const before = await call('GET', '/api/me/second-factor', cookie);
      expect(secondFactorStatusSchema.parse(before.json())).toEqual({ totp: null, recoveryCodesLeft: 0 });

      const started = await call('POST', '/api/me/second-factor/totp', cookie);
      expect(started.statusCode).toBe(200);
      const { secret, uri } = totpEnrolmentSchema.parse(started.json());
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const address = new URL(uri);
      expect(address.protocol).toBe('otpauth:');
      expect(address.searchParams.get('secret')).toBe(secret);
      expect(address.searchParams.get('issuer')).toBe('Orbit Console');
      expect(decodeURIComponent(address.pathname)).toContain(client.email);
      // Started is not enrolled: signing in still takes the password alone.
      expect(currentUserSchema.parse((await getMe(app, cookie)).json()).secondFactor.enrolled).toBe(false);

      const wrong = await call('POST', '/api/me/second-factor/totp/confirm', cookie, {
        code: codeOf(secret, clock, 5),
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        message: errorMessages.wrongSecondFactorCode,
        errors: { code: errorMessages.wrongSecondFactorCode },
      });

      const confirmed = await call('POST', '/api/me/second-factor/totp/confirm', cookie, {
        code: codeOf(secret, clock),
      });
      expect(confirmed.statusCode).toBe(200);
      const { recoveryCodes } = recoveryCodesSchema.parse(confirmed.json());
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

      const status = secondFactorStatusSchema.parse((await call('GET', '/api/me/second-factor', cookie)).json());
      expect(status).toEqual({ totp: { enrolledAt: clock.now().toISOString() }, recoveryCodesLeft: 10 });
      expect(JSON.stringify(status)).not.toContain(secret);
      expect(currentUserSchema.parse((await getMe(app, cookie)).json()).secondFactor).toEqual({
        enrolled: true,
        required: false,
      });
      // Shown once: a new start is refused while the app is enrolled, and the codes are kept only hashed.
      const again = await call('POST', '/api/me/second-factor/totp', cookie);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: errorMessages.totpAlreadyEnrolled });
      expect(await eventsOf(client.id, 'security.secondFactor.enrolled')).toHaveLength(1);
      const rows = await handle.db.execute(`select code_hash from recovery_codes where user_id = ${client.id}`);
      expect(JSON.stringify(rows)).not.toContain(recoveryCodes[0]?.replace('-', ''));
    });

    it('refuses a confirmation before any start, and malformed codes with 400, changing nothing', async () => {
      const client = await createClient(handle);
      const cookie = sessionCookieOf(await signIn(app, client.email, { remoteAddress: newAddress() }));
      const early = await call('POST', '/api/me/second-factor/totp/confirm', cookie, { code: '123456' });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ message: errorMessages.totpEnrolmentNotStarted });
      await call('POST', '/api/me/second-factor/totp', cookie);
      for (const body of [{ code: '12345' }, { code: 'abcdef' }, {}, { code: '123456', extra: true }]) {
        const response = await call('POST', '/api/me/second-factor/totp/confirm', cookie, body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message: errorMessages.invalidInput, errors: expect.any(Object) });
      }
      const [factor] = await handle.db.select().from(totpFactors).where(eq(totpFactors.userId, client.id));
      expect(factor?.confirmedAt).toBeNull();
    });

    it('answers 401 to every second-factor call without a session', async () => {
      for (const [method, url] of [
        ['GET', '/api/me/second-factor'],
        ['POST', '/api/me/second-factor/totp'],
        ['POST', '/api/me/second-factor/totp/confirm'],
        ['POST', '/api/me/second-factor/totp/remove'],
      ] as const) {
        const response = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
        expect(response.statusCode, url).toBe(401);
      }
    });
  });

  describe('signing in with a second factor', () => {
    it('answers a factor-required result with a pending cookie and no session, then starts the session on a code', async () => {
      const client = await createClient(handle);
      const { secret } = await enrol(client);
      const address = newAddress();

      const first = await signIn(app, client.email, { remoteAddress: address });
      expect(first.statusCode).toBe(200);
      const challenge = secondFactorChallengeSchema.parse(first.json());
      expect(challenge.methods).toEqual(['totp', 'recoveryCode']);
      expect(first.cookies.find((cookie) => cookie.name === sessionCookieName)).toBeUndefined();
      const pendingCookie = first.cookies.find((cookie) => cookie.name === pendingCookieName);
      expect(pendingCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 300 });

      // The enrolment used this step's code; the app's next code is within the tolerance.
      const second = await secondStep(
        pendingCookieOf(first),
        { method: 'totp', code: codeOf(secret, clock, 1) },
        address,
      );
      expect(second.statusCode).toBe(200);
      expect(currentUserSchema.parse(second.json())).toMatchObject({ id: client.id, secondFactor: { enrolled: true } });
      expect((await getMe(app, sessionCookieOf(second))).statusCode).toBe(200);
      const [succeeded] = (await eventsOf(client.id, 'security.signIn.succeeded')).slice(-1);
      expect(succeeded?.after).toMatchObject({ secondFactor: 'totp' });

      // Single use: the pending sign-in is gone once it started a session.
      const reused = await secondStep(
        pendingCookieOf(first),
        { method: 'totp', code: codeOf(secret, clock, 1) },
        address,
      );
      expect(reused.statusCode).toBe(401);
      expect(reused.json()).toEqual({ message: errorMessages.signInStepExpired });
    });

    it('refuses a code replayed in its step, and any older one, recording the failure', async () => {
      const client = await createClient(handle);
      const { secret } = await enrol(client);
      const address = newAddress();
      const code = codeOf(secret, clock, 1);
      const pending = pendingCookieOf(await signIn(app, client.email, { remoteAddress: address }));
      expect((await secondStep(pending, { method: 'totp', code }, address)).statusCode).toBe(200);

      const next = pendingCookieOf(await signIn(app, client.email, { remoteAddress: address }));
      for (const replayed of [code, codeOf(secret, clock)]) {
        const response = await secondStep(next, { method: 'totp', code: replayed }, address);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: errorMessages.wrongSecondFactorCode });
      }
      expect(await eventsOf(client.id, 'security.secondFactor.failed')).toHaveLength(2);
      // A step further, the app's next code goes through.
      clock.advanceMinutes(1);
      expect((await secondStep(next, { method: 'totp', code: codeOf(secret, clock) }, address)).statusCode).toBe(200);
    });

    it('accepts codes one step either side of the server clock and none further', async () => {
      const client = await createClient(handle);
      const { secret } = await enrol(client);
      const address = newAddress();
      clock.advanceMinutes(10);
      const pending = pendingCookieOf(await signIn(app, client.email, { remoteAddress: address }));
      expect((await secondStep(pending, { method: 'totp', code: codeOf(secret, clock, 2) }, address)).statusCode).toBe(
        401,
      );
      expect((await secondStep(pending, { method: 'totp', code: codeOf(secret, clock, -1) }, address)).statusCode).toBe(
        200,
      );
    });

    it('completes with a recovery code, typed in any case and spacing, each usable once', async () => {
      const client = await createClient(handle);
      const { recoveryCodes } = await enrol(client);
      const address = newAddress();
      const [code = ''] = recoveryCodes;
      const typed = ` ${code.toUpperCase().replace('-', ' ')} `;

      const pending = pendingCookieOf(await signIn(app, client.email, { remoteAddress: address }));
      const used = await secondStep(pending, { method: 'recoveryCode', code: typed }, address);
      expect(used.statusCode).toBe(200);
      const [event] = await eventsOf(client.id, 'security.secondFactor.recoveryCodeUsed');
      expect(event?.after).toMatchObject({ recoveryCodesLeft: 9 });
      expect(JSON.stringify(event)).not.toContain(code);

      const again = pendingCookieOf(await signIn(app, client.email, { remoteAddress: address }));
      const reused = await secondStep(again, { method: 'recoveryCode', code }, address);
      expect(reused.statusCode).toBe(401);
      expect(reused.json()).toEqual({ message: errorMessages.wrongSecondFactorCode });
      const status = await call('GET', '/api/me/second-factor', sessionCookieOf(used));
      expect(secondFactorStatusSchema.parse(status.json()).recoveryCodesLeft).toBe(9);
    });

    it('ends a pending sign-in after its time and after five wrong codes', async () => {
      const client = await createClient(handle);
      const { secret } = await enrol(client);
      const address = newAddress();
      const late = pendingCookieOf(await signIn(app, client.email, { remoteAddress: address }));
      clock.advanceMinutes(6);
      const expired = await secondStep(late, { method: 'totp', code: codeOf(secret, clock) }, address);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({ message: errorMessages.signInStepExpired });

      const guessed = pendingCookieOf(await signIn(app, client.email, { remoteAddress: address }));
      for (let guess = 0; guess < 5; guess += 1) {
        expect((await secondStep(guessed, { method: 'totp', code: '000000' }, address)).statusCode).toBe(401);
      }
      const right = await secondStep(guessed, { method: 'totp', code: codeOf(secret, clock) }, address);
      expect(right.json()).toEqual({ message: errorMessages.signInStepExpired });
      // The expired one went when the next was opened, the guessed one with its fifth wrong code.
      expect(await handle.db.select().from(pendingSignIns).where(eq(pendingSignIns.userId, client.id))).toEqual([]);
    });

    it('locks the second step of an account from an address after ten wrong codes, recording the lockout', async () => {
      const client = await createClient(handle);
      const { secret } = await enrol(client);
      const address = newAddress();
      for (let guess = 0; guess < 10; guess += 1) {
        const pending = pendingCookieOf(await signIn(app, client.email, { remoteAddress: address }));
        expect((await secondStep(pending, { method: 'totp', code: '000000' }, address)).statusCode).toBe(401);
      }
      const pending = pendingCookieOf(await signIn(app, client.email, { remoteAddress: address }));
      const locked = await secondStep(pending, { method: 'totp', code: codeOf(secret, clock) }, address);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ message: errorMessages.tooManyAttempts });
      const [lockout] = await eventsOf(client.id, 'security.lockout');
      expect(lockout?.after).toMatchObject({ limit: 'second-factor per account from one address', attempts: 10 });
      // Another address of the owner is not locked out.
      const elsewhere = newAddress();
      const fresh = pendingCookieOf(await signIn(app, client.email, { remoteAddress: elsewhere }));
      const code = codeOf(secret, clock, 1);
      expect((await secondStep(fresh, { method: 'totp', code }, elsewhere)).statusCode).toBe(200);
    });

    it('answers 401 without a pending sign-in and 400 to malformed steps', async () => {
      expect((await secondStep(undefined, { method: 'totp', code: '123456' })).json()).toEqual({
        message: errorMessages.signInStepExpired,
      });
      for (const body of [
        { method: 'sms', code: '123456' },
        { method: 'totp', code: '12 34' },
        { method: 'totp' },
        { method: 'recoveryCode', code: '' },
      ]) {
        const response = await secondStep('whatever', body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message: errorMessages.invalidInput });
      }
    });
  });

  describe('removal', () => {
    it('needs a valid code or the password, and then signing in takes the password alone', async () => {
      const client = await createClient(handle);
      const { cookie, secret } = await enrol(client);
      const wrongPassword = await call('POST', '/api/me/second-factor/totp/remove', cookie, { password: 'not-it' });
      expect(wrongPassword.statusCode).toBe(400);
      expect(wrongPassword.json()).toMatchObject({ errors: { password: errorMessages.wrongCurrentPassword } });
      const wrongCode = await call('POST', '/api/me/second-factor/totp/remove', cookie, { code: '000000' });
      expect(wrongCode.statusCode).toBe(400);
      const both = await call('POST', '/api/me/second-factor/totp/remove', cookie, { code: '000000', password: 'x' });
      expect(both.statusCode).toBe(400);
      expect(secondFactorStatusSchema.parse((await call('GET', '/api/me/second-factor', cookie)).json()).totp).not.toBe(
        null,
      );

      const removed = await call('POST', '/api/me/second-factor/totp/remove', cookie, {
        code: codeOf(secret, clock, 1),
      });
      expect(removed.statusCode).toBe(200);
      expect(secondFactorStatusSchema.parse((await call('GET', '/api/me/second-factor', cookie)).json())).toEqual({
        totp: null,
        recoveryCodesLeft: 0,
      });
      const [event] = await eventsOf(client.id, 'security.secondFactor.removed');
      expect(event?.after).toMatchObject({ provedWith: 'code' });
      const plain = await signIn(app, client.email, { remoteAddress: newAddress() });
      expect(currentUserSchema.parse(plain.json()).secondFactor.enrolled).toBe(false);
      expect(
        (await call('POST', '/api/me/second-factor/totp/remove', cookie, { password: 'demo1234' })).statusCode,
      ).toBe(409);
    });

    it('accepts the password instead of a code', async () => {
      const client = await createClient(handle);
      const { cookie } = await enrol(client);
      const removed = await call('POST', '/api/me/second-factor/totp/remove', cookie, { password: 'demo1234' });
      expect(removed.statusCode).toBe(200);
      const [event] = await eventsOf(client.id, 'security.secondFactor.removed');
      expect(event?.after).toMatchObject({ provedWith: 'password' });
    });
  });

  describe('REQUIRE_STAFF_SECOND_FACTOR', () => {
    it('sends an admin or supervisor without a factor to enrol: staff calls answer 403 until they have', async () => {
      const strictApp = await createTestApp(handle, { clock, env: { REQUIRE_STAFF_SECOND_FACTOR: 'true' } });
      try {
        const supervisor = await staffMember('supervisor');
        const cookie = sessionCookieOf(await signIn(strictApp, supervisor.email, { remoteAddress: newAddress() }));
        const me = await strictApp.inject({ method: 'GET', url: '/api/me', cookies: { [sessionCookieName]: cookie } });
        expect(currentUserSchema.parse(me.json()).secondFactor).toEqual({ enrolled: false, required: true });
        const staffCall = () =>
          strictApp.inject({ method: 'GET', url: '/api/admin/users', cookies: { [sessionCookieName]: cookie } });
        const refused = await staffCall();
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ message: errorMessages.secondFactorRequired });
        const [denial] = await handle.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'security.access.denied'), eq(auditLog.actorUserId, supervisor.id)));
        expect(denial?.after).toMatchObject({ reason: errorMessages.secondFactorRequired });

        const started = await strictApp.inject({
          method: 'POST',
          url: '/api/me/second-factor/totp',
          cookies: { [sessionCookieName]: cookie },
        });
        const { secret } = totpEnrolmentSchema.parse(started.json());
        const confirmed = await strictApp.inject({
          method: 'POST',
          url: '/api/me/second-factor/totp/confirm',
          cookies: { [sessionCookieName]: cookie },
          payload: { code: codeOf(secret, clock) },
        });
        expect(confirmed.statusCode).toBe(200);
        expect((await staffCall()).statusCode).toBe(200);
      } finally {
        await strictApp.close();
      }
    });

    it('leaves a colaborador, a client and every account of an installation that does not ask alone', async () => {
      const strictApp = await createTestApp(handle, { clock, env: { REQUIRE_STAFF_SECOND_FACTOR: 'true' } });
      try {
        const colaborador = await staffMember('colaborador');
        const cookie = sessionCookieOf(await signIn(strictApp, colaborador.email, { remoteAddress: newAddress() }));
        const me = await strictApp.inject({ method: 'GET', url: '/api/me', cookies: { [sessionCookieName]: cookie } });
        expect(currentUserSchema.parse(me.json()).secondFactor.required).toBe(false);
        const staffCall = await strictApp.inject({
          method: 'GET',
          url: '/api/admin/users',
          cookies: { [sessionCookieName]: cookie },
        });
        expect(staffCall.statusCode).toBe(200);
      } finally {
        await strictApp.close();
      }
      const admin = await staffMember('admin');
      const cookie = sessionCookieOf(await signIn(app, admin.email, { remoteAddress: newAddress() }));
      expect(currentUserSchema.parse((await getMe(app, cookie)).json()).secondFactor.required).toBe(false);
      expect((await call('GET', '/api/admin/users', cookie)).statusCode).toBe(200);
    });
  });
});
