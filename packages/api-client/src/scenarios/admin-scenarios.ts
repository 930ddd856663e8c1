import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { routes } from '@orbit/contract';
import { apiRequest, type RequestInput } from '../client.ts';

type Query = NonNullable<RequestInput<typeof routes.adminScenarios>['query']>;

/** Every key of the scenario catalogue's queries starts with this; changes invalidate it. */
export const adminScenariosQueryKey = ['adminScenarios'] as const;

/** GET /api/admin/scenarios — the catalogue searched by id and texts, accent- and case-insensitively (staff). */
export function getAdminScenarios(query: Query = {}, signal?: AbortSignal) {
  return apiRequest('adminScenarios', { query, signal });
}

export function adminScenariosQueryOptions(query: Query = {}) {
  return queryOptions({
    queryKey: [...adminScenariosQueryKey, 'list', query] as const,
    queryFn: ({ signal }) => getAdminScenarios(query, signal),
    // A new search keeps the rows of the last one on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });
}

export function useAdminScenarios(query: Query = {}) {
  return useQuery(adminScenariosQueryOptions(query));
}
