import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';

/** The signed-in user's own account views (their change of email, their sessions) live under this key. */
export const ownAccountQueryKey = ['session', 'own-account'] as const;

/** GET /api/me/email-change — the change of email waiting for the new address to confirm it, if any (ADR 0055). */
export function getOwnEmailChange(signal?: AbortSignal) {
  return apiRequest('ownEmailChange', { signal });
}

export function ownEmailChangeQueryOptions() {
  return queryOptions({
    queryKey: [...ownAccountQueryKey, 'email-change'],
    queryFn: ({ signal }) => getOwnEmailChange(signal),
  });
}

export function useOwnEmailChange() {
  return useQuery(ownEmailChangeQueryOptions());
}
