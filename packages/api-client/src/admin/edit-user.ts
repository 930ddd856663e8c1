import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminEditUserRequest } from '@orbit/contract';
import { apiRequest } from '../client.ts';
import { adminUserQueryOptions, adminUsersQueryKey } from './admin-user.ts';

/** PATCH /api/admin/users/{id}/edit — email, name, name as in contract and (admin only) scope. */
export function editUser({ id, ...body }: AdminEditUserRequest & { id: number }) {
  return apiRequest('adminEditUser', { params: { id }, body });
}

/** Shows the edited user at once, then refreshes every admin view of users (the list, the timeline). */
export function useEditUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editUser,
    onSuccess: (user) => {
      queryClient.setQueryData(adminUserQueryOptions(user.id).queryKey, user);
      return queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
    },
  });
}
