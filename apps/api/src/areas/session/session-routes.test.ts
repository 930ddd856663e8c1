import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUserSchema, errorMessages, errorResponseSchema } from '@orbit/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog, authAttempts, licenses, sessions, users } from '../../db/schema.ts';
import { hashToken } from '../../shared/tokens.ts';
import { createClient } from '../../test-support/fixtures.ts';
import { countQueries } from '../../test-support/query-counter.ts';
import { countRows, testDatabaseKinds } from '../../test-support/test-database.ts';
import {
  createTestApp,
  createTestClock,
  getMe,
  sessionCookieName,
  sessionCookieOf,
  signIn,
} from '../../test-support/test-app.ts';
import type { TestClock } from '../../test-support/test-app.ts';

describe.each(testDatabaseKinds)('session routes on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let clock: TestClock;

  beforeAll(async () => {
    handle = await kind.open();
  });
  afterAll(async () => {
    await handle.close();
  });
  // A fresh app and clock per test; the database (and its rate-limit counters) is shared, so tests use
  // their own client addresses where counters matter.
  beforeEach(async () => {
    clock = createTestClock();
    app = await createTestApp(handle, { clock });
    return () => app.close();
  });

  describe('POST /api/sign-in', () => {
    it('signs in, sets an HttpOnly SameSite cookie and answers the current user', async () => {
      const response = await signIn(app, 'client@example.com');

      expect(response.statusCode).toBe(200);
      const cookie = response.cookies.find((candidate) => candidate.name === sessionCookieName);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.value).toMatch(/^[\w-]{43}$/);
      const user = currentUserSchema.parse(response.json());
      expect(user).toMatchObject({
        email: 'client@example.com',
        scope: 'user',
        countryAlpha2: 'BR',
        timezone: 'America/Sao_Paulo',
      });
    });

    it('accepts the email in any case and with surrounding spaces', async () => {
      const response = await signIn(app, '  Admin@Example.COM ');
      expect(response.statusCode).toBe(200);
      expect(currentUserSchema.parse(response.json())).toMatchObject({ id: 1, scope: 'admin' });
    });

    it('answers 401 with the fixed message for a wrong password', async () => {
      const response = await signIn(app, 'supervisor@example.com', { password: 'not-the-password' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: errorMessages.invalidCredentials });
      expect(response.cookies).toEqual([]);
    });

    it('answers an unknown email exactly like a wrong password', async () => {
      const response = await signIn(app, 'nobody@example.com');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: errorMessages.invalidCredentials });
    });

    it.each([
      ['a missing field', { email: 'client@example.com' }, 'password'],
      ['a wrong type', { email: 42, password: 'demo1234' }, 'email'],
      ['an extra field', { email: 'client@example.com', password: 'demo1234', remember: true }, 'remember'],
      ['an empty email', { email: '   ', password: 'demo1234' }, 'email'],
    ])('answers 400 naming the field for %s, and writes nothing', async (_case, payload, field) => {
      const before = [await countRows(handle, sessions), await countRows(handle, authAttempts)];

      const response = await app.inject({ method: 'POST', url: '/api/sign-in', payload });

      expect(response.statusCode).toBe(400);
      const body = errorResponseSchema.parse(response.json());
      expect(body.message).toBe(errorMessages.invalidInput);
      expect(Object.keys(body.errors ?? {})).toEqual([field]);
      expect([await countRows(handle, sessions), await countRows(handle, authAttempts)]).toEqual(before);
    });

    it('answers 400 with { message, errors } for malformed JSON, and writes nothing', async () => {
      const before = await countRows(handle, sessions);
      const response = await app.inject({
        method: 'POST',
        url: '/api/sign-in',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "client@example.com", "password": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: errorMessages.invalidInput, errors: { body: 'Malformed JSON' } });
      expect(await countRows(handle, sessions)).toBe(before);
    });

    it('answers 400 for a body over the size limit', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/sign-in',
        payload: { email: 'client@example.com', password: 'x'.repeat(1024 * 1024) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: errorMessages.payloadTooLarge });
    });

    it("locks a stranger's address out of an account after ten attempts in 15 minutes, never the owner elsewhere", async () => {
      const client = await createClient(handle);
      const stranger = '198.51.100.10';
      for (let attempt = 1; attempt <= 10; attempt++) {
        const response = await signIn(app, client.email, { password: `guess-${attempt}`, remoteAddress: stranger });
        expect(response.statusCode).toBe(401);
      }

      const limited = await signIn(app, client.email, { remoteAddress: stranger });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: errorMessages.tooManyAttempts });
      expect((await signIn(app, client.email, { remoteAddress: '198.51.100.11' })).statusCode).toBe(200);
      expect((await signIn(app, 'colaborador@example.com', { remoteAddress: stranger })).statusCode).toBe(200);

      clock.advanceMinutes(15);
      expect((await signIn(app, client.email, { remoteAddress: stranger })).statusCode).toBe(200);
    });

    it("counts every spelling of an address on its account's attempts", async () => {
      const client = await createClient(handle);
      const remoteAddress = '198.51.100.12';
      const dottedI = client.email.replace('i', 'İ');
      const spellings = [client.email, dottedI, client.email.toUpperCase(), ` ${dottedI.toUpperCase()} `];
      for (let attempt = 0; attempt < 10; attempt++) {
        const email = spellings[attempt % spellings.length] ?? client.email;
        expect((await signIn(app, email, { password: `guess-${attempt}`, remoteAddress })).statusCode).toBe(401);
      }
      expect((await signIn(app, dottedI, { remoteAddress })).statusCode).toBe(429);
      expect((await signIn(app, client.email, { remoteAddress })).statusCode).toBe(429);
      // The dotted I reaches the account itself, not another one.
      const elsewhere = await signIn(app, dottedI, { remoteAddress: '198.51.100.13' });
      expect(elsewhere.statusCode).toBe(200);
      expect(currentUserSchema.parse(elsewhere.json()).id).toBe(client.id);
      const buckets = await handle.db.select({ key: authAttempts.bucketKey }).from(authAttempts);
      expect(buckets.map(({ key }) => key).filter((key) => key.includes(remoteAddress))).toEqual([
        'sign-in:ip:198.51.100.12',
        `sign-in:account-ip:user:${client.id}:198.51.100.12`,
      ]);
    });

    it('refuses new addresses past a hundred attempts an hour on one account, but not one it signed in from', async () => {
      const client = await createClient(handle);
      const home = '198.51.101.1';
      expect((await signIn(app, client.email, { remoteAddress: home })).statusCode).toBe(200);
      // Ten strangers, ten guesses each: each stays within its own limit, together they reach the account's.
      for (let stranger = 1; stranger <= 10; stranger++) {
        for (let attempt = 1; attempt <= (stranger === 1 ? 9 : 10); attempt++) {
          const remoteAddress = `198.51.102.${stranger}`;
          expect((await signIn(app, client.email, { password: 'wrong-1', remoteAddress })).statusCode).toBe(401);
        }
      }
      expect((await signIn(app, client.email, { remoteAddress: '198.51.103.1' })).statusCode).toBe(429);
      expect((await signIn(app, client.email, { remoteAddress: home })).statusCode).toBe(200);

      clock.advanceMinutes(60);
      expect((await signIn(app, client.email, { remoteAddress: '198.51.103.1' })).statusCode).toBe(200);
    });

    it('answers 429 after thirty attempts from one address, whatever the emails', async () => {
      const remoteAddress = '198.51.100.20';
      for (let attempt = 1; attempt <= 30; attempt++) {
        expect((await signIn(app, `stranger${attempt}@example.com`, { remoteAddress })).statusCode).toBe(401);
      }
      expect((await signIn(app, 'client@example.com', { remoteAddress })).statusCode).toBe(429);
      expect((await signIn(app, 'client@example.com', { remoteAddress: '198.51.100.21' })).statusCode).toBe(200);
    });

    it('answers 429 to an address that tries thirty accounts, each within its own limit', async () => {
      const remoteAddress = '198.51.100.22';
      const accounts = await Promise.all(Array.from({ length: 31 }, () => createClient(handle)));
      for (const account of accounts.slice(0, 30)) {
        const response = await signIn(app, account.email, { password: 'not-it', remoteAddress });
        expect(response.statusCode).toBe(401);
      }
      const last = accounts[30]?.email ?? '';
      expect((await signIn(app, last, { remoteAddress })).statusCode).toBe(429);
      expect((await signIn(app, last, { remoteAddress: '198.51.100.23' })).statusCode).toBe(200);
    });

    it('does not count successful sign-ins against their address: an office behind one address keeps signing in', async () => {
      const remoteAddress = '198.51.100.24';
      const accounts = await Promise.all(Array.from({ length: 35 }, () => createClient(handle)));
      for (const account of accounts) {
        expect((await signIn(app, account.email, { remoteAddress })).statusCode).toBe(200);
      }
      // Guesses still count: thirty wrong ones from the address stop it.
      for (let attempt = 1; attempt <= 30; attempt++) {
        expect((await signIn(app, `office${attempt}@example.com`, { remoteAddress })).statusCode).toBe(401);
      }
      expect((await signIn(app, accounts[0]?.email ?? '', { remoteAddress })).statusCode).toBe(429);
    });

    it('issues a new cookie at every sign-in and ends the session the request carried', async () => {
      const first = sessionCookieOf(await signIn(app, 'client@example.com'));
      const second = sessionCookieOf(await signIn(app, 'client@example.com', { cookie: first }));

      expect(second).not.toBe(first);
      expect((await getMe(app, first)).statusCode).toBe(401);
      expect((await getMe(app, second)).statusCode).toBe(200);
    });

    it.each([
      ['an Origin of another site', { origin: 'https://evil.example' }],
      ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['an opaque Origin', { origin: 'null' }],
    ])('rejects a sign-in with %s before checking anything', async (_case, headers) => {
      const before = await countRows(handle, sessions);
      const response = await app.inject({
        method: 'POST',
        url: '/api/sign-in',
        headers,
        payload: { email: 'client@example.com', password: 'demo1234' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: errorMessages.crossSite });
      expect(await countRows(handle, sessions)).toBe(before);
    });

    it('accepts a sign-in from its own origin', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/sign-in',
        headers: {
          host: 'console.example:8443',
          origin: 'https://console.example:8443',
          'sec-fetch-site': 'same-origin',
        },
        payload: { email: 'client@example.com', password: 'demo1234' },
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('GET /api/me', () => {
    it('answers 401 without a cookie', async () => {
      const response = await getMe(app);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: errorMessages.unauthenticated });
    });

    it('answers 401 and clears the cookie for an unknown token', async () => {
      const response = await getMe(app, 'made-up-token');
      expect(response.statusCode).toBe(401);
      expect(response.cookies).toContainEqual(expect.objectContaining({ name: sessionCookieName, value: '' }));
    });

    it('answers the signed-in user', async () => {
      const cookie = sessionCookieOf(await signIn(app, 'admin@example.com'));
      const response = await getMe(app, cookie);
      expect(response.statusCode).toBe(200);
      expect(currentUserSchema.parse(response.json())).toEqual({
        id: 1,
        name: 'Marta Ferreira',
        nameAsInContract: null,
        email: 'admin@example.com',
        scope: 'admin',
        roles: ['admin'],
        countryId: 620,
        countryAlpha2: 'PT',
        timezone: 'Europe/Lisbon',
        createdAt: '2023-02-01T09:00:00.000Z',
        licenses: [],
        // The demo business keeps one-password accounts, and tests run with the setting's default off.
        secondFactor: { enrolled: false, required: false },
      });
    });

    it("answers a client's own licences, revoked ones included, exactly as sign-in does", async () => {
      const signedIn = await signIn(app, 'client@example.com');
      const me = await getMe(app, sessionCookieOf(signedIn));
      expect(me.statusCode).toBe(200);
      const user = currentUserSchema.parse(me.json());
      expect(user).toEqual(signedIn.json());
      expect(user.licenses.length).toBeGreaterThan(1);
      const owned = await handle.db
        .select({ id: licenses.id, revokedAt: licenses.revokedAt })
        .from(licenses)
        .where(eq(licenses.userId, user.id))
        .orderBy(asc(licenses.createdAt), asc(licenses.id));
      expect(user.licenses.map(({ id, revokedAt }) => ({ id, revokedAt }))).toEqual(
        owned.map(({ id, revokedAt }) => ({ id, revokedAt: revokedAt?.toISOString() ?? null })),
      );
    });

    it('costs one query, and slides the idle expiry with one more write at most once a minute', async () => {
      const cookie = sessionCookieOf(await signIn(app, 'client@example.com'));
      const queries = countQueries(handle);
      try {
        expect((await getMe(app, cookie)).statusCode).toBe(200);
        expect(queries.count).toBe(1);

        clock.advanceMinutes(1);
        queries.count = 0;
        const parallel = await Promise.all([getMe(app, cookie), getMe(app, cookie), getMe(app, cookie)]);
        expect(parallel.map((response) => response.statusCode)).toEqual([200, 200, 200]);
        // Each request may try the conditional write; only the first one changes the row.
        expect(queries.count).toBeLessThanOrEqual(6);

        // The sliding write's change notice drops the held session whenever it comes back. A request that may write
        // answers only once every change has reached the cache (app.ts): after one that writes nothing, the session
        // is read once more at most (not at all if that request's own read came after the notice), then held (ADR
        // 0041, 0042).
        const nothingWritten = await app.inject({
          method: 'POST',
          url: '/api/notifications/read',
          cookies: { [sessionCookieName]: cookie },
          payload: { ids: [2_147_483_647] },
        });
        expect(nothingWritten.statusCode, nothingWritten.body).toBe(200);
        queries.count = 0;
        expect((await getMe(app, cookie)).statusCode).toBe(200);
        expect(queries.count).toBeLessThanOrEqual(1);
        queries.count = 0;
        expect((await getMe(app, cookie)).statusCode).toBe(200);
        expect(queries.count).toBe(0);
      } finally {
        queries.restore();
      }
      const [session] = await handle.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, hashToken(cookie)));
      expect(session?.lastSeenAt).toEqual(clock.now());
    });

    it('answers what another writer changed: the user, their licences, a disable, a deleted session', async () => {
      const cookie = sessionCookieOf(await signIn(app, 'client@example.com'));
      const me = async () => {
        const response = await getMe(app, cookie);
        return {
          status: response.statusCode,
          body: response.json() as { name: string; licenses: { label: string }[] },
        };
      };
      // PGlite delivers the notification with the write's own result, PostgreSQL a moment after its commit.
      async function seen<T>(read: () => Promise<T>, expected: T) {
        if (handle.driver === 'pglite') expect(await read()).toEqual(expected);
        else await expect.poll(read, { timeout: 2_000, interval: 5 }).toEqual(expected);
      }
      const before = await me();
      expect(before.status).toBe(200);
      await me();
      const [user] = await handle.db.select().from(users).where(eq(users.email, 'client@example.com'));
      const userId = user?.id ?? 0;
      try {
        // Written straight to the database, as another process or a script would.
        await handle.db.update(users).set({ name: 'Renamed elsewhere' }).where(eq(users.id, userId));
        await seen(async () => (await me()).body.name, 'Renamed elsewhere');

        const [license] = await handle.db.select().from(licenses).where(eq(licenses.userId, userId)).limit(1);
        await handle.db
          .update(licenses)
          .set({ label: 'Relabelled elsewhere' })
          .where(eq(licenses.id, license?.id ?? 0));
        await seen(
          async () => (await me()).body.licenses.some((owned) => owned.label === 'Relabelled elsewhere'),
          true,
        );
        await handle.db
          .update(licenses)
          .set({ label: license?.label ?? '' })
          .where(eq(licenses.id, license?.id ?? 0));

        await handle.db.update(users).set({ disabledAt: clock.now() }).where(eq(users.id, userId));
        await seen(async () => (await me()).status, 401);
      } finally {
        await handle.db
          .update(users)
          .set({ name: user?.name ?? '', disabledAt: null })
          .where(eq(users.id, userId));
      }

      const other = sessionCookieOf(await signIn(app, 'client@example.com'));
      expect((await getMe(app, other)).statusCode).toBe(200);
      await handle.db.delete(sessions).where(eq(sessions.idHash, hashToken(other)));
      await seen(async () => (await getMe(app, other)).statusCode, 401);
    });

    it('keeps an active session alive and ends it after 30 idle minutes, deleting it', async () => {
      const cookie = sessionCookieOf(await signIn(app, 'client@example.com'));
      clock.advanceMinutes(29);
      expect((await getMe(app, cookie)).statusCode).toBe(200);
      clock.advanceMinutes(29);
      expect((await getMe(app, cookie)).statusCode).toBe(200);

      const before = await countRows(handle, sessions);
      clock.advanceMinutes(30);
      expect((await getMe(app, cookie)).statusCode).toBe(401);
      expect(await countRows(handle, sessions)).toBe(before - 1);
    });

    it('ends even an active session 12 hours after sign-in', async () => {
      const cookie = sessionCookieOf(await signIn(app, 'client@example.com'));
      for (let minutes = 25; minutes < 12 * 60; minutes += 25) {
        clock.advanceMinutes(25);
        expect((await getMe(app, cookie)).statusCode, `after ${minutes} minutes`).toBe(200);
      }
      clock.advanceMinutes(12 * 60 - Math.floor((12 * 60) / 25) * 25);
      expect((await getMe(app, cookie)).statusCode).toBe(401);
    });
  });

  describe('sign-out', () => {
    /** What a browser sends with the console's own fetch() from the same origin. */
    const sameOriginFetch = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' };

    it('GET ends the session on the server and clears the cookie when the console fetches it', async () => {
      const cookie = sessionCookieOf(await signIn(app, 'client@example.com'));
      const response = await app.inject({
        method: 'GET',
        url: '/api/sign-out',
        headers: sameOriginFetch,
        cookies: { [sessionCookieName]: cookie },
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: expect.any(String) });
      expect(response.cookies).toContainEqual(expect.objectContaining({ name: sessionCookieName, value: '' }));
      expect((await getMe(app, cookie)).statusCode).toBe(401);
    });

    it('POST ends the session too, and answers 200 without a session', async () => {
      const cookie = sessionCookieOf(await signIn(app, 'client@example.com'));
      const response = await app.inject({
        method: 'POST',
        url: '/api/sign-out',
        cookies: { [sessionCookieName]: cookie },
      });
      expect(response.statusCode).toBe(200);
      expect((await getMe(app, cookie)).statusCode).toBe(401);
      expect((await app.inject({ method: 'POST', url: '/api/sign-out' })).statusCode).toBe(200);
    });

    it.each([
      [
        'a cross-site link',
        { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
      ],
      [
        'a cross-site image',
        { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      ],
      [
        'an image on this site',
        { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      ],
      [
        'a link on this site',
        { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
      ],
      [
        'a same-site page of another origin',
        { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
      ],
      ['a request without fetch metadata', {}],
    ])('GET refuses %s, leaving the session alive', async (_case, headers) => {
      const cookie = sessionCookieOf(await signIn(app, 'client@example.com'));
      const response = await app.inject({
        method: 'GET',
        url: '/api/sign-out',
        headers,
        cookies: { [sessionCookieName]: cookie },
      });
      expect(response.statusCode).toBe(403);
      expect((await getMe(app, cookie)).statusCode).toBe(200);
    });

    it('POST refuses a cross-site form, leaving the session alive', async () => {
      const cookie = sessionCookieOf(await signIn(app, 'client@example.com'));
      const response = await app.inject({
        method: 'POST',
        url: '/api/sign-out',
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        cookies: { [sessionCookieName]: cookie },
      });
      expect(response.statusCode).toBe(403);
      expect((await getMe(app, cookie)).statusCode).toBe(200);
    });
  });

  describe('POST /api/me/password', () => {
    const change = (cookie: string | undefined, payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/me/password',
        payload,
        ...(cookie && { cookies: { [sessionCookieName]: cookie } }),
      });

    it('changes the password with the current one, keeps this session and ends the others', async () => {
      const client = await createClient(handle);
      const kept = sessionCookieOf(await signIn(app, client.email, { remoteAddress: '203.0.113.61' }));
      const other = sessionCookieOf(await signIn(app, client.email, { remoteAddress: '203.0.113.62' }));
      const response = await change(kept, { currentPassword: 'demo1234', password: 'riding-42-coasters' });
      expect(response.statusCode).toBe(200);
      expect((await getMe(app, kept)).statusCode).toBe(200);
      expect((await getMe(app, other)).statusCode).toBe(401);
      expect((await signIn(app, client.email, { remoteAddress: '203.0.113.63' })).statusCode).toBe(401);
      const renewed = await signIn(app, client.email, {
        password: 'riding-42-coasters',
        remoteAddress: '203.0.113.64',
      });
      expect(renewed.statusCode).toBe(200);
      const [event] = await handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'security.password.changed'), eq(auditLog.targetId, String(client.id))));
      expect(event?.after).toMatchObject({ otherSessionsEnded: 1 });
      expect(JSON.stringify(event)).not.toContain('riding-42-coasters');
    });

    it('refuses a wrong current password with 400 on that field, a common or short new one, and changes nothing', async () => {
      const client = await createClient(handle);
      const cookie = sessionCookieOf(await signIn(app, client.email, { remoteAddress: '203.0.113.65' }));
      const wrong = await change(cookie, { currentPassword: 'not-it', password: 'riding-42-coasters' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        message: errorMessages.wrongCurrentPassword,
        errors: { currentPassword: errorMessages.wrongCurrentPassword },
      });
      const common = await change(cookie, { currentPassword: 'demo1234', password: 'Password1' });
      expect(common.statusCode).toBe(400);
      expect(errorResponseSchema.parse(common.json()).errors).toEqual({ password: errorMessages.commonPassword });
      const short = await change(cookie, { currentPassword: 'demo1234', password: 'ab1' });
      expect(short.statusCode).toBe(400);
      expect(Object.keys(errorResponseSchema.parse(short.json()).errors ?? {})).toEqual(['password']);
      expect((await signIn(app, client.email, { remoteAddress: '203.0.113.66' })).statusCode).toBe(200);
    });

    it('answers 401 without a session, and 429 after ten tries on one account', async () => {
      expect(
        (await change(undefined, { currentPassword: 'demo1234', password: 'riding-42-coasters' })).statusCode,
      ).toBe(401);
      const client = await createClient(handle);
      const cookie = sessionCookieOf(await signIn(app, client.email, { remoteAddress: '203.0.113.67' }));
      for (let attempt = 1; attempt <= 10; attempt++) {
        expect(
          (await change(cookie, { currentPassword: `wrong-${attempt}`, password: 'riding-42-coasters' })).statusCode,
        ).toBe(400);
      }
      expect((await change(cookie, { currentPassword: 'demo1234', password: 'riding-42-coasters' })).statusCode).toBe(
        429,
      );
    });
  });

  describe('security events and disabled accounts', () => {
    const eventsOf = (targetType: string, targetId: string) =>
      handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
        .orderBy(asc(auditLog.id));

    it('records sign-in success and failure, without the password', async () => {
      const client = await createClient(handle);
      await signIn(app, client.email, { password: 'wrong-guess-77', remoteAddress: '203.0.113.70' });
      await signIn(app, client.email, { remoteAddress: '203.0.113.70' });
      await signIn(app, 'nobody.at.all@example.com', { remoteAddress: '203.0.113.70' });
      const events = await eventsOf('user', String(client.id));
      expect(events.map((event) => [event.action, event.actorUserId])).toEqual([
        ['security.signIn.failed', null],
        ['security.signIn.succeeded', client.id],
      ]);
      expect(events[0]?.after).toEqual({ ip: '203.0.113.70', reason: 'wrong password' });
      expect(JSON.stringify(events)).not.toContain('wrong-guess-77');
      const unknown = await eventsOf('email', 'nobody.at.all@example.com');
      expect(unknown.map((event) => event.action)).toEqual(['security.signIn.failed']);
    });

    it('records the lockout once, when the eleventh attempt on one account from one address is refused', async () => {
      const client = await createClient(handle);
      for (let attempt = 1; attempt <= 12; attempt++) {
        await signIn(app, client.email, { password: `guess-${attempt}`, remoteAddress: '203.0.114.1' });
      }
      const lockouts = (await eventsOf('user', String(client.id))).filter(
        (event) => event.action === 'security.lockout',
      );
      expect(lockouts).toHaveLength(1);
      expect(lockouts[0]?.after).toMatchObject({
        ip: '203.0.114.1',
        limit: 'sign-in per account from one address',
        attempts: 10,
        windowMinutes: 15,
      });
    });

    it('refuses a disabled account at sign-in with 403 only for the right password', async () => {
      const client = await createClient(handle);
      await handle.db.update(users).set({ disabledAt: clock.now() }).where(eq(users.id, client.id));
      const right = await signIn(app, client.email, { remoteAddress: '203.0.113.80' });
      expect(right.statusCode).toBe(403);
      expect(right.json()).toEqual({ message: errorMessages.accountDisabled });
      expect(right.cookies).toEqual([]);
      const wrong = await signIn(app, client.email, { password: 'not-it', remoteAddress: '203.0.113.81' });
      expect(wrong.statusCode).toBe(401);
    });
  });
});
