import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';

/** GET /api/me/passkeys — the signed-in user's passkeys. */
export function getPasskeys(signal?: AbortSignal) {
  return apiRequest('passkeys', { signal });
}

export function passkeysQueryOptions() {
  return queryOptions({
    queryKey: ['session', 'passkeys'] as const,
    queryFn: ({ signal }) => getPasskeys(signal),
  });
}

export function usePasskeys() {
  return useQuery(passkeysQueryOptions());
}
