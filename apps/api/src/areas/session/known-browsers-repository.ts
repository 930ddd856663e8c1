import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { knownBrowsers } from '../../db/schema.ts';

export function knownBrowsersRepository(db: Database) {
  return {
    /**
     * Records a sign-in of `userId` from the browser `idHash` names and answers whether that browser is new to them
     * while they have signed in from another before: only then is it news (a first sign-in ever has nothing to compare).
     */
    async recognise(userId: number, idHash: string, userAgent: string | null, at: Date): Promise<boolean> {
      const [inserted] = await db
        .insert(knownBrowsers)
        .values({ userId, idHash, userAgent, firstSeenAt: at, lastSeenAt: at })
        .onConflictDoUpdate({
          target: [knownBrowsers.userId, knownBrowsers.idHash],
          set: { lastSeenAt: at },
        })
        // `xmax` is 0 only on a row this statement inserted, not on one it updated.
        .returning({ isNew: sql<boolean>`xmax = 0` });
      if (!inserted?.isNew) return false;
      const [other] = await db
        .select({ one: sql`1` })
        .from(knownBrowsers)
        .where(and(eq(knownBrowsers.userId, userId), ne(knownBrowsers.idHash, idHash)))
        .limit(1);
      return other !== undefined;
    },
  };
}
