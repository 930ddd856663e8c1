import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInSecondFactorRequest } from '@orbit/contract';
import { apiRequest } from '../client.ts';
import { meQueryOptions } from './me.ts';

/** POST /api/sign-in/second-factor — completes the pending sign-in with a code and starts the session. */
export function signInSecondFactor(body: SignInSecondFactorRequest) {
  return apiRequest('signInSecondFactor', { body });
}

/** Completes the sign-in and seeds the current-user query with the answer, as a sign-in does. */
export function useSignInSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInSecondFactor,
    onSuccess: (user) => {
      queryClient.setQueryData(meQueryOptions().queryKey, user);
    },
  });
}
