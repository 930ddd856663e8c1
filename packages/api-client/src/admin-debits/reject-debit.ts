import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { refreshAfterDebitDecision } from './debit-decision.ts';

/** POST /api/admin/debit-approvals/{id}/reject — rejects a pending large debit; never by the one who asked (ADR 0057). */
export function rejectDebit(id: number) {
  return apiRequest('adminRejectDebit', { params: { id } });
}

/** Rejects, then refreshes the queue and the client's page. */
export function useRejectDebit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectDebit,
    onSuccess: (approval) => refreshAfterDebitDecision(queryClient, approval.userId),
  });
}
