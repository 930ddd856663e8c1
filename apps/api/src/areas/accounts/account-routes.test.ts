import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  addressListSchema,
  errorMessages,
  errorResponseSchema,
  messageResponseSchema,
  verifyResetTokenResponseSchema,
} from '@orbit/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog, emailOutbox, passwordResetTokens, sessions, users } from '../../db/schema.ts';
import { call, createClient, sessionOf } from '../../test-support/fixtures.ts';
import { removedLinkText } from '../../email/mailer.ts';
import { createTestApp, createTestClock, getMe, recordingMailer, signIn } from '../../test-support/test-app.ts';
import type { TestClock } from '../../test-support/test-app.ts';
import { countRows, testDatabaseKinds } from '../../test-support/test-database.ts';

let addressNumber = 0;
/** A client address of its own per request, so the per-address limits only trip where a test means them to. */
const freshAddress = () => `198.18.${++addressNumber >> 8}.${addressNumber & 255}`;

describe.each(testDatabaseKinds)('account routes on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let clock: TestClock;
  let mails: ReturnType<typeof recordingMailer>;

  beforeAll(async () => {
    handle = await kind.open();
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    clock = createTestClock();
    mails = recordingMailer(handle);
    app = await createTestApp(handle, { clock, mailer: mails.mailer });
    return () => app.close();
  });

  /** The newest mail to an address as it was sent, the token of the link in it, and what the outbox kept of it. */
  async function lastMailTo(address: string) {
    await mails.settled();
    const mail = mails.sent.findLast((sent) => sent.to === address);
    const token = /token=([\w%-]+)/.exec(mail?.text ?? '')?.[1];
    const [kept] = await handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, address))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    return { mail, token: token && decodeURIComponent(token), kept };
  }

  describe('POST /api/sign-up', () => {
    const signUp = (payload: unknown, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/sign-up',
        payload: payload as object,
        headers,
        remoteAddress: freshAddress(),
      });
    const valid = (email: string) => ({
      name: '  Nova Cliente ',
      email: `  ${email} `,
      countryId: 76,
      password: 'Sup3r-Secret',
      timezone: 'America/Recife',
    });

    it('creates a client account, mails a verification link, and the client can sign in', async () => {
      const response = await signUp(valid('Nova.Cliente@Example.com'));
      expect(response.statusCode).toBe(200);
      messageResponseSchema.parse(response.json());
      const [user] = await handle.db.select().from(users).where(eq(users.email, 'nova.cliente@example.com'));
      expect(user).toMatchObject({
        name: 'Nova Cliente',
        scope: 'user',
        roles: ['user'],
        countryId: 76,
        timezone: 'America/Recife',
        emailVerifiedAt: null,
        mayRequestUnblock: false,
      });
      const { mail, token, kept } = await lastMailTo('nova.cliente@example.com');
      expect(mail?.subject).toBe('Confirm your Orbit Console email');
      expect(mail?.text).toContain('http://127.0.0.1:3000/sign-up/validate-email?token=');
      expect(token).toMatch(/^[\w-]{43}$/);
      // The outbox keeps the mail, never the link that opens the account.
      expect(kept?.subject).toBe('Confirm your Orbit Console email');
      expect(kept?.bodyText).not.toContain(token);
      expect(kept?.bodyText).toContain(removedLinkText);
      expect(
        (await signIn(app, 'nova.cliente@example.com', { password: 'Sup3r-Secret', remoteAddress: freshAddress() }))
          .statusCode,
      ).toBe(200);
    });

    it('takes a country id made only of digits as a number, and writes the mail in the browser language', async () => {
      const response = await signUp(
        { ...valid('digits@example.com'), countryId: '620' },
        { 'accept-language': 'pt-BR,pt;q=0.9' },
      );
      expect(response.statusCode).toBe(200);
      const [user] = await handle.db.select().from(users).where(eq(users.email, 'digits@example.com'));
      expect(user?.countryId).toBe(620);
      expect((await lastMailTo('digits@example.com')).mail?.subject).toBe('Confirme seu e-mail no Orbit Console');
    });

    it.each(['CLIENT@example.com', 'clİent@example.com', 'ｃｌｉｅｎｔ@example.com'])(
      'answers 409 for an email already registered, spelled %s, and writes nothing',
      async (email) => {
        const before = await countRows(handle, users);
        const response = await signUp(valid(email));
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          message: errorMessages.emailTaken,
          errors: { email: errorMessages.emailTaken },
        });
        expect(await countRows(handle, users)).toBe(before);
      },
    );

    it.each([
      ['no name', { name: undefined }, 'name'],
      ['a blank name', { name: '   ' }, 'name'],
      ['an invalid email', { email: 'not-an-email' }, 'email'],
      ['a password of 5 characters', { password: '12345' }, 'password'],
      ['a password without digits', { password: 'onlyletters' }, 'password'],
      ['a password without letters', { password: '20262026' }, 'password'],
      ['a country that does not exist', { countryId: 999 }, 'countryId'],
      ['a country code instead of an id', { countryId: 'BR' }, 'countryId'],
      ['an unknown time zone', { timezone: 'Mars/Base' }, 'timezone'],
      ['a scope of its own choosing', { scope: 'admin' }, 'scope'],
    ])('answers 400 for %s and creates nobody', async (_case, change, field) => {
      const before = [await countRows(handle, users), await countRows(handle, emailOutbox)];
      const response = await signUp({ ...valid(`bad.${field}@example.com`), ...change });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(errorResponseSchema.parse(response.json()).errors ?? {})).toEqual([field]);
      expect([await countRows(handle, users), await countRows(handle, emailOutbox)]).toEqual(before);
    });

    it('answers 400, not 500, for text the database cannot store, and creates nobody', async () => {
      const before = await countRows(handle, users);
      const response = await signUp({ ...valid('nul@example.com'), name: 'Nul\u0000Name' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: errorMessages.invalidInput });
      expect(await countRows(handle, users)).toBe(before);
    });

    it('answers 429 after ten sign-ups from one address in 15 minutes', async () => {
      const remoteAddress = '198.51.100.99';
      for (let attempt = 1; attempt <= 10; attempt++) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/sign-up',
          payload: valid(`burst${attempt}@example.com`),
          remoteAddress,
        });
        expect(response.statusCode).toBe(200);
      }
      const limited = await app.inject({
        method: 'POST',
        url: '/api/sign-up',
        payload: valid('burst11@example.com'),
        remoteAddress,
      });
      expect(limited.statusCode).toBe(429);
    }, 60_000);
  });

  describe('POST /api/verify-email', () => {
    it('confirms the address once; the token does not work twice', async () => {
      await app.inject({
        method: 'POST',
        url: '/api/sign-up',
        payload: { name: 'V', email: 'verify@example.com', countryId: 76, password: 'Sup3r-Secret', timezone: 'UTC' },
      });
      const { token } = await lastMailTo('verify@example.com');
      const first = await call(app, 'POST', '/api/verify-email', { payload: { token } });
      expect(first.statusCode).toBe(200);
      const [user] = await handle.db.select().from(users).where(eq(users.email, 'verify@example.com'));
      expect(user?.emailVerifiedAt?.toISOString()).toBe(clock.now().toISOString());
      const again = await call(app, 'POST', '/api/verify-email', { payload: { token } });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        message: errorMessages.invalidToken,
        errors: { token: errorMessages.invalidToken },
      });
    });
  });

  describe('password reset', () => {
    const requestReset = (email: string, lang?: string, remoteAddress = freshAddress()) =>
      call(app, 'POST', '/api/reset-password/request', { payload: { email, ...(lang && { lang }) }, remoteAddress });

    it('mails a single-use link in the asked language', async () => {
      const client = await createClient(handle);
      const response = await requestReset(client.email, 'pt');
      expect(response.statusCode).toBe(200);
      const { mail, token, kept } = await lastMailTo(client.email);
      expect(mail?.subject).toBe('Redefina sua senha do Orbit Console');
      expect(mail?.text).toContain('/reset-password/reset?token=');
      expect(token).toBeTruthy();
      expect(kept?.bodyText).not.toContain('token=');
    });

    it('answers 404 "Entity Not Found" for an unknown address and mails nothing', async () => {
      const before = await countRows(handle, emailOutbox);
      const response = await requestReset('nobody@example.com');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Entity Not Found' });
      expect(await countRows(handle, emailOutbox)).toBe(before);
    });

    it('answers 429 after three requests for one account from one client address, however the address is spelled', async () => {
      const client = await createClient(handle);
      const remoteAddress = freshAddress();
      const spellings = [client.email, client.email.replace('i', 'İ'), client.email.toUpperCase()];
      for (const spelling of spellings)
        expect((await requestReset(spelling, undefined, remoteAddress)).statusCode).toBe(200);
      expect((await requestReset(client.email.replace('i', 'İ'), undefined, remoteAddress)).statusCode).toBe(429);
      // From elsewhere the owner still gets a link.
      expect((await requestReset(client.email)).statusCode).toBe(200);
      await mails.settled();
      expect(mails.sent.filter((mail) => mail.to === client.email)).toHaveLength(4);
    });

    it('answers 429 past ten requests an hour for one account, except from an address that signed in to it', async () => {
      const client = await createClient(handle);
      const home = freshAddress();
      expect((await signIn(app, client.email, { remoteAddress: home })).statusCode).toBe(200);
      for (let stranger = 1; stranger <= 10; stranger++)
        expect((await requestReset(client.email)).statusCode).toBe(200);
      expect((await requestReset(client.email)).statusCode).toBe(429);
      expect((await requestReset(client.email, undefined, home)).statusCode).toBe(200);
      clock.advanceMinutes(60);
      expect((await requestReset(client.email)).statusCode).toBe(200);
    });

    it('answers 429 after ten requests from one client address, whatever the accounts', async () => {
      const remoteAddress = '198.51.100.77';
      for (let attempt = 1; attempt <= 10; attempt++) {
        expect((await requestReset(`unknown${attempt}@example.com`, undefined, remoteAddress)).statusCode).toBe(404);
      }
      expect((await requestReset((await createClient(handle)).email, undefined, remoteAddress)).statusCode).toBe(429);
    });

    it('keeps a token valid for 30 minutes, not one more', async () => {
      const client = await createClient(handle);
      await requestReset(client.email);
      const { token } = await lastMailTo(client.email);
      clock.advanceMinutes(29);
      const valid = await call(app, 'POST', '/api/reset-password/verify-token', { payload: { token } });
      expect(valid.statusCode).toBe(200);
      expect(verifyResetTokenResponseSchema.parse(valid.json()).expiresAt).toBe('2026-03-02T12:30:00.000Z');
      clock.advanceMinutes(1);
      const expired = await call(app, 'POST', '/api/reset-password/verify-token', { payload: { token } });
      expect(expired.statusCode).toBe(400);
      const reset = await call(app, 'POST', '/api/reset-password', { payload: { token, password: 'orbit-2026' } });
      expect(reset.statusCode).toBe(400);
      expect(reset.json()).toEqual({
        message: errorMessages.invalidToken,
        errors: { token: errorMessages.invalidToken },
      });
    });

    it('sets the new password once, ends the other sessions and keeps the one it came from', async () => {
      const client = await createClient(handle);
      const kept = await sessionOf(app, client.email);
      const ended = await sessionOf(app, client.email);
      await requestReset(client.email);
      const { token } = await lastMailTo(client.email);

      const response = await call(app, 'POST', '/api/reset-password', {
        cookie: kept,
        payload: { token, password: 'orbit-2026' },
      });
      expect(response.statusCode).toBe(200);
      expect((await getMe(app, kept)).statusCode).toBe(200);
      expect((await getMe(app, ended)).statusCode).toBe(401);
      expect((await signIn(app, client.email, { remoteAddress: freshAddress() })).statusCode).toBe(401);
      expect(
        (await signIn(app, client.email, { password: 'orbit-2026', remoteAddress: freshAddress() })).statusCode,
      ).toBe(200);

      const again = await call(app, 'POST', '/api/reset-password', { payload: { token, password: 'tw0-moons' } });
      expect(again.statusCode).toBe(400);
    });

    it('ends every session of the user when the reset comes without one', async () => {
      const client = await createClient(handle);
      const cookie = await sessionOf(app, client.email);
      await requestReset(client.email);
      const { token } = await lastMailTo(client.email);
      await call(app, 'POST', '/api/reset-password', { payload: { token, password: 'orbit-2026' } });
      expect((await getMe(app, cookie)).statusCode).toBe(401);
      expect(await handle.db.select().from(sessions).where(eq(sessions.userId, client.id))).toEqual([]);
    });

    it('lets only the newest link work', async () => {
      const client = await createClient(handle);
      await requestReset(client.email);
      const older = (await lastMailTo(client.email)).token;
      await requestReset(client.email);
      expect(
        (await call(app, 'POST', '/api/reset-password/verify-token', { payload: { token: older } })).statusCode,
      ).toBe(400);
      const newer = (await lastMailTo(client.email)).token;
      expect(
        (await call(app, 'POST', '/api/reset-password/verify-token', { payload: { token: newer } })).statusCode,
      ).toBe(200);
    });

    it.each([
      ['a password without digits', 'password', 'letters'],
      ['a password without letters', 'password', '123456'],
      ['a password of 5 characters', 'password', 'abc12'],
    ])('answers 400 for %s and changes nothing', async (_case, field, password) => {
      const client = await createClient(handle);
      await requestReset(client.email);
      const { token } = await lastMailTo(client.email);
      const before = await handle.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, client.id));
      const response = await call(app, 'POST', '/api/reset-password', { payload: { token, password } });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(errorResponseSchema.parse(response.json()).errors ?? {})).toEqual([field]);
      expect(
        await handle.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, client.id)),
      ).toEqual(before);
      expect((await signIn(app, client.email, { remoteAddress: freshAddress() })).statusCode).toBe(200);
    });

    it.each([
      ['/api/reset-password/request', { email: 'not-an-email' }, 'email'],
      ['/api/reset-password/request', { email: 'client@example.com', lang: 'de' }, 'lang'],
      ['/api/reset-password/verify-token', {}, 'token'],
      ['/api/reset-password', { token: 'x', password: 'orbit-2026', email: 'client@example.com' }, 'email'],
    ])('%s answers 400 for a bad body', async (url, payload, field) => {
      const response = await call(app, 'POST', url, { payload, remoteAddress: freshAddress() });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(errorResponseSchema.parse(response.json()).errors ?? {})).toEqual([field]);
    });
  });

  describe('secrets stay secret', () => {
    const requestReset = (email: string) =>
      call(app, 'POST', '/api/reset-password/request', { payload: { email }, remoteAddress: freshAddress() });

    it('refuses the most common passwords at sign-up and at reset, and keeps the minimum of 6', async () => {
      const signUp = await call(app, 'POST', '/api/sign-up', {
        payload: { name: 'Common', email: 'common@example.com', countryId: 76, password: 'password1', timezone: 'UTC' },
        remoteAddress: freshAddress(),
      });
      expect(signUp.statusCode).toBe(400);
      expect(signUp.json()).toEqual({
        message: errorMessages.commonPassword,
        errors: { password: errorMessages.commonPassword },
      });
      expect(await handle.db.select().from(users).where(eq(users.email, 'common@example.com'))).toEqual([]);

      const client = await createClient(handle);
      await requestReset(client.email);
      const { token } = await lastMailTo(client.email);
      const common = await call(app, 'POST', '/api/reset-password', {
        payload: { token, password: 'Qwerty123' },
        remoteAddress: freshAddress(),
      });
      expect(common.statusCode).toBe(400);
      expect(common.json()).toEqual({
        message: errorMessages.commonPassword,
        errors: { password: errorMessages.commonPassword },
      });
      // The token was not used up by the refused password.
      const uncommon = await call(app, 'POST', '/api/reset-password', {
        payload: { token, password: 'riding-42-coasters' },
        remoteAddress: freshAddress(),
      });
      expect(uncommon.statusCode).toBe(200);
    });

    it('looks the reset token up before anything else: an unknown token answers invalidToken even for a common password', async () => {
      const response = await call(app, 'POST', '/api/reset-password', {
        payload: { token: 'not-a-token-anyone-was-sent', password: 'password1' },
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: errorMessages.invalidToken,
        errors: { token: errorMessages.invalidToken },
      });
    });

    it.each([
      ['/api/reset-password/verify-token', { token: 'guess' }],
      ['/api/reset-password', { token: 'guess', password: 'riding-42-coasters' }],
      ['/api/verify-email', { token: 'guess' }],
    ])('limits %s to 30 tries per client address in 15 minutes', async (url, payload) => {
      const remoteAddress = freshAddress();
      for (let attempt = 1; attempt <= 30; attempt++) {
        expect((await call(app, 'POST', url, { payload, remoteAddress })).statusCode).toBe(400);
      }
      expect((await call(app, 'POST', url, { payload, remoteAddress })).statusCode).toBe(429);
      expect((await call(app, 'POST', url, { payload, remoteAddress: freshAddress() })).statusCode).toBe(400);
      clock.advanceMinutes(15);
      expect((await call(app, 'POST', url, { payload, remoteAddress })).statusCode).toBe(400);
    });

    it('records reset requested and done as security events, without the token', async () => {
      const client = await createClient(handle);
      await requestReset(client.email);
      const { token } = await lastMailTo(client.email);
      await call(app, 'POST', '/api/reset-password', {
        payload: { token, password: 'riding-42-coasters' },
        remoteAddress: '198.18.250.1',
      });
      const events = await handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(client.id))))
        .orderBy(asc(auditLog.id));
      expect(events.map((event) => [event.action, event.actorUserId])).toEqual([
        ['security.passwordReset.requested', null],
        ['security.passwordReset.completed', null],
      ]);
      expect(events[1]?.after).toEqual({ ip: '198.18.250.1' });
      expect(JSON.stringify(events)).not.toContain(token);
    });

    it('refuses a reset for a disabled account, both the request and a link sent before', async () => {
      const client = await createClient(handle);
      await requestReset(client.email);
      const { token } = await lastMailTo(client.email);
      await handle.db.update(users).set({ disabledAt: clock.now() }).where(eq(users.id, client.id));
      expect((await requestReset(client.email)).statusCode).toBe(403);
      const reset = await call(app, 'POST', '/api/reset-password', {
        payload: { token, password: 'riding-42-coasters' },
        remoteAddress: freshAddress(),
      });
      expect(reset.statusCode).toBe(403);
      expect(reset.json()).toEqual({ message: errorMessages.accountDisabled });
    });
  });

  describe('GET /api/addresses', () => {
    it("answers the signed-in client's addresses with the country's code", async () => {
      const cookie = await sessionOf(app, 'client@example.com');
      const response = await call(app, 'GET', '/api/addresses', { cookie });
      expect(response.statusCode).toBe(200);
      expect(addressListSchema.parse(response.json())).toEqual([
        expect.objectContaining({ fullName: 'Mendes Diversões Ltda', countryId: 76, countryIsoAlpha3: 'BRA' }),
      ]);
    });

    it('answers a new client none, and 401 without a session', async () => {
      const cookie = await sessionOf(app, (await createClient(handle)).email);
      expect((await call(app, 'GET', '/api/addresses', { cookie })).json()).toEqual([]);
      expect((await call(app, 'GET', '/api/addresses')).statusCode).toBe(401);
    });
  });
});
