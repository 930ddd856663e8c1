/**
 * English texts of the failed jobs page (/dash/admin/failed-jobs), loaded with that page only: the other staff
 * screens never show them (ADR 0081). The reference: every other language has exactly these keys.
 */
export const failedJobsTexts = {
  failedJobs: {
    title: 'Failed jobs',
    heading: 'Background work that ran out of attempts',
    tableCaption: 'Failed background jobs',
    columns: {
      queue: 'Queue',
      summary: 'What',
      error: 'Error',
      attempts: 'Attempts',
      createdAt: 'Asked on',
      failedAt: 'Failed on',
    },
    queues: {
      mail: 'Mail',
      'sweep-expired': 'Session sweep',
      'notification-digest': 'Notification digest',
      'unblock-ends': 'End of a temporary unblock',
      'live-sweep': 'Sweep of old live updates',
    },
    retry: 'Retry',
    retryLabel: 'Retry “{{summary}}”',
    retried: 'Sent back to its queue: {{summary}}.',
    counter: 'Showing {{from}}–{{to}} of {{total}}',
    pagination: 'Pages of failed jobs',
    empty: 'No failed jobs: all background work went through.',
    loadError: 'Error loading the failed jobs.',
    errorTitle: 'Not sent back: {{summary}}',
    error: 'The job could not be sent back, try again.',
    gone: 'This job is no longer among the failed ones: it was sent back already, or its retention ended.',
  },
};

export type FailedJobsTexts = typeof failedJobsTexts;
