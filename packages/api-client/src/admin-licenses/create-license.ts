import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCreateLicenseRequest } from '@orbit/contract';
import { apiRequest } from '../client.ts';
import { adminClientQueryKey } from './admin-user-licenses.ts';

/** POST /api/admin/users/licenses — a new licence for a client (admin, supervisor); answers its key and label. */
export function createLicense(request: AdminCreateLicenseRequest) {
  return apiRequest('adminCreateLicense', { body: request });
}

/** Creates the licence and refreshes what the client page shows about its owner. */
export function useCreateLicense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLicense,
    onSuccess: (_answer, request) => queryClient.invalidateQueries({ queryKey: adminClientQueryKey(request.userId) }),
  });
}
