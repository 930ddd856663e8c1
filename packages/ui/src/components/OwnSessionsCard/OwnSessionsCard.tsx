import { useState } from 'react';
import styled from 'styled-components';
import type { OwnSession } from '@orbit/contract';
import { formatDate, useTranslation, type TFunction } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Badge } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { Card } from '../Card/index.ts';
import { DescriptionList } from '../DescriptionList/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { ErrorState } from '../ErrorState/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import { Stack } from '../Stack/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';

export interface OwnSessionsCardProps {
  /** The person's open sessions, the most recently seen first; absent while loading. */
  sessions?: readonly OwnSession[];
  /** The sessions are loading: skeletons stand in for them. */
  loading?: boolean;
  /** Loading failed: an error with a retry button replaces the list. */
  error?: boolean;
  /** Called by the retry button of the error state. */
  onRetry?: () => void;
  /** Ends one other session; rejects with the message to show. */
  onEnd: (session: OwnSession) => Promise<unknown>;
  /** Ends every session but this one; resolves with how many ended. */
  onEndOthers: () => Promise<{ ended: number }>;
  /** Nothing can be ended now (offline). */
  disabled?: boolean;
  /** The person's IANA time zone, for dates; the browser's when omitted. */
  timeZone?: string;
}

const StyledDescription = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledSession = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding-top: ${vars.space[4]};
  border-top: ${vars.size.borderWidth} solid ${vars.color.border};

  &:first-child {
    padding-top: 0;
    border-top: none;
  }
`;

const StyledName = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  font-weight: ${vars.fontWeight.semibold};
`;

/** What a person recognises a session by: its browser and system, as far as the user agent told them. */
export function sessionName(session: Pick<OwnSession, 'browser' | 'os'>, t: TFunction): string {
  const browser = session.browser ?? t('ownSessions.unknownBrowser');
  return session.os ? t('ownSessions.onSystem', { browser, os: session.os }) : browser;
}

/**
 * The profile's sessions card (ADR 0055): every open session of the person with its browser, address and times,
 * this one marked; any other ends with its button, or all of them at once.
 */
export function OwnSessionsCard({
  sessions,
  loading = false,
  error = false,
  onRetry,
  onEnd,
  onEndOthers,
  disabled = false,
  timeZone,
}: OwnSessionsCardProps) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<string>();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string }>();
  const date = (value: string) => formatDate(value, i18n.language, 'dateTime', timeZone);

  async function run(key: string, action: () => Promise<number>) {
    setBusy(key);
    setOutcome(undefined);
    try {
      setOutcome({ tone: 'success', text: t('ownSessions.ended', { count: await action() }) });
    } catch (reason) {
      setOutcome({
        tone: 'error',
        text: reason instanceof Error && reason.message ? reason.message : t('ownSessions.endFailed'),
      });
    } finally {
      setBusy(undefined);
    }
  }

  const heading = t('ownSessions.heading');
  if (error) {
    return (
      <Card heading={heading}>
        <ErrorState message={t('ownSessions.loadError')} onRetry={onRetry} />
      </Card>
    );
  }
  if (loading || !sessions) {
    return (
      <Card heading={heading}>
        <div aria-busy="true">
          <VisuallyHidden role="status">{t('ownSessions.loading')}</VisuallyHidden>
          <Skeleton />
          <Skeleton />
        </div>
      </Card>
    );
  }

  const others = sessions.filter((session) => !session.current);
  return (
    <Card heading={heading}>
      <StyledDescription>{t('ownSessions.description')}</StyledDescription>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <StyledList>
        {sessions.map((session) => {
          const name = sessionName(session, t);
          return (
            <StyledSession key={session.id} aria-current={session.current ? 'true' : undefined}>
              <Stack direction="row" gap={2} align="center" justify="space-between" wrap>
                <StyledName>
                  {name}
                  {session.current && <Badge tone="success">{t('ownSessions.thisSession')}</Badge>}
                </StyledName>
                {!session.current && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('ownSessions.endNamed', { name, date: date(session.lastSeenAt) })}
                    loading={busy === session.id}
                    disabled={disabled || (busy !== undefined && busy !== session.id)}
                    onClick={() => void run(session.id, async () => (await onEnd(session), 1))}
                  >
                    {t('ownSessions.end')}
                  </Button>
                )}
              </Stack>
              <DescriptionList
                items={[
                  { id: 'ip', label: t('ownSessions.ip'), value: session.ip ?? '—' },
                  { id: 'lastSeen', label: t('ownSessions.lastSeen'), value: date(session.lastSeenAt) },
                  { id: 'signedIn', label: t('ownSessions.signedIn'), value: date(session.createdAt) },
                ]}
              />
            </StyledSession>
          );
        })}
      </StyledList>
      {others.length === 0 ? (
        <EmptyState message={t('ownSessions.empty')} />
      ) : (
        <div>
          <Button
            variant="danger"
            loading={busy === 'others'}
            disabled={disabled || (busy !== undefined && busy !== 'others')}
            onClick={() => void run('others', async () => (await onEndOthers()).ended)}
          >
            {t('ownSessions.endOthers')}
          </Button>
        </div>
      )}
    </Card>
  );
}
