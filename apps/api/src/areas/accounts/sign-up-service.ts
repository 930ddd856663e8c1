import { errorMessages } from '@orbit/contract';
import { canonicalEmail } from '@orbit/domain';
import type { InterfaceLanguage } from '@orbit/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { databaseErrorCode, pgErrorCodes } from '../../db/errors.ts';
import type { OutgoingMail } from '../../email/outgoing-mail.ts';
import { emailVerificationMail } from '../../email/templates.ts';
import { AppError } from '../../http/app-error.ts';
import { emailVerificationTokensRepository } from './account-tokens-repository.ts';
import { countriesRepository } from './countries-repository.ts';
import { usersRepository } from '../identity/index.ts';
import type { RateLimiter } from '../identity/index.ts';
import { assertUncommonPassword } from '../../shared/common-passwords.ts';
import { hashPassword } from '../../shared/passwords.ts';
import { hashToken, newToken } from '../../shared/tokens.ts';

export type SignUpService = ReturnType<typeof createSignUpService>;

/** A verification link stays valid two days. */
const verificationHours = 48;

export interface SignUpLimits {
  windowMinutes: number;
  perIp: number;
  /** Email verifications from one client address per window, like sign-in attempts: tokens are not guessed. */
  verifyPerIp: number;
}

export interface SignUp {
  name: string;
  email: string;
  countryId: number;
  password: string;
  timezone: string;
  ip: string;
  language: InterfaceLanguage;
}

const emailTaken = () => new AppError(409, errorMessages.emailTaken, { email: errorMessages.emailTaken });
const invalidToken = () => new AppError(400, errorMessages.invalidToken, { token: errorMessages.invalidToken });

export function createSignUpService(deps: {
  db: Database;
  now: Clock;
  limits: SignUpLimits;
  rateLimiter: RateLimiter;
  mails: OutgoingMail;
  publicUrl: string;
}) {
  const { db, now, limits, rateLimiter, mails, publicUrl } = deps;
  return {
    /** docs/domain.md#validation: a new client account (scope user), then a mailed link to confirm the address. */
    async signUp(input: SignUp): Promise<void> {
      const withinLimit = await rateLimiter.hit(`sign-up:ip:${input.ip}`, {
        limit: limits.perIp,
        windowMinutes: limits.windowMinutes,
      });
      if (!withinLimit) throw new AppError(429, errorMessages.tooManyAttempts);
      assertUncommonPassword(input.password);
      if (!(await countriesRepository(db).exists(input.countryId))) {
        throw new AppError(400, errorMessages.invalidInput, { countryId: 'Unknown country' });
      }
      // Stored canonical, so every spelling of the address finds this account and no second one is made (ADR 0052).
      const email = canonicalEmail(input.email);
      if (await usersRepository(db).findAccountByEmail(email)) throw emailTaken();

      const passwordHash = await hashPassword(input.password);
      const token = newToken();
      const createdAt = now();
      const link = `${publicUrl}/sign-up/validate-email?token=${encodeURIComponent(token)}`;
      try {
        await db.transaction(async (tx) => {
          const userId = await usersRepository(tx).insert({
            name: input.name,
            email,
            passwordHash,
            scope: 'user',
            countryId: input.countryId,
            timezone: input.timezone,
            createdAt,
          });
          await emailVerificationTokensRepository(tx).insert({
            tokenHash: hashToken(token),
            userId,
            createdAt,
            expiresAt: new Date(createdAt.getTime() + verificationHours * 3_600_000),
          });
          // Queued with the account: the mail goes even while the mail server is down (ADR 0079).
          await mails.queue(tx, emailVerificationMail(input.language, email, input.name, link));
        });
      } catch (error) {
        // Two sign-ups with one address at the same moment: the unique index decides.
        if (databaseErrorCode(error) === pgErrorCodes.uniqueViolation) throw emailTaken();
        throw error;
      }
    },

    async verifyEmail(input: { token: string; ip: string }): Promise<void> {
      const withinLimit = await rateLimiter.hit(`verify-email:ip:${input.ip}`, {
        limit: limits.verifyPerIp,
        windowMinutes: limits.windowMinutes,
      });
      if (!withinLimit) throw new AppError(429, errorMessages.tooManyAttempts);
      await db.transaction(async (tx) => {
        const tokens = emailVerificationTokensRepository(tx);
        const row = await tokens.findForUpdate(hashToken(input.token));
        const current = now();
        if (!row || row.usedAt || row.expiresAt <= current) throw invalidToken();
        await tokens.markUsed(row.tokenHash, current);
        await usersRepository(tx).markEmailVerified(row.userId, current);
      });
    },
  };
}
