import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { adminApiKeysQueryOptions } from './admin-api-keys.ts';

/** DELETE /api/admin/api-keys/{id} — revokes a business key at once, with every secret it has. */
export function adminRevokeApiKey(id: number) {
  return apiRequest('adminRevokeApiKey', { params: { id } });
}

export function useAdminRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminRevokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminApiKeysQueryOptions().queryKey }),
  });
}
