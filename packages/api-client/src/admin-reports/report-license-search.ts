import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';

/** GET /api/admin/reports/licenses/search — licences whose key ends with the given characters, one page. */
export function getAdminReportLicenseSearch(license: string, signal?: AbortSignal) {
  return apiRequest('adminReportLicenseSearch', { query: { license }, signal });
}

/** Nothing is asked before a search (`null`). */
export function adminReportLicenseSearchQueryOptions(license: string | null) {
  return queryOptions({
    queryKey: ['admin', 'reports', 'license-search', license] as const,
    queryFn: license !== null ? ({ signal }) => getAdminReportLicenseSearch(license, signal) : skipToken,
    refetchInterval: false,
  });
}

export function useAdminReportLicenseSearch(license: string | null) {
  return useQuery(adminReportLicenseSearchQueryOptions(license));
}
