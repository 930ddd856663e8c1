import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { liveRefetchInterval } from '../live/live-state.ts';

/** GET /api/report/license-consumptions/{licenseKey} — customers today, this week and this month. */
export function getLicenseConsumptionsReport(licenseKey: string, timezone?: string, signal?: AbortSignal) {
  return apiRequest('reportLicenseConsumptions', { params: { licenseKey }, query: { timezone }, signal });
}

export function licenseConsumptionsReportQueryOptions(licenseKey: string, timezone?: string) {
  return queryOptions({
    queryKey: ['reports', 'license-consumptions', licenseKey, timezone] as const,
    queryFn: ({ signal }) => getLicenseConsumptionsReport(licenseKey, timezone, signal),
    // New rides show at once from the live stream, or within a minute by polling without it (ADR 0049, 0082).
    refetchInterval: liveRefetchInterval,
  });
}

export function useLicenseConsumptionsReport(licenseKey: string, timezone?: string) {
  return useQuery(licenseConsumptionsReportQueryOptions(licenseKey, timezone));
}
