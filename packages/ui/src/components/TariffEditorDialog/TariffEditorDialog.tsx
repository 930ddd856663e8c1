import { useId, useRef, useState, type FormEvent } from 'react';
import { limits } from '@orbit/domain';
import { formatNumber, useTranslation } from '@orbit/i18n';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Modal } from '../Modal/index.ts';
import { Stack } from '../Stack/index.ts';
import { TextField } from '../TextField/index.ts';

export interface TariffEditorDialogProps {
  /** Whether the dialog is shown; the parent owns this state. */
  open: boolean;
  /** Called when the person closes the dialog. */
  onClose: () => void;
  /** The tariff now, which the field starts from. */
  current: number;
  /** Sets the tariff; rejects with the server's message. */
  onSubmit: (coinsPerCustomer: number) => Promise<unknown>;
}

type Phase = 'editing' | 'saving' | 'saved' | 'failed';

/** The tariff typed, or the catalogue key of what is wrong with it: a whole number from 1 to the limit (ADR 0049). */
export function parseTariff(text: string): { coinsPerCustomer: number } | { error: string } {
  const trimmed = text.trim();
  if (!trimmed) return { error: 'validation.required' };
  const value = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || value < 1 || value > limits.coinsPerCustomerMax) {
    return { error: 'adminClients.tariff.invalid' };
  }
  return { coinsPerCustomer: value };
}

/**
 * Changes a client's tariff (admin and supervisor, ADR 0049): coins per customer from now on, 1 to 1000; rides
 * already played keep their charge. A failure says why and lets the person try again.
 */
export function TariffEditorDialog({ open, onClose, current, onSubmit }: TariffEditorDialogProps) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const [text, setText] = useState(String(current));
  const [touched, setTouched] = useState(false);
  const [phase, setPhase] = useState<Phase>('editing');
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState<number>();
  // A second press can arrive before React re-renders the busy button; this refuses it at once.
  const inFlight = useRef(false);

  const max = formatNumber(limits.coinsPerCustomerMax, i18n.language);
  const parsed = parseTariff(text);
  const error = touched && 'error' in parsed ? t(parsed.error, { max }) : undefined;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (!('coinsPerCustomer' in parsed) || inFlight.current) return;
    inFlight.current = true;
    setPhase('saving');
    setFailure(undefined);
    try {
      await onSubmit(parsed.coinsPerCustomer);
      setSaved(parsed.coinsPerCustomer);
      setPhase('saved');
    } catch (cause) {
      setFailure(cause instanceof Error && cause.message ? cause.message : t('adminClients.tariff.error'));
      setPhase('failed');
    } finally {
      inFlight.current = false;
    }
  }

  const footer =
    phase === 'saved' ? (
      <Button onClick={onClose}>{t('adminClients.tariff.close')}</Button>
    ) : (
      <>
        <Button variant="ghost" onClick={onClose}>
          {t('adminClients.tariff.cancel')}
        </Button>
        <Button type="submit" form={formId} loading={phase === 'saving'}>
          {t('adminClients.tariff.save')}
        </Button>
      </>
    );

  return (
    <Modal open={open} onClose={onClose} title={t('adminClients.tariff.change')} footer={footer}>
      {phase === 'saved' ? (
        <Alert tone="success" title={t('adminClients.tariff.successTitle')}>
          {t('adminClients.tariff.success', { coins: formatNumber(saved ?? 0, i18n.language) })}
        </Alert>
      ) : (
        <Stack as="form" gap={4} id={formId} noValidate onSubmit={(event) => void handleSubmit(event)}>
          {phase === 'failed' && (
            <Alert tone="error" title={t('adminClients.tariff.errorTitle')}>
              {failure}
            </Alert>
          )}
          <TextField
            label={t('adminClients.tariff.field')}
            hint={t('adminClients.tariff.fieldHint', { max })}
            inputMode="numeric"
            autoComplete="off"
            required
            value={text}
            error={error}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => setTouched(true)}
          />
        </Stack>
      )}
    </Modal>
  );
}
