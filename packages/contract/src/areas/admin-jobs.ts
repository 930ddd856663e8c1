import { defineRoutes, type EndpointDefinition } from '../definitions.ts';
import { failedJobParamsSchema, failedJobSchema, failedJobsQuerySchema, failedJobsResponseSchema } from '../jobs.ts';

/*
 * The area "Admin: jobs" of the API (its tag in openapi.ts): background work that ran out of attempts (ADR 0079).
 */

/** Method, path and access of each call of the area, without schemas, for the browser client (ADR 0014). */
export const adminJobsEndpoints = {
  // Dead letters hold what the work was about (a mail's recipient): admins only.
  adminFailedJobs: {
    method: 'GET',
    path: '/api/admin/jobs/failed',
    access: 'staff',
    scopes: ['admin'],
  },
  adminRetryFailedJob: {
    method: 'POST',
    path: '/api/admin/jobs/failed/:id/retry',
    access: 'staff',
    scopes: ['admin'],
  },
} as const satisfies Record<string, EndpointDefinition>;

/** Each endpoint of the area with its summary and schemas, for the server, the mocks and OpenAPI. */
export const adminJobsRoutes = /* @__PURE__ */ defineRoutes(adminJobsEndpoints, {
  adminFailedJobs: {
    summary: 'Background jobs that ran out of attempts (dead letters), newest first, with their last error',
    query: failedJobsQuerySchema,
    response: failedJobsResponseSchema,
  },
  adminRetryFailedJob: {
    summary: 'Send a failed job back to its queue for a new round of attempts; audited',
    params: failedJobParamsSchema,
    response: failedJobSchema,
  },
});
