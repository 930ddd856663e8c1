import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { adminNewsQueryKey } from './admin-news-list.ts';

/** GET /api/admin/news/{id} — one news item with its languages and picture (staff). */
export function getAdminNews(id: number, signal?: AbortSignal) {
  return apiRequest('adminNews', { params: { id }, signal });
}

export function adminNewsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...adminNewsQueryKey, 'one', id] as const,
    queryFn: ({ signal }) => getAdminNews(id, signal),
  });
}

export function useAdminNews(id: number, enabled = true) {
  return useQuery({ ...adminNewsQueryOptions(id), enabled });
}
