import { errorMessages, failedJobParamsSchema, failedJobsQuerySchema, routes } from '@orbit/contract';
import type { FailedJob, RouteDefinition } from '@orbit/contract';
import { isStaff } from '@orbit/domain';
import { mockUsers } from '../fixtures.ts';
import { mockError, mockRoute } from '../respond.ts';
import { parseOrReject, queryOf } from './client-area-helpers.ts';
import type { MockSession } from './session.ts';

/** Mails that ran out of attempts (ADR 0079), newest first: a mail server that was down, a mailbox that is gone. */
export const mockFailedJobs: readonly FailedJob[] = [
  {
    id: '0f6c2d9e-3b1a-4e5f-9c7d-8a2b4e6f1c01',
    queue: 'mail',
    summary: `${mockUsers.client.email}: Redefina sua senha do Orbit Console`,
    error: 'connect ECONNREFUSED 127.0.0.1:2525',
    attempts: 5,
    createdAt: '2026-05-15T09:12:00.000Z',
    failedAt: '2026-05-15T09:44:00.000Z',
  },
  {
    id: '7a4e1b3c-9d2f-4a6b-8e5c-1f3d7b9a2c02',
    queue: 'mail',
    summary: 'former.owner@example.com: Confirm your Orbit Console email',
    error: '550 5.1.1 <former.owner@example.com>: Recipient address rejected: mailbox unavailable',
    attempts: 5,
    createdAt: '2026-05-14T18:20:00.000Z',
    failedAt: '2026-05-14T18:52:00.000Z',
  },
  {
    id: 'c2b8d4f6-1e3a-4c5b-9d7f-2a4c6e8b0d03',
    queue: 'mail',
    summary: `${mockUsers.supervisor.email}: Reset your Orbit Console password`,
    error: 'Greeting never received',
    attempts: 5,
    createdAt: '2026-05-13T07:05:00.000Z',
    failedAt: '2026-05-13T07:37:00.000Z',
  },
];

/** The failed jobs and their retries, as the server answers them: admins only; a retried job leaves the list. */
export function adminJobsHandlers({ session }: { session: MockSession }) {
  const failed = mockFailedJobs.map((job) => ({ ...job }));

  /** 401 without a session, 403 for a scope the route does not admit; undefined when the caller may. */
  const refusal = (route: RouteDefinition) => {
    const caller = session.current;
    if (!caller) return mockError(401, errorMessages.unauthenticated);
    if (!isStaff(caller.scope) || (route.scopes && !route.scopes.includes(caller.scope))) {
      return mockError(403, errorMessages.forbidden);
    }
    return undefined;
  };

  return [
    mockRoute(routes.adminFailedJobs, ({ request }) => {
      const refused = refusal(routes.adminFailedJobs);
      if (refused) return refused;
      const query = parseOrReject(failedJobsQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      const { limit, offset } = query.data;
      return { results: failed.slice(offset, offset + limit), meta: { count: failed.length, limit, offset } };
    }),

    mockRoute(routes.adminRetryFailedJob, ({ params }) => {
      const refused = refusal(routes.adminRetryFailedJob);
      if (refused) return refused;
      const id = parseOrReject(failedJobParamsSchema, { id: params.id });
      if ('error' in id) return id.error;
      const index = failed.findIndex((job) => job.id === id.data.id);
      const [job] = index < 0 ? [] : failed.splice(index, 1);
      return job ?? mockError(404, errorMessages.notFound);
    }),
  ];
}
