import { useMutation } from '@tanstack/react-query';
import { routes, type TokenRequest } from '@orbit/contract';
import { apiRequest } from '../client.ts';

/** POST /api/reset-password/verify-token — whether a reset link can still be used. */
export function verifyResetToken(body: TokenRequest) {
  return apiRequest(routes.resetPasswordVerifyToken, { body });
}

export function useVerifyResetToken() {
  return useMutation({ mutationFn: verifyResetToken });
}
