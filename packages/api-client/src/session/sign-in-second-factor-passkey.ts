import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { meQueryOptions } from './me.ts';
import type { PasskeyCeremony } from './sign-in-passkey.ts';

/**
 * POST /api/sign-in/second-factor/passkey-options, the ceremony, then POST /api/sign-in/second-factor with the
 * passkey's answer: the second step of a pending sign-in.
 */
export async function signInSecondFactorWithPasskey(authenticate: PasskeyCeremony) {
  const options = await apiRequest('signInSecondFactorPasskeyOptions');
  const response = await authenticate(options);
  return apiRequest('signInSecondFactor', { body: { method: 'passkey', response } });
}

export function useSignInSecondFactorWithPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInSecondFactorWithPasskey,
    onSuccess: (user) => {
      queryClient.setQueryData(meQueryOptions().queryKey, user);
    },
  });
}
