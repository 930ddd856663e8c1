import { useEffect, useRef, useState } from 'react';
import { configureApiClient } from '@orbit/api-client';
import { deferredModule } from '@orbit/ui';

const neverAsk = () => Promise.resolve(false);

/** The dialog's code, fetched when a refused call first needs it: most visits never do (ADR 0083). */
const dialog = deferredModule(() => import('./ReauthenticationDialog.tsx'));

function Dialog({ onFinish }: { onFinish: (proved: boolean) => void }) {
  const loaded = dialog.useModule();
  return loaded && <loaded.ReauthenticationDialog onFinish={onFinish} />;
}

/**
 * The one place where a sensitive act whose session's proof has lapsed (ADR 0058) asks the person to prove who they
 * are: the API client calls it for every refused call, and repeats the call once when the proof holds, so no screen
 * has a copy of this and the person does not click again. Calls refused at the same time share one dialog
 * (ReauthenticationDialog).
 */
export function ReauthenticationPrompt() {
  const [open, setOpen] = useState(false);
  const waiting = useRef<{ promise: Promise<boolean>; settle: (proved: boolean) => void } | undefined>(undefined);

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
  };

  return open && <Dialog onFinish={finish} />;
}
