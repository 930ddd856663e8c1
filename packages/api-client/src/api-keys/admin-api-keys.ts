import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';

/** GET /api/admin/api-keys — the business's API keys (admins), revoked and expired ones included, newest first. */
export function getAdminApiKeys(signal?: AbortSignal) {
  return apiRequest('adminApiKeys', { signal });
}

export function adminApiKeysQueryOptions() {
  return queryOptions({
    queryKey: ['apiKeys', 'business'] as const,
    queryFn: ({ signal }) => getAdminApiKeys(signal),
  });
}

/** `enabled: false` for a viewer the server would refuse, so no call is made. */
export function useAdminApiKeys({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminApiKeysQueryOptions(), enabled });
}
