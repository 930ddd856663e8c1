import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';

/** GET /api/admin/reports/licenses/search — licences whose key ends with the given characters, one page. */
export function getAdminReportSearchLicense(license: string, signal?: AbortSignal) {
  return apiRequest('adminReportSearchLicense', { query: { license }, signal });
}

/** Nothing is asked before a search (`null`). */
export function adminReportSearchLicenseQueryOptions(license: string | null) {
  return queryOptions({
    queryKey: ['admin', 'reports', 'license-search', license] as const,
    queryFn: license !== null ? ({ signal }) => getAdminReportSearchLicense(license, signal) : skipToken,
    refetchInterval: false,
  });
}

export function useAdminReportSearchLicense(license: string | null) {
  return useQuery(adminReportSearchLicenseQueryOptions(license));
}
