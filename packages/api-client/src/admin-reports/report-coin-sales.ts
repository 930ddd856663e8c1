import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { AdminReportCoinSalesRequest } from '@orbit/contract';
import { apiRequest, apiResponse } from '../client.ts';

/** POST /api/admin/reports/orbitcoins/salesmonth — coins sold per month to the clients of the countries. */
export function getAdminReportCoinSales(body: AdminReportCoinSalesRequest, page: number, signal?: AbortSignal) {
  return apiRequest('adminReportCoinSales', { body, query: { page }, signal });
}

/** POST /api/admin/reports/orbitcoins/salesmonth/csv — every month of the report as CSV streamed by the server, after the first `skip` records (ADR 0026). */
export function getAdminReportCoinSalesCsv(body: AdminReportCoinSalesRequest, skip: number, signal?: AbortSignal) {
  return apiResponse('adminReportCoinSalesCsv', { body, query: { skip }, signal }, 'text/csv');
}

/** One page of 5000; nothing is asked until the report's filters are applied (`null` before the first search). */
export function adminReportCoinSalesQueryOptions(body: AdminReportCoinSalesRequest | null, page: number) {
  return queryOptions({
    queryKey: ['admin', 'reports', 'coin-sales', body, page] as const,
    queryFn: body ? ({ signal }) => getAdminReportCoinSales(body, page, signal) : skipToken,
    // A report is a snapshot asked for with Search; it is not refreshed behind the reader's back.
    refetchInterval: false,
  });
}

export function useAdminReportCoinSales(body: AdminReportCoinSalesRequest | null, page: number) {
  return useQuery(adminReportCoinSalesQueryOptions(body, page));
}
