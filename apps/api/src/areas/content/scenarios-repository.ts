import { and, asc, eq, inArray, isNull, max } from 'drizzle-orm';
import type { ContentLanguage, GameModel } from '@orbit/domain';
import type { Database } from '../../db/client.ts';
import {
  countries,
  purchasedScenarios,
  scenarioRestrictedCountries,
  scenarioTexts,
  scenarios,
} from '../../db/schema.ts';

export type TitlesByLanguage = Partial<Record<ContentLanguage, string>>;
export type ScenarioRow = typeof scenarios.$inferSelect;
export type ScenarioTextRow = typeof scenarioTexts.$inferSelect;
export type PurchasedScenarioRow = typeof purchasedScenarios.$inferSelect;

export function scenariosRepository(db: Database) {
  return {
    /** Title per language of each scenario; a scenario without texts maps to an empty object. */
    async titlesOf(scenarioIds: readonly number[]): Promise<Map<number, TitlesByLanguage>> {
      const titles = new Map<number, TitlesByLanguage>(scenarioIds.map((id) => [id, {}]));
      if (scenarioIds.length === 0) return titles;
      const rows = await db
        .select({ scenarioId: scenarioTexts.scenarioId, language: scenarioTexts.language, title: scenarioTexts.title })
        .from(scenarioTexts)
        .where(inArray(scenarioTexts.scenarioId, [...new Set(scenarioIds)]));
      for (const row of rows) {
        const entry = titles.get(row.scenarioId);
        if (entry) entry[row.language] = row.title;
      }
      return titles;
    },

    /** Every scenario by id; the catalogue is tens to hundreds of rows, searched by the service. */
    listAll(): Promise<ScenarioRow[]> {
      return db.select().from(scenarios).orderBy(asc(scenarios.id));
    },

    /** The scenarios with these ids, by id. */
    listByIds(ids: readonly number[]): Promise<ScenarioRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(scenarios)
        .where(inArray(scenarios.id, [...ids]))
        .orderBy(asc(scenarios.id));
    },

    async find(id: number): Promise<ScenarioRow | undefined> {
      const [row] = await db.select().from(scenarios).where(eq(scenarios.id, id));
      return row;
    },

    /** The scenario locked, so two staff changes to it run one after the other. */
    async lock(id: number): Promise<ScenarioRow | undefined> {
      const [row] = await db.select().from(scenarios).where(eq(scenarios.id, id)).for('update');
      return row;
    },

    /** All texts of the scenarios, or of every scenario when `ids` is absent. */
    textsOf(ids?: readonly number[]): Promise<ScenarioTextRow[]> {
      if (ids?.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(scenarioTexts)
        .where(ids && inArray(scenarioTexts.scenarioId, [...ids]));
    },

    /** Restricted country ids per scenario, ascending; every scenario when `ids` is absent. */
    async restrictionsOf(ids?: readonly number[]): Promise<Map<number, number[]>> {
      const restricted = new Map<number, number[]>();
      if (ids?.length === 0) return restricted;
      const rows = await db
        .select()
        .from(scenarioRestrictedCountries)
        .where(ids && inArray(scenarioRestrictedCountries.scenarioId, [...ids]))
        .orderBy(asc(scenarioRestrictedCountries.countryId));
      for (const row of rows)
        restricted.set(row.scenarioId, [...(restricted.get(row.scenarioId) ?? []), row.countryId]);
      return restricted;
    },

    /** The next scenario number inside a game model. */
    async nextGameModelId(gameModel: GameModel): Promise<number> {
      const [row] = await db
        .select({ highest: max(scenarios.gameModelId) })
        .from(scenarios)
        .where(eq(scenarios.gameModel, gameModel));
      return (row?.highest ?? -1) + 1;
    },

    async insert(scenario: typeof scenarios.$inferInsert): Promise<ScenarioRow> {
      const [row] = await db.insert(scenarios).values(scenario).returning();
      if (!row) throw new Error('The scenario insert returned no row');
      return row;
    },

    async update(
      id: number,
      fields: Partial<typeof scenarios.$inferInsert> & { updatedAt: Date },
    ): Promise<ScenarioRow> {
      const [row] = await db.update(scenarios).set(fields).where(eq(scenarios.id, id)).returning();
      if (!row) throw new Error(`Scenario ${id} vanished while staff changed it`);
      return row;
    },

    /** Writes the given languages' texts, replacing those languages and keeping the others. */
    async upsertTexts(
      scenarioId: number,
      texts: Partial<Record<ContentLanguage, { title: string; theme: string; description: string }>>,
    ): Promise<void> {
      for (const [language, text] of Object.entries(texts) as [ContentLanguage, typeof texts.en][]) {
        if (!text) continue;
        await db
          .insert(scenarioTexts)
          .values({ scenarioId, language, ...text })
          .onConflictDoUpdate({ target: [scenarioTexts.scenarioId, scenarioTexts.language], set: text });
      }
    },

    async replaceRestrictions(scenarioId: number, countryIds: readonly number[]): Promise<void> {
      await db.delete(scenarioRestrictedCountries).where(eq(scenarioRestrictedCountries.scenarioId, scenarioId));
      if (countryIds.length === 0) return;
      await db.insert(scenarioRestrictedCountries).values(countryIds.map((countryId) => ({ scenarioId, countryId })));
    },

    /** The ids among `ids` that name no country. */
    async unknownCountries(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const known = await db
        .select({ id: countries.id })
        .from(countries)
        .where(inArray(countries.id, [...ids]));
      const knownIds = new Set(known.map((row) => row.id));
      return ids.filter((id) => !knownIds.has(id));
    },

    /** The licence's current (not removed) purchase of the scenario. */
    async findHeld(licenseId: number, scenarioId: number): Promise<PurchasedScenarioRow | undefined> {
      const [row] = await db
        .select()
        .from(purchasedScenarios)
        .where(
          and(
            eq(purchasedScenarios.licenseId, licenseId),
            eq(purchasedScenarios.scenarioId, scenarioId),
            isNull(purchasedScenarios.removedAt),
          ),
        );
      return row;
    },

    async insertPurchase(purchase: typeof purchasedScenarios.$inferInsert): Promise<PurchasedScenarioRow> {
      const [row] = await db.insert(purchasedScenarios).values(purchase).returning();
      if (!row) throw new Error('The purchased scenario insert returned no row');
      return row;
    },

    async markRemoved(id: number, removedAt: Date): Promise<PurchasedScenarioRow> {
      const [row] = await db
        .update(purchasedScenarios)
        .set({ removedAt })
        .where(eq(purchasedScenarios.id, id))
        .returning();
      if (!row) throw new Error(`Purchased scenario ${id} vanished while it was removed`);
      return row;
    },
  };
}
