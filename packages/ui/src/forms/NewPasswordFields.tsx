import { limits } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { PasswordField } from '../components/PasswordField/index.ts';
import type { FormikFieldProps } from './useFormikForm.ts';

export interface NewPasswordFieldsProps {
  /** Label of the new password. */
  passwordLabel: string;
  /** Label of the field that repeats it. */
  repeatPasswordLabel: string;
  /** The new password's ref, value, events and error, from `useFormikForm`. */
  password: FormikFieldProps;
  /** The repetition's ref, value, events and error, from `useFormikForm`. */
  repeatPassword: FormikFieldProps;
}

/**
 * A new password with its rules as hint, and its repetition (docs/domain.md#validation): sign-up, the password reset
 * and the password change.
 */
export function NewPasswordFields({
  passwordLabel,
  repeatPasswordLabel,
  password,
  repeatPassword,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        {...password}
        label={passwordLabel}
        hint={t('publicPages.signUp.passwordHint', { limit: limits.passwordMinLength })}
        autoComplete="new-password"
        required
      />
      <PasswordField {...repeatPassword} label={repeatPasswordLabel} autoComplete="new-password" required />
    </>
  );
}
