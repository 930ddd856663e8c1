import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { adminClientQueryKey } from './admin-user-licenses.ts';

/** Every search of what one client's licences can obtain lives under this key. */
export function obtainableScenariosQueryKey(userId: number) {
  return [...adminClientQueryKey(userId), 'obtainable-scenarios'] as const;
}

/** GET /api/store/scenarios/obtainable/user/{id}?q= — active scenarios the client's licences can still obtain. */
export function getObtainableScenarios(userId: number, q: string, signal?: AbortSignal) {
  return apiRequest('obtainableScenarios', { params: { userId }, query: { q: q.trim() || undefined }, signal });
}

export function obtainableScenariosQueryOptions(userId: number, q: string) {
  return queryOptions({
    queryKey: [...obtainableScenariosQueryKey(userId), q.trim()] as const,
    queryFn: ({ signal }) => getObtainableScenarios(userId, q, signal),
    // Keep the last list on screen while a new search runs.
    placeholderData: (previous) => previous,
  });
}

export function useObtainableScenarios(userId: number, q: string, enabled = true) {
  return useQuery({ ...obtainableScenariosQueryOptions(userId, q), enabled });
}
