import { useMutation } from '@tanstack/react-query';
import type { TokenRequest } from '@orbit/contract';
import { apiRequest } from '../client.ts';

/** POST /api/verify-email — confirms the address with the token from the mailed link. */
export function verifyEmail(body: TokenRequest) {
  return apiRequest('verifyEmail', { body });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
