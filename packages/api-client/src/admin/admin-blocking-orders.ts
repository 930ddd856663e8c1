import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { adminUsersQueryKey } from './admin-user.ts';

/** GET /api/admin/users/{id}/blocking-orders — a client's orders, finished ones included, newest first. */
export function getAdminBlockingOrders(userId: number, signal?: AbortSignal) {
  return apiRequest('adminBlockingOrders', { params: { id: userId }, signal });
}

/** Under the user's key, so blocking a licence or finishing an order refreshes it with the rest of the page. */
export function adminBlockingOrdersQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...adminUsersQueryKey, userId, 'blocking-orders'] as const,
    queryFn: ({ signal }) => getAdminBlockingOrders(userId, signal),
  });
}

/** `enabled: false` asks nothing, for a page whose address names no user. */
export function useAdminBlockingOrders(userId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...adminBlockingOrdersQueryOptions(userId), enabled: options.enabled ?? true });
}
