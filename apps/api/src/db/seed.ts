import { sql } from 'drizzle-orm';
import isoCountries from 'i18n-iso-countries';
import englishCountryNames from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { hashPassword } from '../services/passwords.ts';
import type { Database } from './client.ts';
import { demoAccounts, demoPassword } from './demo-accounts.ts';
import { countries, users } from './schema.ts';

isoCountries.registerLocale(englishCountryNames);

/** Any fixed number; two processes seeding an empty database at once must not both insert the accounts. */
const seedLockKey = 4_721_002;

export interface SeedResult {
  countries: number;
  /** False when the database already had users, which are then left untouched. */
  demoAccountsCreated: boolean;
}

/** Idempotent and deterministic: countries are upserted every time, demo accounts only into an empty users table. */
export async function seedDatabase(db: Database): Promise<SeedResult> {
  const countryRows = isoCountryRows();
  await db.insert(countries).values(countryRows).onConflictDoNothing();
  const demoAccountsCreated = await seedDemoAccounts(db);
  return { countries: countryRows.length, demoAccountsCreated };
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

async function seedDemoAccounts(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    const [anyUser] = await tx.select({ id: users.id }).from(users).limit(1);
    if (anyUser) return false;

    const countryRows = await tx.select({ id: countries.id, isoAlpha2: countries.isoAlpha2 }).from(countries);
    const countryIds = new Map(countryRows.map((row) => [row.isoAlpha2, row.id]));
    const userRows = await Promise.all(
      demoAccounts.map(async (account) => ({
        id: account.id,
        name: account.name,
        nameAsInContract: account.nameAsInContract,
        email: account.email,
        passwordHash: await hashPassword(demoPassword),
        scope: account.scope,
        roles: [account.scope],
        countryId: countryIds.get(account.countryAlpha2) ?? null,
        timezone: account.timezone,
        createdAt: new Date(account.createdAt),
        emailVerifiedAt: new Date(account.createdAt),
      })),
    );
    await tx.insert(users).values(userRows);
    // Explicit ids leave the identity sequence behind; move it past them so later sign-ups get fresh ids.
    await tx.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
    return true;
  });
}
