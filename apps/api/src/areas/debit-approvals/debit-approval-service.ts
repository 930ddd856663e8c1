import { errorMessages } from '@orbit/contract';
import type { DebitApproval, DebitApprovalsQuery, DebitApprovalsResponse } from '@orbit/contract';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { debitApprovalsRepository } from './debit-approvals-repository.ts';
import type { DebitApprovalRow } from './debit-approvals-repository.ts';
import { lockWallet, walletRepository } from '../wallet/index.ts';
import type { AuditService } from '../audit/index.ts';
import type { Notify } from '../notifications/index.ts';
import type { RecordEvent } from '../webhooks/index.ts';
import type { RecentProof } from '../own-account/index.ts';
import { requireClientAccount } from '../identity/index.ts';
import type { AuthenticatedSession } from '../identity/index.ts';

export type DebitApprovalService = ReturnType<typeof createDebitApprovalService>;

export function toDebitApproval(row: DebitApprovalRow): DebitApproval {
  return {
    id: row.id,
    userId: row.userId,
    userName: row.userName,
    amount: row.amount,
    requestedByUserId: row.requestedByUserId,
    requestedByName: row.requestedByName,
    requestedAt: row.requestedAt.toISOString(),
    status: row.approved === null ? 'pending' : row.approved ? 'approved' : 'rejected',
    decidedByUserId: row.decidedByUserId,
    decidedByName: row.decidedByName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    walletRecordId: row.walletRecordId,
  };
}

async function approvalInside(tx: Database, id: number): Promise<DebitApproval> {
  const row = await debitApprovalsRepository(tx).find(id);
  if (!row) throw new Error('The debit approval vanished inside its transaction');
  return toDebitApproval(row);
}

/**
 * The two-person rule for large debits (ADR 0057): a debit above `approvalAbove` coins waits for a second staff
 * member, an admin or a supervisor who did not ask for it; the approval writes the wallet record in its own
 * transaction, a rejection writes none. Every step is audited on the client.
 */
export function createDebitApprovalService(deps: {
  db: Database;
  audit: AuditService;
  now: Clock;
  approvalAbove: number;
  /** Asking for a large debit and approving one need a recent proof of who acts (ADR 0058). */
  recentProof: RecentProof;
  notify: Notify;
  /** Webhook events in the transaction of their cause (ADR 0093). */
  recordEvent: RecordEvent;
}) {
  const { db, audit, now, approvalAbove, recentProof, notify, recordEvent } = deps;

  async function decide(actor: AuthenticatedSession, id: number, approved: boolean): Promise<DebitApproval> {
    return db.transaction(async (tx) => {
      const approvals = debitApprovalsRepository(tx);
      const locked = await approvals.lock(id);
      if (!locked) throw new AppError(404, errorMessages.notFound);
      if (locked.requestedByUserId === actor.userId) throw new AppError(403, errorMessages.ownDebitApproval);
      if (locked.decidedAt) throw new AppError(409, errorMessages.debitDecided);
      await requireClientAccount(tx, actor, locked.userId);
      let walletRecordId: number | null = null;
      if (approved) {
        recentProof.require(actor);
        await lockWallet(tx, locked.userId);
        // The requester issued the debit; the approval, audited, makes it count. The approval row is the debit's
        // idempotency: it is decided once, under its lock, so the record needs no key of its own.
        walletRecordId = await walletRepository(tx).insertApproved({
          userId: locked.userId,
          amount: locked.amount,
          issuerUserId: locked.requestedByUserId,
        });
      }
      const before = await approvalInside(tx, id);
      await approvals.decide(id, { decidedByUserId: actor.userId, decidedAt: now(), approved, walletRecordId });
      const after = await approvalInside(tx, id);
      await audit.record(tx, {
        actorUserId: actor.userId,
        action: approved ? 'debitApproval.approve' : 'debitApproval.reject',
        targetType: 'user',
        targetId: String(locked.userId),
        before,
        after,
      });
      await notify(tx, {
        userId: locked.requestedByUserId,
        kind: 'debitDecided',
        subject: `debitApproval:${id}`,
        params: { clientName: after.userName, coins: -after.amount, approved },
      });
      // The approval workflow is the business's: its events name the account but are not the account's own.
      await recordEvent(tx, {
        type: approved ? 'debit.approved' : 'debit.refused',
        accountId: null,
        data: { debitApprovalId: id, accountId: locked.userId, coins: -after.amount },
      });
      return after;
    });
  }

  return {
    /** Whether a debit of this amount waits for a second staff member. */
    needsApproval(amount: number): boolean {
      return amount < 0 && -amount > approvalAbove;
    },

    /**
     * Inside the insertion's transaction: records the request once per requester's key (a retry answers the same
     * request; the key for another wallet or amount answers 422), audited.
     */
    async request(
      tx: Database,
      actor: AuthenticatedSession,
      request: { userId: number; amount: number; idempotencyKey: string; requestHash: string },
    ): Promise<DebitApproval> {
      recentProof.require(actor);
      const approvals = debitApprovalsRepository(tx);
      const id = await approvals.insertKeyed({ ...request, requestedByUserId: actor.userId });
      if (id === undefined) {
        const first = await approvals.findKeyed(actor.userId, request.idempotencyKey);
        if (!first) throw new Error('An Idempotency-Key conflicted with no debit approval');
        if (first.requestHash !== request.requestHash) throw new AppError(422, errorMessages.idempotencyKeyReused);
        return toDebitApproval(first);
      }
      const approval = await approvalInside(tx, id);
      await audit.record(tx, {
        actorUserId: actor.userId,
        action: 'debitApproval.request',
        targetType: 'user',
        targetId: String(request.userId),
        before: null,
        after: approval,
      });
      for (const approver of await approvals.approversBut(actor.userId)) {
        await notify(tx, {
          userId: approver,
          kind: 'debitAwaitingApproval',
          subject: 'debitApprovals',
          params: { clientName: approval.userName, coins: -approval.amount },
        });
      }
      await recordEvent(tx, {
        type: 'debit.requested',
        accountId: null,
        data: { debitApprovalId: id, accountId: request.userId, coins: -approval.amount },
      });
      return approval;
    },

    /** The same key may not name a small insertion and a large debit: answers the request it names, if any. */
    async findKeyed(
      tx: Database,
      actor: AuthenticatedSession,
      idempotencyKey: string,
      requestHash: string,
    ): Promise<DebitApproval | undefined> {
      const found = await debitApprovalsRepository(tx).findKeyed(actor.userId, idempotencyKey);
      if (!found) return undefined;
      if (found.requestHash !== requestHash) throw new AppError(422, errorMessages.idempotencyKeyReused);
      return toDebitApproval(found);
    },

    async list(query: DebitApprovalsQuery): Promise<DebitApprovalsResponse> {
      const approvals = debitApprovalsRepository(db);
      const page = { limit: query.limit, offset: query.offset };
      const [rows, total] = await Promise.all([approvals.list(query.status, page), approvals.count(query.status)]);
      return { results: rows.map(toDebitApproval), meta: { count: total, ...page } };
    },

    approve: (actor: AuthenticatedSession, id: number) => decide(actor, id, true),
    reject: (actor: AuthenticatedSession, id: number) => decide(actor, id, false),
  };
}
