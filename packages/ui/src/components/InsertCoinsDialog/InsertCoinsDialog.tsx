import { useId, useRef, useState, type FormEvent } from 'react';
import { limits } from '@orbit/domain';
import { formatNumber, useTranslation } from '@orbit/i18n';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Modal } from '../Modal/index.ts';
import { Stack } from '../Stack/index.ts';
import { TextField } from '../TextField/index.ts';

export interface InsertCoinsDialogProps {
  /** Whether the dialog is shown; the parent owns this state. */
  open: boolean;
  /** Called when the person closes the dialog. */
  onClose: () => void;
  /**
   * Inserts the coins. `idempotencyKey` is made when the dialog mounts (mount it at each opening) and is the same for
   * every try of that opening,
   * so a double click or a retry after a lost answer inserts once (ADR 0012).
   */
  onSubmit: (amount: number, idempotencyKey: string) => Promise<InsertCoinsOutcome>;
  /** Makes the key of an opening; a random UUID when omitted (stories pass a fixed one). */
  makeKey?: () => string;
}

/** What an insertion did: the coins moved, or (a large debit) it waits for a second staff member (ADR 0057). */
export type InsertCoinsOutcome = 'inserted' | 'awaitingApproval';

type Phase = 'editing' | 'saving' | 'saved' | 'awaitingApproval' | 'failed';

/** The amount typed, or the catalogue key of what is wrong with it. */
export function parseCoinAmount(text: string): { amount: number } | { error: string } {
  const trimmed = text.trim();
  if (!trimmed) return { error: 'validation.required' };
  if (!/^-?\d+$/.test(trimmed) || Number(trimmed) === 0) return { error: 'adminClients.wallet.amountInvalid' };
  const amount = Number(trimmed);
  if (Math.abs(amount) > limits.walletRecordMaxAmount) return { error: 'adminClients.wallet.amountTooLarge' };
  return { amount };
}

/**
 * The insert-coins dialog of docs/domain.md#screens-and-addresses and docs/domain.md#errors. Once sent, the amount is fixed for this opening: a failure offers to
 * try the same insertion again with the same key; another amount needs a new opening, hence a new key.
 */
export function InsertCoinsDialog({
  open,
  onClose,
  onSubmit,
  makeKey = () => crypto.randomUUID(),
}: InsertCoinsDialogProps) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [phase, setPhase] = useState<Phase>('editing');
  const [sent, setSent] = useState<number>();
  // Made once per mounting, which is once per opening: every try of this insertion carries it.
  const [idempotencyKey] = useState(makeKey);
  // A second click can arrive before React re-renders the busy button; this refuses it at once.
  const inFlight = useRef(false);

  const parsed = parseCoinAmount(text);
  const error =
    touched && 'error' in parsed
      ? t(parsed.error, { limit: formatNumber(limits.walletRecordMaxAmount, i18n.language) })
      : undefined;

  async function send(amount: number) {
    if (inFlight.current) return;
    inFlight.current = true;
    setSent(amount);
    setPhase('saving');
    try {
      setPhase((await onSubmit(amount, idempotencyKey)) === 'awaitingApproval' ? 'awaitingApproval' : 'saved');
    } catch {
      setPhase('failed');
    } finally {
      inFlight.current = false;
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (sent !== undefined) return void send(sent);
    if ('amount' in parsed) void send(parsed.amount);
  }

  const locked = sent !== undefined;
  const done = phase === 'saved' || phase === 'awaitingApproval';
  const footer = done ? (
    <Button onClick={onClose}>{t('adminClients.wallet.close')}</Button>
  ) : (
    <>
      <Button variant="ghost" onClick={onClose}>
        {t('adminClients.wallet.cancel')}
      </Button>
      <Button type="submit" form={formId} loading={phase === 'saving'}>
        {phase === 'failed' ? t('adminClients.wallet.retry') : t('adminClients.wallet.submit')}
      </Button>
    </>
  );

  return (
    <Modal open={open} onClose={onClose} title={t('adminClients.wallet.insert')} footer={footer}>
      {phase === 'saved' ? (
        <Alert tone="success" title={t('adminClients.wallet.successTitle')}>
          {t('adminClients.wallet.success', { amount: formatNumber(sent ?? 0, i18n.language) })}
        </Alert>
      ) : phase === 'awaitingApproval' ? (
        <Alert tone="info" title={t('adminClients.wallet.pendingTitle')}>
          {t('adminClients.wallet.pending', { amount: formatNumber(-(sent ?? 0), i18n.language) })}
        </Alert>
      ) : (
        <Stack as="form" gap={4} id={formId} noValidate onSubmit={handleSubmit}>
          {phase === 'failed' && (
            <Alert tone="error" title={t('adminClients.wallet.errorTitle')}>
              {t('adminClients.wallet.error')}
            </Alert>
          )}
          <TextField
            label={t('adminClients.wallet.amount')}
            hint={t('adminClients.wallet.amountHint')}
            inputMode="numeric"
            autoComplete="off"
            required
            value={text}
            readOnly={locked}
            error={error}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => setTouched(true)}
          />
        </Stack>
      )}
    </Modal>
  );
}
