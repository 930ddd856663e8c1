import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';

/** POST /api/admin/users/{id}/sessions/end — signs a user out everywhere at once (admin only); answers how many ended. */
export function endUserSessions(id: number) {
  return apiRequest('adminEndUserSessions', { params: { id } });
}

export function useEndUserSessions() {
  return useMutation({ mutationFn: endUserSessions });
}
