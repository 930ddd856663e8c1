import { contentErrorMessages, errorMessages } from '@orbit/contract';
import type {
  AdminCreateScenarioRequest,
  AdminScenariosResponse,
  AdminUpdateScenarioRequest,
  Scenario,
  ScenarioText,
} from '@orbit/contract';
import { matchesSearch, scenarioSearchValues, sellableUnlessFree } from '@orbit/domain';
import type { ContentLanguage, GameModel } from '@orbit/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { scenariosRepository } from './scenarios-repository.ts';
import type { ScenarioRow, ScenarioTextRow } from './scenarios-repository.ts';
import type { AuditService } from '../audit/index.ts';
import type { AuthenticatedSession } from '../identity/index.ts';
import { requireImageOfTheme } from './upload-service.ts';

export type AdminScenarioService = ReturnType<typeof createAdminScenarioService>;

/** A scenario in the answer's shape: `sellable` only when it has prices (docs/domain.md#records-and-fields), time in seconds. */
export function toScenario(
  row: ScenarioRow,
  texts: readonly ScenarioTextRow[],
  restricted: readonly number[],
): Scenario {
  const languages: Partial<Record<ContentLanguage, ScenarioText>> = {};
  for (const text of texts) {
    if (text.scenarioId === row.id) {
      languages[text.language] = { title: text.title, theme: text.theme, description: text.description };
    }
  }
  return {
    id: row.id,
    gameModel: row.gameModel,
    gameModelId: row.gameModelId,
    isActive: row.isActive,
    version: row.version,
    minGameVersion: row.minGameVersion,
    time: row.timeSeconds,
    imageKey: row.imageKey,
    languages,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    issuerUserId: row.issuerUserId,
    sellable:
      row.usdCents === null || row.brlCents === null
        ? null
        : { usdValue: row.usdCents, brlValue: row.brlCents, restrictedCountryIds: [...restricted] },
  };
}

/** Reads every scenario with its texts and restrictions, by id. */
export async function loadScenarios(db: Database): Promise<Scenario[]> {
  const repository = scenariosRepository(db);
  const [rows, texts, restrictions] = await Promise.all([
    repository.listAll(),
    repository.textsOf(),
    repository.restrictionsOf(),
  ]);
  return rows.map((row) => toScenario(row, texts, restrictions.get(row.id) ?? []));
}

async function loadScenario(db: Database, row: ScenarioRow): Promise<Scenario> {
  const repository = scenariosRepository(db);
  const [texts, restrictions] = await Promise.all([repository.textsOf([row.id]), repository.restrictionsOf([row.id])]);
  return toScenario(row, texts, restrictions.get(row.id) ?? []);
}

type SellableInput = AdminCreateScenarioRequest['sellable'];

/** docs/domain.md#states-and-transitions: a free scenario, or two zero prices, drops the sellable block and its restrictions. */
function pricesOf(input: SellableInput) {
  const sellable = sellableUnlessFree(input);
  if (!sellable) return { usdCents: null, brlCents: null, restrictedCountryIds: [] as number[] };
  return {
    usdCents: sellable.usdValue,
    brlCents: sellable.brlValue,
    restrictedCountryIds: sellable.restrictedCountryIds,
  };
}

async function requireCountries(db: Database, ids: readonly number[]): Promise<void> {
  const unknown = await scenariosRepository(db).unknownCountries(ids);
  if (unknown.length > 0) {
    throw new AppError(404, errorMessages.notFound, {
      'sellable.restrictedCountryIds': `${contentErrorMessages.unknownCountry}: ${unknown.join(', ')}`,
    });
  }
}

/** Staff management of the scenario catalogue (docs/domain.md#screens-and-addresses "Scenarios admin", ADR 0016); every change is audited. */
export function createAdminScenarioService(deps: { db: Database; audit: AuditService; now: Clock }) {
  const { db, audit, now } = deps;

  /** Locks the scenario, applies `change` and audits the scenario before and after. */
  function change(
    actor: AuthenticatedSession,
    id: number,
    action: string,
    apply: (tx: Database, row: ScenarioRow) => Promise<void>,
  ): Promise<Scenario> {
    return db.transaction(async (tx) => {
      const repository = scenariosRepository(tx);
      const row = await repository.lock(id);
      if (!row) throw new AppError(404, errorMessages.notFound);
      const before = await loadScenario(tx, row);
      await apply(tx, row);
      const updated = await repository.find(id);
      if (!updated) throw new Error(`Scenario ${id} vanished while staff changed it`);
      const after = await loadScenario(tx, updated);
      await audit.record(tx, {
        actorUserId: actor.userId,
        action,
        targetType: 'scenario',
        targetId: String(id),
        before,
        after,
      });
      return after;
    });
  }

  return {
    async list(query: {
      q?: string | undefined;
      gameModel?: GameModel | undefined;
      isActive?: 'true' | 'false' | undefined;
      limit: number;
      offset: number;
    }): Promise<AdminScenariosResponse> {
      const matching = (await loadScenarios(db)).filter(
        (scenario) =>
          (query.gameModel === undefined || scenario.gameModel === query.gameModel) &&
          (query.isActive === undefined || String(scenario.isActive) === query.isActive) &&
          matchesSearch(query.q ?? '', scenarioSearchValues(scenario)),
      );
      return {
        results: matching.slice(query.offset, query.offset + query.limit),
        meta: { count: matching.length, limit: query.limit, offset: query.offset },
      };
    },

    async get(id: number): Promise<Scenario> {
      const row = await scenariosRepository(db).find(id);
      if (!row) throw new AppError(404, errorMessages.notFound);
      return loadScenario(db, row);
    },

    create(actor: AuthenticatedSession, request: AdminCreateScenarioRequest): Promise<Scenario> {
      return db.transaction(async (tx) => {
        const repository = scenariosRepository(tx);
        await requireImageOfTheme(tx, request.imageKey, 'scenarios');
        const { restrictedCountryIds, ...prices } = pricesOf(request.sellable);
        await requireCountries(tx, restrictedCountryIds);
        const at = now();
        const row = await repository.insert({
          gameModel: request.gameModel,
          gameModelId: request.gameModelId ?? (await repository.nextGameModelId(request.gameModel)),
          isActive: request.isActive,
          version: request.version,
          minGameVersion: request.minGameVersion,
          timeSeconds: request.time,
          imageKey: request.imageKey,
          createdAt: at,
          updatedAt: at,
          issuerUserId: actor.userId,
          ...prices,
        });
        await repository.upsertTexts(row.id, request.languages);
        await repository.replaceRestrictions(row.id, restrictedCountryIds);
        const after = await loadScenario(tx, row);
        await audit.record(tx, {
          actorUserId: actor.userId,
          action: 'scenario.create',
          targetType: 'scenario',
          targetId: String(row.id),
          before: null,
          after,
        });
        return after;
      });
    },

    update(actor: AuthenticatedSession, id: number, request: AdminUpdateScenarioRequest): Promise<Scenario> {
      return change(actor, id, 'scenario.update', async (tx, row) => {
        const repository = scenariosRepository(tx);
        if (request.imageKey !== undefined && request.imageKey !== row.imageKey) {
          await requireImageOfTheme(tx, request.imageKey, 'scenarios');
        }
        let prices = {};
        if (request.sellable !== undefined) {
          const { restrictedCountryIds, ...rest } = pricesOf(request.sellable);
          await requireCountries(tx, restrictedCountryIds);
          await repository.replaceRestrictions(id, restrictedCountryIds);
          prices = rest;
        }
        await repository.update(id, {
          ...(request.gameModel !== undefined && { gameModel: request.gameModel }),
          ...(request.gameModelId !== undefined && { gameModelId: request.gameModelId }),
          ...(request.version !== undefined && { version: request.version }),
          ...(request.minGameVersion !== undefined && { minGameVersion: request.minGameVersion }),
          ...(request.time !== undefined && { timeSeconds: request.time }),
          ...(request.imageKey !== undefined && { imageKey: request.imageKey }),
          ...prices,
          updatedAt: now(),
        });
        if (request.languages) await repository.upsertTexts(id, request.languages);
      });
    },

    setActive(actor: AuthenticatedSession, id: number, isActive: boolean): Promise<Scenario> {
      return change(actor, id, 'scenario.status', async (tx) => {
        await scenariosRepository(tx).update(id, { isActive, updatedAt: now() });
      });
    },
  };
}
