import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';

/** GET /api/sign-out — ends the session on the server. */
export function signOut() {
  return apiRequest('signOut');
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
