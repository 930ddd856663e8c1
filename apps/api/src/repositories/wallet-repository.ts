import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bigmacIndex, licenses, rides, walletRecords } from '../db/schema.ts';
import type { DateRange } from './calendar-repository.ts';

function recordsOf(userId: number, range: Partial<DateRange>) {
  return and(
    eq(walletRecords.userId, userId),
    range.startAt && gte(walletRecords.createdAt, range.startAt),
    range.endAt && lt(walletRecords.createdAt, range.endAt),
  );
}

const recordColumns = {
  id: walletRecords.id,
  userId: walletRecords.userId,
  createdAt: walletRecords.createdAt,
  amount: walletRecords.amount,
  issuerUserId: walletRecords.issuerUserId,
};

export function walletRepository(db: Database) {
  return {
    listRecords(userId: number, range: Partial<DateRange>, page: { limit: number; offset: number }) {
      return db
        .select(recordColumns)
        .from(walletRecords)
        .where(recordsOf(userId, range))
        .orderBy(desc(walletRecords.createdAt), desc(walletRecords.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async countRecords(userId: number, range: Partial<DateRange>): Promise<number> {
      const [row] = await db.select({ rows: count() }).from(walletRecords).where(recordsOf(userId, range));
      return row?.rows ?? 0;
    },

    /**
     * Coins inserted minus coins charged by rides (a ride on an unlimited licence was charged 0), and tickets
     * (customers on every ride), counting what happened before `before` when given. One statement, so the three
     * sums read the same snapshot.
     */
    async balance(userId: number, before?: Date): Promise<{ coinsBalance: number; tickets: number }> {
      const inserted = db
        .select({ total: sql`coalesce(sum(${walletRecords.amount}), 0)` })
        .from(walletRecords)
        .where(and(eq(walletRecords.userId, userId), before && lt(walletRecords.createdAt, before)));
      const ridden = db
        .select({
          charged: sql`coalesce(sum(${rides.chargedAmount}), 0)`.as('charged'),
          customers: sql`coalesce(sum(${rides.customersAmount}), 0)`.as('customers'),
        })
        .from(rides)
        .innerJoin(licenses, eq(licenses.id, rides.licenseId))
        .where(and(eq(licenses.userId, userId), before && lt(rides.consumedAt, before)))
        .as('ridden');
      const [row] = await db
        .select({
          coinsBalance: sql<number>`(${inserted}) - ${ridden.charged}`.mapWith(Number),
          tickets: sql<number>`${ridden.customers}`.mapWith(Number),
        })
        .from(ridden);
      return row ?? { coinsBalance: 0, tickets: 0 };
    },

    /**
     * Inserts a keyed record unless the issuer already used the key. A concurrent insert with the same key waits on
     * the unique index and then inserts nothing, so the key holds exactly one record; undefined when it did.
     */
    async insertKeyed(record: {
      userId: number;
      amount: number;
      issuerUserId: number;
      idempotencyKey: string;
      requestHash: string;
    }) {
      const [row] = await db
        .insert(walletRecords)
        .values(record)
        .onConflictDoNothing({ target: [walletRecords.issuerUserId, walletRecords.idempotencyKey] })
        .returning(recordColumns);
      return row;
    },

    async findKeyed(issuerUserId: number, idempotencyKey: string) {
      const [row] = await db
        .select({ ...recordColumns, requestHash: walletRecords.requestHash })
        .from(walletRecords)
        .where(and(eq(walletRecords.issuerUserId, issuerUserId), eq(walletRecords.idempotencyKey, idempotencyKey)));
      return row;
    },

    async findBigmacIndex(countryId: number) {
      const [row] = await db.select().from(bigmacIndex).where(eq(bigmacIndex.countryId, countryId));
      return row;
    },
  };
}
