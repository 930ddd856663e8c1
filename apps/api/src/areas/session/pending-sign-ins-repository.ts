import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pendingSignIns } from '../../db/schema.ts';

export type PendingSignInRow = typeof pendingSignIns.$inferSelect;

/** Sign-ins waiting for their second step (ADR 0056), by the hash of their cookie's token. */
export function pendingSignInsRepository(db: Database) {
  return {
    /** Opens one; the user's expired ones go, so the table does not grow with abandoned sign-ins. */
    async insert(row: { tokenHash: string; userId: number; expiresAt: Date }, now: Date): Promise<void> {
      await db
        .delete(pendingSignIns)
        .where(and(eq(pendingSignIns.userId, row.userId), lte(pendingSignIns.expiresAt, now)));
      await db.insert(pendingSignIns).values(row);
    },

    async findLive(tokenHash: string, now: Date): Promise<PendingSignInRow | undefined> {
      const [row] = await db
        .select()
        .from(pendingSignIns)
        .where(and(eq(pendingSignIns.tokenHash, tokenHash), gt(pendingSignIns.expiresAt, now)));
      return row;
    },

    /** Uses it up: true for the one request that did, so a pending sign-in starts one session at most. */
    async consume(tokenHash: string, now: Date): Promise<boolean> {
      const deleted = await db
        .delete(pendingSignIns)
        .where(and(eq(pendingSignIns.tokenHash, tokenHash), gt(pendingSignIns.expiresAt, now)))
        .returning({ tokenHash: pendingSignIns.tokenHash });
      return deleted.length === 1;
    },

    /** Counts a wrong code; past `allowed` the pending sign-in is deleted and the password must be given again. */
    async countFailure(tokenHash: string, allowed: number): Promise<void> {
      const [row] = await db
        .update(pendingSignIns)
        .set({ failedCodes: sql`${pendingSignIns.failedCodes} + 1` })
        .where(eq(pendingSignIns.tokenHash, tokenHash))
        .returning({ failedCodes: pendingSignIns.failedCodes });
      if (row && row.failedCodes >= allowed) {
        await db.delete(pendingSignIns).where(eq(pendingSignIns.tokenHash, tokenHash));
      }
    },
  };
}
