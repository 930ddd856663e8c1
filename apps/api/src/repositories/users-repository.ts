import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { countries, users } from '../db/schema.ts';

export type UsersRepository = ReturnType<typeof usersRepository>;

export function usersRepository(db: Database) {
  return {
    /** Case-insensitive, matching the unique index on lower(email). */
    async findCredentialsByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row;
    },

    async findCurrentUser(id: number) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          nameAsInContract: users.nameAsInContract,
          email: users.email,
          scope: users.scope,
          roles: users.roles,
          countryId: users.countryId,
          countryAlpha2: countries.isoAlpha2,
          timezone: users.timezone,
          createdAt: users.createdAt,
        })
        .from(users)
        .leftJoin(countries, eq(countries.id, users.countryId))
        .where(eq(users.id, id));
      return row;
    },
  };
}
