import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { AdminReportLicensesByLocationRequest } from '@orbit/contract';
import { apiRequest, apiResponse } from '../client.ts';

/** POST /api/admin/reports/licenses/active/location — licences with rides in the range, of clients of the countries. */
export function getAdminReportLicensesByLocation(
  body: AdminReportLicensesByLocationRequest,
  page: number,
  signal?: AbortSignal,
) {
  return apiRequest('adminReportLicensesByLocation', { body, query: { page }, signal });
}

/** POST /api/admin/reports/licenses/active/location/csv — every active licence of the report as CSV streamed by the server, after the first `skip` records (ADR 0026). */
export function getAdminReportLicensesByLocationCsv(
  body: AdminReportLicensesByLocationRequest,
  skip: number,
  signal?: AbortSignal,
) {
  return apiResponse('adminReportLicensesByLocationCsv', { body, query: { skip }, signal }, 'text/csv');
}

/** One page of 5000; nothing is asked until the report's filters are applied (`null` before the first search). */
export function adminReportLicensesByLocationQueryOptions(
  body: AdminReportLicensesByLocationRequest | null,
  page: number,
) {
  return queryOptions({
    queryKey: ['admin', 'reports', 'active-licenses', body, page] as const,
    queryFn: body ? ({ signal }) => getAdminReportLicensesByLocation(body, page, signal) : skipToken,
    // A report is a snapshot asked for with Search; it is not refreshed behind the reader's back.
    refetchInterval: false,
  });
}

export function useAdminReportLicensesByLocation(body: AdminReportLicensesByLocationRequest | null, page: number) {
  return useQuery(adminReportLicensesByLocationQueryOptions(body, page));
}
