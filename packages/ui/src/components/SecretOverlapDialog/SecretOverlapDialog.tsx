import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Modal } from '../Modal/index.ts';
import { Select } from '../Select/index.ts';
import { Stack } from '../Stack/index.ts';

export interface SecretOverlapDialogProps {
  /** The catalogue keys' prefix of the dialog's texts: title, description, overlap, cancel, submit and the rest. */
  texts: 'apiKeys.rollDialog' | 'webhooks.rotateDialog';
  /** What the title names: the key or the endpoint. */
  name: string;
  /** The longest overlap offered, in days (none is always offered). */
  maxOverlapDays: number;
  /** The overlap chosen until changed, in days. */
  defaultOverlapDays: number;
  /** The form's message when a refusal says nothing. */
  failedText: string;
  /** Called when the person closes the dialog. */
  onClose: () => void;
  /** Makes the new secret, the current one working on for `overlapHours`; rejects with the message to show. */
  onSubmit: (overlapHours: number) => Promise<unknown>;
}

const StyledText = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

const hoursPerDay = 24;

/**
 * A new secret for a key or an endpoint (ADR 0092, 0093): the current one working on beside it for the days chosen,
 * so the systems that use it can move over; none when it may have leaked.
 */
export function SecretOverlapDialog({
  texts,
  name,
  maxOverlapDays,
  defaultOverlapDays,
  failedText,
  onClose,
  onSubmit,
}: SecretOverlapDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [days, setDays] = useState(String(defaultOverlapDays));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const overlapDays = Array.from({ length: maxOverlapDays + 1 }, (_, count) => count);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setFailure(undefined);
    try {
      await onSubmit(Number(days) * hoursPerDay);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : failedText);
    } finally {
      setSaving(false);
    }
  }

  const label = (count: number) => {
    if (count === 0) return t(`${texts}.overlapNone`);
    return count === 1 ? t(`${texts}.overlapOneDay`) : t(`${texts}.overlapDays`, { count });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t(`${texts}.title`, { name })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t(`${texts}.cancel`)}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {t(`${texts}.submit`)}
          </Button>
        </>
      }
    >
      <Stack as="form" gap={4} id={formId} noValidate onSubmit={(event) => void submit(event)}>
        {failure && (
          <Alert tone="error" title={t(`${texts}.errorTitle`)}>
            {failure}
          </Alert>
        )}
        <StyledText>{t(`${texts}.description`)}</StyledText>
        <Select
          label={t(`${texts}.overlap`)}
          hint={t(`${texts}.overlapHint`)}
          value={days}
          onChange={setDays}
          options={overlapDays.map((count) => ({ value: String(count), label: label(count) }))}
        />
      </Stack>
    </Modal>
  );
}
