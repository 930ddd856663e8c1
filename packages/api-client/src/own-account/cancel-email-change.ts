import { useMutation } from '@tanstack/react-query';
import type { TokenRequest } from '@orbit/contract';
import { apiRequest } from '../client.ts';

/** POST /api/email-change/cancel — the old address's mailed link cancels the change waiting. */
export function cancelEmailChange(body: TokenRequest) {
  return apiRequest('cancelEmailChange', { body });
}

export function useCancelEmailChange() {
  return useMutation({ mutationFn: cancelEmailChange });
}
