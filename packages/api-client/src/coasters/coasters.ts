import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { liveRefetchInterval } from '../live/live-state.ts';

/** The client's coasters page; the live stream refreshes it with the rides, licences, blocks and wallet it shows. */
export const coastersQueryKey = ['coasters'] as const;

/** GET /api/coasters — the signed-in client's machines, one per licence, with the wallet's runway (ADR 0084). */
export function getCoasters(signal?: AbortSignal) {
  return apiRequest('coasters', { signal });
}

/**
 * Asked again every 30 seconds while no live stream tells of changes (ADR 0049, 0082), so statuses and "last seen"
 * stay current; the page also ticks "last seen" between answers.
 */
export function coastersQueryOptions() {
  return queryOptions({
    queryKey: coastersQueryKey,
    queryFn: ({ signal }) => getCoasters(signal),
    refetchInterval: liveRefetchInterval,
  });
}

/** The client's machines and runway. */
export function useCoasters() {
  return useQuery(coastersQueryOptions());
}
