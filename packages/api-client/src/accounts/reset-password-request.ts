import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequestRequest } from '@orbit/contract';
import { apiRequest } from '../client.ts';

/** POST /api/reset-password/request — mails a reset link valid for 30 minutes. */
export function requestPasswordReset(body: ResetPasswordRequestRequest) {
  return apiRequest('resetPasswordRequest', { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
