import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiKeyBody } from '@orbit/contract';
import { apiRequest } from '../client.ts';
import { apiKeysQueryOptions } from './api-keys.ts';

/** POST /api/api-keys — makes a key for one's own account; the answer holds its secret, shown this once. */
export function createApiKey(body: CreateApiKeyBody) {
  return apiRequest('createApiKey', { body });
}

/** The list shows the new key (never its secret) once it is made. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    // The answer holds the secret: it leaves the cache as soon as no screen shows it.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
  });
}
