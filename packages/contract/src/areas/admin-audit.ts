import { defineRoutes, type EndpointDefinition } from '../definitions.ts';
import { adminUserIdParamsSchema } from '../admin-users.ts';
import {
  auditQuerySchema,
  auditResponseSchema,
  clientActivityQuerySchema,
  clientActivityResponseSchema,
} from '../audit.ts';

/*
 * The area "Admin: audit" of the API (its tag in openapi.ts): the audit log and a client's activity (ADR 0054, ADR 0024).
 */

/** Method, path and access of each call of the area, without schemas, for the browser client (ADR 0014). */
export const adminAuditEndpoints = {
  adminAudit: {
    method: 'GET',
    path: '/api/admin/audit',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  // The client page's activity timeline (ADR 0024): who may read the audit may read it.
  adminUserAudit: {
    method: 'GET',
    path: '/api/admin/users/:id/audit',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
} as const satisfies Record<string, EndpointDefinition>;

/** Each endpoint of the area with its summary and schemas, for the server, the mocks and OpenAPI. */
export const adminAuditRoutes = /* @__PURE__ */ defineRoutes(adminAuditEndpoints, {
  adminAudit: {
    summary: 'Audit entries of one target, newest first',
    query: auditQuerySchema,
    response: auditResponseSchema,
  },
  adminUserAudit: {
    summary:
      "A client's activity, newest first: audit entries about the user, its licences and its blocking orders, with who made them",
    params: adminUserIdParamsSchema,
    query: clientActivityQuerySchema,
    response: clientActivityResponseSchema,
  },
});
