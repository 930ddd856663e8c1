import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  currentUserSchema,
  errorMessages,
  passkeyAuthenticationOptionsSchema,
  passkeyListSchema,
  passkeyRegistrationOptionsSchema,
  passkeySchema,
  secondFactorChallengeSchema,
} from '@orbit/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog, passkeyChallenges, passkeys, users } from '../../db/schema.ts';
import { createClient, type TestClient } from '../../test-support/fixtures.ts';
import { createSoftwareAuthenticator, type SoftwareAuthenticator } from '../../test-support/passkey-authenticator.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';
import {
  createTestApp,
  createTestClock,
  getMe,
  sessionCookieName,
  sessionCookieOf,
  signIn,
  type TestClock,
} from '../../test-support/test-app.ts';

const pendingCookieName = 'orbit_pending_sign_in';
/** The test app's public address is http://127.0.0.1:3000: its passkeys are made for localhost on that port. */
const origin = 'http://localhost:3000';
const rpId = 'localhost';

function cookieOf(response: LightMyRequestResponse, name: string): string {
  const cookie = response.cookies.find((candidate) => candidate.name === name);
  if (!cookie) throw new Error(`No ${name} cookie in the answer (status ${response.statusCode})`);
  return cookie.value;
}

let addressNumber = 0;
/** A client address of its own per test, so the shared rate-limit counters of one test never reach another's. */
const newAddress = () => `203.0.113.${++addressNumber}`;

describe.each(testDatabaseKinds)('passkeys on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await kind.open();
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    app = await createTestApp(handle);
    return () => app.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    cookies: Record<string, string>,
    payload?: object,
    remoteAddress?: string,
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      cookies,
      ...(payload && { payload }),
      ...(remoteAddress && { remoteAddress }),
    });

  const session = (cookie: string) => ({ [sessionCookieName]: cookie });

  async function signedIn(account: TestClient, address = newAddress()): Promise<string> {
    return sessionCookieOf(await signIn(app, account.email, { remoteAddress: address }));
  }

  /** Adds a passkey from the profile with `authenticator`; answers the session cookie and the passkey. */
  async function addPasskey(account: TestClient, authenticator: SoftwareAuthenticator, cookie?: string) {
    const sessionCookie = cookie ?? (await signedIn(account));
    const options = await call('POST', '/api/me/passkeys/options', session(sessionCookie));
    expect(options.statusCode).toBe(200);
    const response = authenticator.register(passkeyRegistrationOptionsSchema.parse(options.json()));
    const added = await call('POST', '/api/me/passkeys', session(sessionCookie), { name: 'Laptop', response });
    expect(added.statusCode).toBe(201);
    return { cookie: sessionCookie, passkey: passkeySchema.parse(added.json()) };
  }

  /** Signs in with the password; answers the pending sign-in cookie of the second step. */
  async function pendingSignIn(account: TestClient, address: string): Promise<string> {
    const answer = await signIn(app, account.email, { remoteAddress: address });
    expect(secondFactorChallengeSchema.parse(answer.json()).methods).toContain('passkey');
    return cookieOf(answer, pendingCookieName);
  }

  const secondStepOptions = async (pending: string, address: string) => {
    const answer = await call(
      'POST',
      '/api/sign-in/second-factor/passkey-options',
      { [pendingCookieName]: pending },
      undefined,
      address,
    );
    expect(answer.statusCode).toBe(200);
    return passkeyAuthenticationOptionsSchema.parse(answer.json());
  };

  const secondStep = (pending: string, response: object, address: string) =>
    call(
      'POST',
      '/api/sign-in/second-factor',
      { [pendingCookieName]: pending },
      { method: 'passkey', response },
      address,
    );

  const signInOptions = async (address: string) => {
    const answer = await call('POST', '/api/sign-in/passkey/options', {}, undefined, address);
    expect(answer.statusCode).toBe(200);
    return passkeyAuthenticationOptionsSchema.parse(answer.json());
  };

  const passkeySignIn = (response: object, address: string) =>
    call('POST', '/api/sign-in/passkey', {}, { response }, address);

  async function eventsOf(userId: number, action: string) {
    return handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(userId))));
  }

  describe('on the profile', () => {
    it('adds a passkey, lists it, renames it and removes it, each change a security event', async () => {
      const client = await createClient(handle);
      const authenticator = createSoftwareAuthenticator({ origin, rpId });
      const cookie = await signedIn(client);
      const empty = await call('GET', '/api/me/passkeys', session(cookie));
      expect(passkeyListSchema.parse(empty.json())).toEqual({ passkeys: [] });
      expect(currentUserSchema.parse((await getMe(app, cookie)).json()).secondFactor.enrolled).toBe(false);

      const options = passkeyRegistrationOptionsSchema.parse(
        (await call('POST', '/api/me/passkeys/options', session(cookie))).json(),
      );
      expect(options.rp).toEqual({ name: 'Orbit Console', id: rpId });
      expect(options.authenticatorSelection?.residentKey).toBe('required');
      expect(options.user.name).toBe(client.email);
      const { passkey } = await addPasskey(client, authenticator, cookie);
      expect(passkey).toMatchObject({ name: 'Laptop', lastUsedAt: null, backedUp: false });

      const listed = passkeyListSchema.parse((await call('GET', '/api/me/passkeys', session(cookie))).json());
      expect(listed.passkeys).toEqual([passkey]);
      expect(currentUserSchema.parse((await getMe(app, cookie)).json()).secondFactor.enrolled).toBe(true);
      const [enrolled] = await eventsOf(client.id, 'security.secondFactor.enrolled');
      expect(enrolled?.after).toMatchObject({ method: 'passkey', passkeyId: passkey.id });

      // A second registration of the same user reuses the user handle, and the first passkey is excluded.
      const again = passkeyRegistrationOptionsSchema.parse(
        (await call('POST', '/api/me/passkeys/options', session(cookie))).json(),
      );
      expect(again.user.id).toBe(authenticator.held[0]?.userHandle);
      expect(again.excludeCredentials?.map((credential) => credential.id)).toEqual([
        authenticator.held[0]?.credentialId,
      ]);

      const renamed = await call('PATCH', `/api/me/passkeys/${passkey.id}`, session(cookie), { name: '  Phone ' });
      expect(renamed.statusCode).toBe(200);
      expect(passkeySchema.parse(renamed.json()).name).toBe('Phone');

      const removed = await call('POST', `/api/me/passkeys/${passkey.id}/remove`, session(cookie));
      expect(removed.statusCode).toBe(200);
      expect(passkeyListSchema.parse((await call('GET', '/api/me/passkeys', session(cookie))).json())).toEqual({
        passkeys: [],
      });
      expect(currentUserSchema.parse((await getMe(app, cookie)).json()).secondFactor.enrolled).toBe(false);
      const [removal] = await eventsOf(client.id, 'security.secondFactor.removed');
      expect(removal?.after).toMatchObject({ method: 'passkey', passkeyId: passkey.id });
    });

    it('refuses an answer to another challenge, a replayed one, another origin, and the same passkey twice', async () => {
      const client = await createClient(handle);
      const authenticator = createSoftwareAuthenticator({ origin, rpId });
      const cookie = await signedIn(client);
      const options = passkeyRegistrationOptionsSchema.parse(
        (await call('POST', '/api/me/passkeys/options', session(cookie))).json(),
      );
      const forged = authenticator.register(options, { challenge: 'bm90LWdpdmVu' });
      const wrongChallenge = await call('POST', '/api/me/passkeys', session(cookie), { name: 'A', response: forged });
      expect(wrongChallenge.statusCode).toBe(400);
      expect(wrongChallenge.json()).toMatchObject({ message: errorMessages.passkeyChallengeExpired });

      const elsewhere = authenticator.register(options, { origin: 'https://evil.example' });
      const wrongOrigin = await call('POST', '/api/me/passkeys', session(cookie), { name: 'A', response: elsewhere });
      expect(wrongOrigin.statusCode).toBe(400);
      expect(wrongOrigin.json()).toMatchObject({ message: errorMessages.passkeyRefused });
      // The refused answer used its challenge up: the right one for it now finds none.
      const late = await call('POST', '/api/me/passkeys', session(cookie), {
        name: 'A',
        response: authenticator.register(options),
      });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ message: errorMessages.passkeyChallengeExpired });

      const fresh = passkeyRegistrationOptionsSchema.parse(
        (await call('POST', '/api/me/passkeys/options', session(cookie))).json(),
      );
      const response = authenticator.register(fresh);
      expect((await call('POST', '/api/me/passkeys', session(cookie), { name: 'A', response })).statusCode).toBe(201);
      const replayed = await call('POST', '/api/me/passkeys', session(cookie), { name: 'A', response });
      expect(replayed.statusCode).toBe(400);

      // Another user's challenge is not this user's.
      const other = await createClient(handle);
      const otherCookie = await signedIn(other);
      const theirs = passkeyRegistrationOptionsSchema.parse(
        (await call('POST', '/api/me/passkeys/options', session(otherCookie))).json(),
      );
      const stolen = await call('POST', '/api/me/passkeys', session(cookie), {
        name: 'A',
        response: authenticator.register(theirs),
      });
      expect(stolen.statusCode).toBe(400);
      expect(await handle.db.select().from(passkeys).where(eq(passkeys.userId, client.id))).toHaveLength(1);
    });

    it('answers 401 to anonymous callers, 404 for another user’s passkey, and 400 to malformed answers', async () => {
      const owner = await createClient(handle);
      const { passkey } = await addPasskey(owner, createSoftwareAuthenticator({ origin, rpId }));
      for (const [method, url] of [
        ['GET', '/api/me/passkeys'],
        ['POST', '/api/me/passkeys/options'],
        ['POST', `/api/me/passkeys/${passkey.id}/remove`],
      ] as const) {
        expect((await call(method, url, {})).statusCode).toBe(401);
      }
      const intruder = await createClient(handle);
      const cookie = await signedIn(intruder);
      expect((await call('POST', `/api/me/passkeys/${passkey.id}/remove`, session(cookie))).statusCode).toBe(404);
      expect(
        (await call('PATCH', `/api/me/passkeys/${passkey.id}`, session(cookie), { name: 'Mine' })).statusCode,
      ).toBe(404);
      expect(await handle.db.select().from(passkeys).where(eq(passkeys.id, passkey.id))).toHaveLength(1);

      const malformed = await call('POST', '/api/me/passkeys', session(cookie), {
        name: 'A',
        response: { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: '%%%' } },
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toHaveProperty('errors');
      const garbage = await call('POST', '/api/me/passkeys', session(cookie), {
        name: 'A',
        response: {
          id: 'AAAA',
          rawId: 'AAAA',
          type: 'public-key',
          response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' },
          clientExtensionResults: {},
        },
      });
      expect(garbage.statusCode).toBe(400);
    });
  });

  describe('as the second step of a sign-in', () => {
    it('completes the pending sign-in once, with the passkey named in the security event', async () => {
      const client = await createClient(handle);
      const authenticator = createSoftwareAuthenticator({ origin, rpId });
      await addPasskey(client, authenticator);
      const address = newAddress();
      const pending = await pendingSignIn(client, address);
      const options = await secondStepOptions(pending, address);
      expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([
        authenticator.held[0]?.credentialId,
      ]);
      const response = authenticator.authenticate(options);
      const done = await secondStep(pending, response, address);
      expect(done.statusCode).toBe(200);
      expect(currentUserSchema.parse(done.json()).id).toBe(client.id);
      expect((await getMe(app, sessionCookieOf(done))).statusCode).toBe(200);
      const succeeded = await eventsOf(client.id, 'security.signIn.succeeded');
      expect(succeeded.at(-1)?.after).toMatchObject({ secondFactor: 'passkey' });
      const [row] = await handle.db.select().from(passkeys).where(eq(passkeys.userId, client.id));
      expect(row?.lastUsedAt).not.toBeNull();

      // The pending sign-in is used up: the same answer opens nothing more.
      expect((await secondStep(pending, response, address)).statusCode).toBe(401);
    });

    it('refuses a replayed challenge, a passkey of another user and a step without a pending sign-in', async () => {
      const client = await createClient(handle);
      const authenticator = createSoftwareAuthenticator({ origin, rpId });
      await addPasskey(client, authenticator);
      const other = await createClient(handle);
      const otherAuthenticator = createSoftwareAuthenticator({ origin, rpId });
      await addPasskey(other, otherAuthenticator);
      const address = newAddress();
      const pending = await pendingSignIn(client, address);

      const options = await secondStepOptions(pending, address);
      const theirs = otherAuthenticator.authenticate({ ...options, allowCredentials: [] });
      const refused = await secondStep(pending, theirs, address);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ message: errorMessages.passkeyRefused });
      const [failure] = await eventsOf(client.id, 'security.secondFactor.failed');
      expect(failure?.after).toMatchObject({ method: 'passkey', during: 'sign-in', reason: 'other user' });

      // An answer to an earlier challenge of this sign-in no longer counts once a newer one was given.
      const first = await secondStepOptions(pending, address);
      await secondStepOptions(pending, address);
      expect((await secondStep(pending, authenticator.authenticate(first), address)).statusCode).toBe(401);

      const fresh = await secondStepOptions(pending, address);
      expect((await secondStep(pending, authenticator.authenticate(fresh), address)).statusCode).toBe(200);

      const noPending = await call('POST', '/api/sign-in/second-factor/passkey-options', {}, undefined, address);
      expect(noPending.statusCode).toBe(401);
      expect(noPending.json()).toMatchObject({ message: errorMessages.signInStepExpired });
    });

    it('refuses a passkey whose counter went back, as a likely copy, and takes counters that stay at 0', async () => {
      const client = await createClient(handle);
      const authenticator = createSoftwareAuthenticator({ origin, rpId });
      await addPasskey(client, authenticator);
      const address = newAddress();

      let pending = await pendingSignIn(client, address);
      const used = await secondStep(
        pending,
        authenticator.authenticate(await secondStepOptions(pending, address)),
        address,
      );
      expect(used.statusCode).toBe(200);

      pending = await pendingSignIn(client, address);
      const cloned = authenticator.authenticate(await secondStepOptions(pending, address), { counter: 1 });
      expect((await secondStep(pending, cloned, address)).statusCode).toBe(401);
      const [event] = await eventsOf(client.id, 'security.passkey.counterWentBack');
      expect(event?.after).toMatchObject({ storedCounter: 1, reportedCounter: 1 });

      // An authenticator that keeps no counter reports 0 every time, which a row at 0 takes.
      const platform = await createClient(handle);
      const platformAuthenticator = createSoftwareAuthenticator({ origin, rpId });
      platformAuthenticator.countBy(0);
      await addPasskey(platform, platformAuthenticator);
      for (let round = 0; round < 2; round++) {
        const platformPending = await pendingSignIn(platform, address);
        const options = await secondStepOptions(platformPending, address);
        expect(
          (await secondStep(platformPending, platformAuthenticator.authenticate(options), address)).statusCode,
        ).toBe(200);
      }
    });

    it('counts wrong passkeys on the second step’s limits: 429 past ten from one address', async () => {
      const client = await createClient(handle);
      const authenticator = createSoftwareAuthenticator({ origin, rpId });
      await addPasskey(client, authenticator);
      const address = newAddress();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        // Each pending sign-in takes five wrong answers; a new password starts another.
        const pending = await pendingSignIn(client, address);
        const options = await secondStepOptions(pending, address);
        statuses.push(
          (await secondStep(pending, authenticator.authenticate(options, { challenge: 'd3Jvbmc' }), address))
            .statusCode,
        );
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });

  describe('as a sign-in alone', () => {
    it('finds the account by the passkey, asks for user verification, and starts a session', async () => {
      const client = await createClient(handle);
      const authenticator = createSoftwareAuthenticator({ origin, rpId });
      await addPasskey(client, authenticator);
      const address = newAddress();
      const options = await signInOptions(address);
      expect(options.userVerification).toBe('required');
      expect(options.allowCredentials ?? []).toEqual([]);

      const unverified = await passkeySignIn(authenticator.authenticate(options, { userVerified: false }), address);
      expect(unverified.statusCode).toBe(401);

      const fresh = await signInOptions(address);
      const response = authenticator.authenticate(fresh);
      const done = await passkeySignIn(response, address);
      expect(done.statusCode).toBe(200);
      expect(currentUserSchema.parse(done.json()).id).toBe(client.id);
      expect((await getMe(app, sessionCookieOf(done))).statusCode).toBe(200);
      const succeeded = await eventsOf(client.id, 'security.signIn.succeeded');
      expect(succeeded.at(-1)?.after).toMatchObject({ method: 'passkey' });

      // The challenge was used once.
      const replayed = await passkeySignIn(response, address);
      expect(replayed.statusCode).toBe(401);
      expect(replayed.json()).toMatchObject({ message: errorMessages.passkeyRefused });
      const failures = await eventsOf(client.id, 'security.signIn.failed');
      expect(failures.at(-1)?.after).toMatchObject({ method: 'passkey', reason: 'challenge' });
    });

    it('refuses a disabled account with 403 once the passkey proved itself, and an unknown passkey with 401', async () => {
      const client = await createClient(handle);
      const authenticator = createSoftwareAuthenticator({ origin, rpId });
      await addPasskey(client, authenticator);
      await handle.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, client.id));
      const address = newAddress();
      const disabled = await passkeySignIn(authenticator.authenticate(await signInOptions(address)), address);
      expect(disabled.statusCode).toBe(403);
      expect(disabled.json()).toMatchObject({ message: errorMessages.accountDisabled });

      const stranger = createSoftwareAuthenticator({ origin, rpId });
      stranger.register({
        rp: { name: 'x', id: rpId },
        user: { id: 'AAAA', name: 'x', displayName: 'x' },
        challenge: 'AAAA',
        pubKeyCredParams: [],
      });
      const unknown = await passkeySignIn(stranger.authenticate(await signInOptions(address)), address);
      expect(unknown.statusCode).toBe(401);
    });

    it('limits attempts per address: 429 past thirty in the window', async () => {
      const stranger = createSoftwareAuthenticator({ origin, rpId });
      stranger.register({
        rp: { name: 'x', id: rpId },
        user: { id: 'AAAA', name: 'x', displayName: 'x' },
        challenge: 'AAAA',
        pubKeyCredParams: [],
      });
      const address = newAddress();
      const options = await signInOptions(address);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 31; attempt++) {
        statuses.push((await passkeySignIn(stranger.authenticate(options), address)).statusCode);
      }
      expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
      expect(statuses[30]).toBe(429);
    });

    it('keeps its challenges hashed, and refuses options past the per-address bound', async () => {
      const address = newAddress();
      const options = await signInOptions(address);
      const stored = await handle.db.select().from(passkeyChallenges);
      expect(stored.some((row) => row.challengeHash === options.challenge)).toBe(false);
      const statuses: number[] = [];
      for (let request = 0; request < 60; request++) {
        statuses.push((await call('POST', '/api/sign-in/passkey/options', {}, undefined, address)).statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('proving again who one is (ADR 0058)', () => {
    /** The test app of this block runs on a clock the test moves, so that a session's proof lapses. */
    async function withClock(): Promise<TestClock> {
      const clock = createTestClock();
      await app.close();
      app = await createTestApp(handle, { clock });
      return clock;
    }
    const reauthenticationOptions = async (cookie: string) => {
      const answer = await call('POST', '/api/me/reauthenticate/passkey-options', session(cookie));
      expect(answer.statusCode).toBe(200);
      return passkeyAuthenticationOptionsSchema.parse(answer.json());
    };
    const reauthenticate = (cookie: string, response: object) =>
      call('POST', '/api/me/reauthenticate', session(cookie), { method: 'passkey', response });

    it('asks for a recent proof before adding or removing a passkey, and takes one of the user’s passkeys as it, once', async () => {
      const clock = await withClock();
      const account = await createClient(handle);
      const authenticator = createSoftwareAuthenticator({ origin, rpId });
      const { cookie, passkey } = await addPasskey(account, authenticator);
      clock.advanceMinutes(6);

      for (const [method, url] of [
        ['POST', '/api/me/passkeys/options'],
        ['POST', `/api/me/passkeys/${passkey.id}/remove`],
      ] as const) {
        const refused = await call(method, url, session(cookie));
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json()).toMatchObject({ message: errorMessages.reauthenticationRequired });
      }
      expect(
        passkeyListSchema.parse((await call('GET', '/api/me/passkeys', session(cookie))).json()).passkeys,
      ).toHaveLength(1);

      // Only the user's own passkeys are asked for; an answer to another challenge proves nothing.
      const options = await reauthenticationOptions(cookie);
      expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([
        authenticator.held[0]?.credentialId,
      ]);
      const forged = await reauthenticate(
        cookie,
        authenticator.authenticate(options, { challenge: 'bm90LXRoaXMtb25l' }),
      );
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toMatchObject({ errors: { response: errorMessages.passkeyRefused } });

      const response = authenticator.authenticate(await reauthenticationOptions(cookie));
      expect((await reauthenticate(cookie, response)).statusCode).toBe(200);
      expect((await reauthenticate(cookie, response)).statusCode).toBe(400);
      expect((await call('POST', `/api/me/passkeys/${passkey.id}/remove`, session(cookie))).statusCode).toBe(200);
      const proved = await eventsOf(account.id, 'security.reauthentication.succeeded');
      expect(proved.map((event) => event.after)).toEqual([expect.objectContaining({ method: 'passkey' })]);
    });

    it('refuses another user’s passkey as the proof', async () => {
      const clock = await withClock();
      const owner = await createClient(handle);
      const stranger = await createClient(handle);
      const ownerAuthenticator = createSoftwareAuthenticator({ origin, rpId });
      const strangerAuthenticator = createSoftwareAuthenticator({ origin, rpId });
      const { cookie } = await addPasskey(owner, ownerAuthenticator);
      await addPasskey(stranger, strangerAuthenticator);
      clock.advanceMinutes(6);
      const options = await reauthenticationOptions(cookie);
      const [strangers] = strangerAuthenticator.held;
      if (!strangers) throw new Error('No passkey');
      const answer = await reauthenticate(cookie, strangerAuthenticator.authenticate(options, { passkey: strangers }));
      expect(answer.statusCode).toBe(400);
      expect((await call('POST', '/api/me/passkeys/options', session(cookie))).statusCode).toBe(403);
    });
  });

  it('satisfies the staff requirement of a second factor like an authenticator app', async () => {
    await app.close();
    app = await createTestApp(handle, { env: { REQUIRE_STAFF_SECOND_FACTOR: 'true' } });
    const supervisor = await createClient(handle);
    await handle.db.update(users).set({ scope: 'supervisor' }).where(eq(users.id, supervisor.id));
    const cookie = await signedIn(supervisor);
    expect((await call('GET', '/api/admin/users', session(cookie))).statusCode).toBe(403);
    await addPasskey(supervisor, createSoftwareAuthenticator({ origin, rpId }), cookie);
    expect(currentUserSchema.parse((await getMe(app, cookie)).json()).secondFactor).toEqual({
      enrolled: true,
      required: true,
    });
    expect((await call('GET', '/api/admin/users', session(cookie))).statusCode).toBe(200);
  });
});
