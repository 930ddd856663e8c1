import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminEditUserRequest } from '@orbit/contract';
import { apiRequest } from '../client.ts';
import { adminUserTariffQueryOptions } from '../admin-devices/admin-user-tariff.ts';
import { adminUserQueryOptions, adminUsersQueryKey } from './admin-user.ts';

/** PATCH /api/admin/users/{id}/edit — email, name, name as in contract and (admin only) scope. */
export function editUser({ id, ...body }: AdminEditUserRequest & { id: number }) {
  return apiRequest('adminEditUser', { params: { id }, body });
}

/**
 * Shows the edited user at once, then refreshes every admin view of users (the list, the timeline). A user who is
 * no longer a client has no tariff (ADR 0049): its query is dropped rather than asked again, which the server
 * would refuse before the page learns of the new scope.
 */
export function useEditUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editUser,
    onSuccess: (user) => {
      queryClient.setQueryData(adminUserQueryOptions(user.id).queryKey, user);
      if (user.scope !== 'user') queryClient.removeQueries({ queryKey: adminUserTariffQueryOptions(user.id).queryKey });
      return queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
    },
  });
}
