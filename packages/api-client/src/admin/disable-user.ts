import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { adminUserQueryOptions, adminUsersQueryKey } from './admin-user.ts';

/** POST /api/admin/users/{id}/disable — the account cannot sign in or reset its password; its sessions end (admin only). */
export function disableUser(id: number) {
  return apiRequest('adminDisableUser', { params: { id } });
}

/** Disables and shows the answer at once, then refreshes every admin view of users. */
export function useDisableUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableUser,
    onSuccess: (user) => {
      queryClient.setQueryData(adminUserQueryOptions(user.id).queryKey, user);
      return queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
    },
  });
}
