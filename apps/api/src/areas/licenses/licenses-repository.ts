import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { licenses, purchasedScenarios } from '../../db/schema.ts';

export type LicenseRow = typeof licenses.$inferSelect;

export function licensesRepository(db: Database) {
  return {
    /** A page of the owner's licences, oldest first, so the order stays put as licences are added. */
    listOwned(userId: number, page: { limit: number; offset: number }): Promise<LicenseRow[]> {
      return db
        .select()
        .from(licenses)
        .where(eq(licenses.userId, userId))
        .orderBy(asc(licenses.createdAt), asc(licenses.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async countOwned(userId: number): Promise<number> {
      const [row] = await db.select({ rows: count() }).from(licenses).where(eq(licenses.userId, userId));
      return row?.rows ?? 0;
    },

    /** The licence with this key if, and only if, this user owns it. */
    async findOwnedByKey(userId: number, key: string): Promise<LicenseRow | undefined> {
      const [row] = await db
        .select()
        .from(licenses)
        .where(and(eq(licenses.userId, userId), eq(licenses.key, key)));
      return row;
    },

    /** Any owner's licence, locked so staff changes to one licence run one after the other. */
    async lockByKey(key: string): Promise<LicenseRow | undefined> {
      const [row] = await db.select().from(licenses).where(eq(licenses.key, key)).for('update');
      return row;
    },

    /** Id, key and label of every licence of the owner, for queries over all of them. */
    listOwnedKeys(userId: number) {
      return db
        .select({
          id: licenses.id,
          key: licenses.key,
          label: licenses.label,
          gameModel: licenses.gameModel,
          revokedAt: licenses.revokedAt,
        })
        .from(licenses)
        .where(eq(licenses.userId, userId))
        .orderBy(asc(licenses.createdAt), asc(licenses.id));
    },

    /** Scenario ids each licence holds now (transferred and not removed). */
    async heldScenarios(licenseIds: readonly number[]): Promise<Map<number, number[]>> {
      const held = new Map<number, number[]>(licenseIds.map((id) => [id, []]));
      if (licenseIds.length === 0) return held;
      const rows = await db
        .select({ licenseId: purchasedScenarios.licenseId, scenarioId: purchasedScenarios.scenarioId })
        .from(purchasedScenarios)
        .where(and(inArray(purchasedScenarios.licenseId, [...licenseIds]), isNull(purchasedScenarios.removedAt)))
        .orderBy(asc(purchasedScenarios.scenarioId));
      for (const row of rows) held.get(row.licenseId)?.push(row.scenarioId);
      return held;
    },

    async keyExists(key: string): Promise<boolean> {
      const [row] = await db.select({ id: licenses.id }).from(licenses).where(eq(licenses.key, key));
      return row !== undefined;
    },

    async labelExists(userId: number, label: string): Promise<boolean> {
      const [row] = await db
        .select({ id: licenses.id })
        .from(licenses)
        .where(and(eq(licenses.userId, userId), eq(licenses.label, label)));
      return row !== undefined;
    },

    async insert(license: typeof licenses.$inferInsert): Promise<LicenseRow> {
      const [row] = await db.insert(licenses).values(license).returning();
      if (!row) throw new Error('The licence insert returned no row');
      return row;
    },

    async update(
      id: number,
      fields: Partial<
        Pick<LicenseRow, 'gameModel' | 'revokedAt' | 'revokedUserId' | 'unlimitedSince' | 'unlimitedOfflineTimeSince'>
      > & { updatedAt: Date },
    ): Promise<LicenseRow> {
      const [row] = await db.update(licenses).set(fields).where(eq(licenses.id, id)).returning();
      if (!row) throw new Error(`Licence ${id} vanished while staff changed it`);
      return row;
    },

    async updateNotes(id: number, notes: string): Promise<LicenseRow> {
      const [row] = await db.update(licenses).set({ notes }).where(eq(licenses.id, id)).returning();
      if (!row) throw new Error(`Licence ${id} vanished while its notes changed`);
      return row;
    },
  };
}
