import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthenticationResponse, PasskeyAuthenticationOptions } from '@orbit/contract';
import { apiRequest } from '../client.ts';
import { meQueryOptions } from './me.ts';

/** The browser's ceremony that signs the server's challenge with a passkey (`navigator.credentials.get()` as JSON). */
export type PasskeyCeremony = (options: PasskeyAuthenticationOptions) => Promise<AuthenticationResponse>;

/** POST /api/sign-in/passkey/options, the ceremony, then POST /api/sign-in/passkey: a sign-in with a passkey alone. */
export async function signInWithPasskey(authenticate: PasskeyCeremony) {
  const options = await apiRequest('passkeySignInOptions');
  const response = await authenticate(options);
  return apiRequest('passkeySignIn', { body: { response } });
}

/** Signs in and seeds the current-user query with the answer, as a sign-in with a password does. */
export function useSignInWithPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (user) => {
      queryClient.setQueryData(meQueryOptions().queryKey, user);
    },
  });
}
