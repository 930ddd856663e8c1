import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { routes } from '@orbit/contract';
import { apiRequest, type RequestInput } from '../client.ts';
import { newsQueryKey } from '../news/news.ts';
import { adminNewsQueryKey } from './admin-news-list.ts';

export type CreateNewsBody = NonNullable<RequestInput<typeof routes.adminCreateNews>['body']>;

/** POST /api/admin/news — a news item in one language, with its picture's key (admin and supervisor). */
export function createNews(body: CreateNewsBody) {
  return apiRequest('adminCreateNews', { body });
}

/** Creates a news item and refreshes the admin list and the clients' news. */
export function useCreateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNews,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminNewsQueryKey }),
        queryClient.invalidateQueries({ queryKey: newsQueryKey }),
      ]),
  });
}
