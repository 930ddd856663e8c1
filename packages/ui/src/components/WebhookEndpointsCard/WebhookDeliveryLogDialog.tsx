import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ResendWebhookBody, WebhookDelivery, WebhookEndpoint } from '@orbit/contract';
import { instantOfLocalDateTime, isoDateInZone, localDateTimeInZone } from '@orbit/domain';
import { localeOf, useTranslation } from '@orbit/i18n';
import { focusRing } from '../../theme/mixins.ts';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Badge } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { DelayedLoader } from '../DelayedLoader/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { ErrorState } from '../ErrorState/index.ts';
import { Modal } from '../Modal/index.ts';
import { Stack } from '../Stack/index.ts';
import { TextField } from '../TextField/index.ts';
import { deliveryOutcome, endpointName, eventTypeTextKey } from './webhookDraft.ts';

export interface WebhookDeliveryLogDialogProps {
  /** The endpoint whose attempts these are. */
  endpoint: WebhookEndpoint;
  /** Its attempts, newest first, the pages loaded so far; undefined while the first loads. */
  deliveries: readonly WebhookDelivery[] | undefined;
  /** Loading failed; `onRetry` tries again. */
  loadError?: boolean;
  onRetry?: () => void;
  /** Older attempts remain: `onLoadMore` fetches the next page. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Queues one event again, or every event since a moment; answers how many. Without it, nothing is resent. */
  onResend?: (body: ResendWebhookBody) => Promise<{ queued: number }>;
  onClose: () => void;
  /** Changes are impossible now (offline). */
  disabled?: boolean;
  /** "Now", for the moment resending starts from unless changed; the current instant when omitted. */
  now?: Date;
  /** Times are shown and picked in this time zone; the browser's own when omitted. */
  timeZone?: string;
}

const StyledText = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

const StyledSince = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};

  & > :first-child {
    flex-basis: 100%;
  }
`;

const StyledSinceTitle = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledAttempt = styled.details`
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};

  & > summary {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space[1]} ${vars.space[3]};
    padding: ${vars.space[2]} ${vars.space[3]};
    border-radius: ${vars.radius.md};
    cursor: pointer;
    list-style: none;
  }

  /* A flex summary loses the browser's marker: this one says the attempt opens, and is not read out. */
  & > summary::before {
    content: '▸' / '';
    color: ${vars.color.textMuted};
  }

  &[open] > summary::before {
    content: '▾' / '';
  }

  & > summary::-webkit-details-marker {
    display: none;
  }

  & > summary:focus-visible {
    ${focusRing()}
  }
`;

const StyledTime = styled.time`
  font-variant-numeric: tabular-nums;
`;

const StyledType = styled.span`
  font-weight: ${vars.fontWeight.semibold};
`;

const StyledMuted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: 0 ${vars.space[3]} ${vars.space[3]};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

/** The first 4 KB of an answer as it came, scrollable both ways, reachable with the keyboard. */
const StyledAnswer = styled.pre`
  max-height: 16rem;
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  overflow: auto;
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  &:focus-visible {
    ${focusRing()}
  }
`;

const StyledStatus = styled.p`
  min-height: calc(${vars.lineHeight.normal} * 1em);
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const dayMs = 24 * 60 * 60 * 1000;
/** Resending reaches 90 days back at most (the events kept, ADR 0093). */
const resendDays = 90;

/**
 * The delivery log of one endpoint (ADR 0093, 0097): each attempt, newest first, its time (in the viewer's zone,
 * to the second), event, outcome and duration; opened, the event's id, why no answer came and the first 4 KB of the
 * answer. One event can be resent, or everything since a moment picked on the viewer's own clock.
 */
export function WebhookDeliveryLogDialog({
  endpoint,
  deliveries,
  loadError = false,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onResend,
  onClose,
  disabled = false,
  now = new Date(),
  timeZone,
}: WebhookDeliveryLogDialogProps) {
  const { t, i18n } = useTranslation();
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [sinceDefault] = useState(() => localDateTimeInZone(new Date(now.getTime() - dayMs), zone));
  const [sinceDay, setSinceDay] = useState(sinceDefault.slice(0, 10));
  const [sinceTime, setSinceTime] = useState(sinceDefault.slice(11, 16));
  const [sinceError, setSinceError] = useState<string>();
  const [sinceBusy, setSinceBusy] = useState(false);
  const [sinceOutcome, setSinceOutcome] = useState<string>();
  const [resent, setResent] = useState<Record<number, string>>({});
  const sinceId = useId();
  const timeFormat = new Intl.DateTimeFormat(localeOf(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: zone,
  });
  const failed = (error: unknown) => (error instanceof Error && error.message ? error.message : t('webhooks.failed'));
  const mayResend = onResend !== undefined && endpoint.enabled;

  async function resendSince(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!onResend || sinceBusy) return;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(sinceDay) || !/^\d{2}:\d{2}$/.test(sinceTime)) {
      setSinceError(t('webhooks.log.sinceRequired'));
      return;
    }
    setSinceError(undefined);
    setSinceBusy(true);
    setSinceOutcome(undefined);
    try {
      const since = instantOfLocalDateTime(`${sinceDay}T${sinceTime}`, zone).toISOString();
      const { queued } = await onResend({ since });
      setSinceOutcome(t('webhooks.log.resent', { count: queued }));
    } catch (error) {
      setSinceOutcome(failed(error));
    } finally {
      setSinceBusy(false);
    }
  }

  /** Resends the event of its newest attempt; the outcome shows beside that attempt's button. */
  async function resendOne({ id, eventId }: WebhookDelivery) {
    if (!onResend) return;
    try {
      const { queued } = await onResend({ eventId });
      setResent((before) => ({ ...before, [id]: t('webhooks.log.resent', { count: queued }) }));
    } catch (error) {
      setResent((before) => ({ ...before, [id]: failed(error) }));
    }
  }

  function outcomeOf(delivery: WebhookDelivery) {
    const outcome = deliveryOutcome(delivery);
    if (outcome.kind === 'delivered') {
      return <Badge tone="success">{t('webhooks.log.delivered', { status: outcome.status })}</Badge>;
    }
    if (outcome.kind === 'refused') {
      return <Badge tone="danger">{t('webhooks.log.refused', { status: outcome.status })}</Badge>;
    }
    return <Badge tone="danger">{t(`webhooks.log.failures.${outcome.failure}`)}</Badge>;
  }

  /** The newest attempt of each event in the list: resending sends the event again, so it has one button only. */
  const newestAttempts = new Set<number>();
  const seenEvents = new Set<string>();
  for (const delivery of deliveries ?? []) {
    if (seenEvents.has(delivery.eventId)) continue;
    seenEvents.add(delivery.eventId);
    newestAttempts.add(delivery.id);
  }

  function attempt(delivery: WebhookDelivery) {
    const names = { number: delivery.attempt, eventId: delivery.eventId };
    return (
      <li key={delivery.id}>
        <StyledAttempt>
          <summary>
            <StyledTime dateTime={delivery.attemptedAt}>{timeFormat.format(new Date(delivery.attemptedAt))}</StyledTime>
            <StyledType>{t(eventTypeTextKey(delivery.eventType))}</StyledType>
            {outcomeOf(delivery)}
            <StyledMuted>
              {t('webhooks.log.attempt', { number: delivery.attempt })} ·{' '}
              <span aria-label={t('webhooks.log.durationLabel')}>
                {t('webhooks.log.duration', { ms: delivery.durationMs })}
              </span>
            </StyledMuted>
          </summary>
          <StyledBody>
            <span>
              {t('webhooks.log.eventId')}: <code>{delivery.eventId}</code> · <code>{delivery.eventType}</code>
            </span>
            {delivery.error && (
              <span>
                {t('webhooks.log.why')}: {delivery.error}
              </span>
            )}
            {delivery.status !== null &&
              (delivery.responseBody ? (
                <>
                  <span>{t('webhooks.log.answer')}</span>
                  <StyledAnswer tabIndex={0} role="region" aria-label={t('webhooks.log.answerLabel', names)}>
                    {delivery.responseBody}
                  </StyledAnswer>
                </>
              ) : (
                <span>{t('webhooks.log.noBody')}</span>
              ))}
            {mayResend && delivery.eventType !== 'webhook.test' && newestAttempts.has(delivery.id) && (
              <Stack direction="row" gap={3} align="center" wrap>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={disabled}
                  aria-label={t('webhooks.log.resendLabel', names)}
                  onClick={() => void resendOne(delivery)}
                >
                  {t('webhooks.log.resend')}
                </Button>
                <StyledStatus role="status">{resent[delivery.id]}</StyledStatus>
              </Stack>
            )}
          </StyledBody>
        </StyledAttempt>
      </li>
    );
  }

  function content() {
    if (loadError) return <ErrorState message={t('webhooks.log.loadError')} onRetry={onRetry} />;
    if (!deliveries) return <DelayedLoader layout="block" label={t('webhooks.log.loading')} />;
    if (deliveries.length === 0) return <EmptyState message={t('webhooks.log.empty')} />;
    return (
      <Stack gap={3}>
        <StyledList aria-label={t('webhooks.log.listLabel')}>{deliveries.map(attempt)}</StyledList>
        {hasMore && onLoadMore && (
          <div>
            <Button variant="secondary" loading={loadingMore} onClick={onLoadMore}>
              {t('webhooks.log.more')}
            </Button>
          </div>
        )}
      </Stack>
    );
  }

  const today = isoDateInZone(now, zone);
  return (
    <Modal
      open
      onClose={onClose}
      variant="fullscreen"
      title={t('webhooks.log.title', { name: endpointName(endpoint) })}
    >
      <Stack gap={4}>
        <StyledText>{t('webhooks.log.description', { zone })}</StyledText>
        {onResend && !endpoint.enabled && <Alert tone="info">{t('webhooks.log.disabledNote')}</Alert>}
        {mayResend && (
          <StyledSince noValidate aria-labelledby={`${sinceId}-title`} onSubmit={(event) => void resendSince(event)}>
            <Stack gap={1}>
              <StyledSinceTitle id={`${sinceId}-title`}>{t('webhooks.log.resendSince')}</StyledSinceTitle>
              <StyledText>{t('webhooks.log.resendSinceHint')}</StyledText>
            </Stack>
            {/* The browser's own day and time fields rather than DatePicker, whose calendar the pages would share (ADR 0097). */}
            <TextField
              type="date"
              label={t('webhooks.log.sinceDay')}
              required
              min={isoDateInZone(new Date(now.getTime() - resendDays * dayMs), zone)}
              max={today}
              value={sinceDay}
              error={sinceError}
              onChange={(event) => setSinceDay(event.target.value)}
            />
            <TextField
              type="time"
              label={t('webhooks.log.sinceTime')}
              required
              value={sinceTime}
              onChange={(event) => setSinceTime(event.target.value)}
            />
            <Button type="submit" variant="secondary" loading={sinceBusy} disabled={disabled}>
              {t('webhooks.log.resendSinceSubmit')}
            </Button>
            <StyledStatus role="status">{sinceOutcome}</StyledStatus>
          </StyledSince>
        )}
        {content()}
      </Stack>
    </Modal>
  );
}
