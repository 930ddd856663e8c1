import { and, eq, lte, ne, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
export type NewSession = typeof sessions.$inferInsert;

export function sessionsRepository(db: Database) {
  return {
    async insert(session: NewSession): Promise<void> {
      await db.insert(sessions).values(session);
    },

    /** The session with its user's scope, which the access checks need on every request. */
    async findWithScope(idHash: string) {
      const [row] = await db
        .select({
          idHash: sessions.idHash,
          userId: sessions.userId,
          scope: users.scope,
          lastSeenAt: sessions.lastSeenAt,
          idleExpiresAt: sessions.idleExpiresAt,
          absoluteExpiresAt: sessions.absoluteExpiresAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.idHash, idHash));
      return row;
    },

    async touch(idHash: string, lastSeenAt: Date, idleExpiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt, idleExpiresAt }).where(eq(sessions.idHash, idHash));
    },

    async delete(idHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },

    /**
     * Ends every session of the user but the one given (a password reset keeps the session it came from); answers
     * how many ended.
     */
    async deleteAllOfUser(userId: number, exceptIdHash?: string): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(
          and(eq(sessions.userId, userId), exceptIdHash === undefined ? undefined : ne(sessions.idHash, exceptIdHash)),
        )
        .returning({ idHash: sessions.idHash });
      return deleted.length;
    },
    async deleteExpiredOfUser(userId: number, now: Date): Promise<void> {
      await db
        .delete(sessions)
        .where(
          and(eq(sessions.userId, userId), or(lte(sessions.idleExpiresAt, now), lte(sessions.absoluteExpiresAt, now))),
        );
    },
  };
}
