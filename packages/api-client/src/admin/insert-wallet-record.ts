import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { debitApprovalsQueryKey } from '../admin-debits/debit-approvals.ts';
import { adminUserQueryOptions } from './admin-user.ts';

export interface InsertWalletRecordInput {
  /** The client whose wallet receives the coins. */
  userId: number;
  /** Coins to insert (negative to correct a mistake). */
  amount: number;
  /**
   * Made once per intended insertion (when the dialog opens) and sent with every try, so a double click or a retry
   * after a lost answer inserts once (ADR 0012).
   */
  idempotencyKey: string;
}

/**
 * POST /api/admin/users/{userId}/wallet-records — inserts coins in the caller's name; a debit above the
 * installation's threshold answers `pendingApproval` and waits for a second staff member (ADR 0057).
 */
export function insertWalletRecord({ userId, amount, idempotencyKey }: InsertWalletRecordInput) {
  return apiRequest('adminInsertWalletRecord', {
    params: { userId },
    headers: { 'Idempotency-Key': idempotencyKey },
    body: { amount },
  });
}

/** Inserts, then refreshes the client's balance and timeline, and the approvers' queue of large debits. */
export function useInsertWalletRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertWalletRecord,
    onSuccess: (answer, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUserQueryOptions(userId).queryKey }),
        'pendingApproval' in answer ? queryClient.invalidateQueries({ queryKey: debitApprovalsQueryKey }) : undefined,
      ]),
  });
}
