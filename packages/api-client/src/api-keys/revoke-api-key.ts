import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { apiKeysQueryOptions } from './api-keys.ts';

/** DELETE /api/api-keys/{id} — revokes one's own key at once, with every secret it has; answers the revoked key. */
export function revokeApiKey(id: number) {
  return apiRequest('revokeApiKey', { params: { id } });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
  });
}
