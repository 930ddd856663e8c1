import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  configureApiClient,
  passkeysQueryOptions,
  secondFactorsQueryOptions,
  useReauthenticate,
  useReauthenticateWithPasskey,
} from '@orbit/api-client';
import { useTranslation } from '@orbit/i18n';
import { ReauthenticateDialog } from '@orbit/ui';
import { describeError } from '../errors.ts';
import { authenticateWithPasskey, ceremonyCancelled, passkeysSupported } from '../passkeys.ts';

const neverAsk = () => Promise.resolve(false);

/**
 * The one place where a sensitive act whose session's proof has lapsed (ADR 0058) asks the person to prove who they
 * are: the API client calls it for every refused call, and repeats the call once when the proof holds, so no screen
 * has a copy of this and the person does not click again. Calls refused at the same time share one dialog. The
 * dialog offers the factors the person has: an authenticator app's codes, and passkeys where the browser can use them.
 */
export function ReauthenticationPrompt() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const waiting = useRef<{ promise: Promise<boolean>; settle: (proved: boolean) => void } | undefined>(undefined);
  const reauthenticate = useReauthenticate();
  const withPasskey = useReauthenticateWithPasskey();
  const queryClient = useQueryClient();
  /** The factors the person has, read when the dialog opens; until then (or if that fails) the password alone. */
  const [factors, setFactors] = useState({ app: false, passkeys: false });
  // A dismissed passkey prompt is no error: the dialog stays for another try or another way.
  const passkeyError = withPasskey.error && !ceremonyCancelled(withPasskey.error) ? withPasskey.error : null;
  const error = reauthenticate.error ?? passkeyError;

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
          // Read only now, so no page's first render waits for queries of a dialog it may never show.
          void Promise.all([
            queryClient.fetchQuery(secondFactorsQueryOptions()).catch(() => undefined),
            passkeysSupported() ? queryClient.fetchQuery(passkeysQueryOptions()).catch(() => undefined) : undefined,
          ]).then(([status, held]) =>
            setFactors({ app: status?.totp != null, passkeys: (held?.passkeys.length ?? 0) > 0 }),
          );
        }
        return waiting.current.promise;
      },
    });
    return () => {
      configureApiClient({ onReauthenticationRequired: neverAsk });
      waiting.current?.settle(false);
      waiting.current = undefined;
    };
  }, [queryClient]);

  const finish = (proved: boolean) => {
    waiting.current?.settle(proved);
    waiting.current = undefined;
    setOpen(false);
    reauthenticate.reset();
    withPasskey.reset();
  };

  return (
    <ReauthenticateDialog
      open={open}
      withSecondFactor={factors.app}
      submitting={reauthenticate.isPending || withPasskey.isPending}
      errorMessage={error ? describeError(error, t) : undefined}
      onSubmit={(proof) => {
        withPasskey.reset();
        reauthenticate.mutate(proof, { onSuccess: () => finish(true) });
      }}
      onPasskey={
        factors.passkeys
          ? () => {
              reauthenticate.reset();
              withPasskey.mutate(authenticateWithPasskey, { onSuccess: () => finish(true) });
            }
          : undefined
      }
      onCancel={() => finish(false)}
    />
  );
}
