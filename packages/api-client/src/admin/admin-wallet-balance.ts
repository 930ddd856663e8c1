import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { adminUsersQueryKey } from './admin-user.ts';

/** GET /api/admin/users/{userId}/wallet-balance — a client's coins balance and tickets. */
export function getAdminWalletBalance(userId: number, signal?: AbortSignal) {
  return apiRequest('adminWalletBalance', { params: { userId }, signal });
}

export function adminWalletBalanceQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...adminUsersQueryKey, userId, 'wallet-balance'] as const,
    queryFn: ({ signal }) => getAdminWalletBalance(userId, signal),
  });
}

/** `enabled: false` asks nothing, for a page whose address names no user. */
export function useAdminWalletBalance(userId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...adminWalletBalanceQueryOptions(userId), enabled: options.enabled ?? true });
}
