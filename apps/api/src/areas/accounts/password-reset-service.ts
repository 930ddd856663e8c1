import { errorMessages } from '@orbit/contract';
import type { InterfaceLanguage } from '@orbit/domain';
import { limits as businessLimits, canonicalEmail } from '@orbit/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { OutgoingMail } from '../../email/outgoing-mail.ts';
import { passwordResetMail } from '../../email/templates.ts';
import { AppError } from '../../http/app-error.ts';
import { passwordResetTokensRepository } from './account-tokens-repository.ts';
import type { AccountToken } from './account-tokens-repository.ts';
import { sessionsRepository, usersRepository } from '../identity/index.ts';
import type { RateLimiter } from '../identity/index.ts';
import { securityActions } from '../audit/index.ts';
import type { AttemptLimiter, SecurityEvents } from '../audit/index.ts';
import { assertUncommonPassword } from '../../shared/common-passwords.ts';
import { hashPassword } from '../../shared/passwords.ts';
import { hashToken, newToken } from '../../shared/tokens.ts';

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

export interface PasswordResetLimits {
  windowMinutes: number;
  /** Token checks and resets from one client address per window, like sign-in attempts: tokens are not guessed. */
  tokenChecksPerIp: number;
}

const invalidToken = () => new AppError(400, errorMessages.invalidToken, { token: errorMessages.invalidToken });
const tooManyAttempts = () => new AppError(429, errorMessages.tooManyAttempts);

function isUsable(token: AccountToken | undefined, at: Date): token is AccountToken {
  return token !== undefined && token.usedAt === null && token.expiresAt > at;
}

/** docs/domain.md#states-and-transitions and docs/domain.md#calls: a mailed single-use link, valid 30 minutes, that sets a new password. */
export function createPasswordResetService(deps: {
  db: Database;
  now: Clock;
  limits: PasswordResetLimits;
  rateLimiter: RateLimiter;
  /** Made with the action `reset` and the reset request limits (ADR 0052). */
  requests: AttemptLimiter;
  mails: OutgoingMail;
  publicUrl: string;
  securityEvents: SecurityEvents;
}) {
  const { db, now, limits, rateLimiter, requests, mails, publicUrl, securityEvents } = deps;
  const window = { windowMinutes: limits.windowMinutes };

  async function limitTokenChecks(kind: 'verify' | 'reset', ip: string): Promise<void> {
    if (!(await rateLimiter.hit(`reset-${kind}:ip:${ip}`, { ...window, limit: limits.tokenChecksPerIp }))) {
      throw tooManyAttempts();
    }
  }

  return {
    /**
     * Counted before the answer, so probing which addresses exist is as limited as mailing them, and by the account
     * found, as sign-in is (ADR 0052): a stranger's requests do not stop the owner's, whose mailbox gets their links.
     * docs/domain.md#errors wants an unknown address told apart ("Entity Not Found"), so it answers 404. A disabled account gets
     * no link (ADR 0020).
     */
    async request(input: { email: string; language: InterfaceLanguage; ip: string }): Promise<void> {
      if (!(await requests.fromAddress(input.ip)).allowed) throw tooManyAttempts();
      const email = canonicalEmail(input.email);
      const account = await usersRepository(db).findAccountByEmail(email);
      const target = account ? { userId: account.id } : { email };
      if (!(await requests.onAccount(target, input.ip)).allowed) throw tooManyAttempts();
      if (!account) throw new AppError(404, errorMessages.notFound);
      if (account.disabledAt) throw new AppError(403, errorMessages.accountDisabled);

      const token = newToken();
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + businessLimits.resetLinkMinutes * 60_000);
      const link = `${publicUrl}/reset-password/reset?token=${encodeURIComponent(token)}`;
      // The answer comes once the mail is queued, not sent (ADR 0079).
      await db.transaction(async (tx) => {
        const tokens = passwordResetTokensRepository(tx);
        // Only the newest link works.
        await tokens.retireUnusedOf(account.id, createdAt);
        await tokens.insert({ tokenHash: hashToken(token), userId: account.id, createdAt, expiresAt });
        await securityEvents.record(
          {
            action: securityActions.resetRequested,
            actorUserId: null,
            targetType: 'user',
            targetId: String(account.id),
            ip: input.ip,
          },
          tx,
        );
        await mails.queue(tx, passwordResetMail(input.language, account.email, account.name, link));
      });
    },

    async verify(input: { token: string; ip: string }): Promise<{ expiresAt: Date }> {
      await limitTokenChecks('verify', input.ip);
      const row = await passwordResetTokensRepository(db).find(hashToken(input.token));
      if (!isUsable(row, now())) throw invalidToken();
      return { expiresAt: row.expiresAt };
    },

    /**
     * Uses the token once and ends every session of the user but the one this request came with, if any. The token
     * is looked up before the slow password hash, so a wrong token costs the server nothing (ADR 0021).
     */
    async reset(input: {
      token: string;
      password: string;
      currentSessionToken: string | undefined;
      ip: string;
    }): Promise<void> {
      await limitTokenChecks('reset', input.ip);
      const tokenHash = hashToken(input.token);
      const found = await passwordResetTokensRepository(db).find(tokenHash);
      if (!isUsable(found, now())) throw invalidToken();
      // Disabling an account also retires its links; this answers the clearer 403 when the link is still fresh.
      if (await usersRepository(db).isDisabled(found.userId)) throw new AppError(403, errorMessages.accountDisabled);
      assertUncommonPassword(input.password);

      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const tokens = passwordResetTokensRepository(tx);
        // Locked and checked again: two resets with one token must not both pass.
        const row = await tokens.findForUpdate(tokenHash);
        const current = now();
        if (!isUsable(row, current)) throw invalidToken();
        await tokens.markUsed(row.tokenHash, current);
        await usersRepository(tx).updatePasswordHash(row.userId, passwordHash);
        await sessionsRepository(tx).deleteAllOfUser(
          row.userId,
          input.currentSessionToken ? hashToken(input.currentSessionToken) : undefined,
        );
        await securityEvents.record(
          {
            action: securityActions.resetCompleted,
            actorUserId: null,
            targetType: 'user',
            targetId: String(row.userId),
            ip: input.ip,
          },
          tx,
        );
      });
    },
  };
}
