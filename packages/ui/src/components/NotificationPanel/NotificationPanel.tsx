import styled from 'styled-components';
import type { Notification } from '@orbit/contract';
import type { NotificationTexts } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Button } from '../Button/index.ts';
import { DelayedLoader } from '../DelayedLoader/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { ErrorState } from '../ErrorState/index.ts';
import { Link } from '../Link/index.ts';
import { NotificationList } from './NotificationList.tsx';

export interface NotificationPanelProps {
  /** The newest notifications, newest first. */
  notifications: readonly Notification[];
  /** The notification texts of the reader's language (`loadNotificationTexts` of @orbit/domain). */
  texts: NotificationTexts;
  /** Unread notifications in all, listed or not: “Mark all as read” shows while there are some. */
  unread: number;
  /** The first answer is on its way. */
  loading?: boolean;
  /** Loading failed: an error with a retry replaces the list. */
  error?: boolean;
  /** Asks for the notifications again after a failure. */
  onRetry?: () => void;
  /** Marks one notification read. */
  onMarkRead: (notification: Notification) => void;
  /** Marks every notification read. */
  onMarkAllRead: () => void;
  /** “Mark all as read” is on its way. */
  markingAllRead?: boolean;
  /** Called when the person follows a notification's link (the app marks it read). */
  onOpen?: (notification: Notification) => void;
  /** The notifications page, with the whole history. */
  allHref: string;
  /** The reader's IANA time zone; the browser's when omitted. */
  timeZone?: string;
}

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  width: ${vars.size.formWidth};
  max-width: 100%;
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

const StyledHeading = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text};
`;

const StyledFooter = styled.div`
  padding-top: ${vars.space[2]};
  border-top: ${vars.size.borderWidth} solid ${vars.color.border};
  font-size: ${vars.fontSize.sm};
`;

/**
 * What the bell opens (ADR 0080): the newest notifications, each leading to its subject, with “Mark all as read” and
 * a way to the whole history. It shows what it is given; the app loads the notifications and their texts.
 */
export function NotificationPanel({
  notifications,
  texts,
  unread,
  loading = false,
  error = false,
  onRetry,
  onMarkRead,
  onMarkAllRead,
  markingAllRead = false,
  onOpen,
  allHref,
  timeZone,
}: NotificationPanelProps) {
  const { t } = useTranslation();

  function content() {
    if (loading) return <DelayedLoader layout="block" label={t('common.loading')} />;
    if (error) return <ErrorState message={t('notifications.loadError')} onRetry={onRetry} />;
    if (notifications.length === 0) return <EmptyState message={t('notifications.empty')} />;
    return (
      <NotificationList
        notifications={notifications}
        texts={texts}
        label={t('notifications.panel')}
        onMarkRead={onMarkRead}
        onOpen={onOpen}
        timeZone={timeZone}
      />
    );
  }

  return (
    <StyledPanel>
      <StyledHeader>
        <StyledHeading>{t('notifications.panel')}</StyledHeading>
        {unread > 0 && (
          <Button variant="ghost" size="sm" loading={markingAllRead} onClick={onMarkAllRead}>
            {t('notifications.markAllRead')}
          </Button>
        )}
      </StyledHeader>
      {content()}
      <StyledFooter>
        <Link href={allHref} variant="standalone">
          {t('notifications.seeAll')}
        </Link>
      </StyledFooter>
    </StyledPanel>
  );
}
