import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { adminClientQueryKey } from './admin-user-licenses.ts';

/** PATCH /api/admin/users/license/unlimited — a limited licence becomes unlimited (admin, supervisor). */
export function makeLicenseUnlimited(licenseKey: string) {
  return apiRequest('adminUnlimitedLicense', { body: { licenseKey } });
}

/** Runs the action and refreshes what the client page shows about the licence's owner. */
export function useMakeLicenseUnlimited() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeLicenseUnlimited,
    onSuccess: (license) => queryClient.invalidateQueries({ queryKey: adminClientQueryKey(license.userId) }),
  });
}
