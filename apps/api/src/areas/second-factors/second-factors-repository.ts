import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { SecondFactorMethod } from '@orbit/contract';
import { passkeys, recoveryCodes, totpFactors } from '../../db/schema.ts';

export type TotpFactorRow = typeof totpFactors.$inferSelect;

/** A user's authenticator app and recovery codes (ADR 0056). */
export function secondFactorsRepository(db: Database) {
  return {
    async findTotp(userId: number): Promise<TotpFactorRow | undefined> {
      const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
      return row;
    },

    /** The row of an enrolment just started; an unconfirmed one left from an earlier start is replaced. */
    async startTotp(userId: number, secret: string, at: Date): Promise<void> {
      await db
        .insert(totpFactors)
        .values({ userId, secret, createdAt: at })
        .onConflictDoUpdate({
          target: totpFactors.userId,
          set: { secret, createdAt: at, lastUsedStep: null },
          setWhere: isNull(totpFactors.confirmedAt),
        });
    },

    /**
     * Records that a code of time step `step` was accepted, unless a code of this step or a later one already was:
     * false then, so of two requests with one code only one gets through. `confirmedAt` enrols an unconfirmed app.
     */
    async acceptStep(userId: number, step: number, confirmedAt?: Date): Promise<boolean> {
      const updated = await db
        .update(totpFactors)
        .set({ lastUsedStep: step, ...(confirmedAt && { confirmedAt }) })
        .where(
          and(
            eq(totpFactors.userId, userId),
            confirmedAt ? isNull(totpFactors.confirmedAt) : isNotNull(totpFactors.confirmedAt),
            or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step)),
          ),
        )
        .returning({ userId: totpFactors.userId });
      return updated.length === 1;
    },

    /** Removes the app and the recovery codes; false when there was no enrolled app. */
    async removeTotp(userId: number): Promise<boolean> {
      const removed = await db
        .delete(totpFactors)
        .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))
        .returning({ userId: totpFactors.userId });
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      return removed.length === 1;
    },

    /** Replaces the user's recovery codes with these hashes. */
    async replaceRecoveryCodes(userId: number, codeHashes: readonly string[]): Promise<void> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    },

    /** Marks an unused code used; false when it is not one of the user's or was used already. */
    async useRecoveryCode(userId: number, codeHash: string, at: Date): Promise<boolean> {
      const used = await db
        .update(recoveryCodes)
        .set({ usedAt: at })
        .where(
          and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)),
        )
        .returning({ id: recoveryCodes.id });
      return used.length === 1;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ left: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.left ?? 0;
    },

    /** The second-factor methods of an enrolled user, for a sign-in's second step; empty without any. */
    async methodsOf(userId: number): Promise<SecondFactorMethod[]> {
      const [totp] = await db
        .select({ userId: totpFactors.userId })
        .from(totpFactors)
        .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
      const [passkey] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
      return [...(totp ? (['totp', 'recoveryCode'] as const) : []), ...(passkey ? (['passkey'] as const) : [])];
    },
  };
}
