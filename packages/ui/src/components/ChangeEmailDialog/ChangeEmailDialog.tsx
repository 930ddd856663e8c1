import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '@orbit/i18n';
import { useFormikForm } from '../../forms/useFormikForm.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Modal } from '../Modal/index.ts';
import { PasswordField } from '../PasswordField/index.ts';
import { Stack } from '../Stack/index.ts';
import { TextField } from '../TextField/index.ts';
import { changeEmailSchema } from './changeEmailSchema.ts';

/** What the dialog submits once every field is valid. */
export interface ChangeEmailValues {
  email: string;
  currentPassword: string;
}

export interface ChangeEmailDialogProps {
  /** Asks for the change; the dialog says where the link went when it resolves, the error's message when it rejects. */
  onSubmit: (values: ChangeEmailValues) => Promise<unknown>;
  /** Asking is impossible now (offline): the button that opens the dialog is disabled. */
  disabled?: boolean;
}

/**
 * The profile's change of email (ADR 0055): a button that opens a dialog asking for the new address and the current
 * password. On success the dialog says that a link went to the new address, which must confirm the change.
 */
export function ChangeEmailDialog({ onSubmit, disabled = false }: ChangeEmailDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const [errorMessage, setErrorMessage] = useState<string>();
  const formId = useId();
  const emailRef = useRef<HTMLInputElement | null>(null);
  const { formik, field, handleSubmit } = useFormikForm<ChangeEmailValues>({
    initialValues: { email: '', currentPassword: '' },
    validationSchema: changeEmailSchema,
    fieldOrder: ['email', 'currentPassword'],
    submitting: saving,
    onValid: (values) => void save({ ...values, email: values.email.trim() }),
  });

  async function save(values: ChangeEmailValues) {
    setSaving(true);
    setErrorMessage(undefined);
    try {
      await onSubmit(values);
      setSentTo(values.email);
    } catch (error) {
      setErrorMessage(error instanceof Error && error.message ? error.message : t('changeEmail.failed'));
    } finally {
      setSaving(false);
    }
  }

  function openDialog() {
    formik.resetForm();
    setSentTo(undefined);
    setErrorMessage(undefined);
    setOpen(true);
  }

  const email = field('email');
  const focusEmail = email.ref;
  // One stable ref for both: the dialog's first focus and the form's first-invalid-field focus.
  const emailFieldRef = useCallback(
    (element: HTMLInputElement | null) => {
      emailRef.current = element;
      focusEmail?.(element);
    },
    [focusEmail],
  );
  const close = () => setOpen(false);

  return (
    <>
      <div>
        <Button variant="secondary" onClick={openDialog} disabled={disabled}>
          {t('changeEmail.open')}
        </Button>
      </div>
      <Modal
        open={open}
        onClose={close}
        title={t('changeEmail.title')}
        initialFocusRef={emailRef}
        footer={
          sentTo ? (
            <Button onClick={close}>{t('changeEmail.finish')}</Button>
          ) : (
            <>
              <Button variant="ghost" onClick={close}>
                {t('changeEmail.cancel')}
              </Button>
              <Button type="submit" form={formId} loading={saving}>
                {t('changeEmail.submit')}
              </Button>
            </>
          )
        }
      >
        {sentTo ? (
          <Alert tone="success">{t('changeEmail.done', { email: sentTo })}</Alert>
        ) : (
          <Stack as="form" gap={4} id={formId} noValidate onSubmit={handleSubmit}>
            {errorMessage && <Alert tone="error">{errorMessage}</Alert>}
            <TextField
              {...email}
              ref={emailFieldRef}
              type="email"
              label={t('changeEmail.newEmail')}
              autoComplete="email"
              required
            />
            <PasswordField
              {...field('currentPassword')}
              label={t('changeEmail.currentPassword')}
              autoComplete="current-password"
              required
            />
          </Stack>
        )}
      </Modal>
    </>
  );
}
