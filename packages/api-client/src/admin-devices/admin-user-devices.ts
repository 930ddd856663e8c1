import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminClientQueryKey } from '../admin-licenses/admin-user-licenses.ts';
import { apiRequest } from '../client.ts';

/** GET /api/admin/users/{id}/devices — every machine activated on a client's licences, newest first (ADR 0049). */
export function getAdminUserDevices(userId: number, signal?: AbortSignal) {
  return apiRequest('adminUserDevices', { params: { id: userId }, signal });
}

/** Under the client's key, so a licence change (a revocation frees its slot) refreshes the machines too. */
export function adminUserDevicesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...adminClientQueryKey(userId), 'devices'] as const,
    queryFn: ({ signal }) => getAdminUserDevices(userId, signal),
  });
}

/** `enabled: false` asks nothing, for a page whose address names no user. */
export function useAdminUserDevices(userId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...adminUserDevicesQueryOptions(userId), enabled: options.enabled ?? true });
}
