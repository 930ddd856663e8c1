import { errorMessages } from '@orbit/contract';
import type { FailedJob, FailedJobsQuery, FailedJobsResponse } from '@orbit/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { DeadLetter, JobQueue } from '../../jobs/job-queue.ts';
import type { AuditService } from '../audit/index.ts';
import type { AuthenticatedSession } from '../identity/index.ts';

export type FailedJobService = ReturnType<typeof createFailedJobService>;

function failedJobOf(letter: DeadLetter): FailedJob {
  return { ...letter, createdAt: letter.createdAt.toISOString(), failedAt: letter.failedAt.toISOString() };
}

export function createFailedJobService(deps: {
  db: Database;
  jobs: Pick<JobQueue, 'deadLetters' | 'lockDeadLetter' | 'retryDeadLetter'>;
  audit: AuditService;
}) {
  const { db, jobs, audit } = deps;
  return {
    async list(query: FailedJobsQuery): Promise<FailedJobsResponse> {
      const { results, count } = await jobs.deadLetters(query);
      return { results: results.map(failedJobOf), meta: { count, limit: query.limit, offset: query.offset } };
    },

    /**
     * Sends a dead letter back to its queue, audited, in one transaction: the letter is locked, so two admins who
     * press Retry at once send it once, and the second is told it is gone.
     */
    async retry(actor: AuthenticatedSession, id: string): Promise<FailedJob> {
      return db.transaction(async (tx) => {
        const letter = await jobs.lockDeadLetter(tx, id);
        if (!letter) throw new AppError(404, errorMessages.notFound);
        await jobs.retryDeadLetter(tx, letter);
        const failedJob = failedJobOf(letter);
        await audit.record(tx, {
          actorUserId: actor.userId,
          action: 'job.retry',
          targetType: 'job',
          targetId: id,
          before: failedJob,
          after: null,
        });
        return failedJob;
      });
    },
  };
}
