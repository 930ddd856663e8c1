import { queryOptions, useQuery } from '@tanstack/react-query';
import type { routes } from '@orbit/contract';
import { apiRequest, type RequestInput } from '../client.ts';

type Query = NonNullable<RequestInput<typeof routes.news>['query']>;

/** Every key of the clients' news queries starts with this; news changes invalidate it. */
export const newsQueryKey = ['news'] as const;

/** GET /api/news — active news, newest first, for signed-in users. */
export function getNews(query: Query = {}, signal?: AbortSignal) {
  return apiRequest('news', { query, signal });
}

export function newsQueryOptions(query: Query = {}) {
  return queryOptions({ queryKey: [...newsQueryKey, query] as const, queryFn: ({ signal }) => getNews(query, signal) });
}

export function useNews(query: Query = {}) {
  return useQuery(newsQueryOptions(query));
}
