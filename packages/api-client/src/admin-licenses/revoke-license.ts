import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { adminClientQueryKey } from './admin-user-licenses.ts';

/** PATCH /api/admin/users/license/revoke — revokes a licence for good (admin, supervisor). */
export function revokeLicense(licenseKey: string) {
  return apiRequest('adminRevokeLicense', { body: { licenseKey } });
}

/** Runs the action and refreshes what the client page shows about the licence's owner. */
export function useRevokeLicense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeLicense,
    onSuccess: (license) => queryClient.invalidateQueries({ queryKey: adminClientQueryKey(license.userId) }),
  });
}
