import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { newsQueryKey } from '../news/news.ts';
import { adminNewsQueryKey } from './admin-news-list.ts';

/** PATCH /api/admin/news/{id}/status — shows or hides a news item at once (docs/domain.md#states-and-transitions). */
export function setNewsStatus(id: number, isActive: boolean) {
  return apiRequest('adminNewsStatus', { params: { id }, body: { isActive } });
}

/** Sends the switch and refreshes the lists afterwards, whether it worked or not (docs/domain.md#states-and-transitions). */
export function useNewsStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => setNewsStatus(id, isActive),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminNewsQueryKey }),
        queryClient.invalidateQueries({ queryKey: newsQueryKey }),
      ]),
  });
}
