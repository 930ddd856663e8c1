import { createHash } from 'node:crypto';
import { errorMessages } from '@orbit/contract';
import type {
  AdminInsertWalletRecordRequest,
  AdminInsertWalletRecordResponse,
  DebitApproval,
  WalletBalance,
  WalletRecord,
} from '@orbit/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { adminUsersRepository, requireClientAccount } from '../identity/index.ts';
import type { AuthenticatedSession } from '../identity/index.ts';
import { walletRepository } from './wallet-repository.ts';
import type { Clock } from '../../clock.ts';
import type { AuditService } from '../audit/index.ts';
import { lockWallet, unblockWhenCoinsSuffice } from './automatic-blocks.ts';
import type { Notify } from '../notifications/index.ts';
import type { RecordEvent } from '../webhooks/index.ts';

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

/**
 * What the wallet asks of debit approvals (the debit-approvals area's service, which builds on the wallet): whether a
 * debit waits for a second approver, and the request it waits in.
 */
export interface DebitApprovalRequests {
  needsApproval(amount: number): boolean;
  request(
    tx: Database,
    actor: AuthenticatedSession,
    request: { userId: number; amount: number; idempotencyKey: string; requestHash: string },
  ): Promise<DebitApproval>;
  findKeyed(
    tx: Database,
    actor: AuthenticatedSession,
    idempotencyKey: string,
    requestHash: string,
  ): Promise<DebitApproval | undefined>;
}

export function createAdminWalletService(deps: {
  db: Database;
  audit: AuditService;
  now: Clock;
  debitApprovals: DebitApprovalRequests;
  notify: Notify;
  /** Webhook events in the transaction of their cause (ADR 0093). */
  recordEvent: RecordEvent;
}) {
  const { db, audit, now, debitApprovals, notify, recordEvent } = deps;

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
          await unblockWhenCoinsSuffice(tx, userId, now(), notify, recordEvent);
          if (record.amount > 0) {
            // One notification an hour for a run of insertions (ADR 0080): the coins add up, the balance is the last.
            const { coinsBalance } = await wallet.balance(userId);
            await notify(tx, {
              userId,
              kind: 'coinsInserted',
              subject: 'wallet',
              params: { coins: record.amount, balance: coinsBalance },
            });
            await recordEvent(tx, {
              type: 'coins.inserted',
              accountId: userId,
              data: { walletRecordId: inserted.id, coins: record.amount, balance: coinsBalance },
            });
          }
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
