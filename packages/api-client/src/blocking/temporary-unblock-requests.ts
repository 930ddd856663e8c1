import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';

export const temporaryUnblockRequestsQueryKey = ['blocking', 'temporary-unblock-requests'] as const;

/** GET /api/temporary-unblock-requests — the client's requests for a temporary unblock. */
export function getTemporaryUnblockRequests(signal?: AbortSignal) {
  return apiRequest('temporaryUnblockRequests', { signal });
}

export function temporaryUnblockRequestsQueryOptions() {
  return queryOptions({
    queryKey: temporaryUnblockRequestsQueryKey,
    queryFn: ({ signal }) => getTemporaryUnblockRequests(signal),
  });
}

export function useTemporaryUnblockRequests() {
  return useQuery(temporaryUnblockRequestsQueryOptions());
}
