import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { meQueryKey } from '../session/me.ts';
import { licenseActivationsQueryKey } from './license-activations.ts';

/** PATCH /api/licenses/{key}/notes — the owner's notes on a licence (at most 150 characters). */
export function updateLicenseNotes(key: string, notes: string) {
  return apiRequest('updateLicenseNotes', { params: { key }, body: { notes } });
}

/** Saves notes and refreshes every list that shows them. */
export function useUpdateLicenseNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, notes }: { key: string; notes: string }) => updateLicenseNotes(key, notes),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: licenseActivationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}
