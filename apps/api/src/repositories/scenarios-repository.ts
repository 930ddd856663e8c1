import { inArray } from 'drizzle-orm';
import type { ContentLanguage } from '@orbit/domain';
import type { Database } from '../db/client.ts';
import { scenarioTexts } from '../db/schema.ts';

export type TitlesByLanguage = Partial<Record<ContentLanguage, string>>;

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
  };
}
