import type { WebhookEndpoint } from '@orbit/contract';
import { useTranslation } from '@orbit/i18n';
import { SecretOverlapDialog } from '../SecretOverlapDialog/index.ts';
import { endpointName } from './webhookDraft.ts';

export interface RotateWebhookSecretDialogProps {
  /** The endpoint whose secret to rotate; mount the dialog at each opening. */
  endpoint: WebhookEndpoint;
  /** Called when the person closes the dialog. */
  onClose: () => void;
  /** Rotates the secret, the current one signing on for `overlapHours`; rejects with the message to show. */
  onSubmit: (overlapHours: number) => Promise<unknown>;
}

/**
 * Rotating an endpoint's signing secret (ADR 0093): a new secret, the current one signing beside it for the days
 * chosen (a day unless changed, none to 7, as `webhookEndpointLimits` of the contract) so the receiver can move over;
 * none when it may have leaked.
 */
export function RotateWebhookSecretDialog({ endpoint, onClose, onSubmit }: RotateWebhookSecretDialogProps) {
  const { t } = useTranslation();
  return (
    <SecretOverlapDialog
      texts="webhooks.rotateDialog"
      name={endpointName(endpoint)}
      maxOverlapDays={7}
      defaultOverlapDays={1}
      failedText={t('webhooks.failed')}
      onClose={onClose}
      onSubmit={onSubmit}
    />
  );
}
