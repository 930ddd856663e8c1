import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { passkeysQueryOptions } from './passkeys.ts';

/** PATCH /api/me/passkeys/:id — gives one of the user's passkeys another name. */
export function renamePasskey({ id, name }: { id: number; name: string }) {
  return apiRequest('renamePasskey', { params: { id: String(id) }, body: { name } });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQueryOptions().queryKey }),
  });
}
