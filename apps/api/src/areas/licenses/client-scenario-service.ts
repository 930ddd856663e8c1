import { errorMessages } from '@orbit/contract';
import type { LicenseScenario, LicenseScenariosResponse } from '@orbit/contract';
import { contentTextFor, type ContentLanguage } from '@orbit/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { licensesRepository } from './licenses-repository.ts';
import { scenariosRepository } from '../content/index.ts';
import { thumbnailFileName } from '../../shared/image-storage.ts';

export type ClientScenarioService = ReturnType<typeof createClientScenarioService>;

export interface LicenseScenariosFilter {
  /** The reader's interface language; texts come in its content language, else English (`@orbit/domain`). */
  lang: string;
  /** Only this licence of the user; another user's key answers 404 like an unknown one (ADR 0008). */
  licenseKey?: string | undefined;
}

/**
 * The scenarios a client's licences hold now (ADR 0032): the names, pictures and lengths a licence page shows. Scoped
 * to the signed-in user's own licences; prices, restrictions and other staff fields stay out.
 */
export function createClientScenarioService(deps: { db: Database; uploadsPublicUrl: string }) {
  const { db, uploadsPublicUrl } = deps;
  const licenses = licensesRepository(db);
  const scenarios = scenariosRepository(db);

  return {
    async list(userId: number, filter: LicenseScenariosFilter): Promise<LicenseScenariosResponse> {
      let owned: { id: number; key: string }[];
      if (filter.licenseKey === undefined) {
        owned = await licenses.listOwnedKeys(userId);
      } else {
        const license = await licenses.findOwnedByKey(userId, filter.licenseKey);
        if (!license) throw new AppError(404, errorMessages.notFound);
        owned = [license];
      }
      const held = await licenses.heldScenarios(owned.map((license) => license.id));
      const keysByScenario = new Map<number, string[]>();
      for (const license of owned) {
        for (const scenarioId of held.get(license.id) ?? []) {
          keysByScenario.set(scenarioId, [...(keysByScenario.get(scenarioId) ?? []), license.key]);
        }
      }
      const ids = [...keysByScenario.keys()];
      const [rows, texts] = await Promise.all([scenarios.listByIds(ids), scenarios.textsOf(ids)]);
      return {
        results: rows.map((row): LicenseScenario => {
          const languages: Partial<Record<ContentLanguage, { title: string; theme: string }>> = {};
          for (const text of texts) {
            if (text.scenarioId === row.id) languages[text.language] = { title: text.title, theme: text.theme };
          }
          const chosen = contentTextFor(languages, filter.lang);
          return {
            id: row.id,
            title: chosen?.text.title ?? null,
            theme: chosen?.text.theme ?? null,
            language: chosen?.language ?? null,
            time: row.timeSeconds,
            imageKey: row.imageKey,
            thumbnailUrl: row.imageKey ? `${uploadsPublicUrl}/${row.imageKey}/${thumbnailFileName}` : null,
            licenseKeys: keysByScenario.get(row.id) ?? [],
          };
        }),
      };
    },
  };
}
