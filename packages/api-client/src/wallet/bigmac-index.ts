import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';

/** GET /api/bigmac-index/{countryId} — coins a Big Mac costs in that country (the ticket-per-coins index). */
export function getBigmacIndex(countryId: number, signal?: AbortSignal) {
  return apiRequest('bigmacIndex', { params: { countryId }, signal });
}

export function bigmacIndexQueryOptions(countryId: number) {
  return queryOptions({
    queryKey: ['bigmac-index', countryId] as const,
    queryFn: ({ signal }) => getBigmacIndex(countryId, signal),
  });
}

export function useBigmacIndex(countryId: number | null) {
  return useQuery({ ...bigmacIndexQueryOptions(countryId ?? 0), enabled: countryId !== null });
}
