import { useNavigate } from 'react-router';
import { ApiError, useSignIn } from '@orbit/api-client';
import { useTranslation } from '@orbit/i18n';
import { SignInScreen } from '@orbit/ui';
import { describeError } from '../errors.ts';

export function SignInRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();

  const errorMessage = signIn.error
    ? signIn.error instanceof ApiError && signIn.error.status === 401
      ? t('signIn.wrongCredentials')
      : describeError(signIn.error, t)
    : undefined;

  return (
    <SignInScreen
      onSubmit={(values) => signIn.mutate(values, { onSuccess: () => navigate('/dash', { replace: true }) })}
      submitting={signIn.isPending}
      errorMessage={errorMessage}
      resetPasswordHref="/reset-password/request"
      signUpHref="/sign-up"
    />
  );
}
