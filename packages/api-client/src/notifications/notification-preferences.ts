import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { notificationsQueryKeyRoot } from './notifications.ts';

/** GET /api/notification-preferences — for each kind the person can receive, in the console and by mail; the digest. */
export function getNotificationPreferences(signal?: AbortSignal) {
  return apiRequest('notificationPreferences', { signal });
}

/** The person's notification preferences, under the notifications' key like every notification query. */
export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: [...notificationsQueryKeyRoot, 'preferences'] as const,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
