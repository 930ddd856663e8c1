import { useMutation } from '@tanstack/react-query';
import type { TokenRequest } from '@orbit/contract';
import { apiRequest } from '../client.ts';

/** POST /api/reset-password/verify-token — whether a reset link can still be used. */
export function verifyResetToken(body: TokenRequest) {
  return apiRequest('resetPasswordVerifyToken', { body });
}

export function useVerifyResetToken() {
  return useMutation({ mutationFn: verifyResetToken });
}
