import { useLatestNotifications, useMarkNotificationsRead } from '@orbit/api-client';
import { currentLanguage } from '@orbit/i18n';
import { NotificationBell, NotificationPanel } from '@orbit/ui';
import { paths } from '../paths.ts';
import { loadNotificationCentreTexts, useNotificationCentreTexts } from './notificationTexts.ts';

/** The texts the bell shows, fetched with its code so that it shows at once. */
export const loadHeaderNotificationTexts = () => loadNotificationCentreTexts(currentLanguage());

export interface HeaderNotificationsProps {
  /** The person's IANA time zone. */
  timeZone: string;
}

/**
 * The bell in the shell's header, with its panel (ADR 0080): the unread count, kept current by the live stream (asked
 * for again every minute while the stream is down, ADR 0082), and the newest notifications. It downloads with its texts after the page's first render (ADR 0083).
 */
export function HeaderNotifications({ timeZone }: HeaderNotificationsProps) {
  const texts = useNotificationCentreTexts();
  const latest = useLatestNotifications();
  const markRead = useMarkNotificationsRead();
  // A failure after an answer keeps the answer on screen; the next poll tries again.
  const failed = latest.isError && !latest.data;
  const unread = latest.data?.unread ?? 0;
  // Texts of another language than the first ones asked for are on their way: the stand-in stays meanwhile.
  if (!texts) return <span aria-busy="true" />;
  return (
    <NotificationBell
      unread={latest.data?.unread}
      loading={latest.isPending}
      error={failed}
      onOpenChange={(open) => {
        if (open) void latest.refetch();
      }}
    >
      <NotificationPanel
        notifications={latest.data?.results ?? []}
        texts={texts}
        unread={unread}
        loading={latest.isPending}
        error={failed}
        onRetry={() => void latest.refetch()}
        onMarkRead={(notification) => markRead.mutate({ ids: [notification.id] })}
        onMarkAllRead={() => markRead.mutate({ all: true })}
        markingAllRead={markRead.isPending && markRead.variables !== undefined && 'all' in markRead.variables}
        onOpen={(notification) => {
          if (notification.readAt === null) markRead.mutate({ ids: [notification.id] });
        }}
        allHref={paths.notifications}
        timeZone={timeZone}
      />
    </NotificationBell>
  );
}
