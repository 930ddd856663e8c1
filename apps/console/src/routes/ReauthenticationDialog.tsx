import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  passkeysQueryOptions,
  secondFactorsQueryOptions,
  useReauthenticate,
  useReauthenticateWithPasskey,
} from '@orbit/api-client';
import { useTranslation } from '@orbit/i18n';
import { ReauthenticateDialog } from '@orbit/ui';
import { describeError } from '../errors.ts';
import { authenticateWithPasskey, ceremonyCancelled, passkeysSupported } from '../passkeys.ts';

export interface ReauthenticationDialogProps {
  /** Called once the person proved who they are (`true`) or gave up (`false`). */
  onFinish: (proved: boolean) => void;
}

/**
 * What ReauthenticationPrompt shows while a refused call waits (ADR 0058): downloaded when the first such call asks
 * for it, as most visits never need it (ADR 0083). It offers the factors the person has: an authenticator app's
 * codes, and passkeys where the browser can use them.
 */
export function ReauthenticationDialog({ onFinish }: ReauthenticationDialogProps) {
  const { t } = useTranslation();
  const reauthenticate = useReauthenticate();
  const withPasskey = useReauthenticateWithPasskey();
  const queryClient = useQueryClient();
  /** The factors the person has, read as the dialog opens; until then (or if that fails) the password alone. */
  const [factors, setFactors] = useState({ app: false, passkeys: false });
  // A dismissed passkey prompt is no error: the dialog stays for another try or another way.
  const passkeyError = withPasskey.error && !ceremonyCancelled(withPasskey.error) ? withPasskey.error : null;
  const error = reauthenticate.error ?? passkeyError;

  useEffect(() => {
    let current = true;
    void Promise.all([
      queryClient.fetchQuery(secondFactorsQueryOptions()).catch(() => undefined),
      passkeysSupported() ? queryClient.fetchQuery(passkeysQueryOptions()).catch(() => undefined) : undefined,
    ]).then(([status, held]) => {
      if (current) setFactors({ app: status?.totp != null, passkeys: (held?.passkeys.length ?? 0) > 0 });
    });
    return () => {
      current = false;
    };
  }, [queryClient]);

  return (
    <ReauthenticateDialog
      open
      withSecondFactor={factors.app}
      submitting={reauthenticate.isPending || withPasskey.isPending}
      errorMessage={error ? describeError(error, t) : undefined}
      onSubmit={(proof) => {
        withPasskey.reset();
        reauthenticate.mutate(proof, { onSuccess: () => onFinish(true) });
      }}
      onPasskey={
        factors.passkeys
          ? () => {
              reauthenticate.reset();
              withPasskey.mutate(authenticateWithPasskey, { onSuccess: () => onFinish(true) });
            }
          : undefined
      }
      onCancel={() => onFinish(false)}
    />
  );
}
