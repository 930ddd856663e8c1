import { useOutletContext } from 'react-router-dom';
import { useApproveDebit, useDebitApprovals, useRejectDebit } from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { useTranslation } from '@orbit/i18n';
import { DebitApprovalsScreen } from '@orbit/ui';
import { describeError } from '../../errors.ts';
import { scopeMayCall } from '../scopeMayCall.ts';
import { clientPath } from '../../paths.ts';

/**
 * /dash/admin/debit-approvals (ADR 0057): the queue of large debits for admin and supervisor, who approve or reject
 * the ones others asked for; a colaborador, who may ask but not decide, reads nothing here.
 */
export function DebitApprovalsRoute() {
  const { t } = useTranslation();
  const viewer = useOutletContext<CurrentUser>();
  const mayRead = scopeMayCall(viewer.scope, 'adminDebitApprovals');
  const approvals = useDebitApprovals('pending', { enabled: mayRead });
  const approve = useApproveDebit();
  const reject = useRejectDebit();

  return (
    <DebitApprovalsScreen
      approvals={approvals.data?.results ?? []}
      loading={mayRead && approvals.isPending}
      error={!mayRead || approvals.isError}
      onRetry={() => void approvals.refetch()}
      onDecide={
        mayRead
          ? (approval, decision) =>
              (decision === 'approve' ? approve : reject).mutateAsync(approval.id).catch((error: unknown) => {
                throw new Error(describeError(error, t));
              })
          : undefined
      }
      viewerId={viewer.id}
      clientHref={clientPath}
      timeZone={viewer.timezone}
    />
  );
}
