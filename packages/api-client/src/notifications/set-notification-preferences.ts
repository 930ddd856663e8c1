import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PutNotificationPreferencesBody } from '@orbit/contract';
import { apiRequest } from '../client.ts';
import { notificationPreferencesQueryOptions } from './notification-preferences.ts';

/** PUT /api/notification-preferences — changes the preferences; answers them as they now are. */
export function setNotificationPreferences(body: PutNotificationPreferencesBody) {
  return apiRequest('setNotificationPreferences', { body });
}

/** Saves the preferences; the answer becomes the preferences on screen. */
export function useSetNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNotificationPreferences,
    onSuccess: (preferences) => queryClient.setQueryData(notificationPreferencesQueryOptions().queryKey, preferences),
  });
}
