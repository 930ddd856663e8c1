import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { AdminReportStatementQuery } from '@orbit/contract';
import { apiRequest, apiResponse } from '../client.ts';

/** The wallet statement's filter: a client and a period; the page travels apart. */
export type AdminReportStatementFilter = Omit<AdminReportStatementQuery, 'page' | 'limit'>;

/** GET /api/admin/reports/consumptions — a client's wallet statement: the rides of all its licences in the period. */
export function getAdminReportStatement(filter: AdminReportStatementFilter, page: number, signal?: AbortSignal) {
  return apiRequest('adminReportStatement', { query: { ...filter, page }, signal });
}

/** GET /api/admin/reports/consumptions/csv — the whole statement as CSV streamed by the server, after `skip` records. */
export function getAdminReportStatementCsv(filter: AdminReportStatementFilter, skip: number, signal?: AbortSignal) {
  return apiResponse('adminReportStatementCsv', { query: { ...filter, skip }, signal }, 'text/csv');
}

/** One page of 5000 with the totals of the whole period; nothing is asked before Find (`null`). */
export function adminReportStatementQueryOptions(filter: AdminReportStatementFilter | null, page: number) {
  return queryOptions({
    queryKey: ['admin', 'reports', 'statement', filter, page] as const,
    queryFn: filter ? ({ signal }) => getAdminReportStatement(filter, page, signal) : skipToken,
    refetchInterval: false,
  });
}

export function useAdminReportStatement(filter: AdminReportStatementFilter | null, page: number) {
  return useQuery(adminReportStatementQueryOptions(filter, page));
}
