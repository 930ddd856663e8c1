import { queryOptions, useQuery } from '@tanstack/react-query';
import type { routes } from '@orbit/contract';
import { apiRequest, type RequestInput } from '../client.ts';
import { liveRefetchInterval } from '../live/live-state.ts';

type Query = NonNullable<RequestInput<typeof routes.reportWalletBalance>['query']>;

/** GET /api/report/wallet-balance — coins balance (inserted minus charged) and tickets. */
export function getWalletBalance(query: Query = {}, signal?: AbortSignal) {
  return apiRequest('reportWalletBalance', { query, signal });
}

export function walletBalanceQueryOptions(query: Query = {}) {
  return queryOptions({
    queryKey: ['reports', 'wallet-balance', query] as const,
    queryFn: ({ signal }) => getWalletBalance(query, signal),
    // New rides show at once from the live stream, or within a minute by polling without it (ADR 0049, 0082).
    refetchInterval: liveRefetchInterval,
  });
}

export function useWalletBalance(query: Query = {}) {
  return useQuery(walletBalanceQueryOptions(query));
}
