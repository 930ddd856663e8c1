import { queryOptions, useQuery } from '@tanstack/react-query';
import type { routes } from '@orbit/contract';
import { apiRequest, type RequestInput } from '../client.ts';
import { liveRefetchInterval } from '../live/live-state.ts';

type LicenseActivationsQuery = NonNullable<RequestInput<typeof routes.licenseActivations>['query']>;

export const licenseActivationsQueryKey = ['licenses', 'activations'] as const;

/** GET /api/licenses/activations — the signed-in client's own licences. */
export function getLicenseActivations(query: LicenseActivationsQuery = {}, signal?: AbortSignal) {
  return apiRequest('licenseActivations', { query, signal });
}

export function licenseActivationsQueryOptions(query: LicenseActivationsQuery = {}) {
  return queryOptions({
    queryKey: [...licenseActivationsQueryKey, query] as const,
    queryFn: ({ signal }) => getLicenseActivations(query, signal),
    // New rides show at once from the live stream, or within a minute by polling without it (ADR 0049, 0082).
    refetchInterval: liveRefetchInterval,
  });
}

export function useLicenseActivations(query: LicenseActivationsQuery = {}) {
  return useQuery(licenseActivationsQueryOptions(query));
}
