import { queryOptions, useQuery } from '@tanstack/react-query';
import type { routes } from '@orbit/contract';
import { apiRequest, type RequestInput } from '../client.ts';
import { liveRefetchIntervalMs } from '../query-client.ts';

type Query = NonNullable<RequestInput<typeof routes.reportWalletBalance>['query']>;

/** GET /api/report/wallet-balance — coins balance (inserted minus charged) and tickets. */
export function getWalletBalance(query: Query = {}, signal?: AbortSignal) {
  return apiRequest('reportWalletBalance', { query, signal });
}

export function walletBalanceQueryOptions(query: Query = {}) {
  return queryOptions({
    queryKey: ['reports', 'wallet-balance', query] as const,
    queryFn: ({ signal }) => getWalletBalance(query, signal),
    // New rides show within a minute while the page is visible (ADR 0049).
    refetchInterval: liveRefetchIntervalMs,
  });
}

export function useWalletBalance(query: Query = {}) {
  return useQuery(walletBalanceQueryOptions(query));
}
