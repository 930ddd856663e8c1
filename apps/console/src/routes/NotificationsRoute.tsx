import { useEffect, type ComponentType } from 'react';
import { useOutletContext } from 'react-router-dom';
import { notificationsPageSize, useMarkNotificationsRead, useNotifications } from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { isStaff, notificationKinds, notificationKindsFor, pageCount, type NotificationKind } from '@orbit/domain';
import { currentLanguage, useTranslation } from '@orbit/i18n';
import { DelayedLoader, NotificationsScreen } from '@orbit/ui';
import { pageOf, useSearchState, writePage, type SearchCodec } from '../urlState.ts';
import { loadNotificationCentreTexts, useNotificationCentreTexts } from './notificationTexts.ts';

interface NotificationsAddress {
  page: number;
  kind?: NotificationKind;
  unreadOnly: boolean;
}

/** The page, the kind and “unread only” in the address (ADR 0066), so a reload or back keeps them. */
export const notificationsAddressCodec: SearchCodec<NotificationsAddress> = {
  read: (search) => {
    const kind = notificationKinds.find((name) => name === search.get('kind'));
    return { page: pageOf(search.get('page')), kind, unreadOnly: search.get('unread') === 'true' };
  },
  write: ({ page, kind, unreadOnly }) => {
    const search = new URLSearchParams();
    if (kind) search.set('kind', kind);
    if (unreadOnly) search.set('unread', 'true');
    writePage(search, page);
    return search;
  },
};

/**
 * /dash/notifications (ADR 0080): everything the signed-in person was told, clients and staff alike, page by page,
 * of one kind or every kind they can receive, unread ones only or all.
 */
export function NotificationsRoute() {
  const { t } = useTranslation();
  const viewer = useOutletContext<CurrentUser>();
  const texts = useNotificationCentreTexts();
  const [address, setAddress] = useSearchState(notificationsAddressCodec);
  const history = useNotifications(address);
  const markRead = useMarkNotificationsRead();
  const total = history.data?.meta.count ?? 0;
  const pages = pageCount(total, notificationsPageSize);

  // Marking the last unread ones of the last page read, with “unread only”, empties it: the page before takes its place.
  const lastPage = history.isPlaceholderData ? address.page : pages;
  useEffect(() => {
    if (history.isSuccess && address.page > lastPage) setAddress({ ...address, page: lastPage }, 'replace');
  }, [history.isSuccess, address, lastPage, setAddress]);

  if (!texts) return <DelayedLoader layout="block" label={t('common.loading')} />;
  return (
    <NotificationsScreen
      notifications={history.data?.results ?? []}
      texts={texts}
      total={total}
      page={address.page}
      pageCount={pages}
      pageSize={notificationsPageSize}
      onPageChange={(page) => setAddress({ ...address, page }, 'push')}
      kinds={notificationKindsFor(isStaff(viewer.scope) ? 'staff' : 'user')}
      filter={{ kind: address.kind, unreadOnly: address.unreadOnly }}
      onFilterChange={(filter) => setAddress({ ...filter, page: 1 }, 'replace')}
      unread={history.data?.unread ?? 0}
      onMarkRead={(notification) => markRead.mutate({ ids: [notification.id] })}
      onMarkAllRead={() => markRead.mutate({ all: true })}
      markingAllRead={markRead.isPending && markRead.variables !== undefined && 'all' in markRead.variables}
      onOpen={(notification) => {
        if (notification.readAt === null) markRead.mutate({ ids: [notification.id] });
      }}
      loading={history.isPending}
      error={history.isError}
      onRetry={() => void history.refetch()}
      timeZone={viewer.timezone}
    />
  );
}

/** The page once the notification centre's texts have arrived too: its first render shows them (ADR 0083). */
export async function loadNotificationsRoute(): Promise<ComponentType> {
  await loadNotificationCentreTexts(currentLanguage());
  return NotificationsRoute;
}
