/**
 * Large debits that wait for a second staff member's approval (separation of duties).
 * Other areas and the composition (app.ts) use this area only through this file.
 */
export { debitApprovalRoutes } from './debit-approval-routes.ts';
export { createDebitApprovalService } from './debit-approval-service.ts';
