import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { AdminReportConsumptionByMonthRequest } from '@orbit/contract';
import { apiRequest, apiResponse } from '../client.ts';

/** POST /api/admin/reports/consumptions/bymonth — customers per month of the clients of the countries. */
export function getAdminReportConsumptionByMonth(
  body: AdminReportConsumptionByMonthRequest,
  page: number,
  signal?: AbortSignal,
) {
  return apiRequest('adminReportConsumptionByMonth', { body, query: { page }, signal });
}

/** POST /api/admin/reports/consumptions/bymonth/csv — every month of the report as CSV streamed by the server, after the first `skip` records (ADR 0026). */
export function getAdminReportConsumptionByMonthCsv(
  body: AdminReportConsumptionByMonthRequest,
  skip: number,
  signal?: AbortSignal,
) {
  return apiResponse('adminReportConsumptionByMonthCsv', { body, query: { skip }, signal }, 'text/csv');
}

/** One page of 5000; nothing is asked until the report's filters are applied (`null` before the first search). */
export function adminReportConsumptionByMonthQueryOptions(
  body: AdminReportConsumptionByMonthRequest | null,
  page: number,
) {
  return queryOptions({
    queryKey: ['admin', 'reports', 'consumptions-by-month', body, page] as const,
    queryFn: body ? ({ signal }) => getAdminReportConsumptionByMonth(body, page, signal) : skipToken,
    // A report is a snapshot asked for with Search; it is not refreshed behind the reader's back.
    refetchInterval: false,
  });
}

export function useAdminReportConsumptionByMonth(body: AdminReportConsumptionByMonthRequest | null, page: number) {
  return useQuery(adminReportConsumptionByMonthQueryOptions(body, page));
}
