import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { databaseErrorCode } from './errors.ts';
import { auditRepository } from '../areas/audit/index.ts';
import {
  auditChainHead,
  auditLog,
  blockingOrders,
  licenses,
  purchasedScenarios,
  rides,
  scenarios,
  temporaryUnblockRequests,
  walletRecords,
} from './schema.ts';
import { noRequest } from '../shared/origin.ts';

/** The SQLSTATE a statement fails with, or 'ok'. */
async function outcome(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
    return 'ok';
  } catch (error) {
    return databaseErrorCode(error) ?? 'no code';
  }
}

const checkViolation = '23514';
const restrictViolation = '23001';
const featureNotSupported = '0A000';
const uniqueViolation = '23505';
const foreignKeyViolation = '23503';

describe.each(testDatabaseKinds)('database constraints on $name', (kind) => {
  let handle: DatabaseHandle;
  let licenseId: number;

  beforeAll(async () => {
    handle = await kind.open();
    const [license] = await handle.db.select().from(licenses).where(eq(licenses.label, 'Parque Aventura 1'));
    licenseId = license?.id ?? 0;
  });
  afterAll(async () => {
    await handle.close();
  });

  describe('the coin ledger is append-only', () => {
    it('takes new records', async () => {
      expect(await outcome(handle.db.insert(walletRecords).values({ userId: 4, amount: 100, issuerUserId: 1 }))).toBe(
        'ok',
      );
    });
    it('refuses to update, delete or truncate them', async () => {
      expect(await outcome(handle.db.update(walletRecords).set({ amount: 1 }).where(eq(walletRecords.userId, 4)))).toBe(
        restrictViolation,
      );
      expect(await outcome(handle.db.delete(walletRecords).where(eq(walletRecords.userId, 4)))).toBe(restrictViolation);
      // Debit approvals refer to the ledger (ADR 0057), so PostgreSQL refuses the truncation for that before the
      // ledger's own trigger refuses it: refused either way.
      expect([restrictViolation, featureNotSupported]).toContain(
        await outcome(handle.db.execute(sql`truncate wallet_records`)),
      );
    });
    it('refuses an amount of zero and a reused idempotency key of the same issuer', async () => {
      expect(await outcome(handle.db.insert(walletRecords).values({ userId: 4, amount: 0, issuerUserId: 1 }))).toBe(
        checkViolation,
      );
      const keyed = { userId: 4, amount: 5, issuerUserId: 2, idempotencyKey: 'retry-1', requestHash: 'h' };
      expect(await outcome(handle.db.insert(walletRecords).values(keyed))).toBe('ok');
      expect(await outcome(handle.db.insert(walletRecords).values(keyed))).toBe(uniqueViolation);
      expect(await outcome(handle.db.insert(walletRecords).values({ ...keyed, issuerUserId: 3 }))).toBe('ok');
    });
  });

  it('keeps the audit log append-only, and its chain head', async () => {
    await auditRepository(handle.db).insert(
      {
        actorUserId: 1,
        action: 'test',
        targetType: 'user',
        targetId: '4',
        before: null,
        after: { a: 1 },
      },
      noRequest,
    );
    expect(await outcome(handle.db.update(auditLog).set({ action: 'changed' }))).toBe(restrictViolation);
    expect(await outcome(handle.db.delete(auditLog))).toBe(restrictViolation);
    expect(await outcome(handle.db.delete(auditChainHead))).toBe(restrictViolation);
    expect(await outcome(handle.db.execute(sql`truncate audit_chain_head`))).toBe(restrictViolation);
  });

  it('holds licence notes to 150 characters and game models to the two known', async () => {
    expect(
      await outcome(
        handle.db
          .update(licenses)
          .set({ notes: 'x'.repeat(150) })
          .where(eq(licenses.id, licenseId)),
      ),
    ).toBe('ok');
    expect(
      await outcome(
        handle.db
          .update(licenses)
          .set({ notes: 'x'.repeat(151) })
          .where(eq(licenses.id, licenseId)),
      ),
    ).toBe(checkViolation);
    expect(
      await outcome(handle.db.execute(sql`update licenses set game_model = 'SpaceCoaster' where id = ${licenseId}`)),
    ).toBe(checkViolation);
  });

  it('allows offline time only on an unlimited licence, and a revocation only with who revoked', async () => {
    const offline = handle.db
      .update(licenses)
      .set({ unlimitedSince: null, unlimitedOfflineTimeSince: new Date() })
      .where(eq(licenses.id, licenseId));
    expect(await outcome(offline)).toBe(checkViolation);
    const revoked = handle.db.update(licenses).set({ revokedAt: new Date() }).where(eq(licenses.id, licenseId));
    expect(await outcome(revoked)).toBe(checkViolation);
  });

  it('refuses a licence key twice and a label twice for one owner', async () => {
    const [existing] = await handle.db.select().from(licenses).where(eq(licenses.id, licenseId));
    const copy = { label: 'Another label', gameModel: 'OrbitCoaster' as const, issuerUserId: 1, userId: 4 };
    expect(await outcome(handle.db.insert(licenses).values({ ...copy, key: existing?.key ?? '' }))).toBe(
      uniqueViolation,
    );
    expect(
      await outcome(handle.db.insert(licenses).values({ ...copy, key: 'NEW-KEY', label: existing?.label ?? '' })),
    ).toBe(uniqueViolation);
  });

  it('knows only the block reasons of docs/domain.md#records-and-fields', async () => {
    const order = { code: 9, userId: 4, issuerUserId: 1 };
    expect(
      await outcome(
        handle.db.execute(
          sql`insert into blocking_orders (code, user_id, issuer_user_id, reason) values (9, 4, 1, 'bad-weather')`,
        ),
      ),
    ).toBe(checkViolation);
    expect(await outcome(handle.db.insert(blockingOrders).values({ ...order, reason: 'owner-request' }))).toBe('ok');
  });

  it('holds a scenario on a licence once at a time', async () => {
    const held = { licenseId, scenarioId: 34 };
    expect(await outcome(handle.db.insert(purchasedScenarios).values(held))).toBe('ok');
    expect(await outcome(handle.db.insert(purchasedScenarios).values(held))).toBe(uniqueViolation);
    await handle.db
      .update(purchasedScenarios)
      .set({ removedAt: new Date() })
      .where(sql`${purchasedScenarios.licenseId} = ${licenseId} and ${purchasedScenarios.scenarioId} = 34`);
    expect(await outcome(handle.db.insert(purchasedScenarios).values(held))).toBe('ok');
  });

  it('refuses half a price, negative ride amounts, rides of unknown licences and requests that end before they start', async () => {
    const scenario = {
      gameModel: 'OrbitCoaster' as const,
      gameModelId: 1,
      version: '1',
      minGameVersion: '1',
      timeSeconds: 60,
      issuerUserId: 1,
    };
    expect(await outcome(handle.db.insert(scenarios).values({ ...scenario, usdCents: 100 }))).toBe(checkViolation);
    const ride = {
      licenseId,
      scenarioId: 1,
      consumedAt: new Date('2026-01-01T10:00:00Z'),
      syncedAt: new Date('2026-01-01T10:05:00Z'),
      durationSeconds: 100,
      customersAmount: 1,
      chargedAmount: 1,
      rideCost: 1,
      creditsAdded: 1,
      creditsAddOnKeyboard: 0,
      creditsExpired: 0,
      discountUsed: 0,
    };
    expect(await outcome(handle.db.insert(rides).values({ ...ride, customersAmount: -1 }))).toBe(checkViolation);
    expect(await outcome(handle.db.insert(rides).values({ ...ride, licenseId: 999_999 }))).toBe(foreignKeyViolation);
    const at = new Date('2026-01-01T00:00:00Z');
    expect(
      await outcome(handle.db.insert(temporaryUnblockRequests).values({ userId: 4, createdAt: at, expiresAt: at })),
    ).toBe(checkViolation);
  });
});
