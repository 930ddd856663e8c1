import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { blockingOrders, licenses, temporaryUnblockRequests } from '../db/schema.ts';

export function blockingRepository(db: Database) {
  return {
    /** Every order of the user, finished ones included, newest first, with the blocked licence's key and label. */
    ordersOf(userId: number) {
      return db
        .select({
          id: blockingOrders.id,
          code: blockingOrders.code,
          licenseKey: licenses.key,
          licenseLabel: licenses.label,
          reason: blockingOrders.reason,
          createdAt: blockingOrders.createdAt,
          issuerUserId: blockingOrders.issuerUserId,
          expiresAt: blockingOrders.expiresAt,
          revokedAt: blockingOrders.revokedAt,
        })
        .from(blockingOrders)
        .leftJoin(licenses, eq(licenses.id, blockingOrders.licenseId))
        .where(eq(blockingOrders.userId, userId))
        .orderBy(desc(blockingOrders.createdAt), desc(blockingOrders.id));
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
  };
}
