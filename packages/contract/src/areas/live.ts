import { defineRoutes, type EndpointDefinition } from '../definitions.ts';
import { liveHeadersSchema, liveStreamSchema } from '../live.ts';

/*
 * The area "Live updates" of the API (its tag in openapi.ts): one stream per open console that tells the signed-in
 * person what changed for them (ADR 0082).
 */

/** Method, path and access of each call of the area, without schemas, for the browser client (ADR 0014). */
export const liveEndpoints = {
  live: {
    method: 'GET',
    path: '/api/live',
    access: 'signedIn',
  },
} as const satisfies Record<string, EndpointDefinition>;

/** Each endpoint of the area with its summary and schemas, for the server, the mocks and OpenAPI. */
export const liveRoutes = /* @__PURE__ */ defineRoutes(liveEndpoints, {
  live: {
    summary: 'A Server-Sent Events stream of what changed for the signed-in person, resumed from Last-Event-ID',
    headers: liveHeadersSchema,
    response: liveStreamSchema,
  },
});
