import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { AdminReportRidesRequest } from '@orbit/contract';
import type { ContentLanguage } from '@orbit/domain';
import { apiRequest, apiResponse } from '../client.ts';

/** POST /api/admin/reports/consumptions — the rides of the chosen licences in the range, with the totals of the range. */
export function getAdminReportRides(body: AdminReportRidesRequest, page: number, signal?: AbortSignal) {
  return apiRequest('adminReportRides', { body, query: { page }, signal });
}

/** POST /api/admin/reports/consumptions/csv — every ride of the report as CSV streamed by the server, after the first `skip` records (ADR 0026). */
export function getAdminReportRidesCsv(
  body: AdminReportRidesRequest,
  skip: number,
  lang: ContentLanguage,
  signal?: AbortSignal,
) {
  return apiResponse('adminReportRidesCsv', { body, query: { skip, lang }, signal }, 'text/csv');
}

/** One page of 5000; nothing is asked until the report's filters are applied (`null` before the first search). */
export function adminReportRidesQueryOptions(body: AdminReportRidesRequest | null, page: number) {
  return queryOptions({
    queryKey: ['admin', 'reports', 'rides', body, page] as const,
    queryFn: body ? ({ signal }) => getAdminReportRides(body, page, signal) : skipToken,
    // A report is a snapshot asked for with Search; it is not refreshed behind the reader's back.
    refetchInterval: false,
  });
}

export function useAdminReportRides(body: AdminReportRidesRequest | null, page: number) {
  return useQuery(adminReportRidesQueryOptions(body, page));
}
