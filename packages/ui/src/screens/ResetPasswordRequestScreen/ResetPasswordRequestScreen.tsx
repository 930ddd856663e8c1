import { limits } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { Alert } from '../../components/Alert/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Card } from '../../components/Card/index.ts';
import { Link } from '../../components/Link/index.ts';
import { PublicPageLayout } from '../../components/PublicPageLayout/index.ts';
import { TextField } from '../../components/TextField/index.ts';
import { emailInputProps, StyledForm, StyledFormSubtitle } from '../publicPage/formParts.ts';
import { useFormikForm } from '../../forms/useFormikForm.ts';
import { resetPasswordRequestSchema } from './resetPasswordRequestSchema.ts';

/** What the request form submits: the email, trimmed. */
export interface ResetPasswordRequestValues {
  email: string;
}

export interface ResetPasswordRequestScreenProps {
  /** Called with a valid email; the app asks the server to mail a reset link. */
  onSubmit: (values: ResetPasswordRequestValues) => void;
  /** The request is in flight: the button shows it and further submits are ignored. */
  submitting?: boolean;
  /** Why the last request failed ("E-mail not found", try later), shown above the form. */
  errorMessage?: string;
  /** The address the link was sent to; once set, the page shows the confirmation instead of the form. */
  sentTo?: string;
  /** Where "Back to sign in" leads. */
  signInHref: string;
}

/** The password reset request page (docs/domain.md#screens-and-addresses /reset-password/request): email, then a success message. */
export function ResetPasswordRequestScreen({
  onSubmit,
  submitting = false,
  errorMessage,
  sentTo,
  signInHref,
}: ResetPasswordRequestScreenProps) {
  const { t } = useTranslation();
  const { field, handleSubmit } = useFormikForm<ResetPasswordRequestValues>({
    initialValues: { email: '' },
    validationSchema: resetPasswordRequestSchema,
    fieldOrder: ['email'],
    submitting,
    onValid: ({ email }) => onSubmit({ email: email.trim() }),
  });

  const backToSignIn = (
    <Link href={signInHref} variant={sentTo === undefined ? 'standalone' : 'button'}>
      {t('publicPages.backToSignIn')}
    </Link>
  );

  if (sentTo !== undefined) {
    return (
      <PublicPageLayout>
        <Card heading={t('publicPages.resetRequest.sentTitle')} headingLevel={1} padding="lg">
          <Alert tone="success">
            {t('publicPages.resetRequest.sent', { email: sentTo, minutes: limits.resetLinkMinutes })}
          </Alert>
          {backToSignIn}
        </Card>
      </PublicPageLayout>
    );
  }

  return (
    <PublicPageLayout footer={backToSignIn}>
      <Card heading={t('publicPages.resetRequest.title')} headingLevel={1} padding="lg">
        <StyledFormSubtitle>{t('publicPages.resetRequest.subtitle')}</StyledFormSubtitle>
        {errorMessage && <Alert tone="error">{errorMessage}</Alert>}
        <StyledForm noValidate onSubmit={handleSubmit}>
          <TextField
            {...field('email')}
            {...emailInputProps}
            label={t('publicPages.resetRequest.email')}
            autoComplete="username"
            required
          />
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            {t('publicPages.resetRequest.submit')}
          </Button>
        </StyledForm>
      </Card>
    </PublicPageLayout>
  );
}
