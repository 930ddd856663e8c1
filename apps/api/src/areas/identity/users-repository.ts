import { eq, sql } from 'drizzle-orm';
import { canonicalEmail } from '@orbit/domain';
import type { Scope } from '@orbit/domain';
import type { Database } from '../../db/client.ts';
import { countries, licenses, passkeys, totpFactors, users } from '../../db/schema.ts';

export type UsersRepository = ReturnType<typeof usersRepository>;

/** A licence in the current user's answer, as PostgreSQL's JSON gives it (timestamps as text). */
export interface OwnedLicenseJson {
  id: number;
  key: string;
  label: string;
  gameModel: (typeof licenses.$inferSelect)['gameModel'];
  revokedAt: string | null;
}

/**
 * The columns of the current user's answer for a query over `users` left-joined to `countries`: the owned licences
 * come as one JSON array from a correlated subquery, so the whole answer is a single round trip.
 */
export const currentUserColumns = {
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
  licenses: sql<OwnedLicenseJson[]>`coalesce((
    select json_agg(json_build_object(
      'id', ${licenses.id}, 'key', ${licenses.key}, 'label', ${licenses.label},
      'gameModel', ${licenses.gameModel}, 'revokedAt', ${licenses.revokedAt}
    ) order by ${licenses.createdAt}, ${licenses.id})
    from ${licenses} where ${licenses.userId} = ${users.id}
  ), '[]'::json)`,
  // An authenticator app or a passkey (ADR 0059) satisfies the staff requirement alike.
  secondFactorEnrolled: sql<boolean>`(exists(
    select 1 from ${totpFactors} where ${totpFactors.userId} = ${users.id} and ${totpFactors.confirmedAt} is not null
  ) or exists(select 1 from ${passkeys} where ${passkeys.userId} = ${users.id}))`,
};

export function usersRepository(db: Database) {
  return {
    /** By the address's canonical form, against the unique index on lower(email) (ADR 0052). */
    async findCredentialsByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
        .from(users)
        .where(sql`lower(${users.email}) = ${canonicalEmail(email)}`);
      return row;
    },

    /** The user as `GET /api/me` answers them, licences included, in one query. */
    async findCurrentUser(id: number) {
      const [row] = await db
        .select(currentUserColumns)
        .from(users)
        .leftJoin(countries, eq(countries.id, users.countryId))
        .where(eq(users.id, id));
      return row;
    },

    /** By the address's canonical form, against the unique index on lower(email) (ADR 0052). */
    async findAccountByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, name: users.name, email: users.email, disabledAt: users.disabledAt })
        .from(users)
        .where(sql`lower(${users.email}) = ${canonicalEmail(email)}`);
      return row;
    },

    async findAccount(id: number) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          timezone: users.timezone,
          disabledAt: users.disabledAt,
        })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    /** The user's right to request an unblock, with the row locked so the user's requests run one at a time. */
    async lockUnblockRight(id: number): Promise<boolean | undefined> {
      const [row] = await db
        .select({ mayRequestUnblock: users.mayRequestUnblock })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      return row?.mayRequestUnblock;
    },

    async mayRequestUnblock(id: number): Promise<boolean> {
      const [row] = await db.select({ mayRequestUnblock: users.mayRequestUnblock }).from(users).where(eq(users.id, id));
      return row?.mayRequestUnblock ?? false;
    },

    async insert(user: {
      name: string;
      email: string;
      passwordHash: string;
      scope: Scope;
      countryId: number | null;
      timezone: string;
      createdAt: Date;
    }): Promise<number> {
      const [row] = await db.insert(users).values(user).returning({ id: users.id });
      if (!row) throw new Error('The user insert returned no row');
      return row.id;
    },

    async isDisabled(id: number): Promise<boolean> {
      const [row] = await db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, id));
      return Boolean(row?.disabledAt);
    },

    /** The password hash of a user, for a change that must prove the current password. */
    async findPasswordHash(id: number): Promise<string | undefined> {
      const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id));
      return row?.passwordHash;
    },

    async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },

    /**
     * Who a change of email concerns, with their country for the language of its mails, locked so a confirmation and
     * a new request of the same account run one after the other.
     */
    async findForEmailChange(id: number) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          disabledAt: users.disabledAt,
          countryAlpha2: countries.isoAlpha2,
        })
        .from(users)
        .leftJoin(countries, eq(countries.id, users.countryId))
        .where(eq(users.id, id))
        .for('update', { of: users });
      return row;
    },

    /** A confirmed new address (ADR 0055): it reached the person, so it is verified as it is set. */
    async updateConfirmedEmail(id: number, email: string, at: Date): Promise<void> {
      await db.update(users).set({ email, emailVerifiedAt: at }).where(eq(users.id, id));
    },

    async markEmailVerified(id: number, at: Date): Promise<void> {
      await db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(users.id, id));
    },
  };
}
