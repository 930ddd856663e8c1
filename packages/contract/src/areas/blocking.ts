import { defineRoutes, type EndpointDefinition } from '../definitions.ts';
import {
  blockingOrdersResponseSchema,
  createTemporaryUnblockResponseSchema,
  temporaryUnblockRequestsResponseSchema,
} from '../blocking.ts';

/*
 * The area "Blocking" of the API (its tag in openapi.ts): the client's blocking orders and temporary unblock requests.
 */

/** Method, path and access of each call of the area, without schemas, for the browser client (ADR 0014). */
export const blockingEndpoints = {
  blockingOrders: {
    method: 'GET',
    path: '/api/blocking-orders',
    access: 'signedIn',
    keyScope: 'licenses:read',
  },
  temporaryUnblockRequests: {
    method: 'GET',
    path: '/api/temporary-unblock-requests',
    access: 'signedIn',
  },
  createTemporaryUnblockRequest: {
    method: 'POST',
    path: '/api/temporary-unblock-requests',
    access: 'signedIn',
  },
} as const satisfies Record<string, EndpointDefinition>;

/** Each endpoint of the area with its summary and schemas, for the server, the mocks and OpenAPI. */
export const blockingRoutes = /* @__PURE__ */ defineRoutes(blockingEndpoints, {
  blockingOrders: {
    summary: "The user's blocking orders and whether it may request a temporary unblock",
    response: blockingOrdersResponseSchema,
  },
  temporaryUnblockRequests: {
    summary: "The user's temporary unblock requests, newest first",
    response: temporaryUnblockRequestsResponseSchema,
  },
  createTemporaryUnblockRequest: {
    summary: 'Request a temporary unblock of 7 days',
    response: createTemporaryUnblockResponseSchema,
  },
});
