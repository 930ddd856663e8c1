import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { liveRefetchIntervalMs } from '../query-client.ts';

/** The client's coasters page; the live stream refreshes it with the rides, licences, blocks and wallet it shows. */
export const coastersQueryKey = ['coasters'] as const;

/** GET /api/coasters — the signed-in client's machines, one per licence, with the wallet's runway (ADR 0084). */
export function getCoasters(signal?: AbortSignal) {
  return apiRequest('coasters', { signal });
}

/**
 * Asked again every 30 seconds (ADR 0049), with the live stream or without: a machine turns late and offline by
 * not calling, which no event of the stream tells yet (ADR 0082 knows rides, licences, blocks and the wallet), so
 * the stream alone would leave a lost machine "online". The stream's changes refresh it at once besides; the page
 * also ticks "last seen" between answers.
 */
export function coastersQueryOptions() {
  return queryOptions({
    queryKey: coastersQueryKey,
    queryFn: ({ signal }) => getCoasters(signal),
    refetchInterval: liveRefetchIntervalMs,
  });
}

/** The client's machines and runway. */
export function useCoasters() {
  return useQuery(coastersQueryOptions());
}
