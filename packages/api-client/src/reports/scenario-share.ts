import { queryOptions, useQuery } from '@tanstack/react-query';
import type { routes } from '@orbit/contract';
import { apiRequest, type RequestInput } from '../client.ts';
import { liveRefetchInterval } from '../live/live-state.ts';

type Query = NonNullable<RequestInput<typeof routes.reportScenarioShare>['query']>;

/** GET /api/report/scenario-share — customers per scenario in the month, for the dashboard doughnut. */
export function getScenarioShare(query: Query = {}, signal?: AbortSignal) {
  return apiRequest('reportScenarioShare', { query, signal });
}

export function scenarioShareQueryOptions(query: Query = {}) {
  return queryOptions({
    queryKey: ['reports', 'scenario-share', query] as const,
    queryFn: ({ signal }) => getScenarioShare(query, signal),
    // New rides show at once from the live stream, or within a minute by polling without it (ADR 0049, 0082).
    refetchInterval: liveRefetchInterval,
  });
}

export function useScenarioShare(query: Query = {}) {
  return useQuery(scenarioShareQueryOptions(query));
}
