import styled from 'styled-components';
import type { CoasterDetailResponse } from '@orbit/contract';
import { formatDate, formatNumber, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { focusRing } from '../../theme/mixins.ts';
import { Card } from '../../components/Card/index.ts';
import { formatDuration } from '../coasterParts/index.ts';
import {
  connectionStretches,
  historyEvents,
  outageTotals,
  positionIn,
  stretchSeconds,
  type ConnectionKind,
  type HistoryEvent,
} from './coasterHistory.ts';

export interface CoasterHistoryCardProps {
  history: CoasterDetailResponse['history'];
  now: Date;
  timeZone: string | undefined;
}

const kindColors: Record<ConnectionKind, string> = {
  online: vars.color.feedback.success.border,
  offline: vars.color.danger,
  switchedOff: vars.color.textDisabled,
};

const StyledStrip = styled.div`
  display: grid;
  grid-template-columns: max-content 1fr;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
  font-size: ${vars.fontSize.xs};
  color: ${vars.color.textMuted};
`;

const StyledLane = styled.div`
  position: relative;
  height: ${vars.space[4]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceMuted};
  overflow: hidden;
`;

/** A stretch of a lane, placed in percent of the history so the strip fits any width. */
const StyledSpan = styled.span`
  position: absolute;
  top: 0;
  bottom: 0;
  min-width: ${vars.size.focusRing};
`;

/** A moment of a lane: a delivery, a version change. */
const StyledMark = styled.span`
  position: absolute;
  top: 15%;
  bottom: 15%;
  width: ${vars.size.focusRing};
  transform: translateX(-50%);
`;

const StyledAxis = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};

  & li {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[1]};
  }
`;

const StyledSwatch = styled.span`
  width: ${vars.space[3]};
  height: ${vars.space[3]};
  border-radius: ${vars.radius.sm};
`;

const StyledSummary = styled.p`
  margin: 0;
  font-weight: ${vars.fontWeight.semibold};
`;

const StyledDetails = styled.details`
  & > summary {
    width: fit-content;
    border-radius: ${vars.radius.sm};
    color: ${vars.color.link};
    font-weight: ${vars.fontWeight.medium};
    cursor: pointer;
  }

  & > summary:focus-visible {
    ${focusRing()}
  }
`;

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: ${vars.space[3]} 0 0;
  padding: 0;
  list-style: none;

  & li {
    display: flex;
    flex-direction: column;
    padding-inline-start: ${vars.space[3]};
    border-inline-start: ${vars.size.focusRing} solid ${vars.color.border};
  }

  & li[data-kind='offline'] {
    border-inline-start-color: ${vars.color.danger};
  }

  & li[data-kind='block'] {
    border-inline-start-color: ${vars.color.feedback.warning.border};
  }
`;

const StyledWhen = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/**
 * The machine's last 30 days: a strip of its online runs and outages, blocks, daily deliveries and version changes
 * (a picture only), and the same as a list, newest first, with each stretch's length.
 */
export function CoasterHistoryCard({ history, now, timeZone }: CoasterHistoryCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const stretches = connectionStretches(history.onlineRuns);
  const outages = outageTotals(stretches, now);
  const events = historyEvents(history);
  const date = (at: string) => formatDate(at, language, 'dateTime', timeZone);
  const duration = (stretch: { from: string; to: string | null }) =>
    formatDuration(stretchSeconds(stretch, now), language);
  const left = (at: string | number) => `${positionIn(history, at) * 100}%`;
  const width = (from: string, to: string | null) =>
    `${(positionIn(history, to ?? history.to) - positionIn(history, from)) * 100}%`;
  const busiestDay = Math.max(1, ...history.syncs.map((sync) => sync.rides));

  function eventLine(event: HistoryEvent) {
    switch (event.type) {
      case 'connection': {
        const when =
          event.to === null
            ? t('coasters.machine.periodOpen', { from: date(event.from), duration: duration(event) })
            : t('coasters.machine.period', { from: date(event.from), to: date(event.to), duration: duration(event) });
        return { kind: event.kind, what: t(`coasters.machine.lanes.${event.kind}`), when };
      }
      case 'block': {
        const reason = t('clientPages.blocking.reasonCode', {
          code: event.code,
          reason: t(`clientPages.blocking.reasons.${event.reason}`),
        });
        return {
          kind: 'block',
          what: t(event.onAccount ? 'coasters.machine.accountBlocked' : 'coasters.machine.licenseBlocked', { reason }),
          when:
            event.to === null
              ? t('coasters.machine.stillOpen', { from: date(event.from) })
              : t('coasters.machine.closed', { from: date(event.from), to: date(event.to) }),
        };
      }
      case 'sync':
        return {
          kind: 'sync',
          what: t('coasters.machine.sync', {
            rides: formatNumber(event.rides, language),
            batches: formatNumber(event.batches, language),
          }),
          when: t('coasters.machine.syncDay', {
            date: formatDate(`${event.date}T12:00:00Z`, language, 'medium', 'UTC'),
            time: formatDate(event.lastAt, language, 'time', timeZone),
          }),
        };
      case 'version':
        return {
          kind: 'version',
          what: t('coasters.machine.version', { app: event.appVersion, game: event.gameVersion }),
          when: t('coasters.machine.versionFrom', { date: date(event.at) }),
        };
    }
  }

  return (
    <Card heading={t('coasters.machine.history')}>
      <StyledSummary>
        {outages.count === 0
          ? t('coasters.machine.noOutage')
          : t('coasters.machine.outages', {
              count: formatNumber(outages.count, language),
              duration: formatDuration(outages.seconds, language),
            })}
      </StyledSummary>
      {/* The strip is a picture of the list below, which says all of it in words. */}
      <StyledStrip aria-hidden="true" data-testid="coaster-history-strip">
        <span>{t('coasters.machine.lanes.online')}</span>
        <StyledLane>
          {stretches.map((stretch) => (
            <StyledSpan
              key={`${stretch.kind}-${stretch.from}`}
              data-kind={stretch.kind}
              title={`${t(`coasters.machine.lanes.${stretch.kind}`)}: ${duration(stretch)}`}
              style={{
                left: left(stretch.from),
                width: width(stretch.from, stretch.to),
                background: kindColors[stretch.kind],
              }}
            />
          ))}
        </StyledLane>
        <span>{t('coasters.machine.lanes.blocked')}</span>
        <StyledLane>
          {history.blocks.map((block) => (
            <StyledSpan
              key={`${block.code}-${block.from}`}
              style={{
                left: left(block.from),
                width: width(block.from, block.to),
                background: vars.color.feedback.warning.border,
              }}
            />
          ))}
        </StyledLane>
        <span>{t('coasters.machine.lanes.syncs')}</span>
        <StyledLane>
          {history.syncs.map((sync) => (
            <StyledMark
              key={sync.date}
              title={sync.date}
              style={{
                left: left(sync.lastAt),
                top: `${85 - (70 * sync.rides) / busiestDay}%`,
                background: vars.color.primary,
              }}
            />
          ))}
        </StyledLane>
        <span>{t('coasters.machine.lanes.versions')}</span>
        <StyledLane>
          {history.versions.map((version) => (
            <StyledMark
              key={version.at}
              title={`${version.appVersion} / ${version.gameVersion}`}
              style={{ left: left(version.at), background: vars.color.text }}
            />
          ))}
        </StyledLane>
        <span />
        <StyledAxis>
          <span>{formatDate(history.from, language, 'medium', timeZone)}</span>
          <span>{formatDate(history.to, language, 'medium', timeZone)}</span>
        </StyledAxis>
      </StyledStrip>
      <StyledLegend aria-hidden="true">
        {(['online', 'offline', 'switchedOff'] as const).map((kind) => (
          <li key={kind}>
            <StyledSwatch style={{ background: kindColors[kind] }} />
            {t(`coasters.machine.lanes.${kind}`)}
          </li>
        ))}
        <li>
          <StyledSwatch style={{ background: vars.color.feedback.warning.border }} />
          {t('coasters.machine.lanes.blocked')}
        </li>
      </StyledLegend>
      <StyledDetails>
        <summary>{t('coasters.machine.events')}</summary>
        {events.length === 0 ? (
          <p>{t('coasters.machine.noEvents')}</p>
        ) : (
          <StyledList>
            {events.map((event) => {
              const line = eventLine(event);
              return (
                <li key={`${event.type}-${eventKey(event)}`} data-kind={line.kind}>
                  <span>{line.what}</span>
                  <StyledWhen>{line.when}</StyledWhen>
                </li>
              );
            })}
          </StyledList>
        )}
      </StyledDetails>
    </Card>
  );
}

/** A key unique in the list: two events of one type never start together. */
function eventKey(event: HistoryEvent): string {
  switch (event.type) {
    case 'connection':
    case 'block':
      return `${event.from}-${'kind' in event ? event.kind : event.code}`;
    case 'sync':
      return event.date;
    case 'version':
      return event.at;
  }
}
