/**
 * Background work that ran out of attempts (dead letters): the admins' list and sending a job back (ADR 0079).
 * Other areas and the composition (app.ts) use this area only through this file.
 */
export { failedJobRoutes } from './failed-job-routes.ts';
export { createFailedJobService } from './failed-job-service.ts';
export type { FailedJobService } from './failed-job-service.ts';
