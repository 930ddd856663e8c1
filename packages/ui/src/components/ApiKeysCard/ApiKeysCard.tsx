import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ApiKey, ApiKeyWithSecret, CreateApiKeyBody } from '@orbit/contract';
import { apiKeyState, type ApiKeyKind, type ApiKeyState } from '@orbit/domain';
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
import { PlainTable } from '../PlainTable/index.ts';
import { Stack } from '../Stack/index.ts';
import { ApiKeySecretDialog } from './ApiKeySecretDialog.tsx';
import { CreateApiKeyDialog } from './CreateApiKeyDialog.tsx';
import { RollApiKeyDialog } from './RollApiKeyDialog.tsx';
import { scopeTextKey } from './apiKeyDraft.ts';

export interface ApiKeysCardProps {
  /** Whose keys: the business's (made by admins) or the person's own account's; the description says which. */
  kind: ApiKeyKind;
  /** The keys, newest first, revoked and expired ones included; undefined while they load. */
  keys: readonly ApiKey[] | undefined;
  /** Loading failed (`failed`, with a retry), or the viewer may not see these keys (`forbidden`). */
  loadError?: 'failed' | 'forbidden';
  /** Loads the keys again after a failure. */
  onRetry?: () => void;
  /** Makes a key and answers it with its secret; rejects with an `ApiKeyCallError`. Without it, no key is made. */
  onCreate?: (body: CreateApiKeyBody) => Promise<ApiKeyWithSecret>;
  /** Rolls a key and answers it with its new secret; rejects with the message to show. */
  onRoll?: (key: ApiKey, overlapHours: number) => Promise<ApiKeyWithSecret>;
  /** Revokes a key; rejects with the message to show. */
  onRevoke?: (key: ApiKey) => Promise<unknown>;
  /** Changes are impossible now (offline). */
  disabled?: boolean;
  /** "Now", for each key's state; the current instant when omitted. */
  now?: Date;
  /** Dates are shown in this time zone; the browser's own when omitted. */
  timeZone?: string;
  /** Puts a secret on the clipboard; the browser's clipboard when omitted. */
  copy?: (text: string) => Promise<void>;
}

const StyledText = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

/** Takes the focus after a revocation (tabIndex -1): a message, not a control, so it draws no focus ring. */
const StyledNotice = styled.div`
  &:focus {
    outline: none;
  }
`;

/** The key's name and what tells it apart wrap, so the table keeps a readable width. */
const StyledKey = styled.th`
  && {
    min-width: 16ch;
    white-space: normal;
  }
`;

const StyledName = styled.span`
  display: block;
  font-weight: ${vars.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const StyledDetail = styled.span`
  display: block;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.regular};
  overflow-wrap: anywhere;
`;

const StyledScopes = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
  min-width: 14ch;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const stateTones: Record<ApiKeyState, BadgeTone> = {
  live: 'success',
  expiringSoon: 'warning',
  expired: 'neutral',
  revoked: 'danger',
};

type Outcome = { key: ApiKey; failure?: string };

/**
 * The API keys of the business or of one account (ADR 0092, 0094): each key with its hint, scopes, state (live,
 * expiring soon, expired, revoked), expiry and last use; making one, rolling one with an overlap, revoking one after a
 * confirmation. A secret shows once, in a dialog, right after the key is made or rolled.
 */
export function ApiKeysCard({
  kind,
  keys,
  loadError,
  onRetry,
  onCreate,
  onRoll,
  onRevoke,
  disabled = false,
  now = new Date(),
  timeZone,
  copy,
}: ApiKeysCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [creating, setCreating] = useState(false);
  const [rolling, setRolling] = useState<ApiKey>();
  const [revoking, setRevoking] = useState<ApiKey>();
  const [revokeBusy, setRevokeBusy] = useState(false);
  const [made, setMade] = useState<ApiKeyWithSecret>();
  const [outcome, setOutcome] = useState<Outcome>();
  const notice = useRef<HTMLDivElement>(null);
  const dateOf = (at: string, style: 'medium' | 'dateTime' = 'medium') => formatDate(at, language, style, timeZone);

  // The confirmation closes with the button that opened it gone from the row: the focus goes to the outcome.
  useEffect(() => {
    if (outcome) notice.current?.focus();
  }, [outcome]);

  async function revoke(key: ApiKey) {
    if (!onRevoke || revokeBusy) return;
    setRevokeBusy(true);
    try {
      await onRevoke(key);
      setOutcome({ key });
    } catch (error) {
      setOutcome({ key, failure: error instanceof Error && error.message ? error.message : t('apiKeys.failed') });
    } finally {
      setRevokeBusy(false);
      setRevoking(undefined);
    }
  }

  function row(key: ApiKey) {
    const state = apiKeyState(key, now);
    const rollable = onRoll && (state === 'live' || state === 'expiringSoon');
    const revocable = onRevoke && state !== 'revoked';
    return (
      <tr key={key.id}>
        <StyledKey scope="row">
          <StyledName>{key.name}</StyledName>
          <StyledDetail>
            <code>{key.hint}</code>
          </StyledDetail>
          <StyledDetail>
            {key.allowedAddresses.length === 0
              ? t('apiKeys.anyAddress')
              : t('apiKeys.allowedFrom', { addresses: key.allowedAddresses.join(', ') })}
          </StyledDetail>
          {kind === 'business' && <StyledDetail>{t('apiKeys.madeBy', { name: key.createdBy.name })}</StyledDetail>}
        </StyledKey>
        <td>
          <StyledScopes>
            {key.scopes.map((scope) => (
              <li key={scope}>
                <Badge>{t(scopeTextKey(scope))}</Badge>
              </li>
            ))}
          </StyledScopes>
        </td>
        <td>
          <Badge tone={stateTones[state]}>{t(`apiKeys.states.${state}`)}</Badge>
          {key.revokedAt !== null && (
            <StyledDetail>{t('apiKeys.revokedOn', { date: dateOf(key.revokedAt) })}</StyledDetail>
          )}
          {key.revokedAt === null && key.previousSecretExpiresAt !== null && (
            <StyledDetail>
              {t('apiKeys.previousSecretUntil', { date: dateOf(key.previousSecretExpiresAt, 'dateTime') })}
            </StyledDetail>
          )}
        </td>
        <td>
          <time dateTime={key.expiresAt}>{dateOf(key.expiresAt)}</time>
        </td>
        <td>
          {key.lastUsedAt === null ? (
            t('apiKeys.neverUsed')
          ) : (
            <>
              <time dateTime={key.lastUsedAt}>{dateOf(key.lastUsedAt, 'dateTime')}</time>
              {key.lastUsedFrom && <StyledDetail>{t('apiKeys.usedFrom', { address: key.lastUsedFrom })}</StyledDetail>}
            </>
          )}
        </td>
        {(onRoll || onRevoke) && (
          <td>
            <Stack direction="row" gap={2} wrap>
              {rollable && (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={disabled}
                  aria-label={t('apiKeys.rollLabel', { name: key.name })}
                  onClick={() => setRolling(key)}
                >
                  {t('apiKeys.roll')}
                </Button>
              )}
              {revocable && (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={disabled}
                  aria-label={t('apiKeys.revokeLabel', { name: key.name })}
                  onClick={() => {
                    setOutcome(undefined);
                    setRevoking(key);
                  }}
                >
                  {t('apiKeys.revoke')}
                </Button>
              )}
            </Stack>
          </td>
        )}
      </tr>
    );
  }

  function content() {
    if (loadError === 'forbidden') return <Alert tone="error">{t('apiKeys.forbidden')}</Alert>;
    if (loadError === 'failed') return <ErrorState message={t('apiKeys.loadError')} onRetry={onRetry} />;
    if (!keys) return <DelayedLoader layout="block" label={t('apiKeys.loading')} />;
    if (keys.length === 0) return <EmptyState message={t('apiKeys.empty')} />;
    return (
      <PlainTable caption={t('apiKeys.tableCaption')}>
        <thead>
          <tr>
            <th scope="col">{t('apiKeys.columns.key')}</th>
            <th scope="col">{t('apiKeys.columns.scopes')}</th>
            <th scope="col">{t('apiKeys.columns.state')}</th>
            <th scope="col">{t('apiKeys.columns.expires')}</th>
            <th scope="col">{t('apiKeys.columns.lastUsed')}</th>
            {(onRoll || onRevoke) && <th scope="col">{t('apiKeys.columns.actions')}</th>}
          </tr>
        </thead>
        <tbody>{keys.map(row)}</tbody>
      </PlainTable>
    );
  }

  return (
    <Card heading={t('apiKeys.heading')}>
      <StyledText>{t(kind === 'business' ? 'apiKeys.businessDescription' : 'apiKeys.accountDescription')}</StyledText>
      {outcome && (
        <StyledNotice ref={notice} tabIndex={-1}>
          {outcome.failure === undefined ? (
            <Alert tone="success">{t('apiKeys.revoked', { name: outcome.key.name })}</Alert>
          ) : (
            <Alert tone="error" title={t('apiKeys.revokeFailed', { name: outcome.key.name })}>
              {outcome.failure}
            </Alert>
          )}
        </StyledNotice>
      )}
      {onCreate && !loadError && keys && (
        <Stack direction="row" gap={2} wrap>
          <Button
            variant={keys.length === 0 ? 'primary' : 'secondary'}
            disabled={disabled}
            onClick={() => {
              setOutcome(undefined);
              setCreating(true);
            }}
          >
            {t('apiKeys.make')}
          </Button>
        </Stack>
      )}
      {content()}
      {creating && onCreate && (
        <CreateApiKeyDialog
          open
          onClose={() => setCreating(false)}
          onSubmit={async (body) => {
            const answer = await onCreate(body);
            setCreating(false);
            setMade(answer);
          }}
        />
      )}
      {rolling && onRoll && (
        <RollApiKeyDialog
          apiKey={rolling}
          onClose={() => setRolling(undefined)}
          onSubmit={async (overlapHours) => {
            const answer = await onRoll(rolling, overlapHours);
            setRolling(undefined);
            setMade(answer);
          }}
        />
      )}
      {made && <ApiKeySecretDialog made={made} onClose={() => setMade(undefined)} copy={copy} timeZone={timeZone} />}
      <ConfirmDialog
        open={revoking !== undefined}
        title={t('apiKeys.revokeDialog.title', { name: revoking?.name ?? '' })}
        tone="danger"
        busy={revokeBusy}
        confirmLabel={t('apiKeys.revokeDialog.confirm')}
        cancelLabel={t('apiKeys.revokeDialog.cancel')}
        onCancel={() => setRevoking(undefined)}
        onConfirm={() => void (revoking && revoke(revoking))}
      >
        <StyledText>{t('apiKeys.revokeDialog.description')}</StyledText>
      </ConfirmDialog>
    </Card>
  );
}
