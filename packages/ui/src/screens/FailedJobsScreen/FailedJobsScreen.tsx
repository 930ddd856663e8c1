import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { FailedJob } from '@orbit/contract';
import { formatDate, formatNumber, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../../components/Alert/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Card } from '../../components/Card/index.ts';
import { DelayedLoader } from '../../components/DelayedLoader/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorState } from '../../components/ErrorState/index.ts';
import { ListFooter } from '../../components/ListFooter/index.ts';
import { PlainTable } from '../../components/PlainTable/index.ts';
import { ScreenHeader } from '../../components/ScreenHeader/index.ts';
import { Stack } from '../../components/Stack/index.ts';

export interface FailedJobsScreenProps {
  /** The failed jobs of the current page, newest first. */
  jobs: readonly FailedJob[];
  /** How many failed jobs there are on every page together. */
  total: number;
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; the pagination shows only when there is more than one. */
  pageCount: number;
  /** Failed jobs per page, for the shown-of-total counter. */
  pageSize: number;
  /** Called with the page the person asks for. */
  onPageChange: (page: number) => void;
  /** The first answer is on its way. */
  loading?: boolean;
  /** Loading failed: an error with a retry button replaces the table. */
  error?: boolean;
  /** Loads the list again after a failure. */
  onRetry?: () => void;
  /** Sends a job back to its queue; rejects with the message to show. Without it the list is read-only. */
  onRetryJob?: (job: FailedJob) => Promise<unknown>;
  /** The viewer's IANA time zone, for dates; the browser's when omitted. */
  timeZone?: string;
}

/** Takes the focus after a retry (tabIndex -1): a message, not a control, so it draws no focus ring. */
const StyledNotice = styled.div`
  margin-bottom: ${vars.space[4]};

  &:focus {
    outline: none;
  }
`;

/**
 * What the job was for and its error wrap, so the dates and Retry fit beside them, but keep a readable width (a
 * narrow screen scrolls the table sideways instead); a word longer than that (an address) breaks anywhere.
 */
const StyledSummary = styled.th`
  && {
    min-width: 20ch;
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

const StyledError = styled.td`
  min-width: 20ch;
  overflow-wrap: anywhere;
`;

/** The date and the time each stay on one line; the time goes under the date when the column is narrow. */
const StyledWhen = styled.time`
  & > span {
    white-space: nowrap;
  }
`;

/** An instant in the viewer's language and time zone. */
function When({ at, language, timeZone }: { at: string; language: string; timeZone: string | undefined }) {
  return (
    <StyledWhen dateTime={at}>
      <span>{formatDate(at, language, 'medium', timeZone)}</span>{' '}
      <span>{formatDate(at, language, 'time', timeZone)}</span>
    </StyledWhen>
  );
}

/**
 * The admins' list of background jobs that ran out of attempts, the dead letters of ADR 0079: which queue, what the
 * job was for, its last error, how many attempts it had, when it was asked for and when it failed; Retry sends a job
 * back to its queue for a new round of attempts, at once and without a confirmation, as nothing is lost by it.
 */
export function FailedJobsScreen({
  jobs,
  total,
  page,
  pageCount,
  pageSize,
  onPageChange,
  loading = false,
  error = false,
  onRetry,
  onRetryJob,
  timeZone,
}: FailedJobsScreenProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [retrying, setRetrying] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<{ job: FailedJob; failure?: string }>();
  const notice = useRef<HTMLDivElement>(null);

  // A job sent back leaves the list with the button just pressed: the focus goes to the outcome instead of the page.
  useEffect(() => {
    if (outcome) notice.current?.focus();
  }, [outcome]);

  async function retry(job: FailedJob) {
    if (!onRetryJob || retrying.has(job.id)) return;
    setRetrying((ids) => new Set(ids).add(job.id));
    setOutcome(undefined);
    try {
      await onRetryJob(job);
      setOutcome({ job });
    } catch (cause) {
      setOutcome({ job, failure: cause instanceof Error && cause.message ? cause.message : t('failedJobs.error') });
    } finally {
      setRetrying((ids) => {
        const left = new Set(ids);
        left.delete(job.id);
        return left;
      });
    }
  }

  function content() {
    if (loading) return <DelayedLoader layout="block" label={t('common.loading')} />;
    if (error) return <ErrorState message={t('failedJobs.loadError')} onRetry={onRetry} />;
    if (jobs.length === 0) return <EmptyState message={t('failedJobs.empty')} />;
    const from = (page - 1) * pageSize + 1;
    return (
      <>
        <PlainTable caption={t('failedJobs.tableCaption')}>
          <thead>
            <tr>
              <th scope="col">{t('failedJobs.columns.queue')}</th>
              <th scope="col">{t('failedJobs.columns.summary')}</th>
              <th scope="col">{t('failedJobs.columns.error')}</th>
              <th scope="col">{t('failedJobs.columns.attempts')}</th>
              <th scope="col">{t('failedJobs.columns.createdAt')}</th>
              <th scope="col">{t('failedJobs.columns.failedAt')}</th>
              {onRetryJob && <th scope="col">{t('dataTable.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => (
              <tr key={job.id}>
                <td>{t(`failedJobs.queues.${job.queue}`)}</td>
                <StyledSummary scope="row">{job.summary}</StyledSummary>
                <StyledError>{job.error}</StyledError>
                <td data-numeric="">{formatNumber(job.attempts, language)}</td>
                <td>
                  <When at={job.createdAt} language={language} timeZone={timeZone} />
                </td>
                <td>
                  <When at={job.failedAt} language={language} timeZone={timeZone} />
                </td>
                {onRetryJob && (
                  <td>
                    <Button
                      variant="secondary"
                      size="sm"
                      loading={retrying.has(job.id)}
                      aria-label={t('failedJobs.retryLabel', { summary: job.summary })}
                      onClick={() => void retry(job)}
                    >
                      {t('failedJobs.retry')}
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </PlainTable>
        <ListFooter
          from={from}
          shown={jobs.length}
          total={total}
          counter={(range) => t('failedJobs.counter', range)}
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
          paginationLabel={t('failedJobs.pagination')}
          spaced
        />
      </>
    );
  }

  return (
    <Stack gap={5}>
      <ScreenHeader title={t('failedJobs.title')} titleLeading="normal" />
      <Card heading={t('failedJobs.heading')}>
        {outcome && (
          <StyledNotice ref={notice} tabIndex={-1}>
            {outcome.failure === undefined ? (
              <Alert tone="success">{t('failedJobs.retried', { summary: outcome.job.summary })}</Alert>
            ) : (
              <Alert tone="error" title={t('failedJobs.errorTitle', { summary: outcome.job.summary })}>
                {outcome.failure}
              </Alert>
            )}
          </StyledNotice>
        )}
        {content()}
      </Card>
    </Stack>
  );
}
