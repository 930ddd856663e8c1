import { queryOptions, useQuery } from '@tanstack/react-query';
import type { routes } from '@orbit/contract';
import { apiRequest, type RequestInput } from '../client.ts';
import { publicNewsQueryKey } from './public-news-early.ts';

type Query = NonNullable<RequestInput<typeof routes.publicNews>['query']>;

/** GET /api/public/news — active news for the sign-in page, no session needed. */
export function getPublicNews(query: Query = {}, signal?: AbortSignal) {
  return apiRequest('publicNews', { query, signal });
}

export function publicNewsQueryOptions(query: Query = {}) {
  return queryOptions({
    queryKey: publicNewsQueryKey(query),
    queryFn: ({ signal }) => getPublicNews(query, signal),
  });
}

export function usePublicNews(query: Query = {}) {
  return useQuery(publicNewsQueryOptions(query));
}
