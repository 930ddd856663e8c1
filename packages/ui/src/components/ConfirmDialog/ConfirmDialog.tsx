import { useRef, type ReactNode } from 'react';
import { useTranslation } from '@orbit/i18n';
import { Button } from '../Button/index.ts';
import { Modal } from '../Modal/index.ts';

export type ConfirmDialogTone = 'default' | 'danger';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown; the parent owns this state. */
  open: boolean;
  /** The question, such as "Block this licence?"; also the dialog's accessible name. */
  title: string;
  /** What happens if the person confirms. */
  children: ReactNode;
  /** Called when the person confirms. */
  onConfirm: () => void;
  /** Called when the person cancels: the Cancel or close button, Escape or the backdrop. */
  onCancel: () => void;
  /** Label of the confirm button; "Confirm" when omitted. */
  confirmLabel?: string;
  /** Label of the cancel button; "Cancel" when omitted. */
  cancelLabel?: string;
  /** `danger` for destructive actions: the confirm button turns red. */
  tone?: ConfirmDialogTone;
  /** Shows the confirm button busy while the action runs. */
  busy?: boolean;
}

/** A question with Cancel and Confirm; Cancel has focus first, so Enter never confirms by accident. */
export function ConfirmDialog({
  open,
  title,
  children,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  busy = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel ?? t('confirmDialog.cancel')}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
            {confirmLabel ?? t('confirmDialog.confirm')}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
