import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkNotificationsReadBody } from '@orbit/contract';
import { apiRequest } from '../client.ts';
import { notificationsQueryKeyRoot } from './notifications.ts';

/** POST /api/notifications/read — marks some notifications (by id) or all of them read; answers the unread count left. */
export function markNotificationsRead(body: MarkNotificationsReadBody) {
  return apiRequest('markNotificationsRead', { body });
}

/** Marks notifications read, then refreshes the bell and the history, which show them. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKeyRoot }),
  });
}
