import styled from 'styled-components';
import type { Notification } from '@orbit/contract';
import type { NotificationTexts } from '@orbit/domain';
import { formatDate, formatRelativeTime, useTranslation } from '@orbit/i18n';
import { CheckIcon } from '../../icons/index.ts';
import { vars } from '../../theme/vars.ts';
import { Badge } from '../Badge/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { Link } from '../Link/index.ts';
import { notificationText } from './notificationText.ts';

export type NotificationListDates = 'relative' | 'absolute';

export interface NotificationListProps {
  /** The notifications to list, newest first. */
  notifications: readonly Notification[];
  /** The notification texts of the reader's language (`loadNotificationTexts` of @orbit/domain). */
  texts: NotificationTexts;
  /** Names the list for assistive technology. */
  label: string;
  /** `relative` (“3 hours ago”) where space is short, `absolute` (date and time) in the history. */
  dates?: NotificationListDates;
  /** Marks one read; without it unread ones have no such button. */
  onMarkRead?: (notification: Notification) => void;
  /** Called when the person follows a notification's link, before the app goes there. */
  onOpen?: (notification: Notification) => void;
  /** The reader's IANA time zone, for dates in the texts and beside them; the browser's when omitted. */
  timeZone?: string;
  /** The instant relative dates count from; now when omitted. */
  now?: Date;
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
  align-items: flex-start;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} 0;

  & + & {
    border-top: ${vars.size.borderWidth} solid ${vars.color.border};
  }
`;

const StyledText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
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
export function NotificationList({
  notifications,
  texts,
  label,
  dates = 'relative',
  onMarkRead,
  onOpen,
  timeZone,
  now = new Date(),
}: NotificationListProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <StyledList aria-label={label}>
      {notifications.map((notification) => {
        const { title, body } = notificationText(notification, texts, language, timeZone);
        const unread = notification.readAt === null;
        return (
          <StyledItem key={notification.id}>
            <StyledText>
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
                  {dates === 'relative'
                    ? formatRelativeTime(notification.updatedAt, now, language)
                    : formatDate(notification.updatedAt, language, 'dateTime', timeZone)}
                </time>
                {unread && <Badge tone="info">{t('notifications.unread')}</Badge>}
              </StyledMeta>
            </StyledText>
            {unread && onMarkRead && (
              <IconButton
                size="sm"
                label={t('notifications.markReadLabel', { title })}
                icon={<CheckIcon />}
                onClick={() => onMarkRead(notification)}
              />
            )}
          </StyledItem>
        );
      })}
    </StyledList>
  );
}
