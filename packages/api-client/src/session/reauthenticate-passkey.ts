import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import type { PasskeyCeremony } from './sign-in-passkey.ts';

/**
 * POST /api/me/reauthenticate/passkey-options, the browser's passkey prompt, then POST /api/me/reauthenticate with
 * its answer: the signed-in person proves again who they are with one of their passkeys (ADR 0058).
 */
export async function reauthenticateWithPasskey(authenticate: PasskeyCeremony) {
  const options = await apiRequest('reauthenticatePasskeyOptions');
  const response = await authenticate(options);
  return apiRequest('reauthenticate', { body: { method: 'passkey', response } });
}

/** Nothing cached changes: the proof lives on the server's session only. */
export function useReauthenticateWithPasskey() {
  return useMutation({ mutationFn: reauthenticateWithPasskey });
}
