import { limits } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { Alert } from '../../components/Alert/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Card } from '../../components/Card/index.ts';
import { DelayedLoader } from '../../components/DelayedLoader/index.ts';
import { Link } from '../../components/Link/index.ts';
import { PublicPageLayout } from '../../components/PublicPageLayout/index.ts';
import { Stack } from '../../components/Stack/index.ts';
import { StyledForm } from '../publicPage/formParts.ts';
import { NewPasswordFields } from '../../forms/NewPasswordFields.tsx';
import { useFormikForm } from '../../forms/useFormikForm.ts';
import { resetPasswordSchema } from './resetPasswordSchema.ts';

/** docs/domain.md#states-and-transitions: the mailed token is `verifying`, then `ready` (the form) or `failed`; `done` once the password is set. */
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

const titleKeys = {
  verifying: 'publicPages.reset.title',
  ready: 'publicPages.reset.title',
  failed: 'publicPages.reset.failedTitle',
  done: 'publicPages.reset.doneTitle',
} as const satisfies Record<ResetPasswordStatus, string>;

/** The password reset page (docs/domain.md#screens-and-addresses /reset-password/reset): checks the mailed token, then a new password. */
export function ResetPasswordScreen({
  status,
  onSubmit,
  submitting = false,
  errorMessage,
  signInHref,
  requestNewHref,
}: ResetPasswordScreenProps) {
  const { t } = useTranslation();
  const { field, handleSubmit } = useFormikForm<ResetPasswordFormValues>({
    initialValues: { password: '', repeatPassword: '' },
    validationSchema: resetPasswordSchema,
    fieldOrder: ['password', 'repeatPassword'],
    messageParams: { limit: limits.passwordMinLength },
    submitting,
    onValid: ({ password }) => onSubmit({ password }),
  });

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
            <Stack direction="row" gap={4} align="center" wrap>
              <Link href={requestNewHref} variant="button">
                {t('publicPages.reset.requestNew')}
              </Link>
              {backToSignIn('standalone')}
            </Stack>
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
              <NewPasswordFields
                passwordLabel={t('publicPages.reset.password')}
                repeatPasswordLabel={t('publicPages.reset.repeatPassword')}
                password={field('password')}
                repeatPassword={field('repeatPassword')}
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
