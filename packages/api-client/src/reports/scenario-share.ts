import { queryOptions, useQuery } from '@tanstack/react-query';
import type { routes } from '@orbit/contract';
import { apiRequest, type RequestInput } from '../client.ts';
import { liveRefetchIntervalMs } from '../query-client.ts';

type Query = NonNullable<RequestInput<typeof routes.reportScenarioShare>['query']>;

/** GET /api/report/scenario-share — customers per scenario in the month, for the dashboard doughnut. */
export function getScenarioShare(query: Query = {}, signal?: AbortSignal) {
  return apiRequest('reportScenarioShare', { query, signal });
}

export function scenarioShareQueryOptions(query: Query = {}) {
  return queryOptions({
    queryKey: ['reports', 'scenario-share', query] as const,
    queryFn: ({ signal }) => getScenarioShare(query, signal),
    // New rides show within a minute while the page is visible (ADR 0049).
    refetchInterval: liveRefetchIntervalMs,
  });
}

export function useScenarioShare(query: Query = {}) {
  return useQuery(scenarioShareQueryOptions(query));
}
