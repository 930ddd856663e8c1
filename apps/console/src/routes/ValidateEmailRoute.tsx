import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useVerifyEmail } from '@orbit/api-client';
import { ValidateEmailScreen, type ValidateEmailStatus } from '@orbit/ui';

export function ValidateEmailRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const verifyEmail = useVerifyEmail();
  const { mutate } = verifyEmail;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    // A token can be used once: send it once, even when effects run twice.
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate({ token });
  }, [token, mutate]);

  const status: ValidateEmailStatus = !token
    ? 'sent'
    : verifyEmail.isSuccess
      ? 'verified'
      : verifyEmail.isError
        ? 'failed'
        : 'verifying';

  return <ValidateEmailScreen status={status} signInHref="/sign-in" />;
}
