import { defineRoutes, type EndpointDefinition } from '../definitions.ts';
import {
  activeStatusRequestSchema,
  adminCreateNewsRequestSchema,
  adminCreateScenarioRequestSchema,
  adminNewsQuerySchema,
  adminNewsResponseSchema,
  adminScenariosQuerySchema,
  adminScenariosResponseSchema,
  adminUpdateNewsRequestSchema,
  adminUpdateScenarioRequestSchema,
  newsIdParamsSchema,
  obtainableScenariosParamsSchema,
  obtainableScenariosQuerySchema,
  obtainableScenariosResponseSchema,
  purchasedScenarioSchema,
  scenarioIdParamsSchema,
  scenarioOnLicenseRequestSchema,
  scenarioSchema,
  uploadQuerySchema,
  uploadResponseSchema,
} from '../admin-content.ts';
import { newsSchema } from '../news.ts';

/*
 * The area "Admin: content" of the API (its tag in openapi.ts): scenarios, news, images and the scenarios held by licences (ADR 0016).
 */

/** Method, path and access of each call of the area, without schemas, for the browser client (ADR 0014). */
export const adminContentEndpoints = {
  // Scenarios on licences, scenarios, news and uploads (ADR 0016): changes by admin and supervisor only.
  obtainableScenarios: { method: 'GET', path: '/api/store/scenarios/obtainable/user/:userId', access: 'staff' },
  adminTransferScenario: {
    method: 'POST',
    path: '/api/admin/scenarios/transfer',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminRemoveScenario: {
    method: 'PATCH',
    path: '/api/admin/scenarios/purchased/removed-at',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminScenarios: { method: 'GET', path: '/api/admin/scenarios', access: 'staff' },
  adminScenario: { method: 'GET', path: '/api/admin/scenarios/:id', access: 'staff' },
  adminCreateScenario: {
    method: 'POST',
    path: '/api/admin/scenarios',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminUpdateScenario: {
    method: 'PATCH',
    path: '/api/admin/scenarios/:id',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminScenarioStatus: {
    method: 'PATCH',
    path: '/api/admin/scenarios/:id/status',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminNewsList: { method: 'GET', path: '/api/admin/news', access: 'staff' },
  adminNews: { method: 'GET', path: '/api/admin/news/:id', access: 'staff' },
  adminCreateNews: { method: 'POST', path: '/api/admin/news', access: 'staff', scopes: ['admin', 'supervisor'] },
  adminUpdateNews: { method: 'PATCH', path: '/api/admin/news/:id', access: 'staff', scopes: ['admin', 'supervisor'] },
  adminNewsStatus: {
    method: 'PATCH',
    path: '/api/admin/news/:id/status',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  uploadImage: { method: 'POST', path: '/api/upload/s3', access: 'staff', scopes: ['admin', 'supervisor'] },
} as const satisfies Record<string, EndpointDefinition>;

/** Each endpoint of the area with its summary and schemas, for the server, the mocks and OpenAPI. */
export const adminContentRoutes = /* @__PURE__ */ defineRoutes(adminContentEndpoints, {
  // Scenarios on licences, scenarios, news and uploads (ADR 0016).
  obtainableScenarios: {
    summary: "Active scenarios the user's licences can still obtain, with the licences that can",
    params: obtainableScenariosParamsSchema,
    query: obtainableScenariosQuerySchema,
    response: obtainableScenariosResponseSchema,
  },
  adminTransferScenario: {
    summary: 'Transfer a scenario (by scenario id) to a licence; audited',
    body: scenarioOnLicenseRequestSchema,
    response: purchasedScenarioSchema,
  },
  adminRemoveScenario: {
    summary: 'Remove a scenario (by scenario id) from a licence, keeping the history; audited',
    body: scenarioOnLicenseRequestSchema,
    response: purchasedScenarioSchema,
  },
  adminScenarios: {
    summary: 'Scenarios searched by id or text, accent- and case-insensitive',
    query: adminScenariosQuerySchema,
    response: adminScenariosResponseSchema,
  },
  adminScenario: {
    summary: 'One scenario',
    params: scenarioIdParamsSchema,
    response: scenarioSchema,
  },
  adminCreateScenario: {
    summary: 'Create a scenario; audited',
    body: adminCreateScenarioRequestSchema,
    response: scenarioSchema,
  },
  adminUpdateScenario: {
    summary: 'Change a scenario or add a translation; audited',
    params: scenarioIdParamsSchema,
    body: adminUpdateScenarioRequestSchema,
    response: scenarioSchema,
  },
  adminScenarioStatus: {
    summary: 'Activate or deactivate a scenario; audited',
    params: scenarioIdParamsSchema,
    body: activeStatusRequestSchema,
    response: scenarioSchema,
  },
  adminNewsList: {
    summary: 'Every news item, newest first, searched by id, issuer, state or text',
    query: adminNewsQuerySchema,
    response: adminNewsResponseSchema,
  },
  adminNews: {
    summary: 'One news item',
    params: newsIdParamsSchema,
    response: newsSchema,
  },
  adminCreateNews: {
    summary: 'Create a news item; audited',
    body: adminCreateNewsRequestSchema,
    response: newsSchema,
  },
  adminUpdateNews: {
    summary: 'Change a news item or add a translation; audited',
    params: newsIdParamsSchema,
    body: adminUpdateNewsRequestSchema,
    response: newsSchema,
  },
  adminNewsStatus: {
    summary: 'Show or hide a news item; audited',
    params: newsIdParamsSchema,
    body: activeStatusRequestSchema,
    response: newsSchema,
  },
  uploadImage: {
    summary: 'Upload a PNG, JPEG or WebP image (multipart field "file", optional "imageKey" to replace); audited',
    query: uploadQuerySchema,
    response: uploadResponseSchema,
  },
});
