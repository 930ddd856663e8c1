import { queryOptions, useQuery } from '@tanstack/react-query';
import type { routes } from '@orbit/contract';
import { apiRequest, type RequestInput } from '../client.ts';
import { liveRefetchIntervalMs } from '../query-client.ts';

type Query = NonNullable<RequestInput<typeof routes.reportLicenseRanking>['query']>;

/** GET /api/report/license-ranking — licences of the month by customers, for the dashboard pie. */
export function getLicenseRanking(query: Query = {}, signal?: AbortSignal) {
  return apiRequest('reportLicenseRanking', { query, signal });
}

export function licenseRankingQueryOptions(query: Query = {}) {
  return queryOptions({
    queryKey: ['reports', 'license-ranking', query] as const,
    queryFn: ({ signal }) => getLicenseRanking(query, signal),
    // New rides show within a minute while the page is visible (ADR 0049).
    refetchInterval: liveRefetchIntervalMs,
  });
}

export function useLicenseRanking(query: Query = {}) {
  return useQuery(licenseRankingQueryOptions(query));
}
