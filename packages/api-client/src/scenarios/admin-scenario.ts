import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { adminScenariosQueryKey } from './admin-scenarios.ts';

/** GET /api/admin/scenarios/{id} — one scenario with every language's texts (staff). */
export function getAdminScenario(id: number, signal?: AbortSignal) {
  return apiRequest('adminScenario', { params: { id }, signal });
}

export function adminScenarioQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...adminScenariosQueryKey, 'one', id] as const,
    queryFn: ({ signal }) => getAdminScenario(id, signal),
  });
}

export function useAdminScenario(id: number, enabled = true) {
  return useQuery({ ...adminScenarioQueryOptions(id), enabled });
}
