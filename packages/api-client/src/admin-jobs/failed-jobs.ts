import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FailedJobsQuery } from '@orbit/contract';
import { apiRequest } from '../client.ts';

/** Every page of the failed jobs (ADR 0079); a retry refreshes them all. */
export const failedJobsQueryKey = ['admin', 'failed-jobs'] as const;

/** Failed jobs per page: the contract's default page. */
export const failedJobsPageSize = 50;

/** GET /api/admin/jobs/failed — background jobs that ran out of attempts (dead letters), newest first. */
export function getFailedJobs(query: FailedJobsQuery, signal?: AbortSignal) {
  return apiRequest('adminFailedJobs', { query, signal });
}

/** One page of the failed jobs; the previous page stays on screen while the next one loads. */
export function failedJobsQueryOptions({ limit, offset }: FailedJobsQuery) {
  return queryOptions({
    queryKey: [...failedJobsQueryKey, limit, offset] as const,
    queryFn: ({ signal }) => getFailedJobs({ limit, offset }, signal),
    placeholderData: keepPreviousData,
  });
}

/** The failed jobs of `page` (from 1), `failedJobsPageSize` a page. */
export function useFailedJobs(page: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...failedJobsQueryOptions({ limit: failedJobsPageSize, offset: (page - 1) * failedJobsPageSize }),
    enabled: options.enabled ?? true,
  });
}
