import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@orbit/contract';
import { apiRequest } from '../client.ts';

/** POST /api/reset-password — sets a new password and ends every other session. */
export function resetPassword(body: ResetPasswordRequest) {
  return apiRequest('resetPassword', { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
