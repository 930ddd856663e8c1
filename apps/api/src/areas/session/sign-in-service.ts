import { endpoints, errorMessages } from '@orbit/contract';
import type {
  AuthenticationResponse,
  CurrentUser,
  PasskeyAuthenticationOptions,
  SecondFactorChallenge,
  SecondFactorMethod,
} from '@orbit/contract';
import { canonicalEmail, summariseUserAgent } from '@orbit/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { knownBrowsersRepository } from './known-browsers-repository.ts';
import { pendingSignInsRepository } from './pending-sign-ins-repository.ts';
import { userAgentMaxLength, usersRepository } from '../identity/index.ts';
import type { CurrentUserService, SessionService } from '../identity/index.ts';
import { securityActions } from '../audit/index.ts';
import type { AttemptCheck, AttemptLimiter, AttemptTarget, SecurityEvents } from '../audit/index.ts';
import { verifyPassword } from '../../shared/passwords.ts';
import { passkeysRepository } from '../second-factors/index.ts';
import type { PasskeyCheck, PasskeyService, SecondFactorService } from '../second-factors/index.ts';
import type { Notify } from '../notifications/index.ts';
import { hashToken, newToken } from '../../shared/tokens.ts';

export interface SignInAttempt extends SignInClient {
  email: string;
  password: string;
}

/** What proves the second factor: a code, or a passkey's answer (ADR 0059). */
export type SecondFactorProof =
  { method: 'totp' | 'recoveryCode'; code: string } | { method: 'passkey'; response: AuthenticationResponse };

/** The browser a sign-in comes from. */
export interface SignInClient {
  ip: string;
  /** The browser's User-Agent header, shown in the owner's list of sessions. */
  userAgent: string | undefined;
  /** Token of the session the request already carries; it is replaced. */
  previousToken: string | undefined;
  /** Token of the browser's long-lived mark, when it has one: a browser without one gets one at sign-in. */
  browserToken: string | undefined;
}

/** An opened session, with the browser's mark to keep (the same one, or a new one). */
export interface StartedSession {
  token: string;
  user: CurrentUser;
  browserToken: string;
}

/** The second step of a sign-in, with the token of its pending sign-in cookie. */
export type SecondFactorAttempt = SecondFactorProof & SignInClient & { pendingToken: string | undefined };

/** A sign-in with a passkey alone (ADR 0059). */
export interface PasskeySignInAttempt extends SignInClient {
  response: AuthenticationResponse;
}

/** A sign-in's outcome: a session, or a pending sign-in that waits for the second factor (ADR 0056). */
export type SignInOutcome =
  { session: StartedSession } | { pending: { token: string; challenge: SecondFactorChallenge } };

export type SignInService = ReturnType<typeof createSignInService>;

export function createSignInService(deps: {
  db: Database;
  now: Clock;
  /** Made with the action `sign-in` and the sign-in limits (ADR 0052). */
  attempts: AttemptLimiter;
  /** Made with the action `second-factor` and its own limits: codes are counted apart from passwords. */
  secondFactorAttempts: AttemptLimiter;
  secondFactors: Pick<SecondFactorService, 'methodsOf' | 'verify'>;
  passkeys: Pick<PasskeyService, 'secondStepOptions' | 'signInOptions' | 'findCredential' | 'verify'>;
  /** How long a pending sign-in lasts and how many wrong codes it takes. */
  pendingSignIn: { minutes: number; codes: number };
  sessions: SessionService;
  currentUsers: CurrentUserService;
  securityEvents: SecurityEvents;
  notify: Notify;
}) {
  const {
    now,
    attempts,
    secondFactorAttempts,
    secondFactors,
    passkeys,
    pendingSignIn,
    sessions,
    currentUsers,
    securityEvents,
    notify,
  } = deps;
  const users = usersRepository(deps.db);
  const pendingSignIns = pendingSignInsRepository(deps.db);
  const passkeyRows = passkeysRepository(deps.db);

  /** A live pending sign-in by its cookie's token, or 401: the password must be given again. */
  async function livePending(pendingToken: string | undefined) {
    const tokenHash = pendingToken ? hashToken(pendingToken) : undefined;
    const pending = tokenHash ? await pendingSignIns.findLive(tokenHash, now()) : undefined;
    if (!tokenHash || !pending) throw new AppError(401, errorMessages.signInStepExpired);
    return { tokenHash, pending };
  }

  /** The pending user's passkey answer, checked against the challenge given to that pending sign-in. */
  async function checkPasskeyStep(
    userId: number,
    tokenHash: string,
    response: AuthenticationResponse,
    ip: string,
  ): Promise<PasskeyCheck> {
    const passkey = await passkeys.findCredential(response);
    if (!passkey) return { ok: false, reason: 'unknown credential' };
    if (passkey.userId !== userId) return { ok: false, reason: 'other user' };
    return passkeys.verify(passkey, response, {
      consumeChallenge: (challengeHash) => passkeyRows.consumePendingChallenge(tokenHash, challengeHash),
      requireUserVerification: false,
      ip,
    });
  }

  /** The account an address names, as an audit target; an address without an account is its own target. */
  const auditTargetOf = (target: AttemptTarget) =>
    'userId' in target
      ? { targetType: 'user' as const, targetId: String(target.userId) }
      : { targetType: 'email' as const, targetId: target.email.slice(0, 320) };

  /** Refuses an attempt past a limit, recording the lockout once, when it starts. */
  async function enforce(check: AttemptCheck, target: AttemptTarget, ip: string): Promise<void> {
    if (check.lockedNow && check.limit) {
      await securityEvents.record({
        action: securityActions.lockout,
        actorUserId: null,
        ...auditTargetOf(target),
        ip,
        details: { limit: check.limit.name, attempts: check.limit.attempts, windowMinutes: check.limit.windowMinutes },
      });
    }
    if (!check.allowed) throw new AppError(429, errorMessages.tooManyAttempts);
  }

  return {
    /**
     * Attempts are counted before the password is checked, so parallel guesses cannot slip past a limit, and keyed
     * by the account the canonical address finds, so every spelling of one address shares its counts.
     */
    async signIn(attempt: SignInAttempt): Promise<SignInOutcome> {
      const email = canonicalEmail(attempt.email);
      const fromAddress = await attempts.fromAddress(attempt.ip);
      const credentials = await users.findCredentialsByEmail(email);
      const target: AttemptTarget = credentials ? { userId: credentials.id } : { email };
      await enforce(fromAddress, target, attempt.ip);
      await enforce(await attempts.onAccount(target, attempt.ip), target, attempt.ip);

      const passwordMatches = await verifyPassword(credentials?.passwordHash, attempt.password);
      if (!credentials || !passwordMatches) {
        await securityEvents.record({
          action: securityActions.signInFailed,
          actorUserId: null,
          ...auditTargetOf(target),
          ip: attempt.ip,
          details: { reason: credentials ? 'wrong password' : 'unknown email' },
        });
        throw new AppError(401, errorMessages.invalidCredentials);
      }
      // Only someone who knows the password learns that the account is disabled.
      if (credentials.disabledAt) {
        await securityEvents.record({
          action: securityActions.signInRefusedDisabled,
          actorUserId: null,
          ...auditTargetOf(target),
          ip: attempt.ip,
        });
        throw new AppError(403, errorMessages.accountDisabled);
      }

      await attempts.succeeded(target, attempt.ip);
      const methods = await secondFactors.methodsOf(credentials.id);
      if (methods.length > 0) {
        // No session yet: the password opened a short pending sign-in that only the second factor completes.
        const token = newToken();
        const expiresAt = new Date(now().getTime() + pendingSignIn.minutes * 60_000);
        await pendingSignIns.insert({ tokenHash: hashToken(token), userId: credentials.id, expiresAt }, now());
        return {
          pending: { token, challenge: { secondFactorRequired: true, methods, expiresAt: expiresAt.toISOString() } },
        };
      }
      return { session: await startSession(credentials.id, attempt, undefined) };
    },

    /**
     * Completes a pending sign-in with its second factor. Codes are counted like passwords, on their own limits: per
     * address, per account from one address and per account; a pending sign-in also ends after a few wrong codes.
     */
    async completeSecondFactor(attempt: SecondFactorAttempt): Promise<StartedSession> {
      // Without a live pending sign-in no code can succeed, so only attempts that have one are counted.
      const { tokenHash, pending } = await livePending(attempt.pendingToken);
      const target: AttemptTarget = { userId: pending.userId };
      await enforce(await secondFactorAttempts.fromAddress(attempt.ip), target, attempt.ip);
      await enforce(await secondFactorAttempts.onAccount(target, attempt.ip), target, attempt.ip);

      const passkeyCheck =
        attempt.method === 'passkey'
          ? await checkPasskeyStep(pending.userId, tokenHash, attempt.response, attempt.ip)
          : undefined;
      const right = passkeyCheck
        ? passkeyCheck.ok
        : attempt.method !== 'passkey' &&
          (await secondFactors.verify(pending.userId, attempt.method, attempt.code, attempt.ip));
      if (!right) {
        await pendingSignIns.countFailure(tokenHash, pendingSignIn.codes);
        await securityEvents.record({
          action: securityActions.secondFactorFailed,
          actorUserId: null,
          ...auditTargetOf(target),
          ip: attempt.ip,
          details: {
            method: attempt.method,
            during: 'sign-in',
            ...(passkeyCheck && !passkeyCheck.ok && { reason: passkeyCheck.reason }),
          },
        });
        throw new AppError(
          401,
          attempt.method === 'passkey' ? errorMessages.passkeyRefused : errorMessages.wrongSecondFactorCode,
        );
      }
      // Of two requests that both got here, only one starts a session.
      if (!(await pendingSignIns.consume(tokenHash, now()))) throw new AppError(401, errorMessages.signInStepExpired);
      const account = await users.findAccount(pending.userId);
      if (!account || account.disabledAt) throw new AppError(403, errorMessages.accountDisabled);
      await secondFactorAttempts.succeeded(target, attempt.ip);
      return startSession(pending.userId, attempt, { secondFactor: attempt.method });
    },

    /** Options for the pending sign-in's passkey: the pending user's passkeys, the challenge kept with the sign-in. */
    async secondStepPasskeyOptions(pendingToken: string | undefined): Promise<PasskeyAuthenticationOptions> {
      const { tokenHash, pending } = await livePending(pendingToken);
      return passkeys.secondStepOptions(pending.userId, (challengeHash) =>
        passkeyRows.setPendingChallenge(tokenHash, challengeHash, now()),
      );
    },

    /** Options for a sign-in with a passkey alone; asking is not a guess, so only their number per address is bound. */
    passkeySignInOptions(ip: string): Promise<PasskeyAuthenticationOptions> {
      return passkeys.signInOptions(ip);
    },

    /**
     * A sign-in with a passkey alone: the passkey names its account, and with its user verified it stands for both
     * factors. Attempts count on the sign-in limits, per address and per account, as passwords do.
     */
    async signInWithPasskey(attempt: PasskeySignInAttempt): Promise<StartedSession> {
      const passkey = await passkeys.findCredential(attempt.response);
      // A passkey nobody has is an attempt at no account: it counts on its address and is recorded as a refused call.
      const target: AttemptTarget | undefined = passkey && { userId: passkey.userId };
      const auditTarget = target
        ? auditTargetOf(target)
        : { targetType: 'route' as const, targetId: `POST ${endpoints.passkeySignIn.path}` };
      const fromAddress = await attempts.fromAddress(attempt.ip);
      if (target) {
        await enforce(fromAddress, target, attempt.ip);
        await enforce(await attempts.onAccount(target, attempt.ip), target, attempt.ip);
      } else if (!fromAddress.allowed) {
        throw new AppError(429, errorMessages.tooManyAttempts);
      }
      const check: PasskeyCheck = passkey
        ? await passkeys.verify(passkey, attempt.response, {
            consumeChallenge: async (challengeHash) =>
              (await passkeyRows.consumeChallenge(challengeHash, 'sign-in', null, now())) !== undefined,
            requireUserVerification: true,
            ip: attempt.ip,
          })
        : { ok: false, reason: 'unknown credential' };
      if (!check.ok) {
        await securityEvents.record({
          action: securityActions.signInFailed,
          actorUserId: null,
          ...auditTarget,
          ip: attempt.ip,
          details: { method: 'passkey', reason: check.reason },
        });
        throw new AppError(401, errorMessages.passkeyRefused);
      }
      const account = await users.findAccount(check.passkey.userId);
      if (!account || account.disabledAt) {
        await securityEvents.record({
          action: securityActions.signInRefusedDisabled,
          actorUserId: null,
          ...auditTarget,
          ip: attempt.ip,
          details: { method: 'passkey' },
        });
        throw new AppError(403, errorMessages.accountDisabled);
      }
      await attempts.succeeded({ userId: check.passkey.userId }, attempt.ip);
      return startSession(check.passkey.userId, attempt, { method: 'passkey' });
    },
  };

  /** The session a sign-in opens (with the browser it came from, for the owner's list), and its security event. */
  async function startSession(
    userId: number,
    client: SignInClient,
    /** How the sign-in went beyond a password: the second factor used, or a passkey alone. */
    details: { secondFactor: SecondFactorMethod } | { method: 'passkey' } | undefined,
  ): Promise<StartedSession> {
    const { ip, userAgent, previousToken } = client;
    const browserToken = client.browserToken ?? newToken();
    const token = await sessions.start(userId, previousToken, { userAgent, ip }, async (tx, at) => {
      const browserAgent = userAgent?.slice(0, userAgentMaxLength) ?? null;
      if (!(await knownBrowsersRepository(tx).recognise(userId, hashToken(browserToken), browserAgent, at))) return;
      const { browser, os } = summariseUserAgent(browserAgent);
      await notify(tx, {
        userId,
        kind: 'newSignIn',
        subject: 'signIn',
        // A browser the summary cannot name is told by its own User-Agent.
        params: { browser: [browser, os].filter(Boolean).join(', ') || browserAgent?.slice(0, 80) || '?' },
      });
    });
    const user = await currentUsers.find(userId);
    if (!user) throw new Error(`User ${userId} vanished during sign-in`);
    await securityEvents.record({
      action: securityActions.signInSucceeded,
      actorUserId: userId,
      targetType: 'user',
      targetId: String(userId),
      ip,
      openedSession: token,
      ...(details && { details }),
    });
    return { token, user, browserToken };
  }
}
