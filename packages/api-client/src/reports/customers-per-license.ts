import { queryOptions, useQuery } from '@tanstack/react-query';
import type { routes } from '@orbit/contract';
import { apiRequest, type RequestInput } from '../client.ts';
import { liveRefetchInterval } from '../live/live-state.ts';

type Query = NonNullable<RequestInput<typeof routes.reportCustomersPerLicense>['query']>;

/** GET /api/report/customers-per-license — customers per licence per month, for the dashboard bars. */
export function getCustomersPerLicense(query: Query = {}, signal?: AbortSignal) {
  return apiRequest('reportCustomersPerLicense', { query, signal });
}

export function customersPerLicenseQueryOptions(query: Query = {}) {
  return queryOptions({
    queryKey: ['reports', 'customers-per-license', query] as const,
    queryFn: ({ signal }) => getCustomersPerLicense(query, signal),
    // New rides show at once from the live stream, or within a minute by polling without it (ADR 0049, 0082).
    refetchInterval: liveRefetchInterval,
  });
}

export function useCustomersPerLicense(query: Query = {}) {
  return useQuery(customersPerLicenseQueryOptions(query));
}
