import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { limits } from '@orbit/domain';
import { apiRequest } from '../client.ts';
import { adminUsersQueryKey } from './admin-user.ts';

/** GET /api/admin/users/{id}/audit — what staff did about a client, its licences and orders, newest first. */
export function getUserAudit(userId: number, offset: number, signal?: AbortSignal) {
  return apiRequest('adminUserAudit', {
    params: { id: userId },
    query: { limit: limits.clientActivityPageSize, offset },
    signal,
  });
}

/** Pages appended by "show more"; under the user's key, so every change on the client page refreshes it. */
export function userAuditInfiniteQueryOptions(userId: number) {
  return infiniteQueryOptions({
    queryKey: [...adminUsersQueryKey, userId, 'audit'] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => getUserAudit(userId, pageParam, signal),
    getNextPageParam: (lastPage) => {
      const loaded = lastPage.meta.offset + lastPage.results.length;
      return loaded >= lastPage.meta.count || lastPage.results.length === 0 ? undefined : loaded;
    },
  });
}

export function useUserAudit(userId: number, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...userAuditInfiniteQueryOptions(userId), enabled: options.enabled ?? true });
}
