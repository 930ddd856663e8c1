import { queryOptions, useQuery } from '@tanstack/react-query';
import type { routes } from '@orbit/contract';
import { apiRequest, type RequestInput } from '../client.ts';
import { liveRefetchInterval } from '../live/live-state.ts';

type Query = NonNullable<RequestInput<typeof routes.reportLicenseRanking>['query']>;

/** GET /api/report/license-ranking — licences of the month by customers, for the dashboard pie. */
export function getLicenseRanking(query: Query = {}, signal?: AbortSignal) {
  return apiRequest('reportLicenseRanking', { query, signal });
}

export function licenseRankingQueryOptions(query: Query = {}) {
  return queryOptions({
    queryKey: ['reports', 'license-ranking', query] as const,
    queryFn: ({ signal }) => getLicenseRanking(query, signal),
    // New rides show at once from the live stream, or within a minute by polling without it (ADR 0049, 0082).
    refetchInterval: liveRefetchInterval,
  });
}

export function useLicenseRanking(query: Query = {}) {
  return useQuery(licenseRankingQueryOptions(query));
}
