import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';

/** GET /api/api-keys — the signed-in person's own API keys, revoked and expired ones included, newest first. */
export function getApiKeys(signal?: AbortSignal) {
  return apiRequest('apiKeys', { signal });
}

export function apiKeysQueryOptions() {
  return queryOptions({
    queryKey: ['apiKeys', 'own'] as const,
    queryFn: ({ signal }) => getApiKeys(signal),
  });
}

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
