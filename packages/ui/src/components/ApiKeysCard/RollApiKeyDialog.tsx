import type { ApiKey } from '@orbit/contract';
import { apiKeyLimits } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { SecretOverlapDialog } from '../SecretOverlapDialog/index.ts';

export interface RollApiKeyDialogProps {
  /** The key to roll; mount the dialog at each opening. */
  apiKey: ApiKey;
  /** Called when the person closes the dialog. */
  onClose: () => void;
  /** Rolls the key, the previous secret working on for `overlapHours`; rejects with the message to show. */
  onSubmit: (overlapHours: number) => Promise<unknown>;
}

const hoursPerDay = 24;

/**
 * Rolling a key (ADR 0092): a new secret under the same key, the current one working on for the days chosen (a day
 * unless changed, none to a week) so the systems that use it can move over; none when it may have leaked.
 */
export function RollApiKeyDialog({ apiKey, onClose, onSubmit }: RollApiKeyDialogProps) {
  const { t } = useTranslation();
  return (
    <SecretOverlapDialog
      texts="apiKeys.rollDialog"
      name={apiKey.name}
      maxOverlapDays={apiKeyLimits.maxRollOverlapHours / hoursPerDay}
      defaultOverlapDays={apiKeyLimits.defaultRollOverlapHours / hoursPerDay}
      failedText={t('apiKeys.failed')}
      onClose={onClose}
      onSubmit={onSubmit}
    />
  );
}
