import { useCallback, useId, useRef, useState } from 'react';
import { limits } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { NewPasswordFields } from '../../forms/NewPasswordFields.tsx';
import { useFormikForm } from '../../forms/useFormikForm.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Modal } from '../Modal/index.ts';
import { PasswordField } from '../PasswordField/index.ts';
import { Stack } from '../Stack/index.ts';
import { changePasswordSchema } from './changePasswordSchema.ts';

/** What the dialog submits once every field is valid. */
export interface ChangePasswordValues {
  currentPassword: string;
  password: string;
}

export interface ChangePasswordDialogProps {
  /** Changes the password; the dialog shows its success when the promise resolves, the error's message when it rejects. */
  onSubmit: (values: ChangePasswordValues) => Promise<unknown>;
  /** Saving is impossible now (offline): the button that opens the dialog is disabled. */
  disabled?: boolean;
}

interface ChangePasswordFormValues {
  currentPassword: string;
  password: string;
  repeatPassword: string;
}

/**
 * The profile's password change (ADR 0021): a button that opens a dialog asking for the current password and a new
 * one, repeated. The first invalid field gets the focus; on success the dialog says so and only offers to close.
 */
export function ChangePasswordDialog({ onSubmit, disabled = false }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string>();
  const formId = useId();
  const currentRef = useRef<HTMLInputElement | null>(null);
  const { formik, field, handleSubmit } = useFormikForm<ChangePasswordFormValues>({
    initialValues: { currentPassword: '', password: '', repeatPassword: '' },
    validationSchema: changePasswordSchema,
    fieldOrder: ['currentPassword', 'password', 'repeatPassword'],
    messageParams: { limit: limits.passwordMinLength },
    submitting: saving,
    onValid: ({ currentPassword, password }) => void save({ currentPassword, password }),
  });

  async function save(values: ChangePasswordValues) {
    setSaving(true);
    setErrorMessage(undefined);
    try {
      await onSubmit(values);
      setDone(true);
    } catch (error) {
      setErrorMessage(error instanceof Error && error.message ? error.message : t('changePassword.failed'));
    } finally {
      setSaving(false);
    }
  }

  function openDialog() {
    formik.resetForm();
    setDone(false);
    setErrorMessage(undefined);
    setOpen(true);
  }

  const current = field('currentPassword');
  const focusCurrent = current.ref;
  // One stable ref for both: the dialog's first focus and the form's first-invalid-field focus.
  const currentFieldRef = useCallback(
    (element: HTMLInputElement | null) => {
      currentRef.current = element;
      focusCurrent?.(element);
    },
    [focusCurrent],
  );
  const close = () => setOpen(false);

  return (
    <>
      <div>
        <Button variant="secondary" onClick={openDialog} disabled={disabled}>
          {t('changePassword.open')}
        </Button>
      </div>
      <Modal
        open={open}
        onClose={close}
        title={t('changePassword.title')}
        initialFocusRef={currentRef}
        footer={
          done ? (
            <Button onClick={close}>{t('changePassword.finish')}</Button>
          ) : (
            <>
              <Button variant="ghost" onClick={close}>
                {t('changePassword.cancel')}
              </Button>
              <Button type="submit" form={formId} loading={saving}>
                {t('changePassword.submit')}
              </Button>
            </>
          )
        }
      >
        {done ? (
          <Alert tone="success">{t('changePassword.done')}</Alert>
        ) : (
          <Stack as="form" gap={4} id={formId} noValidate onSubmit={handleSubmit}>
            {errorMessage && <Alert tone="error">{errorMessage}</Alert>}
            <PasswordField
              {...current}
              ref={currentFieldRef}
              label={t('changePassword.currentPassword')}
              autoComplete="current-password"
              required
            />
            <NewPasswordFields
              passwordLabel={t('changePassword.newPassword')}
              repeatPasswordLabel={t('changePassword.repeatPassword')}
              password={field('password')}
              repeatPassword={field('repeatPassword')}
            />
          </Stack>
        )}
      </Modal>
    </>
  );
}
