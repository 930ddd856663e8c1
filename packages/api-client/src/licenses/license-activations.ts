import { queryOptions, useQuery } from '@tanstack/react-query';
import type { routes } from '@orbit/contract';
import { apiRequest, type RequestInput } from '../client.ts';
import { liveRefetchIntervalMs } from '../query-client.ts';

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
    // New rides show within a minute while the page is visible (ADR 0049).
    refetchInterval: liveRefetchIntervalMs,
  });
}

export function useLicenseActivations(query: LicenseActivationsQuery = {}) {
  return useQuery(licenseActivationsQueryOptions(query));
}
