import { errorMessages } from '@orbit/contract';
import type { AdminBlockingOrdersResponse, AdminCreateBlockingOrderRequest, BlockingOrder } from '@orbit/contract';
import { blockReasonCodes } from '@orbit/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { adminUsersRepository, requireClientAccount } from '../identity/index.ts';
import type { AuthenticatedSession } from '../identity/index.ts';
import { blockingRepository } from './blocking-repository.ts';
import { licensesRepository } from '../licenses/index.ts';
import type { AuditService } from '../audit/index.ts';
import type { Notify } from '../notifications/index.ts';
import type { RecordableEvent, RecordEvents } from '../webhooks/index.ts';

export type AdminBlockingService = ReturnType<typeof createAdminBlockingService>;

type OrderRow = NonNullable<Awaited<ReturnType<ReturnType<typeof blockingRepository>['findOrder']>>>;

function toOrder(row: OrderRow): BlockingOrder {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** Staff side of blocking (docs/domain.md#states-and-transitions, docs/domain.md#calls): list a client's orders, open one with its reason's code, finish one. */
export function createAdminBlockingService(deps: {
  db: Database;
  audit: AuditService;
  now: Clock;
  notify: Notify;
  /** Webhook events in the transaction of their cause (ADR 0093). */
  recordEvents: RecordEvents;
}) {
  const { db, audit, now, notify, recordEvents } = deps;

  async function orderInside(tx: Database, id: number): Promise<BlockingOrder> {
    const row = await blockingRepository(tx).findOrder(id);
    if (!row) throw new Error('The blocking order vanished inside its transaction');
    return toOrder(row);
  }

  return {
    async list(userId: number): Promise<AdminBlockingOrdersResponse> {
      if (!(await adminUsersRepository(db).exists(userId))) throw new AppError(404, errorMessages.notFound);
      const rows = await blockingRepository(db).ordersOf(userId);
      return { results: rows.map(toOrder) };
    },

    /** A revoked licence is no longer used, so blocking it would mean nothing; the code follows the reason. */
    async create(actor: AuthenticatedSession, request: AdminCreateBlockingOrderRequest): Promise<BlockingOrder> {
      return db.transaction(async (tx) => {
        let userId = request.userId;
        let licenseId: number | null = null;
        if (request.licenseKey !== undefined) {
          const license = await licensesRepository(tx).lockByKey(request.licenseKey);
          if (!license) throw new AppError(404, errorMessages.notFound);
          if (userId !== undefined && license.userId !== userId) {
            throw new AppError(409, errorMessages.licenseOfAnotherUser, {
              licenseKey: errorMessages.licenseOfAnotherUser,
            });
          }
          if (license.revokedAt) throw new AppError(409, errorMessages.licenseRevoked);
          userId = license.userId;
          licenseId = license.id;
        }
        if (userId === undefined) throw new AppError(404, errorMessages.notFound);
        await requireClientAccount(tx, actor, userId);
        const id = await blockingRepository(tx).insertOrder({
          code: blockReasonCodes[request.reason],
          reason: request.reason,
          userId,
          licenseId,
          issuerUserId: actor.userId,
          createdAt: now(),
        });
        const order = await orderInside(tx, id);
        await audit.record(tx, {
          actorUserId: actor.userId,
          action: 'blockingOrder.create',
          targetType: 'blockingOrder',
          targetId: String(id),
          before: null,
          after: { ...order, userId },
        });
        await notify(tx, {
          userId,
          kind: 'accountBlocked',
          subject: `blockingOrder:${id}`,
          params: { reason: request.reason, code: order.code, licenseKey: order.licenseKey },
        });
        const events: RecordableEvent[] = [
          {
            type: 'blockingOrder.created',
            accountId: userId,
            data: { blockingOrderId: id, reason: request.reason, licenseKey: order.licenseKey, automatic: false },
          },
        ];
        if (order.licenseKey !== null) {
          events.push({
            type: 'license.blocked',
            accountId: userId,
            data: { licenseKey: order.licenseKey, blockingOrderId: id },
          });
        }
        await recordEvents(tx, events);
        return order;
      });
    },

    async finish(actor: AuthenticatedSession, id: number): Promise<BlockingOrder> {
      return db.transaction(async (tx) => {
        const blocking = blockingRepository(tx);
        const locked = await blocking.lockOrder(id);
        if (!locked) throw new AppError(404, errorMessages.notFound);
        if (locked.revokedAt) throw new AppError(409, errorMessages.blockingOrderFinished);
        const before = await orderInside(tx, id);
        await blocking.finishOrder(id, now(), actor.userId);
        const after = await orderInside(tx, id);
        await audit.record(tx, {
          actorUserId: actor.userId,
          action: 'blockingOrder.finish',
          targetType: 'blockingOrder',
          targetId: String(id),
          before,
          after,
        });
        await notify(tx, {
          userId: locked.userId,
          kind: 'accountUnblocked',
          subject: `blockingOrder:${id}`,
          params: { licenseKey: after.licenseKey },
        });
        const events: RecordableEvent[] = [
          {
            type: 'blockingOrder.finished',
            accountId: locked.userId,
            data: { blockingOrderId: id, licenseKey: after.licenseKey, automatic: locked.automatic },
          },
        ];
        if (after.licenseKey !== null) {
          events.push({
            type: 'license.unblocked',
            accountId: locked.userId,
            data: { licenseKey: after.licenseKey, blockingOrderId: id },
          });
        }
        await recordEvents(tx, events);
        return after;
      });
    },
  };
}
