import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';

/**
 * POST /api/sign-out — ends the session on the server. The console signs out with POST: the GET answers only
 * same-origin fetch calls, so that no link or image can sign anyone out (ADR 0021).
 */
export function signOut() {
  return apiRequest('signOutPost');
}

/** Signs out and forgets every cached answer: nothing of one user may show to the next. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.clear();
    },
  });
}
