import {
  apiKeyIdParamsSchema,
  apiKeySchema,
  apiKeysResponseSchema,
  apiKeyWithSecretSchema,
  createApiKeyBodySchema,
  rollApiKeyBodySchema,
  updateApiKeyBodySchema,
} from '../api-keys.ts';
import { defineRoutes, type EndpointDefinition } from '../definitions.ts';

/*
 * The area "API keys" of the API (its tag in openapi.ts): keys for other systems (ADR 0092), the business's made by
 * admins and each person's own. No key reaches these calls: only a person signed in manages keys.
 */

/** Method, path and access of each call of the area, without schemas, for the browser client (ADR 0014). */
export const apiKeysEndpoints = {
  apiKeys: { method: 'GET', path: '/api/api-keys', access: 'signedIn' },
  createApiKey: { method: 'POST', path: '/api/api-keys', access: 'signedIn' },
  updateApiKey: { method: 'PATCH', path: '/api/api-keys/:id', access: 'signedIn' },
  rollApiKey: { method: 'POST', path: '/api/api-keys/:id/roll', access: 'signedIn' },
  revokeApiKey: { method: 'DELETE', path: '/api/api-keys/:id', access: 'signedIn' },
  adminApiKeys: { method: 'GET', path: '/api/admin/api-keys', access: 'staff', scopes: ['admin'] },
  adminCreateApiKey: { method: 'POST', path: '/api/admin/api-keys', access: 'staff', scopes: ['admin'] },
  adminUpdateApiKey: { method: 'PATCH', path: '/api/admin/api-keys/:id', access: 'staff', scopes: ['admin'] },
  adminRollApiKey: { method: 'POST', path: '/api/admin/api-keys/:id/roll', access: 'staff', scopes: ['admin'] },
  adminRevokeApiKey: { method: 'DELETE', path: '/api/admin/api-keys/:id', access: 'staff', scopes: ['admin'] },
} as const satisfies Record<string, EndpointDefinition>;

/**
 * Each endpoint of the area with its summary and schemas, for the server, the mocks and OpenAPI. The summaries are
 * whole strings: an interpolated one is kept in the browser's bundle for its possible side effects, and with it the
 * schemas and zod (ADR 0014).
 */
export const apiKeysRoutes = /* @__PURE__ */ defineRoutes(apiKeysEndpoints, {
  apiKeys: {
    summary: "The signed-in person's own API keys, revoked and expired ones included, newest first",
    response: apiKeysResponseSchema,
  },
  createApiKey: {
    summary:
      "Make an API key for one's own account. The secret is in this answer only: it is stored as a keyed hash and never shown again",
    successStatus: 201,
    body: createApiKeyBodySchema,
    response: apiKeyWithSecretSchema,
  },
  updateApiKey: {
    summary:
      "Change the name, scopes, addresses or expiry of one's own live key. The key keeps its secret; the change holds from its next call",
    params: apiKeyIdParamsSchema,
    body: updateApiKeyBodySchema,
    response: apiKeySchema,
  },
  rollApiKey: {
    summary:
      "Give one's own key a new secret; the previous one works on for the overlap asked. The secret is in this answer only: it is stored as a keyed hash and never shown again",
    params: apiKeyIdParamsSchema,
    body: rollApiKeyBodySchema,
    response: apiKeyWithSecretSchema,
  },
  revokeApiKey: {
    summary: "Revoke one's own key at once, with every secret it has",
    params: apiKeyIdParamsSchema,
    response: apiKeySchema,
  },
  adminApiKeys: {
    summary: "The business's API keys (made by admins), revoked and expired ones included, newest first",
    response: apiKeysResponseSchema,
  },
  adminCreateApiKey: {
    summary:
      'Make an API key for the business. The secret is in this answer only: it is stored as a keyed hash and never shown again',
    successStatus: 201,
    body: createApiKeyBodySchema,
    response: apiKeyWithSecretSchema,
  },
  adminUpdateApiKey: {
    summary:
      'Change the name, scopes, addresses or expiry of a live business key. The key keeps its secret; the change holds from its next call',
    params: apiKeyIdParamsSchema,
    body: updateApiKeyBodySchema,
    response: apiKeySchema,
  },
  adminRollApiKey: {
    summary:
      'Give a business key a new secret; the previous one works on for the overlap asked. The secret is in this answer only: it is stored as a keyed hash and never shown again',
    params: apiKeyIdParamsSchema,
    body: rollApiKeyBodySchema,
    response: apiKeyWithSecretSchema,
  },
  adminRevokeApiKey: {
    summary: 'Revoke a business key at once, with every secret it has',
    params: apiKeyIdParamsSchema,
    response: apiKeySchema,
  },
});
