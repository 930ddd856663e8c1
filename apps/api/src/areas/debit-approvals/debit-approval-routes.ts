import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { DebitApprovalService } from './debit-approval-service.ts';

/** The approvers' queue of large debits (ADR 0057). */
export function debitApprovalRoutes(
  registerRoute: RegisterRoute,
  deps: { debitApprovals: DebitApprovalService },
): void {
  const { debitApprovals } = deps;
  registerRoute(routes.adminDebitApprovals, ({ query }) => debitApprovals.list(query));
  registerRoute(routes.adminApproveDebit, ({ params, request }) =>
    debitApprovals.approve(requireAuth(request), params.id),
  );
  registerRoute(routes.adminRejectDebit, ({ params, request }) =>
    debitApprovals.reject(requireAuth(request), params.id),
  );
}
