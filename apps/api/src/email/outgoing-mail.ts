import type { Database } from '../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Mail, Mailer } from './mailer.ts';

/**
 * Mail leaves through the job queue (ADR 0079): each mail is written in the transaction of the change that causes
 * it, so it exists exactly when the change does, and the mail worker hands it to the mail server, again and again
 * while that server is down.
 */
export interface OutgoingMail {
  /** Queues `mail` in the transaction `tx`; nothing is sent before it commits. */
  queue(tx: Database, mail: Mail): Promise<void>;
}

export function queuedMail(jobs: Pick<JobQueue, 'enqueue'>): OutgoingMail {
  return {
    async queue(tx, mail) {
      // Only what the mail needs; `link` lets the outbox remove it (ADR 0021).
      await jobs.enqueue(tx, 'mail', { to: mail.to, subject: mail.subject, text: mail.text, link: mail.link });
    },
  };
}

/** The mail worker of this process: a throw (the server down or refusing) leaves the mail to its next attempt. */
export function deliverQueuedMail(jobs: Pick<JobQueue, 'work'>, mailer: Mailer): Promise<void> {
  return jobs.work('mail', (job) => mailer.send(job.data, job.id));
}
