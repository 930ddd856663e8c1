import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, useCancelEmailChange, useConfirmEmailChange } from '@orbit/api-client';
import { errorMessages } from '@orbit/contract';
import { useTranslation } from '@orbit/i18n';
import { EmailChangeLinkScreen, type EmailChangeLinkAction, type EmailChangeLinkStatus } from '@orbit/ui';
import { describeError } from '../errors.ts';

/**
 * /email-change/confirm and /email-change/cancel (ADR 0055): the mailed link's token is sent once; an address taken
 * meanwhile says so, any other refusal is an invalid link.
 */
export function EmailChangeLinkRoute({ action }: { action: EmailChangeLinkAction }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const confirm = useConfirmEmailChange();
  const cancel = useCancelEmailChange();
  const mutation = action === 'confirm' ? confirm : cancel;
  const { mutate } = mutation;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    // A token can be used once: send it once, even when effects run twice.
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate({ token });
  }, [token, mutate]);

  const status: EmailChangeLinkStatus = !token || mutation.isError ? 'failed' : mutation.isSuccess ? 'done' : 'working';
  const taken = mutation.error instanceof ApiError && mutation.error.message === errorMessages.emailTaken;
  return (
    <EmailChangeLinkScreen
      action={action}
      status={status}
      failure={taken ? describeError(mutation.error, t) : undefined}
      signInHref="/sign-in"
    />
  );
}

export function ConfirmEmailChangeRoute() {
  return <EmailChangeLinkRoute action="confirm" />;
}

export function CancelEmailChangeRoute() {
  return <EmailChangeLinkRoute action="cancel" />;
}
