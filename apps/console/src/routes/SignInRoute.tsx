import { useNavigate } from 'react-router-dom';
import { ApiError, usePublicNews, useSignIn } from '@orbit/api-client';
import { contentLanguageFor } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { SignInScreen } from '@orbit/ui';
import { describeError } from '../errors.ts';
import { newsImageUrls } from './newsImages.ts';

export function SignInRoute() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const newsLanguage = contentLanguageFor(i18n.language);
  const news = usePublicNews({ lang: newsLanguage });

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
      // The sign-in page lists news only when they load; a failure leaves the form alone.
      news={news.data?.results}
      newsLoading={news.isPending}
      newsLanguage={newsLanguage}
      newsImageUrls={newsImageUrls}
    />
  );
}
