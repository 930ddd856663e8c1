import { errorMessages } from '@orbit/contract';
import type {
  BlockingOrdersResponse,
  CreateTemporaryUnblockResponse,
  TemporaryUnblockRequest,
  TemporaryUnblockRequestsResponse,
} from '@orbit/contract';
import { blockingBanner, limits } from '@orbit/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { blockingRepository } from './blocking-repository.ts';
import { usersRepository } from '../identity/index.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Notify } from '../notifications/index.ts';
import type { RecordEvent } from '../webhooks/index.ts';

export type BlockingService = ReturnType<typeof createBlockingService>;

const dayMs = 86_400_000;

function toRequest(row: {
  id: number;
  createdAt: Date;
  expiresAt: Date;
  archivedAt: Date | null;
}): TemporaryUnblockRequest {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    archivedAt: row.archivedAt?.toISOString() ?? null,
  };
}

/** The client's side of blocking: its orders, its unblock requests, and asking for one (docs/domain.md#states-and-transitions). */
export function createBlockingService(deps: {
  db: Database;
  now: Clock;
  notify: Notify;
  jobs: Pick<JobQueue, 'enqueue'>;
  /** Webhook events in the transaction of their cause (ADR 0093). */
  recordEvent: RecordEvent;
}) {
  const { db, now, notify, jobs, recordEvent } = deps;
  return {
    async orders(userId: number): Promise<BlockingOrdersResponse> {
      const [rows, mayRequestUnblock] = await Promise.all([
        blockingRepository(db).ordersOf(userId),
        usersRepository(db).mayRequestUnblock(userId),
      ]);
      return {
        results: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt?.toISOString() ?? null,
          revokedAt: row.revokedAt?.toISOString() ?? null,
        })),
        mayRequestUnblock,
      };
    },

    async requests(userId: number): Promise<TemporaryUnblockRequestsResponse> {
      const rows = await blockingRepository(db).requestsOf(userId);
      return { results: rows.map(toRequest) };
    },

    /**
     * Grants 7 days when the screen would show the request button: the client holds the right, an open order
     * blocks the whole account, and no request is active or has an expiry still ahead. The user's row is locked
     * so two requests sent together cannot both pass the check.
     */
    async request(userId: number): Promise<CreateTemporaryUnblockResponse> {
      return db.transaction(async (tx) => {
        const mayRequest = await usersRepository(tx).lockUnblockRight(userId);
        if (!mayRequest) throw new AppError(403, errorMessages.unblockNotAllowed);
        const blocking = blockingRepository(tx);
        const [orders, requests] = await Promise.all([blocking.ordersOf(userId), blocking.requestsOf(userId)]);
        const current = now();
        const banner = blockingBanner(
          orders.map((order) => ({ licenseKey: order.licenseKey, revokedAt: order.revokedAt?.toISOString() ?? null })),
          requests.map((request) => toRequest(request)),
          true,
          current,
        );
        if (banner.kind === 'none') throw new AppError(409, errorMessages.accountNotBlocked);
        if (banner.kind === 'temporarilyUnblocked' || !banner.canRequestUnblock) {
          throw new AppError(409, errorMessages.unblockUnderReview);
        }
        const created = await blocking.insertRequest({
          userId,
          createdAt: current,
          expiresAt: new Date(current.getTime() + limits.temporaryUnblockDays * dayMs),
        });
        const request = toRequest(created);
        await notify(tx, {
          userId,
          kind: 'temporaryUnblockGranted',
          subject: `unblockRequest:${created.id}`,
          params: { until: request.expiresAt },
        });
        await recordEvent(tx, {
          type: 'temporaryUnblock.granted',
          accountId: userId,
          data: { temporaryUnblockId: created.id, expiresAt: request.expiresAt },
        });
        // Its end is told when it comes, by a job due then, written with the grant.
        await jobs.enqueue(tx, 'unblock-ends', { userId, requestId: created.id }, { startAfter: created.expiresAt });
        return { data: request };
      });
    },

    /**
     * At a temporary unblock's end: tells the client and the account's webhooks once, unless staff archived the request
     * or the account is no longer blocked, when there is nothing to tell.
     */
    async tellUnblockEnded(userId: number, requestId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const blocking = blockingRepository(tx);
        const [orders, requests] = await Promise.all([blocking.ordersOf(userId), blocking.requestsOf(userId)]);
        const ended = requests.find((request) => request.id === requestId);
        const banner = blockingBanner(
          orders.map((order) => ({ licenseKey: order.licenseKey, revokedAt: order.revokedAt?.toISOString() ?? null })),
          requests.map((request) => toRequest(request)),
          false,
          now(),
        );
        if (!ended || ended.archivedAt || banner.kind !== 'blocked') return;
        // A job run again (at least once) finds the end told already.
        if (!(await blocking.markEndTold(requestId, now()))) return;
        await notify(tx, { userId, kind: 'temporaryUnblockEnded', subject: `unblockRequest:${requestId}`, params: {} });
        await recordEvent(tx, {
          type: 'temporaryUnblock.ended',
          accountId: userId,
          data: { temporaryUnblockId: requestId },
        });
      });
    },
  };
}
