import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { blockReasonCodes, licenseAdminType } from '@orbit/domain';
import { verifyPassword } from '../shared/passwords.ts';
import { openMigratedPglite, testDatabaseKinds, testNow, testRides } from '../test-support/test-database.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { demoAccounts, demoPassword } from './demo-accounts.ts';
import { selectRows } from '../db/rows.ts';
import { defaultDemoRides, seedDatabase } from './seed.ts';
import {
  blockingOrders,
  countries,
  licenses,
  news,
  newsTexts,
  notifications,
  rides,
  scenarios,
  scenarioTexts,
  users,
  walletRecords,
} from '../db/schema.ts';

const dayMs = 86_400_000;

/** Sums over the rides, the ledger and the licence keys: equal fingerprints mean equal demo data. */
async function fingerprint(db: Database) {
  const [rideSums] = await selectRows<Record<string, string | number>>(
    db,
    sql`select count(*)::int as rides, sum(customers_amount)::int as customers, sum(charged_amount)::int as charged,
               sum(extract(epoch from consumed_at))::bigint::text as instants, sum(scenario_id * license_id)::int as mix
        from rides`,
  );
  const [ledger] = await selectRows<Record<string, string | number>>(
    db,
    sql`select count(*)::int as records, sum(amount)::int as coins from wallet_records`,
  );
  const keys = await db.select({ key: licenses.key }).from(licenses).orderBy(asc(licenses.id));
  return { rideSums, ledger, keys: keys.map((row) => row.key) };
}

async function balanceOf(db: Database, userId: number): Promise<number> {
  const [row] = await selectRows<{ balance: number }>(
    db,
    sql`select ((select coalesce(sum(amount), 0) from wallet_records where user_id = ${userId})
              - (select coalesce(sum(r.charged_amount), 0) from rides r join licenses l on l.id = r.license_id
                 where l.user_id = ${userId}))::int as balance`,
  );
  return Number(row?.balance);
}

/** The demo data of the test databases, seeded once more on a fresh PGlite: every kind must match it. */
let reference: Promise<Awaited<ReturnType<typeof fingerprint>>> | undefined;
function referenceFingerprint() {
  reference ??= (async () => {
    const handle = await openMigratedPglite();
    try {
      await seedDatabase(handle.db, { demo: true, now: testNow, rides: testRides });
      return await fingerprint(handle.db);
    } finally {
      await handle.close();
    }
  })();
  return reference;
}

describe.each(testDatabaseKinds)('seedDatabase on $name', (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await kind.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('gives the same demo data for the same seed moment, on any database', async () => {
    expect(await fingerprint(handle.db)).toEqual(await referenceFingerprint());
  });

  it('creates the demo accounts with fixed ids, the admin first, and the password demo1234 for everyone', async () => {
    const rows = await handle.db.select().from(users).orderBy(asc(users.id));

    expect(rows.slice(0, demoAccounts.length).map(({ id, email, scope }) => ({ id, email, scope }))).toEqual(
      demoAccounts.map(({ id, email, scope }) => ({ id, email, scope })),
    );
    expect(rows[0]).toMatchObject({ id: 1, email: 'admin@example.com', scope: 'admin' });
    expect(new Set(rows.map((row) => row.passwordHash)).size).toBe(1);
    expect(await verifyPassword(rows[0]?.passwordHash, demoPassword)).toBe(true);
  });

  it('creates about forty clients in several countries and time zones', async () => {
    const clients = await handle.db.select().from(users).where(eq(users.scope, 'user'));
    expect(clients.length).toBeGreaterThanOrEqual(40);
    expect(new Set(clients.map((client) => client.countryId)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(clients.map((client) => client.timezone)).size).toBeGreaterThanOrEqual(10);
  });

  it('creates about 150 licences of both game models and of every kind', async () => {
    const rows = await handle.db.select().from(licenses);
    expect(rows.length).toBeGreaterThanOrEqual(130);
    expect(new Set(rows.map((row) => row.gameModel))).toEqual(new Set(['OrbitCoaster', 'BubbleCoaster']));
    const iso = (date: Date | null) => date?.toISOString() ?? null;
    const types = rows.map((row) =>
      licenseAdminType({
        unlimitedSince: iso(row.unlimitedSince),
        unlimitedOfflineTimeSince: iso(row.unlimitedOfflineTimeSince),
      }),
    );
    expect(new Set(types)).toEqual(new Set(['limited', 'unlimited', 'unlimitedOffline']));
    expect(rows.filter((row) => row.revokedAt).length).toBeGreaterThan(5);
  });

  it('numbers the scenarios as docs/domain.md#constants-and-limits does, each with English and Portuguese texts', async () => {
    const rows = await handle.db.select({ id: scenarios.id }).from(scenarios).orderBy(asc(scenarios.id));
    expect(rows.map((row) => row.id)).toEqual([...Array.from({ length: 35 }, (_, id) => id), 100, 101, 201, 202, 203]);
    const [texts] = await handle.db.select({ rows: count() }).from(scenarioTexts);
    expect(texts?.rows).toBe(rows.length * 2);
    const paid = await handle.db
      .select()
      .from(scenarios)
      .where(sql`${scenarios.usdCents} is not null`);
    expect(paid.length).toBeGreaterThan(0);
  });

  it('writes news in English and Portuguese, some switched off', async () => {
    const rows = await handle.db.select().from(news);
    expect(rows.some((row) => !row.isActive)).toBe(true);
    const [texts] = await handle.db.select({ rows: count() }).from(newsTexts);
    expect(texts?.rows).toBe(rows.length * 2);
  });

  it('blocks the whole account of blocked@example.com with code 2 and lets it request an unblock', async () => {
    const [blocked] = await handle.db.select().from(users).where(eq(users.email, 'blocked@example.com'));
    expect(blocked?.mayRequestUnblock).toBe(true);
    const open = await handle.db
      .select()
      .from(blockingOrders)
      .where(
        and(
          eq(blockingOrders.userId, blocked?.id ?? 0),
          isNull(blockingOrders.licenseId),
          isNull(blockingOrders.revokedAt),
        ),
      );
    expect(open).toEqual([
      expect.objectContaining({
        code: blockReasonCodes['insufficient-coin-balance'],
        reason: 'insufficient-coin-balance',
      }),
    ]);
    expect(await balanceOf(handle.db, blocked?.id ?? 0)).toBeLessThan(0);
  });

  it('tells the demo clients of their blocks in force, unread, and of their newest licence, read', async () => {
    const [blocked] = await handle.db.select().from(users).where(eq(users.email, 'blocked@example.com'));
    const told = await handle.db
      .select({ kind: notifications.kind, params: notifications.params, readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.userId, blocked?.id ?? 0))
      .orderBy(asc(notifications.kind));
    expect(told).toEqual([
      {
        kind: 'accountBlocked',
        params: {
          reason: 'insufficient-coin-balance',
          code: blockReasonCodes['insufficient-coin-balance'],
          licenseKey: null,
        },
        readAt: null,
      },
      { kind: 'licenseCreated', params: { label: expect.any(String) }, readAt: expect.any(Date) },
    ]);
    const staffTold = await handle.db
      .select({ count: count() })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(sql`${users.scope} <> 'user'`);
    expect(staffTold[0]?.count).toBe(0);
  });

  it('gives client@example.com several licences, a year of rides, a wallet history and no block', async () => {
    const [client] = await handle.db.select().from(users).where(eq(users.email, 'client@example.com'));
    const userId = client?.id ?? 0;
    const owned = await handle.db.select().from(licenses).where(eq(licenses.userId, userId));
    expect(owned.length).toBeGreaterThanOrEqual(5);
    const months = await selectRows<{ month: string }>(
      handle.db,
      sql`select distinct to_char(r.consumed_at at time zone 'UTC', 'YYYY-MM') as month
          from rides r join licenses l on l.id = r.license_id where l.user_id = ${userId} order by 1`,
    );
    expect(months.length).toBeGreaterThanOrEqual(12);
    // The test data's 4,000 rides give this client one or two a day: its last ride may fall on the month before the
    // seed's moment (the second of the month, before its venues open); the whole business reaches that month.
    const monthBefore = new Date(Date.UTC(testNow.getUTCFullYear(), testNow.getUTCMonth() - 1, 1));
    expect([monthBefore.toISOString().slice(0, 7), testNow.toISOString().slice(0, 7)]).toContain(months.at(-1)?.month);
    const [lastRide] = await selectRows<{ month: string }>(
      handle.db,
      sql`select to_char(max(consumed_at) at time zone 'UTC', 'YYYY-MM') as month from rides`,
    );
    expect(lastRide?.month).toBe(testNow.toISOString().slice(0, 7));
    const [records] = await handle.db
      .select({ rows: count() })
      .from(walletRecords)
      .where(eq(walletRecords.userId, userId));
    expect(records?.rows).toBeGreaterThanOrEqual(12);
    expect(await balanceOf(handle.db, userId)).toBeGreaterThan(0);
    expect(await handle.db.select().from(blockingOrders).where(eq(blockingOrders.userId, userId))).toEqual([]);
  });

  it('dates every ride within the year before the seed moment, after its licence was created', async () => {
    const [outside] = await selectRows<{ rows: number }>(
      handle.db,
      sql`select count(*)::int as rows from rides r join licenses l on l.id = r.license_id
          where r.consumed_at > ${testNow.toISOString()}::timestamptz
             or r.consumed_at < ${new Date(testNow.getTime() - 366 * dayMs).toISOString()}::timestamptz
             or r.consumed_at < l.created_at or r.consumed_at > coalesce(l.revoked_at, r.consumed_at)`,
    );
    expect(outside?.rows).toBe(0);
    const charged = await handle.db
      .select({ rows: count() })
      .from(rides)
      .innerJoin(licenses, eq(licenses.id, rides.licenseId))
      .where(and(lte(licenses.unlimitedSince, rides.consumedAt), sql`${rides.chargedAmount} > 0`));
    expect(charged[0]?.rows).toBe(0);
  });

  it('changes nothing when run again', async () => {
    const before = { users: await handle.db.select().from(users), countries: await handle.db.select().from(countries) };

    const result = await seedDatabase(handle.db, { demo: true, now: testNow });

    expect(result.demoAccountsCreated).toBe(false);
    expect(await handle.db.select().from(users)).toEqual(before.users);
    expect(await handle.db.select().from(countries)).toEqual(before.countries);
  });

  it('leaves the id sequences past the seeded rows, so new rows get fresh ids', async () => {
    const [{ maxId = 0 } = {}] = await handle.db
      .select({ maxId: sql<number>`max(${users.id})`.mapWith(Number) })
      .from(users);
    const [created] = await handle.db
      .insert(users)
      .values({
        name: 'New Client',
        email: 'new.client@example.com',
        passwordHash: 'unused',
        scope: 'user',
        timezone: 'UTC',
      })
      .returning({ id: users.id });
    expect(created?.id).toBe(maxId + 1);
    const [scenario] = await handle.db
      .insert(scenarios)
      .values({
        gameModel: 'OrbitCoaster',
        gameModelId: 99,
        version: '1.0.0',
        minGameVersion: '2.0.0',
        timeSeconds: 300,
        issuerUserId: 1,
      })
      .returning({ id: scenarios.id });
    expect(scenario?.id).toBe(204);
  });

  it('refuses a second account whose email differs only in case', async () => {
    await expect(
      handle.db
        .insert(users)
        .values({ name: 'Copy', email: 'CLIENT@example.com', passwordHash: 'unused', scope: 'user', timezone: 'UTC' }),
    ).rejects.toThrow();
  });
});

describe('the demo data on PGlite', () => {
  // How long it takes is a figure for a benchmark, not a check here: a loaded machine would fail a limit.
  it('seeds the default data set, a year of rides up to the moment it runs', async () => {
    const handle = await openMigratedPglite();
    try {
      // The first of a month at 17:00 in São Paulo, the demo client's zone: its venues have been open since 10:00.
      const now = new Date('2026-12-01T20:00:00Z');
      const result = await seedDatabase(handle.db, { demo: true, now });
      expect(result.demo?.rides).toBe(defaultDemoRides);
      const [client] = await handle.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'client@example.com'));
      const owned = await handle.db
        .select({ id: licenses.id })
        .from(licenses)
        .where(eq(licenses.userId, client?.id ?? 0));
      const [thisMonth] = await handle.db
        .select({ rows: count() })
        .from(rides)
        .where(
          and(
            inArray(
              rides.licenseId,
              owned.map((license) => license.id),
            ),
            sql`${rides.consumedAt} >= '2026-12-01T03:00:00Z'::timestamptz`,
          ),
        );
      expect(thisMonth?.rows).toBeGreaterThan(0);
      const [late] = await selectRows<{ rows: number }>(
        handle.db,
        sql`select count(*)::int as rows from rides
            where consumed_at > ${now.toISOString()}::timestamptz or synced_at > ${now.toISOString()}::timestamptz`,
      );
      expect(late?.rows).toBe(0);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
