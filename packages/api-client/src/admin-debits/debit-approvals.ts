import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DebitApprovalStatus } from '@orbit/contract';
import { apiRequest } from '../client.ts';

/** Every view of the large debits' queue (ADR 0057); a decision or a new request refreshes them all. */
export const debitApprovalsQueryKey = ['admin', 'debit-approvals'] as const;

/** GET /api/admin/debit-approvals — large debits waiting for a second staff member (or decided ones). */
export function getDebitApprovals(
  query: { status: DebitApprovalStatus; limit: number; offset: number },
  signal?: AbortSignal,
) {
  return apiRequest('adminDebitApprovals', { query, signal });
}

export function debitApprovalsQueryOptions(status: DebitApprovalStatus, limit = 50, offset = 0) {
  return queryOptions({
    queryKey: [...debitApprovalsQueryKey, status, limit, offset] as const,
    queryFn: ({ signal }) => getDebitApprovals({ status, limit, offset }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDebitApprovals(status: DebitApprovalStatus, options: { enabled?: boolean } = {}) {
  return useQuery({ ...debitApprovalsQueryOptions(status), enabled: options.enabled ?? true });
}
