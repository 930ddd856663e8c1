import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  endSessionsResponseSchema,
  errorMessages,
  ownEmailChangeResponseSchema,
  ownSessionsResponseSchema,
} from '@orbit/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog, emailChangeTokens, sessions, users } from '../../db/schema.ts';
import type { Mail } from '../../email/mailer.ts';
import { call, createClient } from '../../test-support/fixtures.ts';
import type { TestClient } from '../../test-support/fixtures.ts';
import {
  createTestApp,
  createTestClock,
  recordingMailer,
  sessionCookieName,
  sessionCookieOf,
  signIn,
} from '../../test-support/test-app.ts';
import type { TestClock } from '../../test-support/test-app.ts';
import { countRows, testDatabaseKinds } from '../../test-support/test-database.ts';

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let addresses = 0;
/** A client address of its own per call that counts against a limit. */
const nextAddress = () => {
  addresses += 1;
  return `198.51.${addresses >> 8}.${addresses & 255}`;
};

/** The token of a mailed link. */
const tokenOf = (mail: Mail | undefined) => new URL(mail?.link ?? 'http://none/').searchParams.get('token') ?? '';

/** ADR 0055: a change of email waits for the new address; a user sees and ends their own sessions only. */
describe.each(testDatabaseKinds)('own account routes on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let clock: TestClock;
  let sent: Mail[];
  let settled: () => Promise<void>;

  beforeAll(async () => {
    handle = await kind.open();
    clock = createTestClock();
    const mails = recordingMailer(handle);
    sent = mails.sent;
    settled = mails.settled;
    app = await createTestApp(handle, { clock, mailer: mails.mailer });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  /** Signs in from a browser of its own; answers the session cookie. */
  async function sessionIn(email: string, userAgent = firefox, ip = nextAddress()): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/sign-in',
      payload: { email, password: 'demo1234' },
      headers: { 'user-agent': userAgent },
      remoteAddress: ip,
    });
    return sessionCookieOf(response);
  }

  const requestChange = (cookie: string, email: string, currentPassword = 'demo1234') =>
    call(app, 'POST', '/api/me/email', { cookie, payload: { email, currentPassword } });
  const pendingOf = async (cookie: string) =>
    ownEmailChangeResponseSchema.parse((await call(app, 'GET', '/api/me/email-change', { cookie })).json()).pending;
  const follow = (path: 'confirm' | 'cancel', token: string, cookie?: string) =>
    call(app, 'POST', `/api/email-change/${path}`, { cookie, payload: { token }, remoteAddress: nextAddress() });
  const emailOf = async (userId: number) => (await handle.db.select().from(users).where(eq(users.id, userId)))[0];
  const actionsAbout = async (userId: number, prefix: string) =>
    (
      await handle.db
        .select({ action: auditLog.action, actorUserId: auditLog.actorUserId, after: auditLog.after })
        .from(auditLog)
        .where(and(eq(auditLog.targetId, String(userId)), like(auditLog.action, `${prefix}%`)))
        .orderBy(auditLog.id)
    ).map((row) => ({ ...row, after: row.after as Record<string, unknown> }));

  describe('a change of email', () => {
    let client: TestClient;
    let cookie: string;

    beforeAll(async () => {
      client = await createClient(handle);
      cookie = await sessionIn(client.email);
    });

    it('needs the current password and a new, free address; bad input changes nothing', async () => {
      const other = await createClient(handle);
      const tokensBefore = await countRows(handle, emailChangeTokens);
      for (const payload of [
        { email: 'new@example.com' },
        { email: 'not-an-email', currentPassword: 'demo1234' },
        { email: 'new@example.com', currentPassword: 'demo1234', extra: true },
      ]) {
        const response = await call(app, 'POST', '/api/me/email', { cookie, payload });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toHaveProperty('errors');
      }
      const wrong = await requestChange(cookie, 'new@example.com', 'not-my-password');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ message: errorMessages.wrongCurrentPassword });
      const same = await requestChange(cookie, client.email.toUpperCase());
      expect(same.statusCode).toBe(400);
      expect(same.json()).toMatchObject({ message: errorMessages.sameEmail });
      const taken = await requestChange(cookie, other.email);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ message: errorMessages.emailTaken });
      expect(await countRows(handle, emailChangeTokens)).toBe(tokensBefore);
      expect(await pendingOf(cookie)).toBeNull();
      expect(
        (await call(app, 'POST', '/api/me/email', { payload: { email: 'x@example.com', currentPassword: 'demo1234' } }))
          .statusCode,
      ).toBe(401);
    });

    it('waits for the new address: the old one keeps signing in, is told and may cancel', async () => {
      const newEmail = `waiting.${client.id}@example.com`;
      const response = await requestChange(cookie, newEmail);
      expect(response.statusCode).toBe(200);
      const { pending } = ownEmailChangeResponseSchema.parse(response.json());
      expect(pending).toEqual({
        email: newEmail,
        requestedAt: clock.now().toISOString(),
        expiresAt: new Date(clock.now().getTime() + 24 * 3_600_000).toISOString(),
        byStaff: false,
      });
      expect(await pendingOf(cookie)).toEqual(pending);
      await settled();
      const [confirmMail, noticeMail] = sent.slice(-2);
      // In the language of the account's country (Brazil), as every mail of the change.
      expect(confirmMail).toMatchObject({ to: newEmail, subject: 'Confirme seu novo e-mail no Orbit Console' });
      expect(noticeMail).toMatchObject({ to: client.email });
      expect(noticeMail?.text).toContain(newEmail);
      expect((await emailOf(client.id))?.email).toBe(client.email);
      expect((await signIn(app, newEmail, { remoteAddress: nextAddress() })).statusCode).toBe(401);
      expect((await signIn(app, client.email, { remoteAddress: nextAddress() })).statusCode).toBe(200);

      // The cancel link is not a confirm link, and the reverse.
      expect((await follow('confirm', tokenOf(noticeMail))).statusCode).toBe(400);
      expect((await follow('cancel', tokenOf(confirmMail))).statusCode).toBe(400);
      const cancelled = await follow('cancel', tokenOf(noticeMail));
      expect(cancelled.statusCode).toBe(200);
      expect(await pendingOf(cookie)).toBeNull();
      expect((await follow('confirm', tokenOf(confirmMail))).json()).toMatchObject({
        message: errorMessages.invalidToken,
      });
      expect((await emailOf(client.id))?.email).toBe(client.email);
      expect(await actionsAbout(client.id, 'security.email.')).toEqual([
        {
          action: 'security.email.changeRequested',
          actorUserId: client.id,
          after: expect.objectContaining({ newEmail }),
        },
        { action: 'security.email.changeCancelled', actorUserId: null, after: expect.objectContaining({ by: 'link' }) },
      ]);
    });

    it('is replaced by a newer one, withdrawn from the profile, and lapses after 24 hours', async () => {
      await requestChange(cookie, `first.${client.id}@example.com`);
      await settled();
      const firstLink = sent.at(-2);
      await requestChange(cookie, `second.${client.id}@example.com`);
      expect((await pendingOf(cookie))?.email).toBe(`second.${client.id}@example.com`);
      expect((await follow('confirm', tokenOf(firstLink))).statusCode).toBe(400);

      const withdrawn = await call(app, 'POST', '/api/me/email-change/cancel', { cookie });
      expect(withdrawn.statusCode).toBe(200);
      expect(await pendingOf(cookie)).toBeNull();
      // Nothing waiting is no error.
      expect((await call(app, 'POST', '/api/me/email-change/cancel', { cookie })).statusCode).toBe(200);

      const lapsing = await createClient(handle);
      await requestChange(await sessionIn(lapsing.email), `lapsed.${lapsing.id}@example.com`);
      await settled();
      const link = sent.at(-2);
      clock.advanceMinutes(24 * 60 + 1);
      try {
        expect((await follow('confirm', tokenOf(link))).statusCode).toBe(400);
        expect((await emailOf(lapsing.id))?.email).toBe(lapsing.email);
      } finally {
        clock.advanceMinutes(-(24 * 60 + 1));
      }
    });

    it("once confirmed: the new address signs in, verified, and the user's other sessions and old links end", async () => {
      const mover = await createClient(handle);
      const here = await sessionIn(mover.email);
      const elsewhere = await sessionIn(mover.email, chrome);
      const reset = await call(app, 'POST', '/api/reset-password/request', {
        payload: { email: mover.email },
        remoteAddress: nextAddress(),
      });
      expect(reset.statusCode).toBe(200);
      await settled();
      const resetToken = tokenOf(sent.at(-1));
      const newEmail = `Moved.${mover.id}@Example.com`;
      expect((await requestChange(here, newEmail)).statusCode).toBe(200);
      await settled();
      const [confirmMail, noticeMail] = sent.slice(-2);

      // Opened in the browser the user asked from: that session stays, the other ends.
      const confirmed = await follow('confirm', tokenOf(confirmMail), here);
      expect(confirmed.statusCode).toBe(200);
      const row = await emailOf(mover.id);
      expect(row?.email).toBe(newEmail.toLowerCase());
      expect(row?.emailVerifiedAt?.toISOString()).toBe(clock.now().toISOString());
      expect((await call(app, 'GET', '/api/me', { cookie: here })).json()).toMatchObject({
        email: newEmail.toLowerCase(),
      });
      expect((await call(app, 'GET', '/api/me', { cookie: elsewhere })).statusCode).toBe(401);
      await settled();
      expect(sent.at(-1)).toMatchObject({
        to: mover.email,
        subject: 'O e-mail da sua conta Orbit Console foi alterado',
      });

      // Single use; the old address's links are dead.
      expect((await follow('confirm', tokenOf(confirmMail))).statusCode).toBe(400);
      expect((await follow('cancel', tokenOf(noticeMail))).statusCode).toBe(400);
      const oldReset = await call(app, 'POST', '/api/reset-password/verify-token', {
        payload: { token: resetToken },
        remoteAddress: nextAddress(),
      });
      expect(oldReset.statusCode).toBe(400);
      expect((await signIn(app, mover.email, { remoteAddress: nextAddress() })).statusCode).toBe(401);
      expect((await signIn(app, newEmail, { remoteAddress: nextAddress() })).statusCode).toBe(200);
      const [changed] = await actionsAbout(mover.id, 'security.email.changed');
      expect(changed).toMatchObject({
        actorUserId: mover.id,
        after: { from: mover.email, to: newEmail.toLowerCase(), sessionsEnded: 1 },
      });
    });

    it('confirmed by staff request from a browser signed out ends every session, and a taken address answers 409', async () => {
      const target = await createClient(handle);
      const targetSession = await sessionIn(target.email);
      const supervisor = await sessionIn('supervisor@example.com');
      const newEmail = `staff.moved.${target.id}@example.com`;
      const edit = await call(app, 'PATCH', `/api/admin/users/${target.id}/edit`, {
        cookie: supervisor,
        payload: { email: newEmail, name: 'Fixture Client' },
      });
      expect(edit.json()).toMatchObject({
        email: target.email,
        pendingEmailChange: { email: newEmail, byStaff: true },
      });
      expect(await pendingOf(targetSession)).toMatchObject({ email: newEmail, byStaff: true });
      await settled();
      const link = sent.at(-2);
      expect((await follow('confirm', tokenOf(link))).statusCode).toBe(200);
      expect((await call(app, 'GET', '/api/me', { cookie: targetSession })).statusCode).toBe(401);
      const [changed] = await actionsAbout(target.id, 'security.email.changed');
      expect(changed).toMatchObject({ actorUserId: 2, after: { sessionsEnded: 1 } });

      // Another account took the address while the change waited.
      const late = await createClient(handle);
      const lateSession = await sessionIn(late.email);
      const wanted = `wanted.${late.id}@example.com`;
      await requestChange(lateSession, wanted);
      await settled();
      const lateLink = sent.at(-2);
      await handle.db.update(users).set({ email: wanted }).where(eq(users.id, target.id));
      const refused = await follow('confirm', tokenOf(lateLink));
      expect(refused.statusCode).toBe(409);
      expect((await emailOf(late.id))?.email).toBe(late.email);
      expect(await pendingOf(lateSession)).toMatchObject({ email: wanted });
    });
  });

  describe('own sessions', () => {
    it("lists the user's open sessions with browser, address and times, this one marked", async () => {
      const owner = await createClient(handle);
      const first = await sessionIn(owner.email, chrome, '203.0.113.7');
      clock.advanceMinutes(2);
      const second = await sessionIn(owner.email, firefox, '203.0.113.8');
      await sessionIn('client@example.com');
      const response = await call(app, 'GET', '/api/me/sessions', { cookie: second });
      expect(response.statusCode).toBe(200);
      const { results } = ownSessionsResponseSchema.parse(response.json());
      expect(results).toEqual([
        expect.objectContaining({ browser: 'Firefox', os: 'Linux', ip: '203.0.113.8', current: true }),
        expect.objectContaining({ browser: 'Chrome', os: 'Windows', ip: '203.0.113.7', current: false }),
      ]);
      expect(results[1]?.createdAt).toBe(new Date(clock.now().getTime() - 120_000).toISOString());

      // A request after a minute slides the expiry and records where the session was last seen from.
      clock.advanceMinutes(2);
      const moved = await call(app, 'GET', '/api/me', { cookie: first, remoteAddress: '203.0.113.99' });
      expect(moved.statusCode).toBe(200);
      const after = ownSessionsResponseSchema.parse(
        (await call(app, 'GET', '/api/me/sessions', { cookie: second })).json(),
      );
      expect(after.results.find((session) => !session.current)).toMatchObject({
        ip: '203.0.113.99',
        lastSeenAt: clock.now().toISOString(),
      });
    });

    it("ends one of the user's sessions, never another user's (404, nothing ended)", async () => {
      const owner = await createClient(handle);
      const stranger = await createClient(handle);
      const mine = await sessionIn(owner.email);
      const myOther = await sessionIn(owner.email, chrome);
      const theirs = await sessionIn(stranger.email);
      const idsOf = async (cookie: string) =>
        ownSessionsResponseSchema.parse((await call(app, 'GET', '/api/me/sessions', { cookie })).json()).results;
      const [theirSession] = await idsOf(theirs);
      const sessionsBefore = await countRows(handle, sessions);

      const foreign = await call(app, 'POST', `/api/me/sessions/${theirSession?.id}/end`, { cookie: mine });
      expect(foreign.statusCode).toBe(404);
      const unknown = await call(app, 'POST', '/api/me/sessions/00000000-0000-4000-8000-000000000000/end', {
        cookie: mine,
      });
      expect(unknown.statusCode).toBe(404);
      expect((await call(app, 'POST', '/api/me/sessions/not-a-uuid/end', { cookie: mine })).statusCode).toBe(400);
      expect(await countRows(handle, sessions)).toBe(sessionsBefore);
      expect((await call(app, 'GET', '/api/me', { cookie: theirs })).statusCode).toBe(200);
      // And the other way: the stranger cannot end the owner's.
      const other = (await idsOf(mine)).find((session) => !session.current);
      expect((await call(app, 'POST', `/api/me/sessions/${other?.id}/end`, { cookie: theirs })).statusCode).toBe(404);
      expect((await call(app, 'GET', '/api/me', { cookie: myOther })).statusCode).toBe(200);

      const ended = await call(app, 'POST', `/api/me/sessions/${other?.id}/end`, { cookie: mine });
      expect(ended.statusCode).toBe(200);
      expect(endSessionsResponseSchema.parse(ended.json()).ended).toBe(1);
      expect((await call(app, 'GET', '/api/me', { cookie: myOther })).statusCode).toBe(401);
      expect((await call(app, 'GET', '/api/me', { cookie: mine })).statusCode).toBe(200);
      expect(await actionsAbout(owner.id, 'security.sessions.')).toEqual([
        {
          action: 'security.sessions.ownEnded',
          actorUserId: owner.id,
          after: expect.objectContaining({ sessionsEnded: 1, session: other?.id, current: false }),
        },
      ]);
      expect(await actionsAbout(stranger.id, 'security.sessions.')).toEqual([]);
    });

    it('ends every other session at once, and ending this one signs out', async () => {
      const owner = await createClient(handle);
      const others = [await sessionIn(owner.email), await sessionIn(owner.email, chrome)];
      const mine = await sessionIn(owner.email);
      const bystander = await sessionIn('client@example.com');
      const response = await call(app, 'POST', '/api/me/sessions/end-others', { cookie: mine });
      expect(endSessionsResponseSchema.parse(response.json()).ended).toBe(2);
      for (const cookie of others) expect((await call(app, 'GET', '/api/me', { cookie })).statusCode).toBe(401);
      expect((await call(app, 'GET', '/api/me', { cookie: bystander })).statusCode).toBe(200);
      const [left] = ownSessionsResponseSchema.parse(
        (await call(app, 'GET', '/api/me/sessions', { cookie: mine })).json(),
      ).results;
      expect(left).toMatchObject({ current: true });

      const signedOut = await call(app, 'POST', `/api/me/sessions/${left?.id}/end`, { cookie: mine });
      expect(signedOut.statusCode).toBe(200);
      expect(signedOut.cookies.find((cookie) => cookie.name === sessionCookieName)?.value).toBe('');
      expect((await call(app, 'GET', '/api/me', { cookie: mine })).statusCode).toBe(401);
      expect((await call(app, 'GET', '/api/me/sessions')).statusCode).toBe(401);
    });
  });
});
