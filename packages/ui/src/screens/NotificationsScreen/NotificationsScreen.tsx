import styled from 'styled-components';
import type { Notification } from '@orbit/contract';
import type { NotificationKind } from '@orbit/domain';
import type { NotificationTexts } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Button } from '../../components/Button/index.ts';
import { Card } from '../../components/Card/index.ts';
import { Checkbox } from '../../components/Checkbox/index.ts';
import { DelayedLoader } from '../../components/DelayedLoader/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorState } from '../../components/ErrorState/index.ts';
import { NotificationList } from '../../components/NotificationPanel/index.ts';
import { ListFooter } from '../../components/ListFooter/index.ts';
import { ScreenHeader } from '../../components/ScreenHeader/index.ts';
import { Select } from '../../components/Select/index.ts';
import { Stack } from '../../components/Stack/index.ts';

/** Which notifications the history shows. */
export interface NotificationsScreenFilter {
  /** One kind only; every kind when undefined. */
  kind?: NotificationKind;
  /** Unread ones only. */
  unreadOnly: boolean;
}

export interface NotificationsScreenProps {
  /** The notifications of the current page, newest first. */
  notifications: readonly Notification[];
  /** The notification texts of the reader's language (`loadNotificationTexts` of @orbit/domain). */
  texts: NotificationTexts;
  /** How many notifications the filter matches on every page together. */
  total: number;
  /** The current page, from 1. */
  page: number;
  /** How many pages there are; the pagination shows only when there is more than one. */
  pageCount: number;
  /** Notifications per page, for the shown-of-total counter. */
  pageSize: number;
  /** Called with the page the person asks for. */
  onPageChange: (page: number) => void;
  /** The kinds the person can receive, in the catalogue's order: the choices of the kind filter. */
  kinds: readonly NotificationKind[];
  /** The filter shown. */
  filter: NotificationsScreenFilter;
  /** Called with the filter the person chooses. */
  onFilterChange: (filter: NotificationsScreenFilter) => void;
  /** Unread notifications in all, whatever the filter: “Mark all as read” shows while there are some. */
  unread: number;
  /** Marks one notification read. */
  onMarkRead: (notification: Notification) => void;
  /** Marks every notification read. */
  onMarkAllRead: () => void;
  /** “Mark all as read” is on its way. */
  markingAllRead?: boolean;
  /** Called when the person follows a notification's link (the app marks it read). */
  onOpen?: (notification: Notification) => void;
  /** The first answer is on its way. */
  loading?: boolean;
  /** Loading failed: an error with a retry replaces the list. */
  error?: boolean;
  /** Asks for the notifications again after a failure. */
  onRetry?: () => void;
  /** The reader's IANA time zone; the browser's when omitted. */
  timeZone?: string;
}

const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]} ${vars.space[6]};
`;

const allKinds = '';

/**
 * /dash/notifications (ADR 0080): everything the person was told, newest first, page by page, of one kind or every
 * kind, unread ones only or all; each leads to its subject and can be marked read, or all of them at once.
 */
export function NotificationsScreen({
  notifications,
  texts,
  total,
  page,
  pageCount,
  pageSize,
  onPageChange,
  kinds,
  filter,
  onFilterChange,
  unread,
  onMarkRead,
  onMarkAllRead,
  markingAllRead = false,
  onOpen,
  loading = false,
  error = false,
  onRetry,
  timeZone,
}: NotificationsScreenProps) {
  const { t } = useTranslation();
  const filtered = filter.kind !== undefined || filter.unreadOnly;

  function content() {
    if (loading) return <DelayedLoader layout="block" label={t('common.loading')} />;
    if (error) return <ErrorState message={t('notifications.loadError')} onRetry={onRetry} />;
    if (notifications.length === 0) {
      return <EmptyState message={filtered ? t('notifications.page.noMatch') : t('notifications.empty')} />;
    }
    const from = (page - 1) * pageSize + 1;
    return (
      <>
        <NotificationList
          notifications={notifications}
          texts={texts}
          label={t('notifications.page.list')}
          onMarkRead={onMarkRead}
          onOpen={onOpen}
          timeZone={timeZone}
        />
        <ListFooter
          from={from}
          shown={notifications.length}
          total={total}
          counter={(range) => t('notifications.page.counter', range)}
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
          paginationLabel={t('notifications.page.pagination')}
        />
      </>
    );
  }

  return (
    <Stack gap={5}>
      <ScreenHeader title={t('notifications.page.title')} titleLeading="normal">
        {unread > 0 && (
          <Button variant="secondary" loading={markingAllRead} onClick={onMarkAllRead}>
            {t('notifications.markAllRead')}
          </Button>
        )}
      </ScreenHeader>
      <Card heading={t('notifications.page.heading')}>
        <StyledFilters>
          <Select
            label={t('notifications.page.kind')}
            value={filter.kind ?? allKinds}
            options={[
              { value: allKinds, label: t('notifications.page.allKinds') },
              ...kinds.map((kind) => ({ value: kind, label: t(`notifications.kinds.${kind}`) })),
            ]}
            onChange={(value) =>
              onFilterChange({ ...filter, kind: value === allKinds ? undefined : (value as NotificationKind) })
            }
          />
          <Checkbox
            label={t('notifications.page.unreadOnly')}
            checked={filter.unreadOnly}
            onChange={(unreadOnly) => onFilterChange({ ...filter, unreadOnly })}
          />
        </StyledFilters>
        {content()}
      </Card>
    </Stack>
  );
}
