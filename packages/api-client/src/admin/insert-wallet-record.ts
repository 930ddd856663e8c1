import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
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

/** POST /api/admin/users/{userId}/wallet-records — inserts coins in the caller's name. */
export function insertWalletRecord({ userId, amount, idempotencyKey }: InsertWalletRecordInput) {
  return apiRequest('adminInsertWalletRecord', {
    params: { userId },
    headers: { 'Idempotency-Key': idempotencyKey },
    body: { amount },
  });
}

/** Inserts, then refreshes the client's balance and timeline. */
export function useInsertWalletRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertWalletRecord,
    onSuccess: (record) => queryClient.invalidateQueries({ queryKey: adminUserQueryOptions(record.userId).queryKey }),
  });
}
