import { useEffect } from 'react';
import { useOutletContext } from 'react-router-dom';
import { ApiError, failedJobsPageSize, useFailedJobs, useRetryFailedJob } from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { pageCount } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { FailedJobsScreen } from '@orbit/ui';
import { describeError } from '../../errors.ts';
import { pageOf, useSearchState, writePage, type SearchCodec } from '../../urlState.ts';
import { scopeMayCall } from '../scopeMayCall.ts';

/** The page of the list in the address (ADR 0066), so a reload or back stays on it. */
const failedJobsPageCodec: SearchCodec<number> = {
  read: (search) => pageOf(search.get('page')),
  write: (page) => {
    const search = new URLSearchParams();
    writePage(search, page);
    return search;
  },
};

/**
 * /dash/admin/failed-jobs (ADR 0079): the background jobs that ran out of attempts, for admins, who send them back to
 * their queue; other staff read nothing here, as the server refuses them.
 */
export function FailedJobsRoute() {
  const { t } = useTranslation();
  const viewer = useOutletContext<CurrentUser>();
  const mayRead = scopeMayCall(viewer.scope, 'adminFailedJobs');
  const [page, setPage] = useSearchState(failedJobsPageCodec);
  const failedJobs = useFailedJobs(page, { enabled: mayRead });
  const retry = useRetryFailedJob();
  const total = failedJobs.data?.meta.count ?? 0;
  const pages = pageCount(total, failedJobsPageSize);

  // Retrying the last jobs of the last page empties it: the page before it takes its place.
  const lastPage = failedJobs.isPlaceholderData ? page : pages;
  useEffect(() => {
    if (failedJobs.isSuccess && page > lastPage) setPage(lastPage, 'replace');
  }, [failedJobs.isSuccess, page, lastPage, setPage]);

  return (
    <FailedJobsScreen
      jobs={failedJobs.data?.results ?? []}
      total={total}
      page={page}
      pageCount={pages}
      pageSize={failedJobsPageSize}
      onPageChange={(next) => setPage(next, 'push')}
      loading={mayRead && failedJobs.isPending}
      error={!mayRead || failedJobs.isError}
      onRetry={() => void failedJobs.refetch()}
      onRetryJob={
        mayRead
          ? (job) =>
              retry.mutateAsync(job.id).catch((error: unknown) => {
                // Someone else sent it back first, or its retention ended: the list refreshes without it.
                const gone = error instanceof ApiError && error.status === 404;
                throw new Error(gone ? t('failedJobs.gone') : describeError(error, t));
              })
          : undefined
      }
      timeZone={viewer.timezone}
    />
  );
}
