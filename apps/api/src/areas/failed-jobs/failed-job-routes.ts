import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { FailedJobService } from './failed-job-service.ts';

/** The admins' dead letters (ADR 0079). */
export function failedJobRoutes(registerRoute: RegisterRoute, deps: { failedJobs: FailedJobService }): void {
  const { failedJobs } = deps;
  registerRoute(routes.adminFailedJobs, ({ query }) => failedJobs.list(query));
  registerRoute(routes.adminRetryFailedJob, ({ params, request }) => failedJobs.retry(requireAuth(request), params.id));
}
