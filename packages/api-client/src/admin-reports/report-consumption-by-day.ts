import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { AdminReportConsumptionByDayRequest } from '@orbit/contract';
import { apiRequest, apiResponse } from '../client.ts';

/** POST /api/admin/reports/consumptions/byday — customers and rides per licence and day. */
export function getAdminReportConsumptionByDay(
  body: AdminReportConsumptionByDayRequest,
  page: number,
  signal?: AbortSignal,
) {
  return apiRequest('adminReportConsumptionByDay', { body, query: { page }, signal });
}

/** POST /api/admin/reports/consumptions/byday/csv — every licence-day of the report as CSV streamed by the server, after the first `skip` records (ADR 0026). */
export function getAdminReportConsumptionByDayCsv(
  body: AdminReportConsumptionByDayRequest,
  skip: number,
  signal?: AbortSignal,
) {
  return apiResponse('adminReportConsumptionByDayCsv', { body, query: { skip }, signal }, 'text/csv');
}

/** One page of 5000; nothing is asked until the report's filters are applied (`null` before the first search). */
export function adminReportConsumptionByDayQueryOptions(body: AdminReportConsumptionByDayRequest | null, page: number) {
  return queryOptions({
    queryKey: ['admin', 'reports', 'consumptions-by-day', body, page] as const,
    queryFn: body ? ({ signal }) => getAdminReportConsumptionByDay(body, page, signal) : skipToken,
    // A report is a snapshot asked for with Search; it is not refreshed behind the reader's back.
    refetchInterval: false,
  });
}

export function useAdminReportConsumptionByDay(body: AdminReportConsumptionByDayRequest | null, page: number) {
  return useQuery(adminReportConsumptionByDayQueryOptions(body, page));
}
