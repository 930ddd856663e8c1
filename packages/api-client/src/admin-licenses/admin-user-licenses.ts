import { queryOptions, useQuery } from '@tanstack/react-query';
import { limits } from '@orbit/domain';
import { adminUsersQueryKey } from '../admin/admin-user.ts';
import { apiRequest } from '../client.ts';

/**
 * Everything the client page shows about one client lives under the client's key, so a licence action refreshes
 * the client's licences, blocking orders and scenarios together.
 */
export function adminClientQueryKey(userId: number) {
  return [...adminUsersQueryKey, userId] as const;
}

/** GET /api/admin/users/{id}/licenses/activations — a client's licences, page 1 of 2000 (docs/domain.md#constants-and-limits). */
export function getAdminUserLicenses(userId: number, signal?: AbortSignal) {
  return apiRequest('adminUserActivations', {
    params: { id: userId },
    query: { page: 1, limit: limits.clientLicensesLimit },
    signal,
  });
}

export function adminUserLicensesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...adminClientQueryKey(userId), 'licenses'] as const,
    queryFn: ({ signal }) => getAdminUserLicenses(userId, signal),
  });
}

export function useAdminUserLicenses(userId: number) {
  return useQuery(adminUserLicensesQueryOptions(userId));
}
