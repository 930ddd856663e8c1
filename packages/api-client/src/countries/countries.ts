import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';

/** GET /api/countries — every ISO 3166-1 country. */
export function getCountries(signal?: AbortSignal) {
  return apiRequest('countries', { signal });
}

export function countriesQueryOptions() {
  // Countries change only with a release; keep them for the whole visit.
  return queryOptions({ queryKey: ['countries'], queryFn: ({ signal }) => getCountries(signal), staleTime: Infinity });
}

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
