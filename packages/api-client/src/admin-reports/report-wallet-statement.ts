import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { AdminReportWalletStatementQuery } from '@orbit/contract';
import { apiRequest, apiResponse } from '../client.ts';

/** The wallet statement's filter: a client and a period; the page travels apart. */
export type AdminReportWalletStatementFilter = Omit<AdminReportWalletStatementQuery, 'page' | 'limit'>;

/** GET /api/admin/reports/consumptions — a client's wallet statement: the rides of all its licences in the period. */
export function getAdminReportWalletStatement(
  filter: AdminReportWalletStatementFilter,
  page: number,
  signal?: AbortSignal,
) {
  return apiRequest('adminReportWalletStatement', { query: { ...filter, page }, signal });
}

/** GET /api/admin/reports/consumptions/csv — the whole statement as CSV streamed by the server, after `skip` records. */
export function getAdminReportWalletStatementCsv(
  filter: AdminReportWalletStatementFilter,
  skip: number,
  signal?: AbortSignal,
) {
  return apiResponse('adminReportWalletStatementCsv', { query: { ...filter, skip }, signal }, 'text/csv');
}

/** One page of 5000 with the totals of the whole period; nothing is asked before Find (`null`). */
export function adminReportWalletStatementQueryOptions(filter: AdminReportWalletStatementFilter | null, page: number) {
  return queryOptions({
    queryKey: ['admin', 'reports', 'statement', filter, page] as const,
    queryFn: filter ? ({ signal }) => getAdminReportWalletStatement(filter, page, signal) : skipToken,
    refetchInterval: false,
  });
}

export function useAdminReportWalletStatement(filter: AdminReportWalletStatementFilter | null, page: number) {
  return useQuery(adminReportWalletStatementQueryOptions(filter, page));
}
