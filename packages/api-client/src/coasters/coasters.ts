import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { liveRefetchInterval } from '../live/live-state.ts';

/** The client's coasters page and its machines; the live stream refreshes them with what they show. */
export const coastersQueryKey = ['coasters'] as const;

/** GET /api/coasters — the signed-in client's machines, one per licence, with the wallet's runway (ADR 0084). */
export function getCoasters(signal?: AbortSignal) {
  return apiRequest('coasters', { signal });
}

/**
 * Asked again when the live stream tells of the machines' statuses (`coasters`: late, offline, back online…, ADR 0089),
 * rides, licences, blocks or coins; every 30 seconds (ADR 0049) only while no stream is up. The page also ticks "last
 * seen" between answers.
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
