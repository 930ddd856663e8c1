import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { NotificationKind, NotificationParams } from '@orbit/domain';
import type { Database } from '../db/client.ts';
import { blockingOrders, licenses, notifications } from '../db/schema.ts';
import type { DemoAccount } from './demo-accounts.ts';

const hourMs = 3_600_000;

/**
 * What the demo clients were told of the demo data itself (ADR 0080): each blocking order still in force, unread, and
 * the newest licence of each, read an hour later. The rows are what `notify` would have written at the time.
 */
export async function insertDemoNotifications(tx: Database, accounts: readonly DemoAccount[]): Promise<number> {
  const clientIds = accounts.filter((account) => account.scope === 'user').map((account) => account.id);
  if (clientIds.length === 0) return 0;
  const rows: (typeof notifications.$inferInsert)[] = [];
  const row = <Kind extends NotificationKind>(
    userId: number,
    kind: Kind,
    subject: string,
    params: NotificationParams[Kind],
    at: Date,
    readAt: Date | null,
  ) =>
    rows.push({ userId, kind, subject, params, inConsole: true, mail: 'none', createdAt: at, updatedAt: at, readAt });

  const inForce = await tx
    .select({
      id: blockingOrders.id,
      userId: blockingOrders.userId,
      reason: blockingOrders.reason,
      code: blockingOrders.code,
      licenseKey: licenses.key,
      createdAt: blockingOrders.createdAt,
    })
    .from(blockingOrders)
    .leftJoin(licenses, eq(licenses.id, blockingOrders.licenseId))
    .where(and(inArray(blockingOrders.userId, clientIds), isNull(blockingOrders.revokedAt)));
  for (const order of inForce) {
    const { reason, code, licenseKey } = order;
    row(
      order.userId,
      'accountBlocked',
      `blockingOrder:${order.id}`,
      { reason, code, licenseKey },
      order.createdAt,
      null,
    );
  }

  for (const userId of clientIds) {
    const [newest] = await tx
      .select({ id: licenses.id, label: licenses.label, createdAt: licenses.createdAt })
      .from(licenses)
      .where(eq(licenses.userId, userId))
      .orderBy(desc(licenses.createdAt))
      .limit(1);
    if (!newest) continue;
    const readAt = new Date(newest.createdAt.getTime() + hourMs);
    row(userId, 'licenseCreated', `license:${newest.id}`, { label: newest.label }, newest.createdAt, readAt);
  }
  if (rows.length > 0) await tx.insert(notifications).values(rows);
  return rows.length;
}
