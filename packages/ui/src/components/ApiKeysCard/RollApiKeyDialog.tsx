import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ApiKey } from '@orbit/contract';
import { apiKeyLimits } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Modal } from '../Modal/index.ts';
import { Select } from '../Select/index.ts';
import { Stack } from '../Stack/index.ts';

export interface RollApiKeyDialogProps {
  /** The key to roll; mount the dialog at each opening. */
  apiKey: ApiKey;
  /** Called when the person closes the dialog. */
  onClose: () => void;
  /** Rolls the key, the previous secret working on for `overlapHours`; rejects with the message to show. */
  onSubmit: (overlapHours: number) => Promise<unknown>;
}

const StyledText = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

const hoursPerDay = 24;
const overlapDays = Array.from({ length: apiKeyLimits.maxRollOverlapHours / hoursPerDay + 1 }, (_, days) => days);

/**
 * Rolling a key (ADR 0092): a new secret under the same key, the current one working on for the days chosen (a day
 * unless changed, none to a week) so the systems that use it can move over; none when it may have leaked.
 */
export function RollApiKeyDialog({ apiKey, onClose, onSubmit }: RollApiKeyDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [days, setDays] = useState(String(apiKeyLimits.defaultRollOverlapHours / hoursPerDay));
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
      setFailure(error instanceof Error && error.message ? error.message : t('apiKeys.failed'));
    } finally {
      setSaving(false);
    }
  }

  const label = (count: number) => {
    if (count === 0) return t('apiKeys.rollDialog.overlapNone');
    return count === 1 ? t('apiKeys.rollDialog.overlapOneDay') : t('apiKeys.rollDialog.overlapDays', { count });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('apiKeys.rollDialog.title', { name: apiKey.name })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('apiKeys.rollDialog.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {t('apiKeys.rollDialog.submit')}
          </Button>
        </>
      }
    >
      <Stack as="form" gap={4} id={formId} noValidate onSubmit={(event) => void submit(event)}>
        {failure && (
          <Alert tone="error" title={t('apiKeys.rollDialog.errorTitle')}>
            {failure}
          </Alert>
        )}
        <StyledText>{t('apiKeys.rollDialog.description')}</StyledText>
        <Select
          label={t('apiKeys.rollDialog.overlap')}
          hint={t('apiKeys.rollDialog.overlapHint')}
          value={days}
          onChange={setDays}
          options={overlapDays.map((count) => ({ value: String(count), label: label(count) }))}
        />
      </Stack>
    </Modal>
  );
}
