import { useState } from 'react';
import styled from 'styled-components';
import type { DebitApproval } from '@orbit/contract';
import { formatDate, formatNumber, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../../components/Alert/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Card } from '../../components/Card/index.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog/index.ts';
import { DelayedLoader } from '../../components/DelayedLoader/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorState } from '../../components/ErrorState/index.ts';
import { Link } from '../../components/Link/index.ts';
import { PlainTable } from '../../components/PlainTable/index.ts';
import { ScreenHeader } from '../../components/ScreenHeader/index.ts';
import { Stack } from '../../components/Stack/index.ts';

export type DebitDecision = 'approve' | 'reject';

export interface DebitApprovalsScreenProps {
  /** The large debits waiting for a second staff member, oldest first. */
  approvals: readonly DebitApproval[];
  loading?: boolean;
  /** Loading failed: an error with a retry button replaces the table. */
  error?: boolean;
  onRetry?: () => void;
  /** Approves or rejects a request; rejects with the server's message. Without it the queue is read-only. */
  onDecide?: (approval: DebitApproval, decision: DebitDecision) => Promise<unknown>;
  /** The viewer: their own requests wait for someone else and offer no decision (ADR 0057). */
  viewerId: number;
  /** Where a client's page is, for the link on each row. */
  clientHref: (userId: number) => string;
  /** The viewer's IANA time zone, for dates; the browser's when omitted. */
  timeZone?: string;
}

const StyledNotice = styled.div`
  margin-bottom: ${vars.space[4]};
`;

/**
 * The approvers' queue of large debits (ADR 0057): who asked to take how many coins from whom, and when; an admin
 * or supervisor approves (the coins are taken at once) or rejects each, behind a confirmation. One's own requests
 * wait for another staff member.
 */
export function DebitApprovalsScreen({
  approvals,
  loading = false,
  error = false,
  onRetry,
  onDecide,
  viewerId,
  clientHref,
  timeZone,
}: DebitApprovalsScreenProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [confirming, setConfirming] = useState<{ approval: DebitApproval; decision: DebitDecision }>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<{ approval: DebitApproval; decision: DebitDecision }>();

  const coins = (approval: DebitApproval) => formatNumber(-approval.amount, language);

  async function decide() {
    if (!onDecide || !confirming || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await onDecide(confirming.approval, confirming.decision);
      setDone(confirming);
      setConfirming(undefined);
    } catch (cause) {
      setFailure(cause instanceof Error && cause.message ? cause.message : t('debitApprovals.error'));
    } finally {
      setBusy(false);
    }
  }

  function content() {
    if (loading) return <DelayedLoader layout="block" label={t('common.loading')} />;
    if (error) return <ErrorState message={t('debitApprovals.loadError')} onRetry={onRetry} />;
    if (approvals.length === 0) return <EmptyState message={t('debitApprovals.empty')} />;
    return (
      <PlainTable caption={t('debitApprovals.tableCaption')}>
        <thead>
          <tr>
            <th scope="col">{t('debitApprovals.columns.client')}</th>
            <th scope="col">{t('debitApprovals.columns.coins')}</th>
            <th scope="col">{t('debitApprovals.columns.requestedBy')}</th>
            <th scope="col">{t('debitApprovals.columns.requestedAt')}</th>
            {onDecide && <th scope="col">{t('dataTable.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {approvals.map((approval) => (
            <tr key={approval.id}>
              <th scope="row">
                <Link href={clientHref(approval.userId)}>{approval.userName}</Link>
              </th>
              <td>{t('debitApprovals.debit', { coins: coins(approval) })}</td>
              <td>{approval.requestedByName}</td>
              <td>{formatDate(approval.requestedAt, language, 'dateTime', timeZone)}</td>
              {onDecide && (
                <td>
                  {approval.requestedByUserId === viewerId ? (
                    t('debitApprovals.ownRequest')
                  ) : (
                    <Stack direction="row" gap={2} wrap>
                      {(['approve', 'reject'] as const).map((decision) => (
                        <Button
                          key={decision}
                          variant={decision === 'approve' ? 'primary' : 'secondary'}
                          size="sm"
                          aria-label={t(`debitApprovals.${decision}Label`, {
                            coins: coins(approval),
                            name: approval.userName,
                          })}
                          onClick={() => {
                            setFailure(undefined);
                            setConfirming({ approval, decision });
                          }}
                        >
                          {t(`debitApprovals.${decision}`)}
                        </Button>
                      ))}
                    </Stack>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </PlainTable>
    );
  }

  return (
    <Stack gap={5}>
      <ScreenHeader title={t('debitApprovals.title')} titleLeading="normal" />
      <Card heading={t('debitApprovals.pending')}>
        {done && (
          <StyledNotice>
            <Alert tone="success">
              {t(`debitApprovals.${done.decision}d`, { coins: coins(done.approval), name: done.approval.userName })}
            </Alert>
          </StyledNotice>
        )}
        {content()}
      </Card>
      <ConfirmDialog
        open={confirming !== undefined}
        title={confirming ? t(`debitApprovals.${confirming.decision}Title`) : ''}
        confirmLabel={confirming ? t(`debitApprovals.${confirming.decision}`) : ''}
        tone={confirming?.decision === 'approve' ? 'danger' : 'default'}
        busy={busy}
        onConfirm={() => void decide()}
        onCancel={() => setConfirming(undefined)}
      >
        {failure && (
          <StyledNotice>
            <Alert tone="error" title={t('debitApprovals.errorTitle')}>
              {failure}
            </Alert>
          </StyledNotice>
        )}
        {confirming &&
          t(`debitApprovals.${confirming.decision}Text`, {
            coins: coins(confirming.approval),
            name: confirming.approval.userName,
            requester: confirming.approval.requestedByName,
          })}
      </ConfirmDialog>
    </Stack>
  );
}
