import { errorMessages } from '@orbit/contract';
import type { CurrentUser } from '@orbit/contract';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { usersRepository } from '../repositories/users-repository.ts';
import type { CurrentUserService } from './current-user-service.ts';
import { verifyPassword } from './passwords.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { SecurityEvents } from './security-events.ts';
import { securityActions } from './security-events.ts';
import type { SessionService } from './session-service.ts';

export interface SignInLimits {
  windowMinutes: number;
  /** Attempts from one client address per window, whatever the email. */
  perIp: number;
  /** Attempts on one email per window, whatever the address; a successful sign-in clears it. */
  perEmail: number;
}

export interface SignInAttempt {
  email: string;
  password: string;
  ip: string;
  /** Token of the session the request already carries; it is replaced. */
  previousToken: string | undefined;
}

export type SignInService = ReturnType<typeof createSignInService>;

export function createSignInService(deps: {
  db: Database;
  limits: SignInLimits;
  rateLimiter: RateLimiter;
  sessions: SessionService;
  currentUsers: CurrentUserService;
  securityEvents: SecurityEvents;
}) {
  const { limits, rateLimiter, sessions, currentUsers, securityEvents } = deps;
  const users = usersRepository(deps.db);

  /** The account an email names, as an audit target; an address without an account is its own target. */
  const targetOf = (email: string, userId: number | undefined) =>
    userId === undefined
      ? { targetType: 'email' as const, targetId: email.toLowerCase().slice(0, 320) }
      : { targetType: 'user' as const, targetId: String(userId) };

  return {
    async signIn(attempt: SignInAttempt): Promise<{ token: string; user: CurrentUser }> {
      const emailBucket = `sign-in:email:${attempt.email.toLowerCase()}`;
      const window = { windowMinutes: limits.windowMinutes };
      // Counted before the password is checked, so parallel guesses cannot slip past the limit.
      const byIp = await rateLimiter.check(`sign-in:ip:${attempt.ip}`, { ...window, limit: limits.perIp });
      const byEmail = byIp.allowed
        ? await rateLimiter.check(emailBucket, { ...window, limit: limits.perEmail })
        : { allowed: true, lockedNow: false };
      if (!byIp.allowed || !byEmail.allowed) {
        if (byIp.lockedNow || byEmail.lockedNow) {
          const account = await users.findCredentialsByEmail(attempt.email);
          await securityEvents.record({
            action: securityActions.lockout,
            actorUserId: null,
            ...targetOf(attempt.email, account?.id),
            ip: attempt.ip,
            details: byIp.lockedNow
              ? { limit: 'sign-in per address', attempts: limits.perIp, windowMinutes: limits.windowMinutes }
              : { limit: 'sign-in per email', attempts: limits.perEmail, windowMinutes: limits.windowMinutes },
          });
        }
        throw new AppError(429, errorMessages.tooManyAttempts);
      }

      const credentials = await users.findCredentialsByEmail(attempt.email);
      const passwordMatches = await verifyPassword(credentials?.passwordHash, attempt.password);
      if (!credentials || !passwordMatches) {
        await securityEvents.record({
          action: securityActions.signInFailed,
          actorUserId: null,
          ...targetOf(attempt.email, credentials?.id),
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
          ...targetOf(attempt.email, credentials.id),
          ip: attempt.ip,
        });
        throw new AppError(403, errorMessages.accountDisabled);
      }

      await rateLimiter.reset(emailBucket);
      const token = await sessions.start(credentials.id, attempt.previousToken);
      const user = await currentUsers.find(credentials.id);
      if (!user) throw new Error(`User ${credentials.id} vanished during sign-in`);
      await securityEvents.record({
        action: securityActions.signInSucceeded,
        actorUserId: credentials.id,
        ...targetOf(attempt.email, credentials.id),
        ip: attempt.ip,
      });
      return { token, user };
    },
  };
}
