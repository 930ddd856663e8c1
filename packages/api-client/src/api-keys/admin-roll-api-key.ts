import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { adminApiKeysQueryOptions } from './admin-api-keys.ts';

/**
 * POST /api/admin/api-keys/{id}/roll — gives a business key a new secret, in this answer only; the previous one works
 * on for `overlapHours`.
 */
export function adminRollApiKey({ id, overlapHours }: { id: number; overlapHours: number }) {
  return apiRequest('adminRollApiKey', { params: { id }, body: { overlapHours } });
}

/** The list shows until when the previous secret works; a refusal (revoked or expired meanwhile) refreshes it too. */
export function useAdminRollApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminRollApiKey,
    // The answer holds the secret: it leaves the cache as soon as no screen shows it.
    gcTime: 0,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminApiKeysQueryOptions().queryKey }),
  });
}
