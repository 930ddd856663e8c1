import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { ownSessionsQueryOptions } from './own-sessions.ts';

/** POST /api/me/sessions/{id}/end — ends one of the signed-in user's sessions. */
export function endOwnSession(id: string) {
  return apiRequest('endOwnSession', { params: { id } });
}

export function useEndOwnSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOwnSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownSessionsQueryOptions().queryKey }),
  });
}
