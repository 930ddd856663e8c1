import { inArray, sql } from 'drizzle-orm';
import isoCountries from 'i18n-iso-countries';
import englishCountryNames from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { hashPassword, verifyPassword } from '../shared/passwords.ts';
import type { Database } from '../db/client.ts';
import { demoAccounts, demoPassword } from './demo-accounts.ts';
import type { ImageStorage } from '../shared/image-storage.ts';
import { seedDemoBusiness } from './business.ts';
import { addDemoPictures } from './pictures.ts';
import type { DemoBusinessCounts } from './business.ts';
import { countries, users } from '../db/schema.ts';

isoCountries.registerLocale(englishCountryNames);

/** Any fixed number; two processes seeding an empty database at once must not both insert the accounts. */
const seedLockKey = 4_721_002;

/** Rides of the default demo data: about a year of a believable business, seeded in a few seconds on PGlite. */
export const defaultDemoRides = 60_000;

export interface SeedOptions {
  /**
   * Put the demo accounts and business into an empty database. Off unless asked for: a real installation must
   * never get accounts with a published password (ADR 0019).
   */
  demo?: boolean;
  /** The demo data is dated back from the UTC midnight of this moment; tests pass a fixed one. */
  now?: Date;
  /** Rides to spread over the last year (`npm run seed -- --rides N` for benchmarks). */
  rides?: number;
  /**
   * Where the demo's pictures of scenarios and news go (the server's uploads); without it the demo has none, as
   * tests that seed only a database want.
   */
  pictures?: ImageStorage;
}

export interface SeedResult {
  countries: number;
  /** False when the database already had users, which are then left untouched. */
  demoAccountsCreated: boolean;
  /** What the demo business holds, when it was created now. */
  demo: DemoBusinessCounts | null;
}

/**
 * Idempotent and deterministic: countries are upserted every time; when asked for, the demo accounts and the demo
 * business go only into an empty users table, and the same `now` gives the same data.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const countryRows = isoCountryRows();
  await db.insert(countries).values(countryRows).onConflictDoNothing();
  const demo = options.demo
    ? await seedDemoData(db, options.now ?? new Date(), options.rides ?? defaultDemoRides)
    : null;
  const admin = demoAccounts.find((account) => account.scope === 'admin');
  if (demo && options.pictures && admin) await addDemoPictures(db, options.pictures, admin.id);
  return { countries: countryRows.length, demoAccountsCreated: demo !== null, demo };
}

/**
 * The demo accounts that still open with the published demo password. A production start refuses to run while
 * any exists, so a database once seeded for a demo cannot go live with them.
 */
export async function demoAccountsWithDemoPassword(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.email,
        demoAccounts.map((account) => account.email),
      ),
    );
  const open: string[] = [];
  for (const row of rows) if (await verifyPassword(row.passwordHash, demoPassword)) open.push(row.email);
  return open;
}

/** Whether the database has any account at all; an empty one needs `npm run create-admin`. */
export async function hasAnyUser(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}

function isoCountryRows(): (typeof countries.$inferInsert)[] {
  const englishNames = isoCountries.getNames('en');
  return Object.entries(isoCountries.getAlpha2Codes()).map(([isoAlpha2, isoAlpha3]) => {
    const numeric = isoCountries.alpha2ToNumeric(isoAlpha2);
    const name = englishNames[isoAlpha2];
    if (!numeric || !name) throw new Error(`i18n-iso-countries lacks the numeric code or English name of ${isoAlpha2}`);
    return { id: Number(numeric), isoAlpha2, isoAlpha3, name };
  });
}

async function seedDemoData(db: Database, now: Date, rides: number): Promise<DemoBusinessCounts | null> {
  // One hash for every demo account: argon2id is slow on purpose, and the demo password is public anyway.
  const passwordHash = await hashPassword(demoPassword);
  return db.transaction(async (tx) => {
    // `npm run seed -- --rides N` writes rides in statements of minutes: no request's statement timeout here.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    const [anyUser] = await tx.select({ id: users.id }).from(users).limit(1);
    if (anyUser) return null;

    const countryRows = await tx.select({ id: countries.id, isoAlpha2: countries.isoAlpha2 }).from(countries);
    const countryIds = new Map(countryRows.map((row) => [row.isoAlpha2, row.id]));
    await tx.insert(users).values(
      demoAccounts.map((account) => ({
        id: account.id,
        name: account.name,
        nameAsInContract: account.nameAsInContract,
        email: account.email,
        passwordHash,
        scope: account.scope,
        countryId: countryIds.get(account.countryAlpha2) ?? null,
        timezone: account.timezone,
        createdAt: new Date(account.createdAt),
        emailVerifiedAt: new Date(account.createdAt),
        mayRequestUnblock: account.mayRequestUnblock,
      })),
    );
    const counts = await seedDemoBusiness(tx, { now, rides, passwordHash, countryIds, accounts: demoAccounts });
    // Explicit ids leave the identity sequences behind; move them past the rows so later inserts get fresh ids.
    for (const table of ['users', 'licenses', 'scenarios']) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
      );
    }
    return counts;
  });
}
