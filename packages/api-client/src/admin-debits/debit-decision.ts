import type { QueryClient } from '@tanstack/react-query';
import { adminUserQueryOptions } from '../admin/admin-user.ts';
import { debitApprovalsQueryKey } from './debit-approvals.ts';

/** After a decision: the queue, and the client's balance and timeline (an approval wrote a wallet record). */
export function refreshAfterDebitDecision(queryClient: QueryClient, userId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: debitApprovalsQueryKey }),
    queryClient.invalidateQueries({ queryKey: adminUserQueryOptions(userId).queryKey }),
  ]);
}
