import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { SecondFactorMethod } from '@orbit/contract';
import { totpDigits } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Stack } from '../Stack/index.ts';
import { TextField } from '../TextField/index.ts';

/** The second step's ways that take a typed code. */
export type SecondFactorCodeMethod = Exclude<SecondFactorMethod, 'passkey'>;

/** What the second step submits: the way chosen and the code typed. */
export interface SecondFactorValues {
  method: SecondFactorCodeMethod;
  code: string;
}

export interface SecondFactorStepProps {
  /** Called with a code of the right form; the app completes the sign-in. */
  onSubmit: (values: SecondFactorValues) => void;
  /** Leaves the step for the email and password form. */
  onCancel: () => void;
  /** The call is in flight: the button shows it and further submits are ignored. */
  submitting?: boolean;
  /** A message about the last attempt (wrong code, locked, expired), shown above the field. */
  errorMessage?: string;
  /** The way to ask for first: the app's code unless a story or test starts with a recovery code. */
  initialMethod?: SecondFactorCodeMethod;
  /** The ways the account has (the sign-in's challenge says); an authenticator app and its recovery codes by default. */
  methods?: readonly SecondFactorMethod[];
  /** Uses a passkey (ADR 0059): the app runs the browser's ceremony. Offered when `methods` has `passkey`. */
  onPasskey?: () => void;
  /** This browser cannot use passkeys: the passkey's button is disabled, and says it cannot be used. */
  passkeyUnsupported?: boolean;
}

const StyledSubtitle = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const totpPattern = new RegExp(`^\\d{${totpDigits}}$`);
const codeMethods: readonly SecondFactorMethod[] = ['totp', 'recoveryCode'];

/**
 * The second step of a sign-in (ADR 0056): the code of the authenticator app, or one of the recovery codes, or a
 * passkey (ADR 0059), after a right password. Only the code's form is checked here; the server decides whether it is
 * right.
 */
export function SecondFactorStep({
  onSubmit,
  onCancel,
  submitting = false,
  errorMessage,
  initialMethod = 'totp',
  methods = codeMethods,
  onPasskey,
  passkeyUnsupported = false,
}: SecondFactorStepProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<SecondFactorCodeMethod>(initialMethod);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const totp = method === 'totp';
  const typed = totp ? code.replace(/\s/g, '') : code.trim();
  const formError = totp ? !totpPattern.test(typed) : typed === '';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (formError) {
      setInvalid(true);
      return;
    }
    onSubmit({ method, code: typed });
  }

  function switchMethod() {
    setMethod(totp ? 'recoveryCode' : 'totp');
    setCode('');
    setInvalid(false);
  }

  const passkeyOffered = onPasskey !== undefined && methods.includes('passkey');
  const passkeyButton = passkeyOffered && (
    <>
      <Button
        variant={methods.includes('totp') ? 'secondary' : 'primary'}
        size="lg"
        fullWidth
        loading={submitting && !methods.includes('totp')}
        disabled={passkeyUnsupported}
        onClick={() => {
          if (!submitting) onPasskey();
        }}
      >
        {t('signIn.passkeySignIn')}
      </Button>
      {passkeyUnsupported && <StyledNote>{t('signIn.passkeyFailed')}</StyledNote>}
    </>
  );

  // An account with passkeys only has no code to type.
  if (!methods.includes('totp')) {
    return (
      <Stack as="form" gap={4} noValidate onSubmit={(event) => event.preventDefault()}>
        {errorMessage && <Alert tone="error">{errorMessage}</Alert>}
        {passkeyButton}
        <Stack direction="row" gap={2} justify="space-between" wrap>
          <Button variant="ghost" onClick={onCancel}>
            {t('signIn.back')}
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack as="form" gap={4} noValidate onSubmit={handleSubmit}>
      <StyledSubtitle>{totp ? t('signIn.factorSubtitle') : t('signIn.recoverySubtitle')}</StyledSubtitle>
      {errorMessage && <Alert tone="error">{errorMessage}</Alert>}
      <TextField
        // A new field for each way, so a person's password manager or keyboard hint follows the way chosen.
        key={method}
        name={totp ? 'totp' : 'recoveryCode'}
        label={totp ? t('signIn.code') : t('signIn.recoveryCode')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete={totp ? 'one-time-code' : 'off'}
        inputMode={totp ? 'numeric' : 'text'}
        autoCapitalize="off"
        spellCheck={false}
        // The step replaces the form the person was typing in: the focus goes on to the code.
        autoFocus
        required
        error={invalid && formError ? t(totp ? 'signIn.codeDigits' : 'validation.required') : undefined}
      />
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {t('signIn.verify')}
      </Button>
      {passkeyButton}
      <Stack direction="row" gap={2} justify="space-between" wrap>
        <Button variant="ghost" onClick={switchMethod}>
          {totp ? t('signIn.useRecoveryCode') : t('signIn.useAuthenticator')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('signIn.back')}
        </Button>
      </Stack>
    </Stack>
  );
}
