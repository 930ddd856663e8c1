import { and, desc, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { countries, sessions, users } from '../../db/schema.ts';
import { currentUserColumns } from './users-repository.ts';

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
export type NewSession = typeof sessions.$inferInsert;

/**
 * The query of every signed-in request, prepared once per database: PostgreSQL then plans it once per connection
 * instead of at every request.
 */
function prepareFindWithUser(db: Database) {
  return (
    db
      .select({
        userId: sessions.userId,
        lastSeenAt: sessions.lastSeenAt,
        authenticatedAt: sessions.authenticatedAt,
        idleExpiresAt: sessions.idleExpiresAt,
        absoluteExpiresAt: sessions.absoluteExpiresAt,
        user: currentUserColumns,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(countries, eq(countries.id, users.countryId))
      // Disabling an account ends its sessions in the same transaction; the check here keeps that true even for a
      // session written by a request that raced the disable.
      .where(and(eq(sessions.idHash, sql.placeholder('idHash')), isNull(users.disabledAt)))
      .prepare('session_with_user')
  );
}

const preparedFindWithUser = new WeakMap<Database, ReturnType<typeof prepareFindWithUser>>();

function findWithUserStatement(db: Database) {
  let statement = preparedFindWithUser.get(db);
  if (!statement) {
    statement = prepareFindWithUser(db);
    preparedFindWithUser.set(db, statement);
  }
  return statement;
}

export function sessionsRepository(db: Database) {
  return {
    async insert(session: NewSession): Promise<void> {
      await db.insert(sessions).values(session);
    },

    /**
     * The session with everything a signed-in request needs about its user (scope, and the whole `GET /api/me`
     * answer), in one round trip: authenticating a request costs one query.
     */
    async findWithUser(idHash: string) {
      const [row] = await findWithUserStatement(db).execute({ idHash });
      return row;
    },

    /**
     * Slides the idle expiry, unless another request already did since `seenBefore`: parallel requests of one
     * session write once.
     */
    async touch(idHash: string, seenBefore: Date, lastSeenAt: Date, idleExpiresAt: Date, ip: string): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt, idleExpiresAt, ip })
        .where(and(eq(sessions.idHash, idHash), lte(sessions.lastSeenAt, seenBefore)));
    },

    /** Records that the owner proved who they are in this session just now (ADR 0058). */
    async markAuthenticated(idHash: string, at: Date): Promise<void> {
      await db.update(sessions).set({ authenticatedAt: at }).where(eq(sessions.idHash, idHash));
    },

    /** The user's sessions still open at `now`, the most recently seen first. */
    listOpenOfUser(userId: number, now: Date) {
      return db
        .select({
          idHash: sessions.idHash,
          publicId: sessions.publicId,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.idleExpiresAt, now), gt(sessions.absoluteExpiresAt, now)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    },

    /** Deletes the session of that public id only if it is the user's; answers its hash, or undefined. */
    async deleteOfUser(userId: number, publicId: string): Promise<string | undefined> {
      const [deleted] = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
        .returning({ idHash: sessions.idHash });
      return deleted?.idHash;
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
    /** Ends every expired session, whoever's (the scheduled sweep, ADR 0079); answers how many ended. */
    async deleteExpired(now: Date): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(or(lte(sessions.idleExpiresAt, now), lte(sessions.absoluteExpiresAt, now)))
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
