import { and, asc, count, eq, gt, isNull, lt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passkeyChallenges, passkeys, pendingSignIns } from '../../db/schema.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type PasskeyChallengePurpose = 'registration' | 'sign-in' | 'reauthentication';

/** A user's passkeys and the challenges given for them (ADR 0059). */
export function passkeysRepository(db: Database) {
  return {
    async listOf(userId: number): Promise<PasskeyRow[]> {
      return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
    },

    async countOf(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
      return row?.n ?? 0;
    },

    async findByCredentialId(credentialId: string): Promise<PasskeyRow | undefined> {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
      return row;
    },

    /** Adds one; undefined when the credential is registered already (to anyone). */
    async insert(row: typeof passkeys.$inferInsert): Promise<PasskeyRow | undefined> {
      const [inserted] = await db
        .insert(passkeys)
        .values(row)
        .onConflictDoNothing({ target: passkeys.credentialId })
        .returning();
      return inserted;
    },

    async rename(userId: number, id: number, name: string): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning();
      return row;
    },

    async remove(userId: number, id: number): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning();
      return row;
    },

    /**
     * Records a use with the counter the authenticator reported, only if it moved forward (or both stay 0, as many
     * platform authenticators keep them): false for a counter that went back or a parallel use of the same count.
     */
    async recordUse(id: number, signCount: number, at: Date): Promise<boolean> {
      const updated = await db
        .update(passkeys)
        .set({ signCount, lastUsedAt: at })
        .where(
          and(eq(passkeys.id, id), signCount === 0 ? eq(passkeys.signCount, 0) : lt(passkeys.signCount, signCount)),
        )
        .returning({ id: passkeys.id });
      return updated.length === 1;
    },

    /** Keeps a challenge given out; expired ones go, so the table does not grow with abandoned requests. */
    async insertChallenge(
      row: {
        challengeHash: string;
        purpose: PasskeyChallengePurpose;
        userId: number | null;
        userHandle?: string;
        expiresAt: Date;
      },
      now: Date,
    ): Promise<void> {
      await db.delete(passkeyChallenges).where(lte(passkeyChallenges.expiresAt, now));
      await db.insert(passkeyChallenges).values(row);
    },

    /**
     * Uses a live challenge up: its row for the one request that did, undefined for any other. A registration's must
     * be the user's own.
     */
    async consumeChallenge(
      challengeHash: string,
      purpose: PasskeyChallengePurpose,
      userId: number | null,
      now: Date,
    ): Promise<{ userHandle: string | null } | undefined> {
      const [deleted] = await db
        .delete(passkeyChallenges)
        .where(
          and(
            eq(passkeyChallenges.challengeHash, challengeHash),
            eq(passkeyChallenges.purpose, purpose),
            userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId),
            gt(passkeyChallenges.expiresAt, now),
          ),
        )
        .returning({ userHandle: passkeyChallenges.userHandle });
      return deleted;
    },

    /** Gives a pending sign-in's passkey step its challenge; an earlier one of that sign-in no longer counts. */
    async setPendingChallenge(tokenHash: string, challengeHash: string, now: Date): Promise<boolean> {
      const updated = await db
        .update(pendingSignIns)
        .set({ passkeyChallengeHash: challengeHash })
        .where(and(eq(pendingSignIns.tokenHash, tokenHash), gt(pendingSignIns.expiresAt, now)))
        .returning({ tokenHash: pendingSignIns.tokenHash });
      return updated.length === 1;
    },

    /** Uses a pending sign-in's passkey challenge up, if it is this one. */
    async consumePendingChallenge(tokenHash: string, challengeHash: string): Promise<boolean> {
      const updated = await db
        .update(pendingSignIns)
        .set({ passkeyChallengeHash: null })
        .where(and(eq(pendingSignIns.tokenHash, tokenHash), eq(pendingSignIns.passkeyChallengeHash, challengeHash)))
        .returning({ tokenHash: pendingSignIns.tokenHash });
      return updated.length === 1;
    },
  };
}
