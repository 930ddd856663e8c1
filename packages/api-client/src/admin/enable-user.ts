import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { adminUserQueryOptions, adminUsersQueryKey } from './admin-user.ts';

/** POST /api/admin/users/{id}/enable — a disabled account may sign in again (admin only). */
export function enableUser(id: number) {
  return apiRequest('adminEnableUser', { params: { id } });
}

/** Enables and shows the answer at once, then refreshes every admin view of users. */
export function useEnableUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableUser,
    onSuccess: (user) => {
      queryClient.setQueryData(adminUserQueryOptions(user.id).queryKey, user);
      return queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
    },
  });
}
