import { defineRoutes, type EndpointDefinition } from '../definitions.ts';
import { licenseScenariosQuerySchema, licenseScenariosResponseSchema } from '../license-scenarios.ts';
import {
  clientLicenseSchema,
  consumptionListSchema,
  licenseActivationsQuerySchema,
  licenseActivationsResponseSchema,
  licenseConsumptionsQuerySchema,
  licenseKeyParamsSchema,
  updateLicenseNotesRequestSchema,
  walletConsumptionsRequestSchema,
} from '../licenses.ts';

/*
 * The area "Licences" of the API (its tag in openapi.ts): the client's own licences, their rides and the scenarios they hold (ADR 0008).
 */

/** Method, path and access of each call of the area, without schemas, for the browser client (ADR 0014). */
export const licensesEndpoints = {
  licenseActivations: {
    method: 'GET',
    path: '/api/licenses/activations',
    access: 'signedIn',
    keyScope: 'licenses:read',
  },
  licenseConsumptions: {
    method: 'GET',
    path: '/api/licenses/:key/consumptions',
    access: 'signedIn',
    keyScope: 'licenses:read',
  },
  updateLicenseNotes: {
    method: 'PATCH',
    path: '/api/licenses/:key/notes',
    access: 'signedIn',
  },
  walletConsumptions: {
    method: 'POST',
    path: '/api/licenses/wallet/consumptions',
    access: 'signedIn',
    readOnly: true,
    keyScope: 'wallet:read',
  },
  // The scenarios of the client's own licences with their texts in the reader's language (ADR 0032).
  licenseScenarios: { method: 'GET', path: '/api/licenses/scenarios', access: 'signedIn', keyScope: 'licenses:read' },
} as const satisfies Record<string, EndpointDefinition>;

/** Each endpoint of the area with its summary and schemas, for the server, the mocks and OpenAPI. */
export const licensesRoutes = /* @__PURE__ */ defineRoutes(licensesEndpoints, {
  // Client area (docs/domain.md#calls): every call answers only the signed-in user's own data (ADR 0008).
  licenseActivations: {
    summary: "The signed-in user's licences",
    query: licenseActivationsQuerySchema,
    response: licenseActivationsResponseSchema,
  },
  licenseConsumptions: {
    summary: "Rides of one of the user's licences in a day, ISO week, month or given range",
    params: licenseKeyParamsSchema,
    query: licenseConsumptionsQuerySchema,
    response: consumptionListSchema,
  },
  updateLicenseNotes: {
    summary: "Change the notes of one of the user's licences",
    params: licenseKeyParamsSchema,
    body: updateLicenseNotesRequestSchema,
    response: clientLicenseSchema,
  },
  walletConsumptions: {
    summary: "Rides of the user's licences (or of one) between two instants",
    body: walletConsumptionsRequestSchema,
    response: consumptionListSchema,
  },
  licenseScenarios: {
    summary:
      "Scenarios held by the signed-in client's licences: title and theme in the reader's language (English fallback), thumbnail and time",
    query: licenseScenariosQuerySchema,
    response: licenseScenariosResponseSchema,
  },
});
