import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@orbit/contract';
import { apiRequest } from '../client.ts';

/** POST /api/me/password — the signed-in user's new password; the current one is required, other sessions end. */
export function changePassword(body: ChangePasswordRequest) {
  return apiRequest('changePassword', { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
