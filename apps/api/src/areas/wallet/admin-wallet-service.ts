import { createHash } from 'node:crypto';
import { errorMessages } from '@orbit/contract';
import type {
  AdminInsertWalletRecordRequest,
  AdminInsertWalletRecordResponse,
  WalletBalance,
  WalletRecord,
} from '@orbit/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { adminUsersRepository } from '../identity/admin-users-repository.ts';
import { walletRepository } from './wallet-repository.ts';
import type { Clock } from '../../clock.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { lockWallet, unblockWhenCoinsSuffice } from './automatic-blocks.ts';
import type { DebitApprovalService } from '../debit-approvals/debit-approval-service.ts';
import { requireClientAccount } from '../identity/separation-of-duties.ts';
import type { AuthenticatedSession } from '../identity/session-service.ts';

export type AdminWalletService = ReturnType<typeof createAdminWalletService>;

/** What makes two requests "the same" for one key: the wallet and the amount. */
function requestHashOf(userId: number, amount: number): string {
  return createHash('sha256').update(JSON.stringify({ userId, amount })).digest('hex');
}

function toWalletRecord(row: {
  id: number;
  userId: number;
  createdAt: Date;
  amount: number;
  issuerUserId: number;
}): WalletRecord {
  return {
    id: row.id,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    amount: row.amount,
    issuerUserId: row.issuerUserId,
  };
}

export function createAdminWalletService(deps: {
  db: Database;
  audit: AuditService;
  now: Clock;
  debitApprovals: Pick<DebitApprovalService, 'needsApproval' | 'request' | 'findKeyed'>;
}) {
  const { db, audit, now, debitApprovals } = deps;

  async function requireUser(userId: number): Promise<void> {
    if (!(await adminUsersRepository(db).exists(userId))) throw new AppError(404, errorMessages.notFound);
  }

  return {
    /** The same sums the client's own wallet shows. */
    async balance(userId: number): Promise<WalletBalance> {
      await requireUser(userId);
      return walletRepository(db).balance(userId);
    },

    /**
     * Inserts coins once per Idempotency-Key (keys belong to the issuer): a retry answers the first record and
     * inserts nothing; the same key for another wallet or amount answers 422 (ADR 0012). A balance that reaches ten
     * rides' price finishes the account's automatic block in the same transaction. A debit above the threshold
     * writes nothing yet: it waits for a second staff member (ADR 0057).
     */
    async insert(
      actor: AuthenticatedSession,
      userId: number,
      idempotencyKey: string,
      request: AdminInsertWalletRecordRequest,
    ): Promise<AdminInsertWalletRecordResponse> {
      if (request.issuerUserId !== undefined && request.issuerUserId !== actor.userId) {
        throw new AppError(403, errorMessages.notIssuer, { issuerUserId: errorMessages.notIssuer });
      }
      const requestHash = requestHashOf(userId, request.amount);
      return db.transaction(async (tx) => {
        // ADR 0020, ADR 0053: coins are a client's prepaid currency; staff never credit themselves or one another.
        await requireClientAccount(tx, actor, userId);
        const wallet = walletRepository(tx);
        const keyed = { userId, amount: request.amount, idempotencyKey, requestHash };
        if (debitApprovals.needsApproval(request.amount)) {
          const recorded = await wallet.findKeyed(actor.userId, idempotencyKey);
          if (recorded) throw new AppError(422, errorMessages.idempotencyKeyReused);
          return { pendingApproval: await debitApprovals.request(tx, actor, keyed) };
        }
        const requested = await debitApprovals.findKeyed(tx, actor, idempotencyKey, requestHash);
        if (requested) return { pendingApproval: requested };
        const inserted = await wallet.insertKeyed({
          userId,
          amount: request.amount,
          issuerUserId: actor.userId,
          idempotencyKey,
          requestHash,
        });
        if (inserted) {
          const record = toWalletRecord(inserted);
          // The wallet is locked before the audit chain's head (ADR 0054), in the order a ride batch takes them.
          await lockWallet(tx, userId);
          await audit.record(tx, {
            actorUserId: actor.userId,
            action: 'walletRecord.insert',
            targetType: 'user',
            targetId: String(userId),
            before: null,
            after: record,
          });
          // Coins that bring the balance back finish the block the account gave itself (ADR 0049).
          await unblockWhenCoinsSuffice(tx, userId, now());
          return record;
        }
        const first = await wallet.findKeyed(actor.userId, idempotencyKey);
        if (!first) throw new Error('An Idempotency-Key conflicted with no record');
        if (first.requestHash !== requestHash) throw new AppError(422, errorMessages.idempotencyKeyReused);
        return toWalletRecord(first);
      });
    },
  };
}
