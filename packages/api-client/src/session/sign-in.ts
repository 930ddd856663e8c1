import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isSecondFactorChallenge, type SignInRequest } from '@orbit/contract';
import { apiRequest } from '../client.ts';
import { meQueryOptions } from './me.ts';

/**
 * POST /api/sign-in — starts a session and answers the user, or, for an account with a second factor, answers the
 * second step to take (ADR 0056).
 */
export function signIn(body: SignInRequest) {
  return apiRequest('signIn', { body });
}

/** Signs in and seeds the current-user query with the answer, so the shell renders without a second call. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => {
      if (!isSecondFactorChallenge(answer)) queryClient.setQueryData(meQueryOptions().queryKey, answer);
    },
  });
}
