import { queryOptions, useQuery } from '@tanstack/react-query';
import type { routes } from '@orbit/contract';
import { limits } from '@orbit/domain';
import { apiRequest, type RequestInput } from '../client.ts';

type Query = NonNullable<RequestInput<typeof routes.licenseScenarios>['query']>;

/** GET /api/licenses/scenarios — the scenarios of the client's own licences, named in the reader's language. */
export function getLicenseScenarios(query: Query = {}, signal?: AbortSignal) {
  return apiRequest('licenseScenarios', { query, signal });
}

/** Cached for a minute (docs/domain.md#constants-and-limits: the scenario card's cache), so moving between licence pages asks once. */
export function licenseScenariosQueryOptions(query: Query = {}) {
  return queryOptions({
    queryKey: ['licenseScenarios', query] as const,
    queryFn: ({ signal }) => getLicenseScenarios(query, signal),
    staleTime: limits.scenarioCardCacheSeconds * 1000,
  });
}

export function useLicenseScenarios(query: Query = {}) {
  return useQuery(licenseScenariosQueryOptions(query));
}
