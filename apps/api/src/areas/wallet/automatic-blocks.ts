import { and, eq, isNull, sql } from 'drizzle-orm';
import { blockReasonCodes, deviceRules, oneRidePrice, resumeBalance } from '@orbit/domain';
import type { Database } from '../../db/client.ts';
import { blockingOrders } from '../../db/schema.ts';
import { auditRepository } from '../audit/index.ts';
import { blockingRepository } from '../blocking/index.ts';
import { tariffAt, tariffsRepository } from './tariffs-repository.ts';
import { walletRepository } from './wallet-repository.ts';
import { currentRequestOrigin } from '../../http/request-origin.ts';
import type { Notify } from '../notifications/index.ts';
import type { RecordEvent } from '../webhooks/index.ts';

/** Any fixed number: the advisory lock class of "a client's coins are being charged or inserted". */
const walletLockClass = 4_721_002;

/**
 * Charges and coin insertions of one client wait for each other from here to the end of their transaction, so the
 * balance each reads after its own change includes the other's (ADR 0049).
 */
export async function lockWallet(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${walletLockClass}::int, ${userId}::int)`);
}

/** The client's coins per customer now. */
export async function currentCoinsPerCustomer(tx: Database, userId: number, at: Date): Promise<number> {
  const history = await tariffsRepository(tx).history(userId);
  return tariffAt(history, at)?.coinsPerCustomer ?? deviceRules.defaultCoinsPerCustomer;
}

async function openAutomaticOrder(tx: Database, userId: number) {
  const [row] = await tx
    .select({ id: blockingOrders.id })
    .from(blockingOrders)
    .where(
      and(eq(blockingOrders.userId, userId), eq(blockingOrders.automatic, true), isNull(blockingOrders.revokedAt)),
    );
  return row;
}

/**
 * After charges, inside their transaction (with the wallet locked): a balance below the price of one ride opens the
 * account's "insufficient coin balance" order, issued by the system, unless one is open. Returns the balance.
 */
export async function blockWhenCoinsRunOut(
  tx: Database,
  userId: number,
  at: Date,
  notify: Notify,
  recordEvent: RecordEvent,
): Promise<number> {
  const { coinsBalance } = await walletRepository(tx).balance(userId);
  const coinsPerCustomer = await currentCoinsPerCustomer(tx, userId, at);
  if (coinsBalance >= oneRidePrice(coinsPerCustomer) || (await openAutomaticOrder(tx, userId))) return coinsBalance;
  const reason = 'insufficient-coin-balance' as const;
  const [order] = await tx
    .insert(blockingOrders)
    .values({
      code: blockReasonCodes[reason],
      reason,
      userId,
      licenseId: null,
      issuerUserId: null,
      automatic: true,
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: blockingOrders.id });
  if (order) {
    const opened = await blockingRepository(tx).findOrder(order.id);
    await auditRepository(tx).insert(
      {
        actorUserId: null,
        action: 'blockingOrder.create',
        targetType: 'blockingOrder',
        targetId: String(order.id),
        before: null,
        after: { ...opened, userId, automatic: true, balance: coinsBalance, coinsPerCustomer },
      },
      currentRequestOrigin(),
    );
    await notify(tx, {
      userId,
      kind: 'accountBlocked',
      subject: `blockingOrder:${order.id}`,
      params: { reason, code: blockReasonCodes[reason], licenseKey: null },
    });
    await recordEvent(tx, {
      type: 'blockingOrder.created',
      accountId: userId,
      data: { blockingOrderId: order.id, reason, licenseKey: null, automatic: true },
    });
  }
  return coinsBalance;
}

/**
 * After coins are inserted, inside their transaction (with the wallet locked): a balance of at least ten rides'
 * price finishes the open automatic order, as the system.
 */
export async function unblockWhenCoinsSuffice(
  tx: Database,
  userId: number,
  at: Date,
  notify: Notify,
  recordEvent: RecordEvent,
): Promise<void> {
  const open = await openAutomaticOrder(tx, userId);
  if (!open) return;
  const { coinsBalance } = await walletRepository(tx).balance(userId);
  const coinsPerCustomer = await currentCoinsPerCustomer(tx, userId, at);
  if (coinsBalance < resumeBalance(coinsPerCustomer)) return;
  const blocking = blockingRepository(tx);
  const before = await blocking.findOrder(open.id);
  await tx.update(blockingOrders).set({ revokedAt: at }).where(eq(blockingOrders.id, open.id));
  const after = await blocking.findOrder(open.id);
  await auditRepository(tx).insert(
    {
      actorUserId: null,
      action: 'blockingOrder.finish',
      targetType: 'blockingOrder',
      targetId: String(open.id),
      before: before ? { ...before, userId } : null,
      after: { ...after, userId, automatic: true, balance: coinsBalance, coinsPerCustomer },
    },
    currentRequestOrigin(),
  );
  await notify(tx, {
    userId,
    kind: 'accountUnblocked',
    subject: `blockingOrder:${open.id}`,
    params: { licenseKey: null },
  });
  await recordEvent(tx, {
    type: 'blockingOrder.finished',
    accountId: userId,
    data: { blockingOrderId: open.id, licenseKey: null, automatic: true },
  });
}
