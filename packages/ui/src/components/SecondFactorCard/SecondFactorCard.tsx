import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { SecondFactorStatus, TotpEnrolment } from '@orbit/contract';
import { totpDigits } from '@orbit/domain';
import { formatDate, formatNumber, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Card } from '../Card/index.ts';
import { DelayedLoader } from '../DelayedLoader/index.ts';
import { DescriptionList } from '../DescriptionList/index.ts';
import { PasswordField } from '../PasswordField/index.ts';
import { Stack } from '../Stack/index.ts';
import { TextField } from '../TextField/index.ts';
import { TotpQrCode } from '../TotpQrCode/index.ts';

/** How the removal of the authenticator app is proved. */
export type SecondFactorRemoval = { code: string } | { password: string };

export interface SecondFactorCardProps {
  /** The user's second factors; undefined while they load. */
  status: SecondFactorStatus | undefined;
  /** They could not be loaded. */
  loadFailed?: boolean;
  /** The installation requires one of this person before anything else: the card says why. */
  required?: boolean;
  /** A started enrolment: its QR code and secret show until a first code confirms it. */
  enrolment?: TotpEnrolment;
  /** The recovery codes the confirmation answered: shown this once, until the person says they saved them. */
  recoveryCodes?: readonly string[];
  /** Starts an enrolment; the app passes the new secret back as `enrolment`. Rejects with a message to show. */
  onStart: () => Promise<unknown>;
  /** Confirms the enrolment with the app's first code; the app passes the codes back as `recoveryCodes`. */
  onConfirm: (code: string) => Promise<unknown>;
  /** Leaves a started enrolment unconfirmed. */
  onCancelEnrolment: () => void;
  /** The person saved the recovery codes: they are forgotten. */
  onCodesSaved: () => void;
  /** Removes the app with one of its codes or the password. Rejects with a message to show. */
  onRemove: (proof: SecondFactorRemoval) => Promise<unknown>;
  /** Changes are impossible now (offline). */
  disabled?: boolean;
  /** The language's date of enrolment is shown in this time zone; the browser's own when omitted. */
  timeZone?: string;
}

const StyledText = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

const StyledSecret = styled.code`
  font-family: inherit;
  font-size: ${vars.fontSize.md};
  font-variant-numeric: tabular-nums;
  font-weight: ${vars.fontWeight.semibold};
  letter-spacing: 0.08em;
  overflow-wrap: anywhere;
`;

const StyledCodes = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(calc(${vars.space[16]} * 2), 1fr));
  gap: ${vars.space[2]};
  margin: 0;
  padding: ${vars.space[4]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  list-style: none;
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.04em;
`;

const totpPattern = new RegExp(`^\\d{${totpDigits}}$`);
const digitsOf = (code: string) => code.replace(/\s/g, '');

/** A message of a rejected call, or the card's own when it has none. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The profile's two-step verification (ADR 0056): off with a button to set up an authenticator app; the app's QR
 * code and secret with the field for its first code; the ten recovery codes, shown once; on, with the codes left and
 * a removal that takes one of the app's codes or the password.
 */
export function SecondFactorCard({
  status,
  loadFailed = false,
  required = false,
  enrolment,
  recoveryCodes,
  onStart,
  onConfirm,
  onCancelEnrolment,
  onCodesSaved,
  onRemove,
  disabled = false,
  timeZone,
}: SecondFactorCardProps) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string>();
  const [code, setCode] = useState('');
  const [codeInvalid, setCodeInvalid] = useState(false);
  const [removing, setRemoving] = useState<'code' | 'password'>();
  const [password, setPassword] = useState('');

  async function run(action: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    setErrorMessage(undefined);
    try {
      await action();
      return true;
    } catch (error) {
      setErrorMessage(messageOf(error, t('secondFactor.failed')));
      return false;
    } finally {
      setBusy(false);
    }
  }

  function reset() {
    setCode('');
    setCodeInvalid(false);
    setPassword('');
    setErrorMessage(undefined);
  }

  function submitCode(event: FormEvent<HTMLFormElement>, send: (code: string) => Promise<unknown>) {
    event.preventDefault();
    if (busy) return;
    if (!totpPattern.test(digitsOf(code))) {
      setCodeInvalid(true);
      return;
    }
    void run(() => send(digitsOf(code))).then((done) => done && reset());
  }

  function submitRemoval(event: FormEvent<HTMLFormElement>) {
    if (removing === 'code') {
      submitCode(event, (typed) => onRemove({ code: typed }));
      return;
    }
    event.preventDefault();
    if (busy) return;
    if (password === '') {
      setCodeInvalid(true);
      return;
    }
    void run(() => onRemove({ password })).then((done) => {
      if (!done) return;
      reset();
      setRemoving(undefined);
    });
  }

  const codeField = (
    <TextField
      name="code"
      label={t('secondFactor.code')}
      value={code}
      onChange={(event) => setCode(event.target.value)}
      autoComplete="one-time-code"
      inputMode="numeric"
      required
      error={codeInvalid && !totpPattern.test(digitsOf(code)) ? t('signIn.codeDigits') : undefined}
    />
  );
  const alert = errorMessage && <Alert tone="error">{errorMessage}</Alert>;
  const heading = required && !status?.totp ? t('secondFactor.requiredTitle') : t('secondFactor.heading');

  function body() {
    if (recoveryCodes) {
      return (
        <Stack gap={4}>
          <Alert tone="success" title={t('secondFactor.codesTitle')}>
            {t('secondFactor.codesDescription')}
          </Alert>
          <StyledCodes aria-label={t('secondFactor.codesListLabel')}>
            {recoveryCodes.map((recoveryCode) => (
              <li key={recoveryCode}>{recoveryCode}</li>
            ))}
          </StyledCodes>
          <Stack direction="row" gap={2} wrap>
            <Button onClick={onCodesSaved}>{t('secondFactor.codesDone')}</Button>
          </Stack>
        </Stack>
      );
    }
    if (enrolment) {
      return (
        <Stack as="form" gap={4} noValidate onSubmit={(event) => submitCode(event, onConfirm)}>
          <StyledText>{t('secondFactor.scanTitle')}</StyledText>
          <TotpQrCode uri={enrolment.uri} label={t('secondFactor.qrLabel')} />
          <StyledText>
            {t('secondFactor.manualEntry')} <StyledSecret data-testid="totp-secret">{enrolment.secret}</StyledSecret>
          </StyledText>
          {alert}
          {codeField}
          <Stack direction="row" gap={2} wrap>
            <Button type="submit" loading={busy} disabled={disabled}>
              {t('secondFactor.confirm')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                reset();
                onCancelEnrolment();
              }}
            >
              {t('secondFactor.cancel')}
            </Button>
          </Stack>
        </Stack>
      );
    }
    if (loadFailed) return <Alert tone="error">{t('secondFactor.loadFailed')}</Alert>;
    if (!status) return <DelayedLoader label={t('secondFactor.loading')} />;
    if (!status.totp) {
      return (
        <Stack gap={4}>
          {required && <Alert tone="warning">{t('secondFactor.requiredNotice')}</Alert>}
          {alert}
          <Stack direction="row" gap={2} wrap>
            <Button onClick={() => void run(onStart)} loading={busy} disabled={disabled}>
              {t('secondFactor.start')}
            </Button>
          </Stack>
        </Stack>
      );
    }
    return (
      <Stack gap={4}>
        <DescriptionList
          items={[
            {
              id: 'status',
              label: t('secondFactor.status'),
              value: t('secondFactor.onSince', {
                date: formatDate(new Date(status.totp.enrolledAt), i18n.language, 'medium', timeZone),
              }),
            },
            {
              id: 'recoveryCodesLeft',
              label: t('secondFactor.recoveryCodesLeft'),
              value: formatNumber(status.recoveryCodesLeft, i18n.language),
            },
          ]}
        />
        {removing ? (
          <Stack as="form" gap={4} noValidate onSubmit={submitRemoval} aria-label={t('secondFactor.removeTitle')}>
            <StyledText>
              {removing === 'code' ? t('secondFactor.removeWithCode') : t('secondFactor.removeWithPassword')}
            </StyledText>
            {alert}
            {removing === 'code' ? (
              codeField
            ) : (
              <PasswordField
                name="password"
                label={t('secondFactor.password')}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                required
                error={codeInvalid && password === '' ? t('validation.required') : undefined}
              />
            )}
            <Stack direction="row" gap={2} wrap>
              <Button type="submit" variant="danger" loading={busy} disabled={disabled}>
                {t('secondFactor.turnOff')}
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  reset();
                  setRemoving(removing === 'code' ? 'password' : 'code');
                }}
              >
                {removing === 'code' ? t('secondFactor.usePassword') : t('secondFactor.useCode')}
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  reset();
                  setRemoving(undefined);
                }}
              >
                {t('secondFactor.cancel')}
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Stack direction="row" gap={2} wrap>
            <Button variant="secondary" onClick={() => setRemoving('code')} disabled={disabled}>
              {t('secondFactor.turnOff')}
            </Button>
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Card heading={heading}>
      <StyledText>{t('secondFactor.description')}</StyledText>
      {body()}
    </Card>
  );
}
