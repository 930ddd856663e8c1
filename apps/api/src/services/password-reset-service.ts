import { errorMessages } from '@orbit/contract';
import type { InterfaceLanguage } from '@orbit/domain';
import { limits as businessLimits } from '@orbit/domain';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../email/mailer.ts';
import { passwordResetMail } from '../email/templates.ts';
import { AppError } from '../http/app-error.ts';
import { passwordResetTokensRepository } from '../repositories/account-tokens-repository.ts';
import type { AccountToken } from '../repositories/account-tokens-repository.ts';
import { sessionsRepository } from '../repositories/sessions-repository.ts';
import { usersRepository } from '../repositories/users-repository.ts';
import { hashPassword } from './passwords.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { hashToken, newToken } from './tokens.ts';

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

export interface PasswordResetLimits {
  windowMinutes: number;
  perIp: number;
  perEmail: number;
}

const invalidToken = () => new AppError(400, errorMessages.invalidToken, { token: errorMessages.invalidToken });

function isUsable(token: AccountToken | undefined, at: Date): token is AccountToken {
  return token !== undefined && token.usedAt === null && token.expiresAt > at;
}

/** Spec §4 and §7: a mailed single-use link, valid 30 minutes, that sets a new password. */
export function createPasswordResetService(deps: {
  db: Database;
  now: Clock;
  limits: PasswordResetLimits;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  publicUrl: string;
}) {
  const { db, now, limits, rateLimiter, mailer, publicUrl } = deps;
  return {
    /**
     * Counted before the address is looked up, so probing which addresses exist is as limited as mailing them.
     * Spec §8 wants an unknown address told apart ("Entity Not Found"), so it answers 404.
     */
    async request(input: { email: string; language: InterfaceLanguage; ip: string }): Promise<void> {
      const window = { windowMinutes: limits.windowMinutes };
      const withinLimits =
        (await rateLimiter.hit(`reset:ip:${input.ip}`, { ...window, limit: limits.perIp })) &&
        (await rateLimiter.hit(`reset:email:${input.email.toLowerCase()}`, { ...window, limit: limits.perEmail }));
      if (!withinLimits) throw new AppError(429, errorMessages.tooManyAttempts);
      const account = await usersRepository(db).findAccountByEmail(input.email);
      if (!account) throw new AppError(404, errorMessages.notFound);

      const token = newToken();
      const createdAt = now();
      await db.transaction(async (tx) => {
        const tokens = passwordResetTokensRepository(tx);
        // Only the newest link works.
        await tokens.retireUnusedOf(account.id, createdAt);
        await tokens.insert({
          tokenHash: hashToken(token),
          userId: account.id,
          createdAt,
          expiresAt: new Date(createdAt.getTime() + businessLimits.resetLinkMinutes * 60_000),
        });
      });
      const link = `${publicUrl}/reset-password/reset?token=${encodeURIComponent(token)}`;
      await mailer.send(passwordResetMail(input.language, account.email, account.name, link));
    },

    async verify(token: string): Promise<{ expiresAt: Date }> {
      const row = await passwordResetTokensRepository(db).find(hashToken(token));
      if (!isUsable(row, now())) throw invalidToken();
      return { expiresAt: row.expiresAt };
    },

    /** Uses the token once and ends every session of the user but the one this request came with, if any. */
    async reset(input: { token: string; password: string; currentSessionToken: string | undefined }): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const tokens = passwordResetTokensRepository(tx);
        const row = await tokens.findForUpdate(hashToken(input.token));
        const current = now();
        if (!isUsable(row, current)) throw invalidToken();
        await tokens.markUsed(row.tokenHash, current);
        await usersRepository(tx).updatePasswordHash(row.userId, passwordHash);
        await sessionsRepository(tx).deleteAllOfUser(
          row.userId,
          input.currentSessionToken ? hashToken(input.currentSessionToken) : undefined,
        );
      });
    },
  };
}
