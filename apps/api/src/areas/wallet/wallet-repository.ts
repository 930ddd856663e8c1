import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bigmacIndex, walletRecords } from '../../db/schema.ts';
import type { DateRange } from '../../shared/calendar-repository.ts';
import { rideRollupsRepository } from '../rides/index.ts';
import { selectRows } from '../../db/rows.ts';

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

/**
 * The balance rule, once: a one-row query of `coinsBalance` (coins inserted minus coins charged by rides, before
 * `before` when given) and `tickets` (customers on every ride) of the user `userId` names, in one snapshot. The
 * rides' sums come from the UTC rollups (ADR 0028); `before` costs a read of the rollups' spans first.
 */
export async function balanceQuery(db: Database, userId: SQL, before?: Date): Promise<SQL> {
  const inserted = sql`select coalesce(sum(amount), 0) from wallet_records
    where user_id = ${userId} ${before ? sql`and created_at < ${before.toISOString()}::timestamptz` : sql``}`;
  const ridden = await rideRollupsRepository(db).totalsQuery(
    (column) => sql`${column} in (select id from licenses where user_id = ${userId})`,
    before ? { endAt: before } : undefined,
  );
  return sql`select ((${inserted}) - ridden.charged::bigint)::text as "coinsBalance", ridden.customers as tickets
    from (${ridden}) as ridden`;
}

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
      const [row] = await selectRows<{ coinsBalance: string; tickets: string }>(
        db,
        await balanceQuery(db, sql`${userId}::int`, before),
      );
      return { coinsBalance: Number(row?.coinsBalance ?? 0), tickets: Number(row?.tickets ?? 0) };
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

    /** A debit a second staff member approved (ADR 0057): its approval row holds its idempotency. */
    async insertApproved(record: { userId: number; amount: number; issuerUserId: number }): Promise<number> {
      const [row] = await db.insert(walletRecords).values(record).returning({ id: walletRecords.id });
      if (!row) throw new Error('The approved debit was not written');
      return row.id;
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
