import type { ApiKeyWithSecret } from '@orbit/contract';
import { formatDate, useTranslation } from '@orbit/i18n';
import { SecretOnceDialog } from '../SecretOnceDialog/index.ts';

export interface ApiKeySecretDialogProps {
  /** The key just made or rolled, with its secret. */
  made: ApiKeyWithSecret;
  /** Closes the dialog; the secret is gone from the page with it. */
  onClose: () => void;
  /** Puts the secret on the clipboard; the browser's clipboard when omitted. */
  copy?: (text: string) => Promise<void>;
  /** Dates are shown in this time zone; the browser's own when omitted. */
  timeZone?: string;
}

/**
 * The secret of a key, the one time it is shown (ADR 0092), in the keys' words; after a roll, until when the previous
 * secret works.
 */
export function ApiKeySecretDialog({ made, onClose, copy, timeZone }: ApiKeySecretDialogProps) {
  const { t, i18n } = useTranslation();
  const previousUntil = made.key.previousSecretExpiresAt;
  return (
    <SecretOnceDialog
      secret={made.secret}
      onClose={onClose}
      copy={copy}
      texts={{
        title: t('apiKeys.secret.title', { name: made.key.name }),
        warning: t('apiKeys.secret.warning'),
        label: t('apiKeys.secret.label'),
        copy: t('apiKeys.secret.copy'),
        copied: t('apiKeys.secret.copied'),
        copyFailed: t('apiKeys.secret.copyFailed'),
        done: t('apiKeys.secret.done'),
        ...(previousUntil && {
          note: t('apiKeys.secret.previousUntil', {
            date: formatDate(previousUntil, i18n.language, 'dateTime', timeZone),
          }),
        }),
      }}
    />
  );
}
