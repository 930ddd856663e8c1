import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { routes } from '@orbit/contract';
import { apiRequest, type RequestInput } from '../client.ts';

type Query = NonNullable<RequestInput<typeof routes.adminNewsList>['query']>;

/** Every key of the news admin's queries starts with this; changes invalidate it. */
export const adminNewsQueryKey = ['adminNews'] as const;

/** GET /api/admin/news — every news item, newest first, with the total for the shown-of-total counter (staff). */
export function getAdminNewsList(query: Query = {}, signal?: AbortSignal) {
  return apiRequest('adminNewsList', { query, signal });
}

export function adminNewsListQueryOptions(query: Query = {}) {
  return queryOptions({
    queryKey: [...adminNewsQueryKey, 'list', query] as const,
    queryFn: ({ signal }) => getAdminNewsList(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminNewsList(query: Query = {}) {
  return useQuery(adminNewsListQueryOptions(query));
}
