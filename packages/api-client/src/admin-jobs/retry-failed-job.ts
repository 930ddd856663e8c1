import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../client.ts';
import { failedJobsQueryKey } from './failed-jobs.ts';

/** POST /api/admin/jobs/failed/{id}/retry — sends a failed job back to its queue; answers the job sent back. */
export function retryFailedJob(id: string) {
  return apiRequest('adminRetryFailedJob', { params: { id } });
}

/**
 * Sends a failed job back, then refreshes the list, where it is no longer. A 404 (retried already by someone else, or
 * its retention ended) refreshes it too, so the row that is gone goes.
 */
export function useRetryFailedJob() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: failedJobsQueryKey });
  return useMutation({
    mutationFn: retryFailedJob,
    onSuccess: refresh,
    onError: (error) => (error instanceof ApiError && error.status === 404 ? refresh() : undefined),
  });
}
