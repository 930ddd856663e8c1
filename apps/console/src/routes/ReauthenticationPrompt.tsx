import { useEffect, useRef, useState } from 'react';
import { configureApiClient, useReauthenticate } from '@orbit/api-client';
import { useTranslation } from '@orbit/i18n';
import { ReauthenticateDialog } from '@orbit/ui';
import { describeError } from '../errors.ts';

const neverAsk = () => Promise.resolve(false);

/**
 * The one place where a sensitive act whose session's proof has lapsed (ADR 0058) asks the person to prove who they
 * are: the API client calls it for every refused call, and repeats the call once when the proof holds, so no screen
 * has a copy of this and the person does not click again. Calls refused at the same time share one dialog.
 */
export function ReauthenticationPrompt({ withSecondFactor }: { withSecondFactor: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const waiting = useRef<{ promise: Promise<boolean>; settle: (proved: boolean) => void } | undefined>(undefined);
  const reauthenticate = useReauthenticate();

  useEffect(() => {
    configureApiClient({
      onReauthenticationRequired: () => {
        if (!waiting.current) {
          let settle: (proved: boolean) => void = () => undefined;
          const promise = new Promise<boolean>((resolve) => {
            settle = resolve;
          });
          waiting.current = { promise, settle };
          setOpen(true);
        }
        return waiting.current.promise;
      },
    });
    return () => {
      configureApiClient({ onReauthenticationRequired: neverAsk });
      waiting.current?.settle(false);
      waiting.current = undefined;
    };
  }, []);

  const finish = (proved: boolean) => {
    waiting.current?.settle(proved);
    waiting.current = undefined;
    setOpen(false);
    reauthenticate.reset();
  };

  return (
    <ReauthenticateDialog
      open={open}
      withSecondFactor={withSecondFactor}
      submitting={reauthenticate.isPending}
      errorMessage={reauthenticate.error ? describeError(reauthenticate.error, t) : undefined}
      onSubmit={(proof) => reauthenticate.mutate(proof, { onSuccess: () => finish(true) })}
      onCancel={() => finish(false)}
    />
  );
}
