import { emailSchema, timeZoneSchema } from '@orbit/contract';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { adminUsersRepository, usersRepository } from '../identity/index.ts';
import { auditRepository, securityActions } from '../audit/index.ts';
import { passwordResetTokensRepository } from './account-tokens-repository.ts';
import { hashPassword } from '../../shared/passwords.ts';
import { hashToken, newToken } from '../../shared/tokens.ts';
import { currentRequestOrigin } from '../../http/request-origin.ts';

/** A set-password link for a new admin stays valid one day: whoever runs the command may pass it on by hand. */
export const adminLinkHours = 24;

export interface AdminAccountLink {
  userId: number;
  /** False when the admin already existed and only got a new link. */
  created: boolean;
  /** The one-time page where the admin chooses a password (the password-reset page). */
  link: string;
  expiresAt: Date;
}

/**
 * Makes an admin account without a password, or finds the admin of that email, and issues a one-time
 * set-password link; earlier unused links of the account stop working. Nobody ever sees a password: the account
 * opens only once its owner chooses one through the link (ADR 0019).
 */
export async function createAdminAccount(
  db: Database,
  input: { email: string; name?: string | undefined; timezone: string; now: Clock; publicUrl: string },
): Promise<AdminAccountLink> {
  const email = emailSchema.parse(input.email);
  // A random password nobody knows: the column is required, and the account must not open before the link is used.
  const unusableHash = await hashPassword(newToken());
  const token = newToken();
  const createdAt = input.now();
  const expiresAt = new Date(createdAt.getTime() + adminLinkHours * 3_600_000);

  const { userId, created } = await db.transaction(async (tx) => {
    const users = usersRepository(tx);
    const existing = await users.findAccountByEmail(email);
    let account: { userId: number; created: boolean };
    if (existing) {
      const row = await adminUsersRepository(tx).find(existing.id);
      if (row?.scope !== 'admin') {
        throw new Error(`${email} already has an account of scope ${row?.scope ?? 'unknown'}; an admin can change it.`);
      }
      account = { userId: existing.id, created: false };
    } else {
      const id = await users.insert({
        name: input.name?.trim() || email.split('@')[0] || email,
        email,
        passwordHash: unusableHash,
        scope: 'admin',
        countryId: null,
        timezone: timeZoneSchema.parse(input.timezone),
        createdAt,
      });
      account = { userId: id, created: true };
    }
    const tokens = passwordResetTokensRepository(tx);
    await tokens.retireUnusedOf(account.userId, createdAt);
    await tokens.insert({ tokenHash: hashToken(token), userId: account.userId, createdAt, expiresAt });
    await auditRepository(tx).insert(
      {
        actorUserId: null,
        action: account.created ? securityActions.adminCreated : securityActions.adminLinkIssued,
        targetType: 'user',
        targetId: String(account.userId),
        before: null,
        after: { email, scope: 'admin', linkExpiresAt: expiresAt.toISOString(), via: 'command line' },
      },
      currentRequestOrigin(),
    );
    return account;
  });

  return {
    userId,
    created,
    link: `${input.publicUrl}/reset-password/reset?token=${encodeURIComponent(token)}`,
    expiresAt,
  };
}
