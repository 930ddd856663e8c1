import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LicenseConsumptionsQuery } from '@orbit/contract';
import { apiRequest } from '../client.ts';
import { liveRefetchInterval } from '../live/live-state.ts';

/** GET /api/licenses/{key}/consumptions — rides of one licence in a day, week, month or explicit range. */
export function getLicenseConsumptions(key: string, query: LicenseConsumptionsQuery, signal?: AbortSignal) {
  return apiRequest('licenseConsumptions', { params: { key }, query, signal });
}

export function licenseConsumptionsQueryOptions(key: string, query: LicenseConsumptionsQuery) {
  return queryOptions({
    queryKey: ['licenses', key, 'consumptions', query] as const,
    queryFn: ({ signal }) => getLicenseConsumptions(key, query, signal),
    // Paging and stepping through ranges keeps the last page on screen until the next arrives.
    placeholderData: keepPreviousData,
    // New rides show at once from the live stream, or within a minute by polling without it (ADR 0049, 0082).
    refetchInterval: liveRefetchInterval,
  });
}

export function useLicenseConsumptions(key: string, query: LicenseConsumptionsQuery) {
  return useQuery(licenseConsumptionsQueryOptions(key, query));
}
