import { useRef, type FormEvent } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { limits } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { Alert } from '../../components/Alert/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Card } from '../../components/Card/index.ts';
import { DelayedLoader } from '../../components/DelayedLoader/index.ts';
import { Link } from '../../components/Link/index.ts';
import { PasswordField } from '../../components/PasswordField/index.ts';
import { PublicPageLayout } from '../../components/PublicPageLayout/index.ts';
import { vars } from '../../theme/vars.ts';
import { resetPasswordSchema } from './resetPasswordSchema.ts';

/** Spec §4: the mailed token is `verifying`, then `ready` (the form) or `failed`; `done` once the password is set. */
export type ResetPasswordStatus = 'verifying' | 'ready' | 'failed' | 'done';

/** What the reset form submits. */
export interface ResetPasswordValues {
  password: string;
}

export interface ResetPasswordScreenProps {
  /** Where the person is in the reset. */
  status: ResetPasswordStatus;
  /** Called with a valid new password; the app sends it with the token. */
  onSubmit: (values: ResetPasswordValues) => void;
  /** The reset call is in flight: the button shows it and further submits are ignored. */
  submitting?: boolean;
  /** Why the last attempt failed, shown above the form. */
  errorMessage?: string;
  /** Where "Back to sign in" leads. */
  signInHref: string;
  /** Where a person with a failed link asks for a new one. */
  requestNewHref: string;
}

interface ResetPasswordFormValues {
  password: string;
  repeatPassword: string;
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const StyledLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[4]};
`;

const titleKeys = {
  verifying: 'publicPages.reset.title',
  ready: 'publicPages.reset.title',
  failed: 'publicPages.reset.failedTitle',
  done: 'publicPages.reset.doneTitle',
} as const satisfies Record<ResetPasswordStatus, string>;

/** The password reset page (spec §2 /reset-password/reset): checks the mailed token, then a new password. */
export function ResetPasswordScreen({
  status,
  onSubmit,
  submitting = false,
  errorMessage,
  signInHref,
  requestNewHref,
}: ResetPasswordScreenProps) {
  const { t } = useTranslation();
  const passwordInput = useRef<HTMLInputElement>(null);
  const repeatPasswordInput = useRef<HTMLInputElement>(null);
  const formik = useFormik<ResetPasswordFormValues>({
    initialValues: { password: '', repeatPassword: '' },
    validationSchema: resetPasswordSchema,
    onSubmit: () => undefined,
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const errors = await formik.validateForm();
    if (errors.password || errors.repeatPassword) {
      await formik.setTouched({ password: true, repeatPassword: true }, false);
      // Take the person to the first field to fix, where the message is read with the label.
      (errors.password ? passwordInput : repeatPasswordInput).current?.focus();
      return;
    }
    onSubmit({ password: formik.values.password });
  }

  function errorOf(name: keyof ResetPasswordFormValues): string | undefined {
    const key = formik.touched[name] ? formik.errors[name] : undefined;
    return key ? t(key, { limit: limits.passwordMinLength }) : undefined;
  }

  const backToSignIn = (variant: 'standalone' | 'button') => (
    <Link href={signInHref} variant={variant}>
      {t('publicPages.backToSignIn')}
    </Link>
  );

  return (
    <PublicPageLayout footer={status === 'ready' || status === 'verifying' ? backToSignIn('standalone') : undefined}>
      <Card heading={t(titleKeys[status])} headingLevel={1} padding="lg">
        {status === 'verifying' && <DelayedLoader label={t('publicPages.reset.verifying')} />}
        {status === 'failed' && (
          <>
            <Alert tone="error">{t('publicPages.reset.failed')}</Alert>
            <StyledLinks>
              <Link href={requestNewHref} variant="button">
                {t('publicPages.reset.requestNew')}
              </Link>
              {backToSignIn('standalone')}
            </StyledLinks>
          </>
        )}
        {status === 'done' && (
          <>
            <Alert tone="success">{t('publicPages.reset.done')}</Alert>
            {backToSignIn('button')}
          </>
        )}
        {status === 'ready' && (
          <>
            {errorMessage && <Alert tone="error">{errorMessage}</Alert>}
            <StyledForm noValidate onSubmit={handleSubmit}>
              <PasswordField
                ref={passwordInput}
                label={t('publicPages.reset.password')}
                hint={t('publicPages.signUp.passwordHint', { limit: limits.passwordMinLength })}
                name="password"
                autoComplete="new-password"
                required
                value={formik.values.password}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                error={errorOf('password')}
              />
              <PasswordField
                ref={repeatPasswordInput}
                label={t('publicPages.reset.repeatPassword')}
                name="repeatPassword"
                autoComplete="new-password"
                required
                value={formik.values.repeatPassword}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                error={errorOf('repeatPassword')}
              />
              <Button type="submit" size="lg" fullWidth loading={submitting}>
                {t('publicPages.reset.submit')}
              </Button>
            </StyledForm>
          </>
        )}
      </Card>
    </PublicPageLayout>
  );
}
