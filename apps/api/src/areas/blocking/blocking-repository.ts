import type { BlockReason } from '@orbit/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blockingOrders, licenses, temporaryUnblockRequests } from '../../db/schema.ts';

const orderColumns = {
  id: blockingOrders.id,
  code: blockingOrders.code,
  licenseKey: licenses.key,
  licenseLabel: licenses.label,
  reason: blockingOrders.reason,
  createdAt: blockingOrders.createdAt,
  issuerUserId: blockingOrders.issuerUserId,
  expiresAt: blockingOrders.expiresAt,
  revokedAt: blockingOrders.revokedAt,
};

export function blockingRepository(db: Database) {
  const orders = () =>
    db.select(orderColumns).from(blockingOrders).leftJoin(licenses, eq(licenses.id, blockingOrders.licenseId));

  return {
    /** Every order of the user, finished ones included, newest first, with the blocked licence's key and label. */
    ordersOf(userId: number) {
      return orders()
        .where(eq(blockingOrders.userId, userId))
        .orderBy(desc(blockingOrders.createdAt), desc(blockingOrders.id));
    },

    async findOrder(id: number) {
      const [row] = await orders().where(eq(blockingOrders.id, id));
      return row;
    },

    /** Locks the order so two finishes sent together cannot both pass the open check. */
    async lockOrder(id: number) {
      const [row] = await db
        .select({
          id: blockingOrders.id,
          userId: blockingOrders.userId,
          revokedAt: blockingOrders.revokedAt,
          automatic: blockingOrders.automatic,
        })
        .from(blockingOrders)
        .where(eq(blockingOrders.id, id))
        .for('update');
      return row;
    },

    async insertOrder(order: {
      code: number;
      reason: BlockReason;
      userId: number;
      licenseId: number | null;
      issuerUserId: number | null;
      createdAt: Date;
    }): Promise<number> {
      const [row] = await db.insert(blockingOrders).values(order).returning({ id: blockingOrders.id });
      if (!row) throw new Error('The blocking order insert returned no row');
      return row.id;
    },

    async finishOrder(id: number, revokedAt: Date, revokedUserId: number): Promise<void> {
      await db.update(blockingOrders).set({ revokedAt, revokedUserId }).where(eq(blockingOrders.id, id));
    },

    requestsOf(userId: number) {
      return db
        .select({
          id: temporaryUnblockRequests.id,
          createdAt: temporaryUnblockRequests.createdAt,
          expiresAt: temporaryUnblockRequests.expiresAt,
          archivedAt: temporaryUnblockRequests.archivedAt,
        })
        .from(temporaryUnblockRequests)
        .where(eq(temporaryUnblockRequests.userId, userId))
        .orderBy(desc(temporaryUnblockRequests.createdAt), desc(temporaryUnblockRequests.id));
    },

    async insertRequest(request: { userId: number; createdAt: Date; expiresAt: Date }) {
      const [row] = await db.insert(temporaryUnblockRequests).values(request).returning({
        id: temporaryUnblockRequests.id,
        createdAt: temporaryUnblockRequests.createdAt,
        expiresAt: temporaryUnblockRequests.expiresAt,
        archivedAt: temporaryUnblockRequests.archivedAt,
      });
      if (!row) throw new Error('The unblock request insert returned no row');
      return row;
    },

    /**
     * Marks a request's end as told, unless it already was: true for the one caller that marked it. A second caller
     * waits for the first's transaction and then finds it marked.
     */
    async markEndTold(requestId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(temporaryUnblockRequests)
        .set({ endToldAt: at })
        .where(and(eq(temporaryUnblockRequests.id, requestId), isNull(temporaryUnblockRequests.endToldAt)))
        .returning({ id: temporaryUnblockRequests.id });
      return rows.length > 0;
    },
  };
}
