import { useState } from 'react';
import styled from 'styled-components';
import type { PendingEmailChange } from '@orbit/contract';
import { formatDate, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Card } from '../Card/index.ts';
import { ChangeEmailDialog, type ChangeEmailValues } from '../ChangeEmailDialog/index.ts';
import { ErrorState } from '../ErrorState/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import { Stack } from '../Stack/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';

export interface EmailChangeCardProps {
  /** The change of email waiting for the new address to confirm it; null when none waits, absent while loading. */
  pending?: PendingEmailChange | null;
  /** The change waiting is loading. */
  loading?: boolean;
  /** Loading it failed: an error with a retry button stands in its place. */
  error?: boolean;
  /** Called by the retry button of the error state. */
  onRetry?: () => void;
  /** Asks for a new address; rejects with the message to show. */
  onRequest: (values: ChangeEmailValues) => Promise<unknown>;
  /** Withdraws the change waiting; rejects with the message to show. */
  onCancel: () => Promise<unknown>;
  /** Nothing can be sent now (offline). */
  disabled?: boolean;
  /** The person's IANA time zone, for the link's expiry; the browser's when omitted. */
  timeZone?: string;
}

const StyledDescription = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

/**
 * The profile's email card (ADR 0055): the change waiting for the new address to confirm it, with a button that
 * withdraws it, and the dialog that asks for a new one.
 */
export function EmailChangeCard({
  pending,
  loading = false,
  error = false,
  onRetry,
  onRequest,
  onCancel,
  disabled = false,
  timeZone,
}: EmailChangeCardProps) {
  const { t, i18n } = useTranslation();
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string>();

  async function cancel() {
    setCancelling(true);
    setCancelError(undefined);
    try {
      await onCancel();
    } catch (reason) {
      setCancelError(reason instanceof Error && reason.message ? reason.message : t('changeEmail.cancelFailed'));
    } finally {
      setCancelling(false);
    }
  }

  return (
    <Card heading={t('changeEmail.heading')}>
      <StyledDescription>{t('changeEmail.description')}</StyledDescription>
      {error ? (
        <ErrorState message={t('changeEmail.loadError')} onRetry={onRetry} />
      ) : loading ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
          <Skeleton />
        </div>
      ) : (
        pending && (
          <Stack gap={3} align="flex-start">
            <Alert tone="warning" title={t('changeEmail.pendingTitle')}>
              {t(pending.byStaff ? 'changeEmail.pendingByStaff' : 'changeEmail.pending', {
                email: pending.email,
                date: formatDate(pending.expiresAt, i18n.language, 'dateTime', timeZone),
              })}
            </Alert>
            {cancelError && <Alert tone="error">{cancelError}</Alert>}
            <Button variant="secondary" onClick={() => void cancel()} loading={cancelling} disabled={disabled}>
              {t('changeEmail.cancelPending')}
            </Button>
          </Stack>
        )
      )}
      <ChangeEmailDialog onSubmit={onRequest} disabled={disabled || loading || error} />
    </Card>
  );
}
