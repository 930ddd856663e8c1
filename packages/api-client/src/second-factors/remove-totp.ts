import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemoveTotpRequest } from '@orbit/contract';
import { apiRequest } from '../client.ts';
import { meQueryOptions } from '../session/me.ts';
import { secondFactorsQueryOptions } from './second-factors.ts';

/** POST /api/me/second-factor/totp/remove — removes the app and its recovery codes, with a code or the password. */
export function removeTotp(body: RemoveTotpRequest) {
  return apiRequest('removeTotp', { body });
}

export function useRemoveTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTotp,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: secondFactorsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
      ]),
  });
}
