import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUsersQuery } from '@orbit/contract';
import { limits } from '@orbit/domain';
import { apiRequest } from '../client.ts';
import { adminUsersQueryKey } from './admin-user.ts';

/** The clients list's filters and sort (docs/domain.md#records-and-fields "admin users list state"), without the paging. */
export type AdminUsersFilter = Omit<AdminUsersQuery, 'limit' | 'offset'>;

/** GET /api/admin/users — users filtered by name, email or name as in contract, ordered and paged. */
export function getAdminUsers(query: AdminUsersQuery, signal?: AbortSignal) {
  return apiRequest('adminUsers', { query, signal });
}

/**
 * Pages of 50 appended as the person scrolls (docs/domain.md#states-and-transitions, docs/domain.md#constants-and-limits): the list is complete when a page is empty or shorter
 * than the limit. Filters and sort are part of the key, so changing either starts the list again.
 */
export function adminUsersInfiniteQueryOptions(filter: AdminUsersFilter) {
  return infiniteQueryOptions({
    queryKey: [...adminUsersQueryKey, 'list', filter] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      getAdminUsers({ ...filter, limit: limits.adminUsersPageSize, offset: pageParam }, signal),
    getNextPageParam: (lastPage) =>
      lastPage.results.length < lastPage.meta.limit ? undefined : lastPage.meta.offset + lastPage.results.length,
  });
}

export function useAdminUsers(filter: AdminUsersFilter) {
  return useInfiniteQuery(adminUsersInfiniteQueryOptions(filter));
}
