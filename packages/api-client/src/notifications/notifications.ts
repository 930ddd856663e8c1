import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationKind } from '@orbit/domain';
import { apiRequest } from '../client.ts';

/**
 * The start of every notification query's key (ADR 0080): the bell, the history, the preferences. A new notification
 * refreshes them all through this one key, whoever tells of it (a mark read, or the live stream once it is there).
 */
export const notificationsQueryKeyRoot = ['notifications'] as const;

/** Notifications a page of the history holds. */
export const notificationsPageSize = 20;

/** What the history shows: one page, of one kind or every kind, unread ones only or all. */
export interface NotificationsFilter {
  /** The page, from 1. */
  page: number;
  /** One kind only; every kind when omitted. */
  kind?: NotificationKind;
  /** Unread ones only. */
  unreadOnly?: boolean;
}

/** GET /api/notifications — the signed-in person's notifications, newest first, with the unread count. */
export function getNotifications(
  query: { limit: number; offset: number; kind?: NotificationKind; unread?: 'true' | 'false' },
  signal?: AbortSignal,
) {
  return apiRequest('notifications', { query, signal });
}

/** One page of the history; the page on screen stays while the next one loads. */
export function notificationsQueryOptions({ page, kind, unreadOnly = false }: NotificationsFilter) {
  const query = {
    limit: notificationsPageSize,
    offset: (page - 1) * notificationsPageSize,
    kind,
    unread: unreadOnly ? ('true' as const) : undefined,
  };
  return queryOptions({
    queryKey: [...notificationsQueryKeyRoot, 'history', { page, kind: kind ?? null, unreadOnly }] as const,
    queryFn: ({ signal }) => getNotifications(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The history of the notifications page, page by page and filtered. */
export function useNotifications(filter: NotificationsFilter) {
  return useQuery(notificationsQueryOptions(filter));
}
