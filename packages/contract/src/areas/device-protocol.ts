import { defineRoutes, type EndpointDefinition } from '../definitions.ts';
import {
  deviceActivationRequestSchema,
  deviceActivationResponseSchema,
  deviceRideBatchResponseSchema,
  deviceRideBatchSchema,
  deviceRidesHeadersSchema,
  deviceScenariosHeadersSchema,
  deviceScenariosResponseSchema,
  deviceShutdownRequestSchema,
  deviceShutdownResponseSchema,
  deviceSigningKeysResponseSchema,
  deviceValidationRequestSchema,
  deviceValidationResponseSchema,
} from '../devices.ts';

/*
 * The area "Device protocol" of the API (its tag in openapi.ts): the protocol of the simulator PCs (docs/md): activation, validation, licence files, scenarios and rides delivered exactly once.
 */

/** Method, path and access of each call of the area, without schemas, for the browser client (ADR 0014). */
export const deviceProtocolEndpoints = {
  // The device protocol (ADR 0049, docs/md).
  deviceActivate: { method: 'POST', path: '/api/device/v1/activations', access: 'public' },
  deviceKeys: { method: 'GET', path: '/api/device/v1/keys', access: 'public' },
  deviceValidate: { method: 'POST', path: '/api/device/v1/validate', access: 'device', heartbeat: true },
  deviceScenarios: { method: 'GET', path: '/api/device/v1/scenarios', access: 'device' },
  deviceRides: { method: 'POST', path: '/api/device/v1/rides', access: 'device' },
  deviceShutdown: { method: 'POST', path: '/api/device/v1/shutdown', access: 'device' },
} as const satisfies Record<string, EndpointDefinition>;

/** Each endpoint of the area with its summary and schemas, for the server, the mocks and OpenAPI. */
export const deviceProtocolRoutes = /* @__PURE__ */ defineRoutes(deviceProtocolEndpoints, {
  // The device protocol (ADR 0049, docs/md).
  deviceActivate: {
    successStatus: 201,
    summary:
      'Activate a machine on a licence: 404 unknown key, 403 revoked licence, 409 slot held by another machine, 429 too many attempts from this address',
    body: deviceActivationRequestSchema,
    response: deviceActivationResponseSchema,
  },
  deviceKeys: {
    summary: 'The public keys that sign licence files, by key id',
    response: deviceSigningKeysResponseSchema,
  },
  deviceValidate: {
    summary:
      'Validate the licence and report in (at boot and at nextCheckInAt): always 200 for a known machine, with the first code that applies of REVOKED, DEVICE_REPLACED, BLOCKED, SYNC_OVERDUE, VALID',
    body: deviceValidationRequestSchema,
    response: deviceValidationResponseSchema,
  },
  deviceScenarios: {
    summary: "The licence's obtained, active scenarios; ETag and If-None-Match answer 304 when nothing changed",
    headers: deviceScenariosHeadersSchema,
    response: deviceScenariosResponseSchema,
  },
  deviceRides: {
    summary:
      'Deliver up to 500 rides, signed with the machine key (Orbit-Signature); one result per ride: accepted, duplicate, conflict or rejected',
    headers: deviceRidesHeadersSchema,
    body: deviceRideBatchSchema,
    response: deviceRideBatchResponseSchema,
  },
  deviceShutdown: {
    summary:
      'Optional: say the machine is shutting down, so its owner sees it switched off rather than offline (ADR 0084); a repeat keeps the first time, the next check-in ends it',
    body: deviceShutdownRequestSchema,
    response: deviceShutdownResponseSchema,
  },
});
