import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import styled from 'styled-components';
import type { ReauthenticateRequest, ReauthenticationMethod } from '@orbit/contract';
import { totpDigits } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Modal } from '../Modal/index.ts';
import { PasswordField } from '../PasswordField/index.ts';
import { TextField } from '../TextField/index.ts';

export interface ReauthenticateDialogProps {
  /** Whether the dialog is shown: a sensitive act was refused until the person proves who they are. */
  open: boolean;
  /** Called with a proof of the right form; the app sends it and, when it holds, repeats the act. */
  onSubmit: (proof: ReauthenticateRequest) => void;
  /** The person gave up (Cancel, Escape, the close button): the act stays undone. */
  onCancel: () => void;
  /** The person has an authenticator app: a code from it, or a recovery code, may stand for the password. */
  withSecondFactor?: boolean;
  /**
   * The person has passkeys and this browser can use them: a button offers one instead of typing, and the app runs
   * the browser's passkey prompt and sends its answer.
   */
  onPasskey?: () => void;
  /** The proof is being checked: the button shows it and further submits are ignored. */
  submitting?: boolean;
  /** A message about the last attempt (wrong password or code, too many attempts), shown above the field. */
  errorMessage?: string;
  /** The way to ask for first: the password unless a story or test starts with a code. */
  initialMethod?: TypedProofMethod;
}

/** The proofs typed into the dialog; a passkey is given through the browser's own prompt. */
type TypedProofMethod = Exclude<ReauthenticationMethod, 'passkey'>;

// This block and StyledMethods are written out rather than Stack: the /dash frame loads this dialog, so every
// report screen does, and their routes are less than Stack's chunk (0.35 KB gzipped) under their 200 KB bundle
// budget (npm run bench:bundle).
const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const StyledText = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

const StyledMethods = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

const totpPattern = new RegExp(`^\\d{${totpDigits}}$`);

const methodTexts = {
  password: {
    text: 'reauthenticate.password',
    label: 'reauthenticate.passwordLabel',
    use: 'reauthenticate.usePassword',
  },
  totp: { text: 'reauthenticate.totp', label: 'reauthenticate.codeLabel', use: 'reauthenticate.useCode' },
  recoveryCode: {
    text: 'reauthenticate.recoveryCode',
    label: 'reauthenticate.recoveryCodeLabel',
    use: 'reauthenticate.useRecoveryCode',
  },
} as const satisfies Record<TypedProofMethod, { text: string; label: string; use: string }>;

/** The proof typed, in the request's form; undefined while it cannot be right (empty, or not six digits). */
function proofOf(method: TypedProofMethod, typed: string): ReauthenticateRequest | undefined {
  if (method === 'password') return typed === '' ? undefined : { method, password: typed };
  if (method === 'totp') {
    const code = typed.replace(/\s/g, '');
    return totpPattern.test(code) ? { method, code } : undefined;
  }
  const code = typed.trim();
  return code === '' ? undefined : { method, code };
}

interface ReauthenticateFormProps extends Pick<
  ReauthenticateDialogProps,
  'onSubmit' | 'withSecondFactor' | 'onPasskey' | 'submitting' | 'errorMessage'
> {
  formId: string;
  fieldRef: RefObject<HTMLInputElement | null>;
  initialMethod: TypedProofMethod;
}

/** The dialog's form; it mounts each time the dialog opens, so it starts empty with the first way again. */
function ReauthenticateForm({
  formId,
  fieldRef,
  onSubmit,
  withSecondFactor = false,
  onPasskey,
  submitting = false,
  errorMessage,
  initialMethod,
}: ReauthenticateFormProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<TypedProofMethod>(initialMethod);
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const proof = proofOf(method, typed);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!proof) {
      setInvalid(true);
      fieldRef.current?.focus();
      return;
    }
    onSubmit(proof);
  }

  function switchTo(next: TypedProofMethod) {
    setMethod(next);
    setTyped('');
    setInvalid(false);
    // The new field replaces the old one: the focus follows to it.
    requestAnimationFrame(() => fieldRef.current?.focus());
  }

  const texts = methodTexts[method];
  const fieldError = invalid && !proof ? t(method === 'totp' ? 'signIn.codeDigits' : 'validation.required') : undefined;
  const others = withSecondFactor
    ? (['password', 'totp', 'recoveryCode'] as const).filter((other) => other !== method)
    : [];

  return (
    <StyledForm id={formId} noValidate onSubmit={handleSubmit}>
      <StyledText>{t(texts.text)}</StyledText>
      {errorMessage && <Alert tone="error">{errorMessage}</Alert>}
      {method === 'password' ? (
        <PasswordField
          ref={fieldRef}
          name="password"
          label={t(texts.label)}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="current-password"
          required
          error={fieldError}
        />
      ) : (
        <TextField
          // A new field for each way, so a password manager or keyboard hint follows the way chosen.
          key={method}
          ref={fieldRef}
          name={method}
          label={t(texts.label)}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete={method === 'totp' ? 'one-time-code' : 'off'}
          inputMode={method === 'totp' ? 'numeric' : 'text'}
          autoCapitalize="off"
          spellCheck={false}
          required
          error={fieldError}
        />
      )}
      {(others.length > 0 || onPasskey) && (
        <StyledMethods>
          {onPasskey && (
            <Button variant="ghost" onClick={onPasskey} disabled={submitting}>
              {t('reauthenticate.usePasskey')}
            </Button>
          )}
          {others.map((other) => (
            <Button key={other} variant="ghost" onClick={() => switchTo(other)}>
              {t(methodTexts[other].use)}
            </Button>
          ))}
        </StyledMethods>
      )}
    </StyledForm>
  );
}

/**
 * Asks the signed-in person to prove again who they are before a sensitive act goes on (ADR 0058): the password, or
 * for someone with an authenticator app a code from it or a recovery code, or for someone with passkeys one of them. The field has the focus when it opens,
 * Escape cancels, and the focus goes back to what the person was on. Only the proof's form is checked here; the
 * server decides whether it is right.
 */
export function ReauthenticateDialog({
  open,
  onCancel,
  submitting = false,
  initialMethod = 'password',
  ...formProps
}: ReauthenticateDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const fieldRef = useRef<HTMLInputElement | null>(null);

  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={t('reauthenticate.title')}
      initialFocusRef={fieldRef}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {t('reauthenticate.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {t('reauthenticate.confirm')}
          </Button>
        </>
      }
    >
      <ReauthenticateForm
        {...formProps}
        formId={formId}
        fieldRef={fieldRef}
        submitting={submitting}
        initialMethod={initialMethod}
      />
    </Modal>
  );
}
