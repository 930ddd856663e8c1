import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { AdminReportLicensesRequest } from '@orbit/contract';
import { apiRequest } from '../client.ts';

/** POST /api/admin/reports/licenses — every licence of the chosen clients, for the licence picker. */
export function getAdminReportLicenses(body: AdminReportLicensesRequest, signal?: AbortSignal) {
  return apiRequest('adminReportLicenses', { body, signal });
}

/** Nothing is asked until at least one client is chosen (the licence picker stays disabled). */
export function adminReportLicensesQueryOptions(clientIds: readonly number[]) {
  const body = { id: [...clientIds].sort((a, b) => a - b) };
  return queryOptions({
    queryKey: ['admin', 'reports', 'licenses', body] as const,
    queryFn: body.id.length > 0 ? ({ signal }) => getAdminReportLicenses(body, signal) : skipToken,
    // Chosen licences keep their names while the licences of a newly chosen client arrive.
    placeholderData: keepPreviousData,
  });
}

export function useAdminReportLicenses(clientIds: readonly number[]) {
  return useQuery(adminReportLicensesQueryOptions(clientIds));
}
