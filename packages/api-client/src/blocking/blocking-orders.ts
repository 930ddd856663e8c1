import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';

export const blockingOrdersQueryKey = ['blocking', 'orders'] as const;

/** GET /api/blocking-orders — the client's open blocking orders and whether they may ask for an unblock. */
export function getBlockingOrders(signal?: AbortSignal) {
  return apiRequest('blockingOrders', { signal });
}

export function blockingOrdersQueryOptions() {
  return queryOptions({ queryKey: blockingOrdersQueryKey, queryFn: ({ signal }) => getBlockingOrders(signal) });
}

export function useBlockingOrders() {
  return useQuery(blockingOrdersQueryOptions());
}
