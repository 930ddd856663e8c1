import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { meQueryOptions } from '../session/me.ts';
import { passkeysQueryOptions } from './passkeys.ts';

/** POST /api/me/passkeys/:id/remove — removes one of the user's passkeys. */
export function removePasskey(id: number) {
  return apiRequest('removePasskey', { params: { id: String(id) } });
}

/** The list and the current user (whether still enrolled) change with it. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: passkeysQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
      ]),
  });
}
