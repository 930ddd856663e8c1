import { defineRoutes, type EndpointDefinition } from '../definitions.ts';
import {
  adminCoastersQuerySchema,
  adminCoastersResponseSchema,
  coasterAlertSettingsSchema,
  coasterDetailResponseSchema,
  coastersResponseSchema,
  putCoasterAlertSettingsBodySchema,
} from '../coasters.ts';
import { deviceIdParamsSchema } from '../devices.ts';

/*
 * The area "Coasters" of the API (its tag in openapi.ts): each licence's machine as its calls show it, the client's
 * own and, for staff, every client's in their scope (ADR 0084).
 */

/** Method, path and access of each call of the area, without schemas, for the browser client (ADR 0014). */
export const coastersEndpoints = {
  coasters: {
    method: 'GET',
    path: '/api/coasters',
    access: 'signedIn',
    keyScope: 'devices:read',
  },
  coaster: {
    method: 'GET',
    path: '/api/coasters/:deviceId',
    access: 'signedIn',
    keyScope: 'devices:read',
  },
  coasterAlertSettings: {
    method: 'PUT',
    path: '/api/coasters/:deviceId/alerts',
    access: 'signedIn',
  },
  adminCoasters: {
    method: 'GET',
    path: '/api/admin/coasters',
    access: 'staff',
    keyScope: 'devices:read',
  },
} as const satisfies Record<string, EndpointDefinition>;

/** Each endpoint of the area with its summary and schemas, for the server, the mocks and OpenAPI. */
export const coastersRoutes = /* @__PURE__ */ defineRoutes(coastersEndpoints, {
  coasters: {
    summary:
      "The client's machines, one per licence: status, rides today, sync, versions, block, and the wallet's runway",
    response: coastersResponseSchema,
  },
  coaster: {
    summary: "One of the client's machines with 30 days of history and 7 days of rides by the hour (404 for any other)",
    params: deviceIdParamsSchema,
    response: coasterDetailResponseSchema,
  },
  coasterAlertSettings: {
    summary:
      "Sets the alerts of one of the client's machines: offline threshold, opening hours and snooze (404 for any other)",
    params: deviceIdParamsSchema,
    body: putCoasterAlertSettingsBodySchema,
    response: coasterAlertSettingsSchema,
  },
  adminCoasters: {
    summary: 'Every machine in the staff scope, filtered, ordered and paged, with the counts by status',
    query: adminCoastersQuerySchema,
    response: adminCoastersResponseSchema,
  },
});
