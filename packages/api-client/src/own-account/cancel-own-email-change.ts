import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { ownEmailChangeQueryOptions } from './own-email-change.ts';

/** POST /api/me/email-change/cancel — withdraws the signed-in user's change of email. */
export function cancelOwnEmailChange() {
  return apiRequest('cancelOwnEmailChange', {});
}

export function useCancelOwnEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOwnEmailChange,
    onSuccess: () => queryClient.setQueryData(ownEmailChangeQueryOptions().queryKey, { pending: null }),
  });
}
