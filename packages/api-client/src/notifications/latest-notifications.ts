import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNotifications, notificationsQueryKeyRoot } from './notifications.ts';

/** How many of the newest notifications the bell's panel lists. */
export const latestNotificationsCount = 8;

/** How often the bell asks for its count while there is no live stream to tell it of a new notification. */
export const notificationsPollMs = 60_000;

/**
 * The bell's refetch interval. It polls every minute; the live stream (ADR 0080) is to refresh the bell through
 * `notificationsQueryKeyRoot` instead, and this is the one place that will stop the polling while the stream is up.
 */
export function notificationsRefetchInterval(): number | false {
  return notificationsPollMs;
}

/** The bell: the newest notifications for its panel and the unread count, asked for again every minute. */
export function latestNotificationsQueryOptions() {
  return queryOptions({
    queryKey: [...notificationsQueryKeyRoot, 'latest'] as const,
    queryFn: ({ signal }) => getNotifications({ limit: latestNotificationsCount, offset: 0 }, signal),
    refetchInterval: notificationsRefetchInterval,
  });
}

/** The bell's count and its panel's notifications. */
export function useLatestNotifications() {
  return useQuery(latestNotificationsQueryOptions());
}
