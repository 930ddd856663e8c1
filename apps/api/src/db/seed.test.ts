import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { verifyPassword } from '../services/passwords.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { demoAccounts, demoPassword } from './demo-accounts.ts';
import { seedDatabase } from './seed.ts';
import { countries, users } from './schema.ts';

describe.each(testDatabaseKinds)('seedDatabase on $name', (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await kind.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('creates the demo accounts with fixed ids, the admin first, and the password demo1234', async () => {
    const rows = await handle.db.select().from(users).orderBy(asc(users.id));

    expect(rows.map(({ id, email, scope }) => ({ id, email, scope }))).toEqual(
      demoAccounts.map(({ id, email, scope }) => ({ id, email, scope })),
    );
    expect(rows[0]).toMatchObject({ id: 1, email: 'admin@example.com', scope: 'admin' });
    for (const row of rows) {
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row.passwordHash, demoPassword)).toBe(true);
    }
  });

  it('changes nothing when run again', async () => {
    const before = { users: await handle.db.select().from(users), countries: await handle.db.select().from(countries) };

    const result = await seedDatabase(handle.db);

    expect(result.demoAccountsCreated).toBe(false);
    expect(await handle.db.select().from(users)).toEqual(before.users);
    expect(await handle.db.select().from(countries)).toEqual(before.countries);
  });

  it('leaves the id sequence past the demo accounts, so new users get fresh ids', async () => {
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
    expect(created?.id).toBe(demoAccounts.length + 1);
  });

  it('refuses a second account whose email differs only in case', async () => {
    await expect(
      handle.db
        .insert(users)
        .values({ name: 'Copy', email: 'CLIENT@example.com', passwordHash: 'unused', scope: 'user', timezone: 'UTC' }),
    ).rejects.toThrow();
  });
});
