import { errorMessages } from '@orbit/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { usersRepository } from '../identity/index.ts';
import type { RateLimit, RateLimiter } from '../identity/index.ts';
import { verifyPassword } from '../../shared/passwords.ts';

export type CurrentPasswordCheck = ReturnType<typeof createCurrentPasswordCheck>;

/**
 * The proof a signed-in user gives before changing their password or email (ADR 0021, ADR 0055): a stolen open
 * session alone is not enough. Attempts are counted per user in one bucket for both changes, so a borrowed session
 * cannot guess the password through either.
 */
export function createCurrentPasswordCheck(deps: { db: Database; limit: RateLimit; rateLimiter: RateLimiter }) {
  const { db, limit, rateLimiter } = deps;
  return async function checkCurrentPassword(userId: number, currentPassword: string): Promise<void> {
    if (!(await rateLimiter.hit(`current-password:user:${userId}`, limit))) {
      throw new AppError(429, errorMessages.tooManyAttempts);
    }
    const currentHash = await usersRepository(db).findPasswordHash(userId);
    if (!currentHash) throw new AppError(401, errorMessages.unauthenticated);
    // 400, not 401: the session is fine, and a 401 would send the console to the sign-in page.
    if (!(await verifyPassword(currentHash, currentPassword))) {
      throw new AppError(400, errorMessages.wrongCurrentPassword, {
        currentPassword: errorMessages.wrongCurrentPassword,
      });
    }
  };
}
