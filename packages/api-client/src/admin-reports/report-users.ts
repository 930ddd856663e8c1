import { queryOptions, useQuery } from '@tanstack/react-query';
import { limits, reportUsersCacheMs } from '@orbit/domain';
import { apiRequest } from '../client.ts';

/** GET /api/admin/reports/users — the clients of the reports' pickers, at most 2000 from the first (docs/domain.md#calls). */
export function getAdminReportUsers(signal?: AbortSignal) {
  return apiRequest('adminReportUsers', { query: { limit: limits.usersPickerLimit, offset: 0 }, signal });
}

/** Shared by every report's client picker and the wallet statement's user picker, cached 5 minutes (docs/domain.md#constants-and-limits). */
export function adminReportUsersQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'reports', 'users'] as const,
    queryFn: ({ signal }) => getAdminReportUsers(signal),
    staleTime: reportUsersCacheMs,
    gcTime: reportUsersCacheMs,
  });
}

/** `enabled` false leaves the list unasked, for reports without a client picker. */
export function useAdminReportUsers(enabled = true) {
  return useQuery({ ...adminReportUsersQueryOptions(), enabled });
}
