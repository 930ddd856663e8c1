import { errorMessages } from '@orbit/contract';
import type { CurrentUser, SecondFactorChallenge, SecondFactorMethod } from '@orbit/contract';
import { canonicalEmail } from '@orbit/domain';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { pendingSignInsRepository } from '../repositories/pending-sign-ins-repository.ts';
import { usersRepository } from '../repositories/users-repository.ts';
import type { CurrentUserService } from './current-user-service.ts';
import type { AttemptCheck, AttemptLimiter, AttemptTarget } from './attempt-limits.ts';
import { verifyPassword } from './passwords.ts';
import type { SecondFactorService } from './second-factor-service.ts';
import type { SecurityEvents } from './security-events.ts';
import { securityActions } from './security-events.ts';
import type { SessionService } from './session-service.ts';
import { hashToken, newToken } from './tokens.ts';

export interface SignInAttempt {
  email: string;
  password: string;
  ip: string;
  /** The browser's User-Agent header, shown in the owner's list of sessions. */
  userAgent: string | undefined;
  /** Token of the session the request already carries; it is replaced. */
  previousToken: string | undefined;
}

/** The second step of a sign-in, with the token of its pending sign-in cookie. */
export interface SecondFactorAttempt {
  pendingToken: string | undefined;
  method: SecondFactorMethod;
  code: string;
  ip: string;
  /** The browser's User-Agent header, shown in the owner's list of sessions. */
  userAgent: string | undefined;
  previousToken: string | undefined;
}

/** A sign-in's outcome: a session, or a pending sign-in that waits for the second factor (ADR 0056). */
export type SignInOutcome =
  { session: { token: string; user: CurrentUser } } | { pending: { token: string; challenge: SecondFactorChallenge } };

export type SignInService = ReturnType<typeof createSignInService>;

export function createSignInService(deps: {
  db: Database;
  now: Clock;
  /** Made with the action `sign-in` and the sign-in limits (ADR 0052). */
  attempts: AttemptLimiter;
  /** Made with the action `second-factor` and its own limits: codes are counted apart from passwords. */
  secondFactorAttempts: AttemptLimiter;
  secondFactors: Pick<SecondFactorService, 'methodsOf' | 'verify'>;
  /** How long a pending sign-in lasts and how many wrong codes it takes. */
  pendingSignIn: { minutes: number; codes: number };
  sessions: SessionService;
  currentUsers: CurrentUserService;
  securityEvents: SecurityEvents;
}) {
  const { now, attempts, secondFactorAttempts, secondFactors, pendingSignIn, sessions, currentUsers, securityEvents } =
    deps;
  const users = usersRepository(deps.db);
  const pendingSignIns = pendingSignInsRepository(deps.db);

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
    async completeSecondFactor(attempt: SecondFactorAttempt): Promise<{ token: string; user: CurrentUser }> {
      // Without a live pending sign-in no code can succeed, so only attempts that have one are counted.
      const tokenHash = attempt.pendingToken ? hashToken(attempt.pendingToken) : undefined;
      const pending = tokenHash ? await pendingSignIns.findLive(tokenHash, now()) : undefined;
      if (!tokenHash || !pending) throw new AppError(401, errorMessages.signInStepExpired);
      const target: AttemptTarget = { userId: pending.userId };
      await enforce(await secondFactorAttempts.fromAddress(attempt.ip), target, attempt.ip);
      await enforce(await secondFactorAttempts.onAccount(target, attempt.ip), target, attempt.ip);

      if (!(await secondFactors.verify(pending.userId, attempt.method, attempt.code, attempt.ip))) {
        await pendingSignIns.countFailure(tokenHash, pendingSignIn.codes);
        await securityEvents.record({
          action: securityActions.secondFactorFailed,
          actorUserId: null,
          ...auditTargetOf(target),
          ip: attempt.ip,
          details: { method: attempt.method, during: 'sign-in' },
        });
        throw new AppError(401, errorMessages.wrongSecondFactorCode);
      }
      // Of two requests that both got here, only one starts a session.
      if (!(await pendingSignIns.consume(tokenHash, now()))) throw new AppError(401, errorMessages.signInStepExpired);
      const account = await users.findAccount(pending.userId);
      if (!account || account.disabledAt) throw new AppError(403, errorMessages.accountDisabled);
      await secondFactorAttempts.succeeded(target, attempt.ip);
      return startSession(pending.userId, attempt, attempt.method);
    },
  };

  /** The session a sign-in opens (with the browser it came from, for the owner's list), and its security event. */
  async function startSession(
    userId: number,
    client: { ip: string; userAgent: string | undefined; previousToken: string | undefined },
    secondFactor: SecondFactorMethod | undefined,
  ): Promise<{ token: string; user: CurrentUser }> {
    const { ip, userAgent, previousToken } = client;
    const token = await sessions.start(userId, previousToken, { userAgent, ip });
    const user = await currentUsers.find(userId);
    if (!user) throw new Error(`User ${userId} vanished during sign-in`);
    await securityEvents.record({
      action: securityActions.signInSucceeded,
      actorUserId: userId,
      targetType: 'user',
      targetId: String(userId),
      ip,
      openedSession: token,
      ...(secondFactor && { details: { secondFactor } }),
    });
    return { token, user };
  }
}
