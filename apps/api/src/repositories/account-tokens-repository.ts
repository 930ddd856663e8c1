import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { emailVerificationTokens, passwordResetTokens } from '../db/schema.ts';

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
