import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { refreshAfterDebitDecision } from './debit-decision.ts';

/** POST /api/admin/debit-approvals/{id}/approve — approves a pending large debit; never by the one who asked (ADR 0057). */
export function approveDebit(id: number) {
  return apiRequest('adminApproveDebit', { params: { id } });
}

/** Approves, then refreshes the queue and the client's page. */
export function useApproveDebit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveDebit,
    onSuccess: (approval) => refreshAfterDebitDecision(queryClient, approval.userId),
  });
}
