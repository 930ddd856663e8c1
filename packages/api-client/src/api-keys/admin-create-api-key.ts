import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiKeyBody } from '@orbit/contract';
import { apiRequest } from '../client.ts';
import { adminApiKeysQueryOptions } from './admin-api-keys.ts';

/** POST /api/admin/api-keys — makes a key for the business; the answer holds its secret, shown this once. */
export function adminCreateApiKey(body: CreateApiKeyBody) {
  return apiRequest('adminCreateApiKey', { body });
}

export function useAdminCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminCreateApiKey,
    // The answer holds the secret: it leaves the cache as soon as no screen shows it.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminApiKeysQueryOptions().queryKey }),
  });
}
