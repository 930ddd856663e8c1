import { defineRoutes, type EndpointDefinition } from '../definitions.ts';
import { livenessSchema, readinessSchema } from '../health.ts';

/*
 * The area "Operations" of the API (its tag in openapi.ts): health for load balancers and orchestrators: the process runs, and it is ready for requests (ADR 0060).
 */

/** Method, path and access of each call of the area, without schemas, for the browser client (ADR 0014). */
export const operationsEndpoints = {
  /** For load balancers and orchestrators (ADR 0060): cheap, public, never logged per request. */
  healthLive: {
    method: 'GET',
    path: '/api/health/live',
    access: 'public',
  },
  healthReady: {
    method: 'GET',
    path: '/api/health/ready',
    access: 'public',
  },
} as const satisfies Record<string, EndpointDefinition>;

/** Each endpoint of the area with its summary and schemas, for the server, the mocks and OpenAPI. */
export const operationsRoutes = /* @__PURE__ */ defineRoutes(operationsEndpoints, {
  healthLive: {
    summary: 'The process answers',
    response: livenessSchema,
  },
  healthReady: {
    summary:
      'Ready for traffic: the database answers, its migrations are applied and the session listener is connected; 503 with the reason otherwise, and from the moment the server starts to stop',
    response: readinessSchema,
  },
});
