import { errorMessages } from '@orbit/contract';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { passwordResetTokensRepository } from '../repositories/account-tokens-repository.ts';
import { usersRepository } from '../repositories/users-repository.ts';
import type { Clock } from '../clock.ts';
import { assertUncommonPassword } from './common-passwords.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { RateLimit, RateLimiter } from './rate-limiter.ts';
import type { SecurityEvents } from './security-events.ts';
import { securityActions } from './security-events.ts';
import type { SessionService } from './session-service.ts';

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;

export interface PasswordChange {
  userId: number;
  currentPassword: string;
  password: string;
  /** The session the request came with: it stays, every other one of the user ends. */
  sessionToken: string;
  ip: string;
}

/**
 * A signed-in user changes their own password (ADR 0021): the current one proves it is them (a stolen open session
 * alone is not enough), a common new one is refused, the user's other sessions and open reset links end.
 */
export function createPasswordChangeService(deps: {
  db: Database;
  now: Clock;
  /** Attempts per user, so a borrowed session cannot guess the current password. */
  limit: RateLimit;
  rateLimiter: RateLimiter;
  sessions: Pick<SessionService, 'endAllOfUser'>;
  securityEvents: SecurityEvents;
}) {
  const { db, now, limit, rateLimiter, sessions, securityEvents } = deps;
  return {
    async change(input: PasswordChange): Promise<void> {
      if (!(await rateLimiter.hit(`change-password:user:${input.userId}`, limit))) {
        throw new AppError(429, errorMessages.tooManyAttempts);
      }
      const currentHash = await usersRepository(db).findPasswordHash(input.userId);
      if (!currentHash) throw new AppError(401, errorMessages.unauthenticated);
      // 400, not 401: the session is fine, and a 401 would send the console to the sign-in page.
      if (!(await verifyPassword(currentHash, input.currentPassword))) {
        throw new AppError(400, errorMessages.wrongCurrentPassword, {
          currentPassword: errorMessages.wrongCurrentPassword,
        });
      }
      assertUncommonPassword(input.password);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await usersRepository(tx).updatePasswordHash(input.userId, passwordHash);
        await passwordResetTokensRepository(tx).retireUnusedOf(input.userId, now());
        const ended = await sessions.endAllOfUser(input.userId, input.sessionToken, tx);
        await securityEvents.record(
          {
            action: securityActions.passwordChanged,
            actorUserId: input.userId,
            targetType: 'user',
            targetId: String(input.userId),
            ip: input.ip,
            details: { otherSessionsEnded: ended },
          },
          tx,
        );
      });
    },
  };
}
