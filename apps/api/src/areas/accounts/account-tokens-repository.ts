import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailChangeTokens, emailVerificationTokens, passwordResetTokens } from '../../db/schema.ts';

export interface AccountToken {
  tokenHash: string;
  userId: number;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface AccountTokensRepository {
  insert(token: Omit<AccountToken, 'usedAt'>): Promise<void>;
  /** The token row, locked until the transaction ends so two requests cannot both use it. */
  findForUpdate(tokenHash: string): Promise<AccountToken | undefined>;
  find(tokenHash: string): Promise<AccountToken | undefined>;
  markUsed(tokenHash: string, at: Date): Promise<void>;
  /** Ends every unused token of the user, so only the newest link works. */
  retireUnusedOf(userId: number, at: Date): Promise<void>;
}

/** Password reset and email verification tokens have the same shape and rules; only the table differs. */
function tokensRepository(db: Database, table: typeof passwordResetTokens | typeof emailVerificationTokens) {
  const repository: AccountTokensRepository = {
    async insert(token) {
      await db.insert(table).values(token);
    },
    async findForUpdate(tokenHash) {
      const [row] = await db.select().from(table).where(eq(table.tokenHash, tokenHash)).for('update');
      return row;
    },
    async find(tokenHash) {
      const [row] = await db.select().from(table).where(eq(table.tokenHash, tokenHash));
      return row;
    },
    async markUsed(tokenHash, at) {
      await db.update(table).set({ usedAt: at }).where(eq(table.tokenHash, tokenHash));
    },
    async retireUnusedOf(userId, at) {
      await db
        .update(table)
        .set({ usedAt: at })
        .where(and(eq(table.userId, userId), isNull(table.usedAt)));
    },
  };
  return repository;
}

export function passwordResetTokensRepository(db: Database): AccountTokensRepository {
  return tokensRepository(db, passwordResetTokens);
}

export function emailVerificationTokensRepository(db: Database): AccountTokensRepository {
  return tokensRepository(db, emailVerificationTokens);
}

export type EmailChangeToken = typeof emailChangeTokens.$inferSelect;

/** The two tokens of a change of email, each mailed to one address; they share what the change is. */
export type NewEmailChange = Omit<EmailChangeToken, 'tokenHash' | 'purpose' | 'usedAt'> & {
  confirmTokenHash: string;
  cancelTokenHash: string;
};

/**
 * The tokens of a change of email (ADR 0055), used like the other account tokens: single-use, locked while used,
 * and every unused one of a user retired at once, so confirming, cancelling or asking anew ends the change before.
 */
export function emailChangeTokensRepository(db: Database) {
  return {
    async insert({ confirmTokenHash, cancelTokenHash, ...change }: NewEmailChange): Promise<void> {
      await db.insert(emailChangeTokens).values([
        { ...change, tokenHash: confirmTokenHash, purpose: 'confirm' },
        { ...change, tokenHash: cancelTokenHash, purpose: 'cancel' },
      ]);
    },
    /** The token row, locked until the transaction ends so two requests cannot both use it. */
    async findForUpdate(tokenHash: string): Promise<EmailChangeToken | undefined> {
      const [row] = await db
        .select()
        .from(emailChangeTokens)
        .where(eq(emailChangeTokens.tokenHash, tokenHash))
        .for('update');
      return row;
    },
    /** The user's change still waiting at `at`: its confirm token, unused and unexpired. */
    async pendingOf(userId: number, at: Date): Promise<EmailChangeToken | undefined> {
      const [row] = await db
        .select()
        .from(emailChangeTokens)
        .where(
          and(
            eq(emailChangeTokens.userId, userId),
            eq(emailChangeTokens.purpose, 'confirm'),
            isNull(emailChangeTokens.usedAt),
            gt(emailChangeTokens.expiresAt, at),
          ),
        )
        .orderBy(desc(emailChangeTokens.createdAt))
        .limit(1);
      return row;
    },
    /** Ends every unused token of the user; answers whether a change was still waiting. */
    async retireUnusedOf(userId: number, at: Date): Promise<boolean> {
      const retired = await db
        .update(emailChangeTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(emailChangeTokens.userId, userId),
            isNull(emailChangeTokens.usedAt),
            gt(emailChangeTokens.expiresAt, at),
          ),
        )
        .returning({ tokenHash: emailChangeTokens.tokenHash });
      return retired.length > 0;
    },
  };
}
