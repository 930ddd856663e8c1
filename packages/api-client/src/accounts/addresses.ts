import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';

/** GET /api/addresses — the signed-in user's addresses. */
export function getAddresses(signal?: AbortSignal) {
  return apiRequest('addresses', { signal });
}

export function addressesQueryOptions() {
  return queryOptions({ queryKey: ['addresses'] as const, queryFn: ({ signal }) => getAddresses(signal) });
}

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}
