import { useMutation } from '@tanstack/react-query';
import type { SignUpRequest } from '@orbit/contract';
import { apiRequest } from '../client.ts';

/** POST /api/sign-up — registers a client and mails a verification link; signs nobody in. */
export function signUp(body: SignUpRequest) {
  return apiRequest('signUp', { body });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
