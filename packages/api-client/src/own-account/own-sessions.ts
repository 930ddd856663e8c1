import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { ownAccountQueryKey } from './own-email-change.ts';

/** GET /api/me/sessions — the signed-in user's open sessions, the current one marked (ADR 0055). */
export function getOwnSessions(signal?: AbortSignal) {
  return apiRequest('ownSessions', { signal });
}

export function ownSessionsQueryOptions() {
  return queryOptions({
    queryKey: [...ownAccountQueryKey, 'sessions'],
    queryFn: ({ signal }) => getOwnSessions(signal),
  });
}

export function useOwnSessions() {
  return useQuery(ownSessionsQueryOptions());
}
