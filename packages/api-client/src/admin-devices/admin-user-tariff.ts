import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminClientQueryKey } from '../admin-licenses/admin-user-licenses.ts';
import { apiRequest } from '../client.ts';

/** GET /api/admin/users/{id}/tariff — the coins per customer a client's rides on limited licences cost (ADR 0049). */
export function getAdminUserTariff(userId: number, signal?: AbortSignal) {
  return apiRequest('adminUserTariff', { params: { id: userId }, signal });
}

export function adminUserTariffQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...adminClientQueryKey(userId), 'tariff'] as const,
    queryFn: ({ signal }) => getAdminUserTariff(userId, signal),
  });
}

/** `enabled: false` asks nothing, for a page whose address names no user. */
export function useAdminUserTariff(userId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...adminUserTariffQueryOptions(userId), enabled: options.enabled ?? true });
}
