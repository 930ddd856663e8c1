import { debitApprovalParamsSchema, debitApprovalsQuerySchema, errorMessages, routes } from '@orbit/contract';
import type { DebitApproval } from '@orbit/contract';
import { mockUsers } from '../fixtures.ts';
import { mockNow } from '../fixtures/client-area.ts';
import { mockError, mockRoute } from '../respond.ts';
import { refusedWithoutRecentProof, type MockSession } from './session.ts';
import { parseOrReject, queryOf } from './client-area-helpers.ts';

/** Large debits waiting for a second staff member (ADR 0057): one asked by the colaborador, one by the admin. */
export const mockDebitApprovals: readonly DebitApproval[] = [
  {
    id: 1,
    userId: mockUsers.client.id,
    userName: mockUsers.client.name,
    amount: -5000,
    requestedByUserId: mockUsers.colaborador.id,
    requestedByName: mockUsers.colaborador.name,
    requestedAt: '2026-05-14T09:30:00.000Z',
    status: 'pending',
    decidedByUserId: null,
    decidedByName: null,
    decidedAt: null,
    walletRecordId: null,
  },
  {
    id: 2,
    userId: mockUsers.client.id,
    userName: mockUsers.client.name,
    amount: -2500,
    requestedByUserId: mockUsers.admin.id,
    requestedByName: mockUsers.admin.name,
    requestedAt: '2026-05-15T08:00:00.000Z',
    status: 'pending',
    decidedByUserId: null,
    decidedByName: null,
    decidedAt: null,
    walletRecordId: null,
  },
];

/** The queue and its decisions, as the server answers them: never by the requester, once. */
export function debitApprovalsHandlers({ session }: { session: MockSession }) {
  const approvals = new Map(mockDebitApprovals.map((approval) => [approval.id, { ...approval }]));

  const decide = (approved: boolean) =>
    mockRoute(approved ? routes.adminApproveDebit : routes.adminRejectDebit, ({ params }) => {
      const id = parseOrReject(debitApprovalParamsSchema, { id: params.id });
      if ('error' in id) return id.error;
      const approval = approvals.get(id.data.id);
      if (!approval) return mockError(404, errorMessages.notFound);
      const viewer = session.current;
      if (approval.requestedByUserId === viewer?.id) return mockError(403, errorMessages.ownDebitApproval);
      if (approval.status !== 'pending') return mockError(409, errorMessages.debitDecided);
      const refused = approved ? refusedWithoutRecentProof(session) : undefined;
      if (refused) return refused;
      Object.assign(approval, {
        status: approved ? 'approved' : 'rejected',
        decidedByUserId: viewer?.id ?? mockUsers.admin.id,
        decidedByName: viewer?.name ?? mockUsers.admin.name,
        decidedAt: mockNow,
        walletRecordId: approved ? 9000 + approval.id : null,
      });
      return approval;
    });

  return [
    mockRoute(routes.adminDebitApprovals, ({ request }) => {
      const query = parseOrReject(debitApprovalsQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      const matching = [...approvals.values()].filter((approval) => approval.status === query.data.status);
      return {
        results: matching.slice(query.data.offset, query.data.offset + query.data.limit),
        meta: { count: matching.length, limit: query.data.limit, offset: query.data.offset },
      };
    }),
    decide(true),
    decide(false),
  ];
}
