import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestEmailChangeRequest } from '@orbit/contract';
import { apiRequest } from '../client.ts';
import { ownEmailChangeQueryOptions } from './own-email-change.ts';

/** POST /api/me/email — asks for a new address with the current password; the new address confirms by a link. */
export function requestEmailChange(body: RequestEmailChangeRequest) {
  return apiRequest('requestEmailChange', { body });
}

/** Shows the change waiting at once, as the server answered it. */
export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestEmailChange,
    onSuccess: (answer) => queryClient.setQueryData(ownEmailChangeQueryOptions().queryKey, answer),
  });
}
