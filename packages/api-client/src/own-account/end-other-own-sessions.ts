import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { ownSessionsQueryOptions } from './own-sessions.ts';

/** POST /api/me/sessions/end-others — ends every session of the signed-in user but this one; answers how many. */
export function endOtherOwnSessions() {
  return apiRequest('endOtherOwnSessions', {});
}

export function useEndOtherOwnSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherOwnSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownSessionsQueryOptions().queryKey }),
  });
}
