import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { adminClientQueryKey } from './admin-user-licenses.ts';

/** PATCH /api/admin/users/license/block-offline — an unlimited licence may run offline (admin, supervisor). */
export function makeLicenseOffline(licenseKey: string) {
  return apiRequest('adminBlockOfflineLicense', { body: { licenseKey } });
}

/** Runs the action and refreshes what the client page shows about the licence's owner. */
export function useMakeLicenseOffline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeLicenseOffline,
    onSuccess: (license) => queryClient.invalidateQueries({ queryKey: adminClientQueryKey(license.userId) }),
  });
}
