import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasskeyRegistrationOptions, RegistrationResponse } from '@orbit/contract';
import { apiRequest } from '../client.ts';
import { meQueryOptions } from '../session/me.ts';
import { passkeysQueryOptions } from './passkeys.ts';

/** What adding a passkey takes: its name, and the browser's ceremony that makes it for the server's options. */
export interface AddPasskeyInput {
  name: string;
  /** `navigator.credentials.create()` as JSON (the console passes `@simplewebauthn/browser`'s). */
  create: (options: PasskeyRegistrationOptions) => Promise<RegistrationResponse>;
}

/**
 * POST /api/me/passkeys/options, the browser's ceremony, then POST /api/me/passkeys — one mutation, so the screen
 * shows one state for the whole addition.
 */
export async function addPasskey({ name, create }: AddPasskeyInput) {
  const options = await apiRequest('passkeyRegistrationOptions');
  const response = await create(options);
  return apiRequest('registerPasskey', { body: { name, response } });
}

/** The list and the current user (whether enrolled) change with it. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: passkeysQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
      ]),
  });
}
