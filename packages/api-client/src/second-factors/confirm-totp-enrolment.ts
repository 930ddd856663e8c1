import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmTotpRequest } from '@orbit/contract';
import { apiRequest } from '../client.ts';
import { meQueryOptions } from '../session/me.ts';
import { secondFactorsQueryOptions } from './second-factors.ts';

/** POST /api/me/second-factor/totp/confirm — enrols the app with its first code; answers the recovery codes. */
export function confirmTotpEnrolment(body: ConfirmTotpRequest) {
  return apiRequest('confirmTotpEnrolment', { body });
}

/** The current user (whether enrolled) and the second factors change with it. */
export function useConfirmTotpEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotpEnrolment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: secondFactorsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
      ]),
  });
}
