import { useMutation } from '@tanstack/react-query';
import type { TokenRequest } from '@orbit/contract';
import { apiRequest } from '../client.ts';

/** POST /api/email-change/confirm — the new address's mailed link makes it the account's email. */
export function confirmEmailChange(body: TokenRequest) {
  return apiRequest('confirmEmailChange', { body });
}

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange });
}
