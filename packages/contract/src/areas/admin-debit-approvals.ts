import { defineRoutes, type EndpointDefinition } from '../definitions.ts';
import {
  debitApprovalParamsSchema,
  debitApprovalSchema,
  debitApprovalsQuerySchema,
  debitApprovalsResponseSchema,
} from '../debit-approvals.ts';

/*
 * The area "Admin: debit approvals" of the API (its tag in openapi.ts): the two-person rule for large debits (ADR 0057).
 */

/** Method, path and access of each call of the area, without schemas, for the browser client (ADR 0014). */
export const adminDebitApprovalsEndpoints = {
  // The two-person rule for large debits (ADR 0057): admin and supervisor decide, never on their own request.
  adminDebitApprovals: {
    method: 'GET',
    path: '/api/admin/debit-approvals',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminApproveDebit: {
    method: 'POST',
    path: '/api/admin/debit-approvals/:id/approve',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
  adminRejectDebit: {
    method: 'POST',
    path: '/api/admin/debit-approvals/:id/reject',
    access: 'staff',
    scopes: ['admin', 'supervisor'],
  },
} as const satisfies Record<string, EndpointDefinition>;

/** Each endpoint of the area with its summary and schemas, for the server, the mocks and OpenAPI. */
export const adminDebitApprovalsRoutes = /* @__PURE__ */ defineRoutes(adminDebitApprovalsEndpoints, {
  adminDebitApprovals: {
    summary: 'Large debits waiting for (or given) a second approval, oldest first',
    query: debitApprovalsQuerySchema,
    response: debitApprovalsResponseSchema,
  },
  adminApproveDebit: {
    summary: 'Approve a pending debit: its wallet record is written in the same step; never by the one who asked',
    params: debitApprovalParamsSchema,
    response: debitApprovalSchema,
  },
  adminRejectDebit: {
    summary: 'Reject a pending debit: nothing is written to the wallet; never by the one who asked',
    params: debitApprovalParamsSchema,
    response: debitApprovalSchema,
  },
});
