import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DebitApprovalStatus } from '@orbit/contract';
import type { Database } from '../../db/client.ts';
import { debitApprovals, users } from '../../db/schema.ts';

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

const approvalColumns = {
  id: debitApprovals.id,
  userId: debitApprovals.userId,
  userName: users.name,
  amount: debitApprovals.amount,
  requestedByUserId: debitApprovals.requestedByUserId,
  requestedByName: requester.name,
  requestedAt: debitApprovals.requestedAt,
  decidedByUserId: debitApprovals.decidedByUserId,
  decidedByName: decider.name,
  decidedAt: debitApprovals.decidedAt,
  approved: debitApprovals.approved,
  walletRecordId: debitApprovals.walletRecordId,
  requestHash: debitApprovals.requestHash,
};

export type DebitApprovalRow = NonNullable<Awaited<ReturnType<ReturnType<typeof debitApprovalsRepository>['find']>>>;

const statusFilter = (status: DebitApprovalStatus) =>
  status === 'pending'
    ? isNull(debitApprovals.decidedAt)
    : and(isNotNull(debitApprovals.decidedAt), eq(debitApprovals.approved, status === 'approved'));

/** Large debits waiting for a second staff member, and the decisions taken on them (ADR 0057). */
export function debitApprovalsRepository(db: Database) {
  const withNames = () =>
    db
      .select(approvalColumns)
      .from(debitApprovals)
      .innerJoin(users, eq(users.id, debitApprovals.userId))
      .innerJoin(requester, eq(requester.id, debitApprovals.requestedByUserId))
      .leftJoin(decider, eq(decider.id, debitApprovals.decidedByUserId));

  return {
    /**
     * Records a request unless the requester already used the key: a concurrent one with the same key waits on the
     * unique index and then writes nothing. Answers the new row's id, or undefined when the key was taken.
     */
    async insertKeyed(request: {
      userId: number;
      amount: number;
      requestedByUserId: number;
      idempotencyKey: string;
      requestHash: string;
    }): Promise<number | undefined> {
      const [row] = await db
        .insert(debitApprovals)
        .values(request)
        .onConflictDoNothing({ target: [debitApprovals.requestedByUserId, debitApprovals.idempotencyKey] })
        .returning({ id: debitApprovals.id });
      return row?.id;
    },

    async findKeyed(requestedByUserId: number, idempotencyKey: string) {
      const [row] = await withNames().where(
        and(eq(debitApprovals.requestedByUserId, requestedByUserId), eq(debitApprovals.idempotencyKey, idempotencyKey)),
      );
      return row;
    },

    async find(id: number) {
      const [row] = await withNames().where(eq(debitApprovals.id, id));
      return row;
    },

    /** The row locked until the transaction ends, so two decisions on one request run one after the other. */
    /** Who may decide on a debit someone asked for: the active admins and supervisors but them (ADR 0057). */
    async approversBut(requesterId: number): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.scope, ['admin', 'supervisor']), isNull(users.disabledAt), ne(users.id, requesterId)));
      return rows.map((row) => row.id);
    },

    async lock(id: number) {
      const [row] = await db
        .select({
          id: debitApprovals.id,
          userId: debitApprovals.userId,
          amount: debitApprovals.amount,
          requestedByUserId: debitApprovals.requestedByUserId,
          decidedAt: debitApprovals.decidedAt,
        })
        .from(debitApprovals)
        .where(eq(debitApprovals.id, id))
        .for('update');
      return row;
    },

    async decide(
      id: number,
      decision: { decidedByUserId: number; decidedAt: Date; approved: boolean; walletRecordId: number | null },
    ): Promise<void> {
      await db.update(debitApprovals).set(decision).where(eq(debitApprovals.id, id));
    },

    /** Pending ones oldest first (the queue), decided ones newest first. */
    list(status: DebitApprovalStatus, page: { limit: number; offset: number }) {
      return withNames()
        .where(statusFilter(status))
        .orderBy(
          status === 'pending' ? asc(debitApprovals.requestedAt) : desc(debitApprovals.decidedAt),
          asc(debitApprovals.id),
        )
        .limit(page.limit)
        .offset(page.offset);
    },

    async count(status: DebitApprovalStatus): Promise<number> {
      const [row] = await db.select({ rows: count() }).from(debitApprovals).where(statusFilter(status));
      return row?.rows ?? 0;
    },
  };
}
