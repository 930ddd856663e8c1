import { useMutation } from '@tanstack/react-query';
import { routes, type ResetPasswordRequestRequest } from '@orbit/contract';
import { apiRequest } from '../client.ts';

/** POST /api/reset-password/request — mails a reset link valid for 30 minutes. */
export function requestPasswordReset(body: ResetPasswordRequestRequest) {
  return apiRequest(routes.resetPasswordRequest, { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
