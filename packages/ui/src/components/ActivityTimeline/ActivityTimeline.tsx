import styled from 'styled-components';
import type { ClientActivityEntry } from '@orbit/contract';
import { formatDate, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Button } from '../Button/index.ts';
import { Card } from '../Card/index.ts';
import { DelayedLoader } from '../DelayedLoader/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { ErrorState } from '../ErrorState/index.ts';
import { activityText } from './activityText.ts';

export interface ActivityTimelineProps {
  /** The entries loaded so far, newest first. */
  entries: readonly ClientActivityEntry[];
  /** The first page is loading. */
  loading?: boolean;
  /** Loading failed: an error with a retry button replaces the list (or follows it, for a later page). */
  error?: boolean;
  /** Called by the retry button of the error state. */
  onRetry?: () => void;
  /** Older entries exist: a "show more" button loads them. */
  hasMore?: boolean;
  /** The next page is loading: the button is busy. */
  loadingMore?: boolean;
  /** Called by the "show more" button. */
  onLoadMore?: () => void;
  /** The viewer's IANA time zone, for times; the browser's when omitted. */
  timeZone?: string;
}

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0 0 ${vars.space[4]};
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  position: relative;
  padding: 0 0 ${vars.space[4]} ${vars.space[5]};
  border-left: ${vars.size.borderWidth} solid ${vars.color.border};

  &::before {
    content: '';
    position: absolute;
    top: ${vars.space[1]};
    left: calc(-1 * ${vars.space[1]} - ${vars.size.borderWidth} / 2);
    width: ${vars.space[2]};
    height: ${vars.space[2]};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.primary};
  }

  &:last-child {
    padding-bottom: 0;
  }
`;

const StyledWhat = styled.p`
  margin: 0;
  color: ${vars.color.text};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
`;

const StyledMeta = styled.p`
  margin: ${vars.space[1]} 0 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
`;

/** The client page's activity (ADR 0024): what staff did about the client and its licences, newest first. */
export function ActivityTimeline({
  entries,
  loading = false,
  error = false,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  timeZone,
}: ActivityTimelineProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const title = t('adminClients.activity.title');
  const errorState = <ErrorState message={t('adminClients.activity.loadError')} onRetry={onRetry} />;

  function content() {
    if (loading) return <DelayedLoader layout="block" label={t('common.loading')} />;
    if (error && entries.length === 0) return errorState;
    if (entries.length === 0) return <EmptyState message={t('adminClients.activity.empty')} />;
    return (
      <>
        <StyledList>
          {entries.map((entry) => (
            <StyledItem key={entry.id}>
              <StyledWhat>{activityText(entry, t, language)}</StyledWhat>
              <StyledMeta>
                <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, language, 'dateTime', timeZone)}</time>
                {' · '}
                {entry.actorName
                  ? t('adminClients.activity.by', { name: entry.actorName })
                  : t('adminClients.activity.byNobody')}
              </StyledMeta>
            </StyledItem>
          ))}
        </StyledList>
        {error
          ? errorState
          : hasMore && (
              <Button variant="secondary" size="sm" loading={loadingMore} onClick={onLoadMore}>
                {t('adminClients.activity.more')}
              </Button>
            )}
      </>
    );
  }

  return <Card heading={title}>{content()}</Card>;
}
