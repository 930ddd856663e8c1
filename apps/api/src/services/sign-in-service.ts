import { errorMessages } from '@orbit/contract';
import type { CurrentUser } from '@orbit/contract';
import { canonicalEmail } from '@orbit/domain';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { usersRepository } from '../repositories/users-repository.ts';
import type { CurrentUserService } from './current-user-service.ts';
import type { AttemptCheck, AttemptLimiter, AttemptTarget } from './attempt-limits.ts';
import { verifyPassword } from './passwords.ts';
import type { SecurityEvents } from './security-events.ts';
import { securityActions } from './security-events.ts';
import type { SessionService } from './session-service.ts';

export interface SignInAttempt {
  email: string;
  password: string;
  ip: string;
  /** The browser's User-Agent header, shown in the owner's list of sessions. */
  userAgent: string | undefined;
  /** Token of the session the request already carries; it is replaced. */
  previousToken: string | undefined;
}

export type SignInService = ReturnType<typeof createSignInService>;

export function createSignInService(deps: {
  db: Database;
  /** Made with the action `sign-in` and the sign-in limits (ADR 0052). */
  attempts: AttemptLimiter;
  sessions: SessionService;
  currentUsers: CurrentUserService;
  securityEvents: SecurityEvents;
}) {
  const { attempts, sessions, currentUsers, securityEvents } = deps;
  const users = usersRepository(deps.db);

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
    async signIn(attempt: SignInAttempt): Promise<{ token: string; user: CurrentUser }> {
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
      const token = await sessions.start(credentials.id, attempt.previousToken, {
        userAgent: attempt.userAgent,
        ip: attempt.ip,
      });
      const user = await currentUsers.find(credentials.id);
      if (!user) throw new Error(`User ${credentials.id} vanished during sign-in`);
      await securityEvents.record({
        action: securityActions.signInSucceeded,
        actorUserId: credentials.id,
        ...auditTargetOf(target),
        ip: attempt.ip,
        openedSession: token,
      });
      return { token, user };
    },
  };
}
