import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { routes } from '@orbit/contract';
import { apiRequest, type RequestInput } from '../client.ts';
import { newsQueryKey } from '../news/news.ts';
import { adminNewsQueryOptions } from './admin-news.ts';
import { adminNewsQueryKey } from './admin-news-list.ts';

export type UpdateNewsBody = NonNullable<RequestInput<typeof routes.adminUpdateNews>['body']>;

/** PATCH /api/admin/news/{id} — a language's texts (edit or translation) and the picture. */
export function updateNews(id: number, body: UpdateNewsBody) {
  return apiRequest('adminUpdateNews', { params: { id }, body });
}

/** Saves a change, shows the answer at once and refreshes the admin list and the clients' news. */
export function useUpdateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateNewsBody }) => updateNews(id, body),
    onSuccess: (news) => {
      queryClient.setQueryData(adminNewsQueryOptions(news.id).queryKey, news);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminNewsQueryKey }),
        queryClient.invalidateQueries({ queryKey: newsQueryKey }),
      ]);
    },
  });
}
