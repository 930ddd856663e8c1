import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { AdminReportActiveLicensesRequest } from '@orbit/contract';
import { apiRequest, apiResponse } from '../client.ts';

/** POST /api/admin/reports/licenses/active/location — licences with rides in the range, of clients of the countries. */
export function getAdminReportActiveLicenses(
  body: AdminReportActiveLicensesRequest,
  page: number,
  signal?: AbortSignal,
) {
  return apiRequest('adminReportActiveLicenses', { body, query: { page }, signal });
}

/** POST /api/admin/reports/licenses/active/location/csv — every active licence of the report as CSV streamed by the server, after the first `skip` records (ADR 0026). */
export function getAdminReportActiveLicensesCsv(
  body: AdminReportActiveLicensesRequest,
  skip: number,
  signal?: AbortSignal,
) {
  return apiResponse('adminReportActiveLicensesCsv', { body, query: { skip }, signal }, 'text/csv');
}

/** One page of 5000; nothing is asked until the report's filters are applied (`null` before the first search). */
export function adminReportActiveLicensesQueryOptions(body: AdminReportActiveLicensesRequest | null, page: number) {
  return queryOptions({
    queryKey: ['admin', 'reports', 'active-licenses', body, page] as const,
    queryFn: body ? ({ signal }) => getAdminReportActiveLicenses(body, page, signal) : skipToken,
    // A report is a snapshot asked for with Search; it is not refreshed behind the reader's back.
    refetchInterval: false,
  });
}

export function useAdminReportActiveLicenses(body: AdminReportActiveLicensesRequest | null, page: number) {
  return useQuery(adminReportActiveLicensesQueryOptions(body, page));
}
