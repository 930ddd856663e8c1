import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';

export const meQueryKey = ['session', 'me'] as const;

/** GET /api/me — the signed-in user. */
export function getMe(signal?: AbortSignal) {
  return apiRequest('me', { signal });
}

export function meQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal), retry: false });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
