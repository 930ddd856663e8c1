import { useNavigate } from 'react-router-dom';
import { ApiError, useCountries, useSignUp } from '@orbit/api-client';
import { useTranslation } from '@orbit/i18n';
import { SignUpScreen } from '@orbit/ui';
import { describeError } from '../errors.ts';
import { paths } from '../paths.ts';

/** The browser's IANA time zone, so the person's months and days are counted where they live. */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function SignUpRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const countries = useCountries();
  const signUp = useSignUp();

  const errorMessage = signUp.error
    ? signUp.error instanceof ApiError && signUp.error.status === 409
      ? t('publicPages.signUp.emailTaken')
      : describeError(signUp.error, t)
    : undefined;

  return (
    <SignUpScreen
      countries={countries.data}
      countriesFailed={countries.isError}
      onRetryCountries={() => void countries.refetch()}
      onSubmit={(values) =>
        signUp.mutate({ ...values, timezone: browserTimeZone() }, { onSuccess: () => navigate(paths.validateEmail) })
      }
      submitting={signUp.isPending}
      errorMessage={errorMessage}
      signInHref="/sign-in"
    />
  );
}
