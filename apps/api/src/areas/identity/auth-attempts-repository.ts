import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authAttempts } from '../../db/schema.ts';

export type AuthAttemptsRepository = ReturnType<typeof authAttemptsRepository>;

export function authAttemptsRepository(db: Database) {
  return {
    /** Adds one attempt to the bucket's window in a single statement, so concurrent attempts all count. */
    async increment(bucketKey: string, windowStart: Date): Promise<number> {
      const [row] = await db
        .insert(authAttempts)
        .values({ bucketKey, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [authAttempts.bucketKey, authAttempts.windowStart],
          set: { count: sql`${authAttempts.count} + 1` },
        })
        .returning({ count: authAttempts.count });
      if (!row) throw new Error('The attempt counter upsert returned no row');
      return row.count;
    },

    /** One attempt fewer in a window, never below none. */
    async decrement(bucketKey: string, windowStart: Date): Promise<void> {
      await db
        .update(authAttempts)
        .set({ count: sql`greatest(${authAttempts.count} - 1, 0)` })
        .where(and(eq(authAttempts.bucketKey, bucketKey), eq(authAttempts.windowStart, windowStart)));
    },

    async deleteWindowsBefore(cutoff: Date): Promise<void> {
      await db.delete(authAttempts).where(lt(authAttempts.windowStart, cutoff));
    },

    async deleteBucket(bucketKey: string): Promise<void> {
      await db.delete(authAttempts).where(eq(authAttempts.bucketKey, bucketKey));
    },
  };
}
