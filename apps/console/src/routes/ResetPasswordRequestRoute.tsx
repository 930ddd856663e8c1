import { ApiError, useRequestPasswordReset } from '@orbit/api-client';
import { toSupportedLanguage, useTranslation } from '@orbit/i18n';
import { ResetPasswordRequestScreen } from '@orbit/ui';
import { describeError } from '../errors.ts';

/** docs/domain.md#errors: an unknown address is "E-mail not found"; a refused or failed request asks to try later. */
function describeRequestError(error: Error, t: (key: string) => string): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return t('publicPages.resetRequest.emailNotFound');
    if (error.status === 429 || error.status >= 500) return t('publicPages.resetRequest.tryLater');
  }
  return describeError(error, t);
}

export function ResetPasswordRequestRoute() {
  const { t, i18n } = useTranslation();
  const requestReset = useRequestPasswordReset();

  return (
    <ResetPasswordRequestScreen
      onSubmit={({ email }) => requestReset.mutate({ email, lang: toSupportedLanguage(i18n.language) })}
      submitting={requestReset.isPending}
      errorMessage={requestReset.error ? describeRequestError(requestReset.error, t) : undefined}
      sentTo={requestReset.isSuccess ? requestReset.variables.email : undefined}
      signInHref="/sign-in"
    />
  );
}
