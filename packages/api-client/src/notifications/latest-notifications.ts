import { queryOptions, useQuery } from '@tanstack/react-query';
import { liveStreamUp } from '../live/live-state.ts';
import { getNotifications, notificationsQueryKeyRoot } from './notifications.ts';

/** How many of the newest notifications the bell's panel lists. */
export const latestNotificationsCount = 8;

/** How often the bell asks for its count while there is no live stream to tell it of a new notification. */
export const notificationsPollMs = 60_000;

/**
 * The bell's refetch interval: every minute without the live stream, never while it is up, as the stream refreshes
 * every query under `notificationsQueryKeyRoot` when something is told (ADR 0082). Read after each fetch.
 */
export function notificationsRefetchInterval(): number | false {
  return liveStreamUp() ? false : notificationsPollMs;
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
