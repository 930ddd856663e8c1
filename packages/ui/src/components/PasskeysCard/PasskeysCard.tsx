import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Passkey } from '@orbit/contract';
import { formatDate, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Badge } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { Card } from '../Card/index.ts';
import { DelayedLoader } from '../DelayedLoader/index.ts';
import { Stack } from '../Stack/index.ts';
import { TextField } from '../TextField/index.ts';

export interface PasskeysCardProps {
  /** The user's passkeys; undefined while they load. */
  passkeys: readonly Passkey[] | undefined;
  /** They could not be loaded. */
  loadFailed?: boolean;
  /** This browser can make and use passkeys; when false the card says so and offers no addition. */
  supported?: boolean;
  /** The name the form suggests for a new passkey (the browser and system it is made on). */
  defaultName?: string;
  /** Adds a passkey with this name (the app runs the browser's ceremony). Rejects with a message to show. */
  onAdd: (name: string) => Promise<unknown>;
  /** Removes one of the passkeys. Rejects with a message to show. */
  onRemove: (id: number) => Promise<unknown>;
  /** Changes are impossible now (offline). */
  disabled?: boolean;
  /** Dates are shown in this time zone; the browser's own when omitted. */
  timeZone?: string;
}

const StyledText = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[4]};

  & + & {
    border-top: ${vars.size.borderWidth} solid ${vars.color.border};
  }
`;

const StyledName = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  font-weight: ${vars.fontWeight.semibold};
`;

const StyledDates = styled.span`
  display: block;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/** A message of a rejected call, or the card's own when it has none. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The profile's passkeys (ADR 0059): the list with when each was added and last used, a form that names a new one
 * before the browser makes it, and a removal asked twice. A passkey signs in alone or stands for the second step.
 */
export function PasskeysCard({
  passkeys,
  loadFailed = false,
  supported = true,
  defaultName = '',
  onAdd,
  onRemove,
  disabled = false,
  timeZone,
}: PasskeysCardProps) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string>();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState(defaultName);
  const [nameInvalid, setNameInvalid] = useState(false);
  const [confirmingRemoval, setConfirmingRemoval] = useState<number>();
  const dateOf = (instant: string) => formatDate(new Date(instant), i18n.language, 'medium', timeZone);

  async function run(action: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    setErrorMessage(undefined);
    try {
      await action();
      return true;
    } catch (error) {
      setErrorMessage(messageOf(error, t('passkeys.failed')));
      return false;
    } finally {
      setBusy(false);
    }
  }

  function submitName(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    if (trimmed === '') {
      setNameInvalid(true);
      return;
    }
    void run(() => onAdd(trimmed)).then((done) => {
      if (!done) return;
      setNaming(false);
      setName(defaultName);
    });
  }

  const alert = errorMessage && <Alert tone="error">{errorMessage}</Alert>;

  function list(items: readonly Passkey[]) {
    if (items.length === 0) return <StyledText>{t('passkeys.none')}</StyledText>;
    return (
      <StyledList aria-label={t('passkeys.listLabel')}>
        {items.map((passkey) => (
          <StyledItem key={passkey.id}>
            <span>
              <StyledName>
                {passkey.name}
                {passkey.backedUp && <Badge tone="info">{t('passkeys.synced')}</Badge>}
              </StyledName>
              <StyledDates>
                {t('passkeys.added', { date: dateOf(passkey.createdAt) })} ·{' '}
                {passkey.lastUsedAt
                  ? t('passkeys.lastUsed', { date: dateOf(passkey.lastUsedAt) })
                  : t('passkeys.neverUsed')}
              </StyledDates>
            </span>
            {confirmingRemoval === passkey.id ? (
              <Stack direction="row" gap={2} align="center" wrap>
                <Button
                  variant="danger"
                  size="sm"
                  loading={busy}
                  disabled={disabled}
                  onClick={() =>
                    void run(() => onRemove(passkey.id)).then((done) => done && setConfirmingRemoval(undefined))
                  }
                >
                  {t('passkeys.confirmRemove', { name: passkey.name })}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setConfirmingRemoval(undefined)}>
                  {t('passkeys.cancel')}
                </Button>
              </Stack>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                disabled={disabled}
                aria-label={t('passkeys.removeNamed', { name: passkey.name })}
                onClick={() => {
                  setErrorMessage(undefined);
                  setConfirmingRemoval(passkey.id);
                }}
              >
                {t('passkeys.remove')}
              </Button>
            )}
          </StyledItem>
        ))}
      </StyledList>
    );
  }

  function body() {
    if (loadFailed) return <Alert tone="error">{t('passkeys.loadFailed')}</Alert>;
    if (!passkeys) return <DelayedLoader label={t('passkeys.loading')} />;
    return (
      <Stack gap={4}>
        {list(passkeys)}
        {!naming && alert}
        {!supported ? (
          <Alert tone="info">{t('passkeys.unsupported')}</Alert>
        ) : naming ? (
          <Stack as="form" gap={4} noValidate onSubmit={submitName} aria-label={t('passkeys.addTitle')}>
            {alert}
            <TextField
              name="passkeyName"
              label={t('passkeys.name')}
              hint={t('passkeys.nameHint')}
              value={name}
              maxLength={60}
              onChange={(event) => setName(event.target.value)}
              autoFocus
              required
              error={nameInvalid && name.trim() === '' ? t('validation.required') : undefined}
            />
            <Stack direction="row" gap={2} align="center" wrap>
              <Button type="submit" loading={busy} disabled={disabled}>
                {t('passkeys.create')}
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  setNaming(false);
                  setErrorMessage(undefined);
                  setName(defaultName);
                }}
              >
                {t('passkeys.cancel')}
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Stack direction="row" gap={2} align="center" wrap>
            <Button
              variant={passkeys.length === 0 ? 'primary' : 'secondary'}
              disabled={disabled}
              onClick={() => {
                setErrorMessage(undefined);
                setNaming(true);
              }}
            >
              {t('passkeys.add')}
            </Button>
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Card heading={t('passkeys.heading')}>
      <StyledText>{t('passkeys.description')}</StyledText>
      {body()}
    </Card>
  );
}
