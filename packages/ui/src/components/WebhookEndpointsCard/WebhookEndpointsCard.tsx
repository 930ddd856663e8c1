import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type {
  CreateWebhookEndpointBody,
  ResendWebhookBody,
  UpdateWebhookEndpointBody,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from '@orbit/contract';
import { formatDate, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Badge, type BadgeTone } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { Card } from '../Card/index.ts';
import { ConfirmDialog } from '../ConfirmDialog/index.ts';
import { DelayedLoader } from '../DelayedLoader/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { ErrorState } from '../ErrorState/index.ts';
import { SecretOnceDialog } from '../SecretOnceDialog/index.ts';
import { Stack } from '../Stack/index.ts';
import { RotateWebhookSecretDialog } from './RotateWebhookSecretDialog.tsx';
import { WebhookEndpointDialog } from './WebhookEndpointDialog.tsx';
import {
  changesOf,
  endpointName,
  eventTypeTextKey,
  webhookEndpointState,
  type WebhookEndpointKind,
  type WebhookEndpointState,
} from './webhookDraft.ts';

export type WebhookEndpointChanges = Partial<UpdateWebhookEndpointBody>;

export interface WebhookEndpointsCardProps {
  /** Whose endpoints: the business's (made by admins, any event) or the person's own account's. */
  kind: WebhookEndpointKind;
  /** The endpoints, newest first; undefined while they load. */
  endpoints: readonly WebhookEndpoint[] | undefined;
  /** Loading failed (`failed`, with a retry), or the viewer may not see these endpoints (`forbidden`). */
  loadError?: 'failed' | 'forbidden';
  onRetry?: () => void;
  /** Adds an endpoint and answers it with its secret; rejects with a `WebhookCallError`. Without it, none is added. */
  onCreate?: (body: CreateWebhookEndpointBody) => Promise<WebhookEndpointWithSecret>;
  /**
   * Changes an endpoint (its fields, enabled, a rotated secret); answers it, with the new secret when rotated and
   * since when it missed events when enabled again. Rejects with a `WebhookCallError`.
   */
  onUpdate?: (endpoint: WebhookEndpoint, changes: WebhookEndpointChanges) => Promise<WebhookEndpointWithSecret>;
  /** Deletes an endpoint; rejects with the message to show. */
  onDelete?: (endpoint: WebhookEndpoint) => Promise<unknown>;
  /** Sends a test event to an endpoint; answers its id. */
  onTest?: (endpoint: WebhookEndpoint) => Promise<{ eventId: string }>;
  /** Queues events again for an endpoint; answers how many. */
  onResend?: (endpoint: WebhookEndpoint, body: ResendWebhookBody) => Promise<{ queued: number }>;
  /**
   * The delivery log of an endpoint, a `WebhookDeliveryLogDialog` the app gives its data (its pages are loaded only
   * once it is open); `close` closes it. Without it, no log is offered.
   */
  deliveryLog?: (endpoint: WebhookEndpoint, close: () => void) => ReactNode;
  /** Changes are impossible now (offline). */
  disabled?: boolean;
  /** Dates are shown in this time zone; the browser's own when omitted. */
  timeZone?: string;
  /** Puts a secret on the clipboard; the browser's clipboard when omitted. */
  copy?: (text: string) => Promise<void>;
}

const StyledText = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

/** Takes the focus after an action whose button may be gone: a message, not a control, so no focus ring. */
const StyledNotice = styled.div`
  &:focus {
    outline: none;
  }
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li {
    border-top: ${vars.size.borderWidth} solid ${vars.color.border};
  }
`;

const StyledEndpoint = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]} 0;

  &:first-child {
    padding-top: 0;
  }
`;

const StyledHeading = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
`;

/** A URL can be as long as 2,000 characters: it breaks anywhere rather than widen the card. */
const StyledUrl = styled.code`
  min-width: 0;
  overflow-wrap: anywhere;
  font-weight: ${vars.fontWeight.regular};
`;

const StyledDetail = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

const StyledTypes = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const stateTones: Record<WebhookEndpointState, BadgeTone> = {
  enabled: 'success',
  failing: 'warning',
  disabled: 'danger',
};

type Outcome = { text: string; failure?: string };
type Confirming = { action: 'delete' | 'disable'; endpoint: WebhookEndpoint };

/**
 * The webhook endpoints of the business or of one account (ADR 0093, 0097): each with its URL, description, the
 * events it wants, its state (why it is disabled: by hand, an answer 410, or 5 days of failures), strict order and a
 * secret's overlap; adding one, editing it, rotating its secret, disabling and enabling it (then offering to resend
 * what it missed), deleting it, a test event and its delivery log. A secret shows once, in a dialog.
 */
export function WebhookEndpointsCard({
  kind,
  endpoints,
  loadError,
  onRetry,
  onCreate,
  onUpdate,
  onDelete,
  onTest,
  onResend,
  deliveryLog,
  disabled = false,
  timeZone,
  copy,
}: WebhookEndpointsCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<WebhookEndpoint>();
  const [rotating, setRotating] = useState<WebhookEndpoint>();
  const [confirming, setConfirming] = useState<Confirming>();
  const [missed, setMissed] = useState<{ endpoint: WebhookEndpoint; since: string }>();
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<WebhookEndpointWithSecret & { secret: string }>();
  const [logOf, setLogOf] = useState<WebhookEndpoint>();
  const [outcome, setOutcome] = useState<Outcome>();
  const notice = useRef<HTMLDivElement>(null);
  const dateOf = (at: string, style: 'medium' | 'dateTime' = 'dateTime') => formatDate(at, language, style, timeZone);
  const messageOf = (error: unknown) =>
    error instanceof Error && error.message ? error.message : t('webhooks.failed');

  // A dialog closes with the button that opened it maybe gone: the focus goes to the outcome.
  useEffect(() => {
    // Not while the offer to resend what an endpoint missed, just opened, holds the focus.
    if (outcome && !missed) notice.current?.focus();
  }, [outcome, missed]);

  /** Runs an action of a row, its outcome said above the list. */
  async function act(run: () => Promise<string>, failureTitle: string) {
    if (busy) return;
    setBusy(true);
    try {
      setOutcome({ text: await run() });
    } catch (error) {
      setOutcome({ text: failureTitle, failure: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  const showSecret = (answer: WebhookEndpointWithSecret) => {
    if (answer.secret !== null) setMade({ ...answer, secret: answer.secret });
  };

  function confirm({ action, endpoint }: Confirming) {
    const name = endpointName(endpoint);
    void act(
      async () => {
        if (action === 'delete') {
          await onDelete?.(endpoint);
          return t('webhooks.outcomes.deleted', { name });
        }
        await onUpdate?.(endpoint, { enabled: false });
        return t('webhooks.outcomes.disabled', { name });
      },
      t(action === 'delete' ? 'webhooks.outcomes.deleteFailed' : 'webhooks.outcomes.changeFailed', { name }),
    ).finally(() => setConfirming(undefined));
  }

  function enable(endpoint: WebhookEndpoint) {
    if (!onUpdate) return;
    const name = endpointName(endpoint);
    void act(
      async () => {
        const answer = await onUpdate(endpoint, { enabled: true });
        if (answer.missedSince !== null && onResend)
          setMissed({ endpoint: answer.endpoint, since: answer.missedSince });
        return t('webhooks.outcomes.enabled', { name });
      },
      t('webhooks.outcomes.changeFailed', { name }),
    );
  }

  function resendMissed(endpoint: WebhookEndpoint, since: string) {
    if (!onResend) return;
    const name = endpointName(endpoint);
    void act(
      async () => {
        const { queued } = await onResend(endpoint, { since });
        return t('webhooks.outcomes.resent', { name, count: queued });
      },
      t('webhooks.outcomes.resendFailed', { name }),
    ).finally(() => setMissed(undefined));
  }

  function test(endpoint: WebhookEndpoint) {
    if (!onTest) return;
    const name = endpointName(endpoint);
    void act(
      async () => {
        const { eventId } = await onTest(endpoint);
        return t('webhooks.outcomes.tested', { name, eventId });
      },
      t('webhooks.outcomes.testFailed', { name }),
    );
  }

  function stateOf(endpoint: WebhookEndpoint) {
    const state = webhookEndpointState(endpoint);
    return <Badge tone={stateTones[state]}>{t(`webhooks.states.${state}`)}</Badge>;
  }

  function row(endpoint: WebhookEndpoint) {
    const name = endpointName(endpoint);
    const labelled = (action: string) => ({ 'aria-label': t(`webhooks.actions.${action}Label`, { name }) });
    return (
      <StyledEndpoint key={endpoint.id}>
        <StyledHeading>
          <StyledUrl>{endpoint.url}</StyledUrl>
          {stateOf(endpoint)}
        </StyledHeading>
        {endpoint.description && <StyledText>{endpoint.description}</StyledText>}
        {endpoint.disabledReason !== null && (
          <StyledDetail>{t(`webhooks.disabledReasons.${endpoint.disabledReason}`)}</StyledDetail>
        )}
        {endpoint.enabled && endpoint.failingSince !== null && (
          <StyledDetail>{t('webhooks.failingSince', { date: dateOf(endpoint.failingSince) })}</StyledDetail>
        )}
        <StyledTypes aria-label={t('webhooks.form.events')}>
          {endpoint.eventTypes.map((type) => (
            <li key={type}>
              <Badge>{t(eventTypeTextKey(type))}</Badge>
            </li>
          ))}
        </StyledTypes>
        <StyledDetail>
          {t(endpoint.strictOrder ? 'webhooks.strictOrder' : 'webhooks.anyOrder')}
          {endpoint.previousSecretExpiresAt !== null &&
            ` · ${t('webhooks.previousSecretUntil', { date: dateOf(endpoint.previousSecretExpiresAt) })}`}
          {kind === 'business' && ` · ${t('webhooks.madeBy', { name: endpoint.createdBy.name })}`}
        </StyledDetail>
        <Stack direction="row" gap={2} wrap>
          {deliveryLog && (
            <Button variant="secondary" size="sm" {...labelled('log')} onClick={() => setLogOf(endpoint)}>
              {t('webhooks.actions.log')}
            </Button>
          )}
          {onTest && endpoint.enabled && (
            <Button
              variant="secondary"
              size="sm"
              disabled={disabled || busy}
              {...labelled('test')}
              onClick={() => test(endpoint)}
            >
              {t('webhooks.actions.test')}
            </Button>
          )}
          {onUpdate && (
            <>
              <Button
                variant="secondary"
                size="sm"
                disabled={disabled}
                {...labelled('edit')}
                onClick={() => {
                  setOutcome(undefined);
                  setEditing(endpoint);
                }}
              >
                {t('webhooks.actions.edit')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={disabled}
                {...labelled('rotate')}
                onClick={() => {
                  setOutcome(undefined);
                  setRotating(endpoint);
                }}
              >
                {t('webhooks.actions.rotate')}
              </Button>
              {endpoint.enabled ? (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={disabled}
                  {...labelled('disable')}
                  onClick={() => {
                    setOutcome(undefined);
                    setConfirming({ action: 'disable', endpoint });
                  }}
                >
                  {t('webhooks.actions.disable')}
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={disabled || busy}
                  {...labelled('enable')}
                  onClick={() => enable(endpoint)}
                >
                  {t('webhooks.actions.enable')}
                </Button>
              )}
            </>
          )}
          {onDelete && (
            <Button
              variant="secondary"
              size="sm"
              disabled={disabled}
              {...labelled('delete')}
              onClick={() => {
                setOutcome(undefined);
                setConfirming({ action: 'delete', endpoint });
              }}
            >
              {t('webhooks.actions.delete')}
            </Button>
          )}
        </Stack>
      </StyledEndpoint>
    );
  }

  function content() {
    if (loadError === 'forbidden') return <Alert tone="error">{t('webhooks.forbidden')}</Alert>;
    if (loadError === 'failed') return <ErrorState message={t('webhooks.loadError')} onRetry={onRetry} />;
    if (!endpoints) return <DelayedLoader layout="block" label={t('webhooks.loading')} />;
    if (endpoints.length === 0) return <EmptyState message={t('webhooks.empty')} />;
    return <StyledList aria-label={t('webhooks.listLabel')}>{endpoints.map(row)}</StyledList>;
  }

  const confirmingName = confirming ? endpointName(confirming.endpoint) : '';
  const missedName = missed ? endpointName(missed.endpoint) : '';
  return (
    <Card heading={t('webhooks.heading')}>
      <StyledText>{t(kind === 'business' ? 'webhooks.businessDescription' : 'webhooks.accountDescription')}</StyledText>
      {outcome && (
        <StyledNotice ref={notice} tabIndex={-1}>
          {outcome.failure === undefined ? (
            <Alert tone="success">{outcome.text}</Alert>
          ) : (
            <Alert tone="error" title={outcome.text}>
              {outcome.failure}
            </Alert>
          )}
        </StyledNotice>
      )}
      {onCreate && !loadError && endpoints && (
        <Stack direction="row" gap={2} wrap>
          <Button
            variant={endpoints.length === 0 ? 'primary' : 'secondary'}
            disabled={disabled}
            onClick={() => {
              setOutcome(undefined);
              setAdding(true);
            }}
          >
            {t('webhooks.add')}
          </Button>
        </Stack>
      )}
      {content()}
      {adding && onCreate && (
        <WebhookEndpointDialog
          kind={kind}
          onClose={() => setAdding(false)}
          onSubmit={async (body) => {
            const answer = await onCreate(body);
            setAdding(false);
            showSecret(answer);
          }}
        />
      )}
      {editing && onUpdate && (
        <WebhookEndpointDialog
          kind={kind}
          endpoint={editing}
          onClose={() => setEditing(undefined)}
          onSubmit={async (body) => {
            const changes = changesOf(editing, body);
            if (Object.keys(changes).length > 0) await onUpdate(editing, changes);
            setEditing(undefined);
          }}
        />
      )}
      {rotating && onUpdate && (
        <RotateWebhookSecretDialog
          endpoint={rotating}
          onClose={() => setRotating(undefined)}
          onSubmit={async (overlapHours) => {
            const answer = await onUpdate(rotating, { rotateSecret: true, rotationOverlapHours: overlapHours });
            setRotating(undefined);
            showSecret(answer);
          }}
        />
      )}
      {made && (
        <SecretOnceDialog
          secret={made.secret}
          copy={copy}
          onClose={() => setMade(undefined)}
          texts={{
            title: t('webhooks.secret.title', { name: endpointName(made.endpoint) }),
            warning: t('webhooks.secret.warning'),
            label: t('webhooks.secret.label'),
            copy: t('webhooks.secret.copy'),
            copied: t('webhooks.secret.copied'),
            copyFailed: t('webhooks.secret.copyFailed'),
            done: t('webhooks.secret.done'),
            ...(made.endpoint.previousSecretExpiresAt !== null && {
              note: t('webhooks.secret.previousUntil', { date: dateOf(made.endpoint.previousSecretExpiresAt) }),
            }),
          }}
        />
      )}
      {logOf && deliveryLog?.(logOf, () => setLogOf(undefined))}
      <ConfirmDialog
        open={confirming !== undefined}
        title={t(`webhooks.${confirming?.action ?? 'delete'}Dialog.title`, { name: confirmingName })}
        tone="danger"
        busy={busy}
        confirmLabel={t(`webhooks.${confirming?.action ?? 'delete'}Dialog.confirm`)}
        cancelLabel={t(`webhooks.${confirming?.action ?? 'delete'}Dialog.cancel`)}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => confirming && confirm(confirming)}
      >
        <StyledText>{t(`webhooks.${confirming?.action ?? 'delete'}Dialog.description`)}</StyledText>
      </ConfirmDialog>
      <ConfirmDialog
        open={missed !== undefined}
        title={t('webhooks.missedDialog.title', { name: missedName })}
        busy={busy}
        confirmLabel={t('webhooks.missedDialog.confirm')}
        cancelLabel={t('webhooks.missedDialog.cancel')}
        onCancel={() => setMissed(undefined)}
        onConfirm={() => missed && resendMissed(missed.endpoint, missed.since)}
      >
        <StyledText>{t('webhooks.missedDialog.description', { date: missed ? dateOf(missed.since) : '' })}</StyledText>
      </ConfirmDialog>
    </Card>
  );
}
