import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { WebhookEndpoint } from '@orbit/contract';
import { useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Modal } from '../Modal/index.ts';
import { Select } from '../Select/index.ts';
import { Stack } from '../Stack/index.ts';
import { endpointName } from './webhookDraft.ts';

export interface RotateWebhookSecretDialogProps {
  /** The endpoint whose secret to rotate; mount the dialog at each opening. */
  endpoint: WebhookEndpoint;
  /** Called when the person closes the dialog. */
  onClose: () => void;
  /** Rotates the secret, the current one signing on for `overlapHours`; rejects with the message to show. */
  onSubmit: (overlapHours: number) => Promise<unknown>;
}

const StyledText = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

const hoursPerDay = 24;
/** None to 7 days, a day unless changed (`webhookEndpointLimits` of the contract). */
const overlapDays = [0, 1, 2, 3, 4, 5, 6, 7];
const defaultOverlapDays = 1;

/**
 * Rotating an endpoint's signing secret (ADR 0093): a new secret, the current one signing beside it for the days
 * chosen so the receiver can move over; none when it may have leaked.
 */
export function RotateWebhookSecretDialog({ endpoint, onClose, onSubmit }: RotateWebhookSecretDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [days, setDays] = useState(String(defaultOverlapDays));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setFailure(undefined);
    try {
      await onSubmit(Number(days) * hoursPerDay);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t('webhooks.failed'));
    } finally {
      setSaving(false);
    }
  }

  const label = (count: number) => {
    if (count === 0) return t('webhooks.rotateDialog.overlapNone');
    return count === 1 ? t('webhooks.rotateDialog.overlapOneDay') : t('webhooks.rotateDialog.overlapDays', { count });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('webhooks.rotateDialog.title', { name: endpointName(endpoint) })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('webhooks.rotateDialog.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {t('webhooks.rotateDialog.submit')}
          </Button>
        </>
      }
    >
      <Stack as="form" gap={4} id={formId} noValidate onSubmit={(event) => void submit(event)}>
        {failure && (
          <Alert tone="error" title={t('webhooks.rotateDialog.errorTitle')}>
            {failure}
          </Alert>
        )}
        <StyledText>{t('webhooks.rotateDialog.description')}</StyledText>
        <Select
          label={t('webhooks.rotateDialog.overlap')}
          hint={t('webhooks.rotateDialog.overlapHint')}
          value={days}
          onChange={setDays}
          options={overlapDays.map((count) => ({ value: String(count), label: label(count) }))}
        />
      </Stack>
    </Modal>
  );
}
