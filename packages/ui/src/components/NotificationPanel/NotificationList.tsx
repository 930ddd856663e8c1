import styled from 'styled-components';
import type { Notification } from '@orbit/contract';
import type { NotificationTexts } from '@orbit/domain';
import { formatDate, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Badge } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { Link } from '../Link/index.ts';
import { notificationText } from './notificationText.ts';

export interface NotificationListProps {
  /** The notifications to list, newest first. */
  notifications: readonly Notification[];
  /** The notification texts of the reader's language (`loadNotificationTexts` of @orbit/domain). */
  texts: NotificationTexts;
  /** Names the list for assistive technology. */
  label: string;
  /** Marks one read; without it unread ones have no such button. */
  onMarkRead?: (notification: Notification) => void;
  /** Called when the person follows a notification's link, before the app goes there. */
  onOpen?: (notification: Notification) => void;
  /** The reader's IANA time zone, for the dates in the texts and beside them; the browser's when omitted. */
  timeZone?: string;
}

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]} 0;
  overflow-wrap: anywhere;

  & + & {
    border-top: ${vars.size.borderWidth} solid ${vars.color.border};
  }
`;

const StyledTitle = styled(Link)`
  align-self: flex-start;
  color: ${vars.color.text};

  &[data-unread] {
    font-weight: ${vars.fontWeight.semibold};
  }
`;

const StyledBody = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  font-size: ${vars.fontSize.xs};
  color: ${vars.color.textMuted};
`;

/**
 * Notifications as the bell's panel and the notifications page list them: each one's title leads to its subject, its
 * text says what happened, and an unread one says so in words and can be marked read on its own.
 */
export function NotificationList({ notifications, texts, label, onMarkRead, onOpen, timeZone }: NotificationListProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <StyledList aria-label={label}>
      {notifications.map((notification) => {
        const { title, body } = notificationText(notification, texts, language, timeZone);
        const unread = notification.readAt === null;
        return (
          <StyledItem key={notification.id}>
            <StyledTitle
              href={notification.link}
              variant="standalone"
              data-unread={unread || undefined}
              onClick={() => onOpen?.(notification)}
            >
              {title}
            </StyledTitle>
            <StyledBody>{body}</StyledBody>
            <StyledMeta>
              <time dateTime={notification.updatedAt}>
                {formatDate(notification.updatedAt, language, 'dateTime', timeZone)}
              </time>
              {unread && <Badge tone="info">{t('notifications.unread')}</Badge>}
              {unread && onMarkRead && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('notifications.markReadLabel', { title })}
                  onClick={() => onMarkRead(notification)}
                >
                  {t('notifications.markRead')}
                </Button>
              )}
            </StyledMeta>
          </StyledItem>
        );
      })}
    </StyledList>
  );
}
