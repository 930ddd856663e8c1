import {
  activeStatusRequestSchema,
  adminCreateScenarioRequestSchema,
  adminScenariosQuerySchema,
  adminUpdateScenarioRequestSchema,
  contentErrorMessages,
  errorMessages,
  licenseScenariosQuerySchema,
  obtainableScenariosParamsSchema,
  obtainableScenariosQuerySchema,
  routes,
  scenarioIdParamsSchema,
  scenarioOnLicenseRequestSchema,
} from '@orbit/contract';
import type { LicenseScenario, PurchasedScenario, Scenario } from '@orbit/contract';
import { contentTextFor, matchesSearch, scenarioSearchValues, sellableUnlessFree } from '@orbit/domain';
import { mockUsers } from '../fixtures.ts';
import { mockLicenses, mockNow } from '../fixtures/client-area.ts';
import { mockScenarios } from '../fixtures/content.ts';
import { mockError, mockRoute } from '../respond.ts';
import { mockAdminUsers } from './admin-users.ts';
import { bodyOf, parseOrReject, queryOf } from './client-area-helpers.ts';
import { createHeldScenarios, type HeldScenarios } from './held-scenarios.ts';

/** Scenarios admin and scenarios on the mock client's licences; changes live as long as the handlers. */
export function scenariosHandlers({ held = createHeldScenarios() }: { held?: HeldScenarios } = {}) {
  const catalogue = new Map(mockScenarios.map((scenario) => [scenario.id, structuredClone(scenario)]));
  const purchases: PurchasedScenario[] = [];

  /** The licence and scenario of a transfer or removal, or the server's error answer. */
  const target = (body: { licenseKey: string; purchaseScenarioId: number; userId?: number | undefined }) => {
    const license = mockLicenses.find((candidate) => candidate.key === body.licenseKey);
    if (!license) return mockError(404, errorMessages.notFound, { licenseKey: errorMessages.notFound });
    if (body.userId !== undefined && body.userId !== license.userId) {
      return mockError(409, errorMessages.licenseOfAnotherUser, { licenseKey: errorMessages.licenseOfAnotherUser });
    }
    if (license.revokedAt) return mockError(409, errorMessages.licenseRevoked);
    const scenario = catalogue.get(body.purchaseScenarioId);
    if (!scenario) return mockError(404, errorMessages.notFound, { purchaseScenarioId: errorMessages.notFound });
    return { license, scenario, holding: held.get(license.key) ?? [] };
  };

  return [
    mockRoute(routes.obtainableScenarios, ({ params, request }) => {
      const parsed = parseOrReject(obtainableScenariosParamsSchema, { userId: params.userId });
      if ('error' in parsed) return parsed.error;
      const query = parseOrReject(obtainableScenariosQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      const owner = mockAdminUsers.find((user) => user.id === parsed.data.userId);
      if (!owner) return mockError(404, errorMessages.notFound);
      const licenses = owner.id === mockUsers.client.id ? mockLicenses.filter((license) => !license.revokedAt) : [];
      return [...catalogue.values()].flatMap((scenario) => {
        const { sellable } = scenario;
        if (!scenario.isActive || !sellable) return [];
        if (owner.countryId !== null && sellable.restrictedCountryIds.includes(owner.countryId)) return [];
        if (!matchesSearch(query.data.q ?? '', scenarioSearchValues(scenario))) return [];
        const licenseKeys = licenses
          .filter(
            (license) =>
              license.gameModel === scenario.gameModel && !(held.get(license.key) ?? []).includes(scenario.id),
          )
          .map((license) => license.key);
        return licenseKeys.length > 0 ? [{ ...scenario, licenseKeys }] : [];
      });
    }),

    mockRoute(routes.adminTransferScenario, async ({ request }) => {
      const body = parseOrReject(scenarioOnLicenseRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      const found = target(body.data);
      if (!('license' in found)) return found;
      const { license, scenario, holding } = found;
      const refusal = !scenario.isActive
        ? contentErrorMessages.scenarioInactive
        : !scenario.sellable
          ? contentErrorMessages.scenarioFree
          : scenario.gameModel !== license.gameModel
            ? contentErrorMessages.scenarioOtherGameModel
            : holding.includes(scenario.id)
              ? contentErrorMessages.scenarioAlreadyHeld
              : undefined;
      if (refusal) return mockError(409, refusal, { purchaseScenarioId: refusal });
      held.set(
        license.key,
        [...holding, scenario.id].sort((a, b) => a - b),
      );
      const purchase: PurchasedScenario = {
        id: purchases.length + 1,
        licenseKey: license.key,
        scenarioId: scenario.id,
        createdAt: mockNow,
        removedAt: null,
      };
      purchases.push(purchase);
      return purchase;
    }),

    mockRoute(routes.adminRemoveScenario, async ({ request }) => {
      const body = parseOrReject(scenarioOnLicenseRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      const found = target(body.data);
      if (!('license' in found)) return found;
      const { license, scenario, holding } = found;
      if (!holding.includes(scenario.id)) {
        return mockError(409, contentErrorMessages.scenarioNotHeld, {
          purchaseScenarioId: contentErrorMessages.scenarioNotHeld,
        });
      }
      held.set(
        license.key,
        holding.filter((id) => id !== scenario.id),
      );
      const purchase = purchases.find(
        (candidate) =>
          candidate.licenseKey === license.key && candidate.scenarioId === scenario.id && !candidate.removedAt,
      );
      const removed: PurchasedScenario = {
        id: purchase?.id ?? 1000 + scenario.id,
        licenseKey: license.key,
        scenarioId: scenario.id,
        createdAt: purchase?.createdAt ?? '2025-01-01T12:00:00.000Z',
        removedAt: mockNow,
      };
      if (purchase) purchase.removedAt = mockNow;
      return removed;
    }),

    mockRoute(routes.adminScenarios, ({ request }) => {
      const query = parseOrReject(adminScenariosQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      const { q, gameModel, isActive, limit, offset } = query.data;
      const matching = [...catalogue.values()]
        .filter(
          (scenario) =>
            (!gameModel || scenario.gameModel === gameModel) &&
            (!isActive || String(scenario.isActive) === isActive) &&
            matchesSearch(q ?? '', scenarioSearchValues(scenario)),
        )
        .sort((a, b) => a.id - b.id);
      return { results: matching.slice(offset, offset + limit), meta: { count: matching.length, limit, offset } };
    }),

    mockRoute(routes.adminScenario, ({ params }) => {
      const parsed = parseOrReject(scenarioIdParamsSchema, { id: params.id });
      if ('error' in parsed) return parsed.error;
      return catalogue.get(parsed.data.id) ?? mockError(404, errorMessages.notFound);
    }),

    mockRoute(routes.adminCreateScenario, async ({ request }) => {
      const body = parseOrReject(adminCreateScenarioRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      const { sellable, languages, gameModelId, ...fields } = body.data;
      const id = Math.max(...catalogue.keys()) + 1;
      const sameModel = [...catalogue.values()].filter((scenario) => scenario.gameModel === fields.gameModel);
      const created: Scenario = {
        id,
        ...fields,
        gameModelId: gameModelId ?? Math.max(-1, ...sameModel.map((scenario) => scenario.gameModelId)) + 1,
        languages,
        sellable: sellableUnlessFree(sellable),
        createdAt: mockNow,
        updatedAt: mockNow,
        issuerUserId: mockUsers.admin.id,
      };
      catalogue.set(id, created);
      return created;
    }),

    mockRoute(routes.adminUpdateScenario, async ({ params, request }) => {
      const parsed = parseOrReject(scenarioIdParamsSchema, { id: params.id });
      if ('error' in parsed) return parsed.error;
      const body = parseOrReject(adminUpdateScenarioRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      const before = catalogue.get(parsed.data.id);
      if (!before) return mockError(404, errorMessages.notFound);
      const { sellable, languages, ...fields } = body.data;
      const after: Scenario = {
        ...before,
        ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
        languages: { ...before.languages, ...languages },
        sellable: sellable === undefined ? before.sellable : sellableUnlessFree(sellable),
        updatedAt: mockNow,
      };
      catalogue.set(after.id, after);
      return after;
    }),

    // The mock client's licences and what they hold now, named as the server names them (ADR 0032).
    mockRoute(routes.licenseScenarios, ({ request }) => {
      const query = parseOrReject(licenseScenariosQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      const { lang, licenseKey } = query.data;
      const licenses = mockLicenses.filter((license) => licenseKey === undefined || license.key === licenseKey);
      if (licenses.length === 0) return mockError(404, errorMessages.notFound);
      const results = [...catalogue.values()].flatMap((scenario): LicenseScenario[] => {
        const licenseKeys = licenses
          .filter((license) => (held.get(license.key) ?? []).includes(scenario.id))
          .map((license) => license.key);
        if (licenseKeys.length === 0) return [];
        const chosen = contentTextFor(scenario.languages, lang);
        return [
          {
            id: scenario.id,
            title: chosen?.text.title ?? null,
            theme: chosen?.text.theme ?? null,
            language: chosen?.language ?? null,
            time: scenario.time,
            imageKey: scenario.imageKey,
            thumbnailUrl: scenario.imageKey ? `/uploads/${scenario.imageKey}/image-thumbnail.png` : null,
            licenseKeys,
          },
        ];
      });
      return { results: results.sort((a, b) => a.id - b.id) };
    }),

    mockRoute(routes.adminScenarioStatus, async ({ params, request }) => {
      const parsed = parseOrReject(scenarioIdParamsSchema, { id: params.id });
      if ('error' in parsed) return parsed.error;
      const body = parseOrReject(activeStatusRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      const before = catalogue.get(parsed.data.id);
      if (!before) return mockError(404, errorMessages.notFound);
      const after = { ...before, isActive: body.data.isActive, updatedAt: mockNow };
      catalogue.set(after.id, after);
      return after;
    }),
  ];
}
