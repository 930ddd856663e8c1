import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';

/** GET /api/me/second-factor — the signed-in user's authenticator app and recovery codes left. */
export function getSecondFactors(signal?: AbortSignal) {
  return apiRequest('secondFactors', { signal });
}

export function secondFactorsQueryOptions() {
  return queryOptions({
    queryKey: ['session', 'second-factors'] as const,
    queryFn: ({ signal }) => getSecondFactors(signal),
  });
}

export function useSecondFactors() {
  return useQuery(secondFactorsQueryOptions());
}
