import { errorMessages } from '@orbit/contract';
import type { CurrentUser } from '@orbit/contract';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { usersRepository } from '../repositories/users-repository.ts';
import type { CurrentUserService } from './current-user-service.ts';
import { verifyPassword } from './passwords.ts';
import type { RateLimiter } from './rate-limiter.ts';
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
}) {
  const { limits, rateLimiter, sessions, currentUsers } = deps;
  const users = usersRepository(deps.db);

  return {
    async signIn(attempt: SignInAttempt): Promise<{ token: string; user: CurrentUser }> {
      const emailBucket = `sign-in:email:${attempt.email.toLowerCase()}`;
      // Counted before the password is checked, so parallel guesses cannot slip past the limit.
      const withinIpLimit = await rateLimiter.hit(`sign-in:ip:${attempt.ip}`, {
        limit: limits.perIp,
        windowMinutes: limits.windowMinutes,
      });
      if (
        !withinIpLimit ||
        !(await rateLimiter.hit(emailBucket, { limit: limits.perEmail, windowMinutes: limits.windowMinutes }))
      ) {
        throw new AppError(429, errorMessages.tooManyAttempts);
      }

      const credentials = await users.findCredentialsByEmail(attempt.email);
      const passwordMatches = await verifyPassword(credentials?.passwordHash, attempt.password);
      if (!credentials || !passwordMatches) throw new AppError(401, errorMessages.invalidCredentials);

      await rateLimiter.reset(emailBucket);
      const token = await sessions.start(credentials.id, attempt.previousToken);
      const user = await currentUsers.find(credentials.id);
      if (!user) throw new Error(`User ${credentials.id} vanished during sign-in`);
      return { token, user };
    },
  };
}
