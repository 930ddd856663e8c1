import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { AdminReportCoinsRequest } from '@orbit/contract';
import { apiRequest, apiResponse } from '../client.ts';

/** POST /api/admin/reports/tickets/log — the coin records of the chosen clients in the range (the coins screen). */
export function getAdminReportCoins(body: AdminReportCoinsRequest, page: number, signal?: AbortSignal) {
  return apiRequest('adminReportCoins', { body, query: { page }, signal });
}

/** POST /api/admin/reports/tickets/log/csv — every coin record of the report as CSV streamed by the server, after the first `skip` records (ADR 0026). */
export function getAdminReportCoinsCsv(body: AdminReportCoinsRequest, skip: number, signal?: AbortSignal) {
  return apiResponse('adminReportCoinsCsv', { body, query: { skip }, signal }, 'text/csv');
}

/** One page of 5000; nothing is asked until the report's filters are applied (`null` before the first search). */
export function adminReportCoinsQueryOptions(body: AdminReportCoinsRequest | null, page: number) {
  return queryOptions({
    queryKey: ['admin', 'reports', 'tickets-log', body, page] as const,
    queryFn: body ? ({ signal }) => getAdminReportCoins(body, page, signal) : skipToken,
    // A report is a snapshot asked for with Search; it is not refreshed behind the reader's back.
    refetchInterval: false,
  });
}

export function useAdminReportCoins(body: AdminReportCoinsRequest | null, page: number) {
  return useQuery(adminReportCoinsQueryOptions(body, page));
}
