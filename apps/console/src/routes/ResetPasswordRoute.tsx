import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, useResetPassword, useVerifyResetToken } from '@orbit/api-client';
import { useTranslation } from '@orbit/i18n';
import { ResetPasswordScreen, type ResetPasswordStatus } from '@orbit/ui';
import { describeError } from '../errors.ts';

/** The server answers 400 with a `token` error when the link expired or was used meanwhile. */
function isTokenRejected(error: Error | null): boolean {
  return error instanceof ApiError && error.status === 400 && error.errors?.token !== undefined;
}

export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const verifyToken = useVerifyResetToken();
  const resetPassword = useResetPassword();
  const { mutate: verify } = verifyToken;
  const verifiedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || verifiedFor.current === token) return;
    verifiedFor.current = token;
    verify({ token });
  }, [token, verify]);

  const status: ResetPasswordStatus =
    !token || verifyToken.isError || isTokenRejected(resetPassword.error)
      ? 'failed'
      : resetPassword.isSuccess
        ? 'done'
        : verifyToken.isSuccess
          ? 'ready'
          : 'verifying';

  return (
    <ResetPasswordScreen
      status={status}
      onSubmit={({ password }) => {
        if (token) resetPassword.mutate({ token, password });
      }}
      submitting={resetPassword.isPending}
      errorMessage={resetPassword.error ? describeError(resetPassword.error, t) : undefined}
      signInHref="/sign-in"
      requestNewHref="/reset-password/request"
    />
  );
}
