import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { AdminReportSalesByMonthRequest } from '@orbit/contract';
import { apiRequest, apiResponse } from '../client.ts';

/** POST /api/admin/reports/orbitcoins/salesmonth — coins sold per month to the clients of the countries. */
export function getAdminReportSalesByMonth(body: AdminReportSalesByMonthRequest, page: number, signal?: AbortSignal) {
  return apiRequest('adminReportSalesByMonth', { body, query: { page }, signal });
}

/** POST /api/admin/reports/orbitcoins/salesmonth/csv — every month of the report as CSV streamed by the server, after the first `skip` records (ADR 0026). */
export function getAdminReportSalesByMonthCsv(
  body: AdminReportSalesByMonthRequest,
  skip: number,
  signal?: AbortSignal,
) {
  return apiResponse('adminReportSalesByMonthCsv', { body, query: { skip }, signal }, 'text/csv');
}

/** One page of 5000; nothing is asked until the report's filters are applied (`null` before the first search). */
export function adminReportSalesByMonthQueryOptions(body: AdminReportSalesByMonthRequest | null, page: number) {
  return queryOptions({
    queryKey: ['admin', 'reports', 'coin-sales', body, page] as const,
    queryFn: body ? ({ signal }) => getAdminReportSalesByMonth(body, page, signal) : skipToken,
    // A report is a snapshot asked for with Search; it is not refreshed behind the reader's back.
    refetchInterval: false,
  });
}

export function useAdminReportSalesByMonth(body: AdminReportSalesByMonthRequest | null, page: number) {
  return useQuery(adminReportSalesByMonthQueryOptions(body, page));
}
