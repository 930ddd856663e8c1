import { useMutation } from '@tanstack/react-query';
import type { ReauthenticateRequest } from '@orbit/contract';
import { apiRequest } from '../client.ts';

/**
 * POST /api/me/reauthenticate — proves again who the signed-in person is (password, app code or recovery code), for
 * this session's sensitive acts of the next few minutes (ADR 0058).
 */
export function reauthenticate(body: ReauthenticateRequest) {
  return apiRequest('reauthenticate', { body });
}

/** Nothing cached changes: the proof lives on the server's session only. */
export function useReauthenticate() {
  return useMutation({ mutationFn: reauthenticate });
}
