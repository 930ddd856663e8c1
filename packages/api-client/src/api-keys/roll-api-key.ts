import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { apiKeysQueryOptions } from './api-keys.ts';

/**
 * POST /api/api-keys/{id}/roll — gives one's own key a new secret, in this answer only; the previous one works on for
 * `overlapHours`.
 */
export function rollApiKey({ id, overlapHours }: { id: number; overlapHours: number }) {
  return apiRequest('rollApiKey', { params: { id }, body: { overlapHours } });
}

/** The list shows until when the previous secret works; a refusal (revoked or expired meanwhile) refreshes it too. */
export function useRollApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rollApiKey,
    // The answer holds the secret: it leaves the cache as soon as no screen shows it.
    gcTime: 0,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
  });
}
