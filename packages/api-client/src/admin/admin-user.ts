import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';

/** Every admin view of one user lives under this key, so changes to the user refresh them all. */
export const adminUsersQueryKey = ['admin', 'users'] as const;

/** GET /api/admin/users/{id} — one user as staff see it, disabled state included. */
export function getAdminUser(id: number, signal?: AbortSignal) {
  return apiRequest('adminUser', { params: { id }, signal });
}

export function adminUserQueryOptions(id: number) {
  return queryOptions({ queryKey: [...adminUsersQueryKey, id], queryFn: ({ signal }) => getAdminUser(id, signal) });
}

/** `enabled: false` asks nothing, for a page whose address names no user. */
export function useAdminUser(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...adminUserQueryOptions(id), enabled: options.enabled ?? true });
}
