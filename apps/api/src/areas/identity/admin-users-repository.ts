import { and, asc, count, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { AdminUsersQuery } from '@orbit/contract';
import type { Scope } from '@orbit/domain';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { blockingOrders, countries, licenses, users, walletRecords } from '../../db/schema.ts';

/** `ilike` pattern finding `text` anywhere, with its own `%`, `_` and `\` taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function filtersOf(query: AdminUsersQuery) {
  return and(
    query.name ? ilike(users.name, containing(query.name)) : undefined,
    query.email ? ilike(users.email, containing(query.email)) : undefined,
    query.nameasincontract ? ilike(users.nameAsInContract, containing(query.nameasincontract)) : undefined,
  );
}

const orderColumns = { id: users.id, name: users.name, email: users.email, createdAt: users.createdAt };

const adminUserColumns = {
  id: users.id,
  name: users.name,
  nameAsInContract: users.nameAsInContract,
  email: users.email,
  scope: users.scope,
  countryId: users.countryId,
  isoAlpha3: countries.isoAlpha3,
  timezone: users.timezone,
  createdAt: users.createdAt,
  mayRequestUnblock: users.mayRequestUnblock,
  disabledAt: users.disabledAt,
  /** The country, for the language of a mail to the user. */
  countryAlpha2: countries.isoAlpha2,
};

export type AdminUserRow = NonNullable<Awaited<ReturnType<ReturnType<typeof adminUsersRepository>['find']>>>;

export function adminUsersRepository(db: Database) {
  return {
    list(query: AdminUsersQuery) {
      const direction = query.order === 'asc' ? asc : desc;
      return (
        db
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            timezone: users.timezone,
            isoAlpha3: countries.isoAlpha3,
            createdAt: users.createdAt,
          })
          .from(users)
          .leftJoin(countries, eq(countries.id, users.countryId))
          .where(filtersOf(query))
          // The id breaks ties so pages never overlap.
          .orderBy(direction(orderColumns[query.orderby]), direction(users.id))
          .limit(query.limit)
          .offset(query.offset)
      );
    },

    async count(query: AdminUsersQuery): Promise<number> {
      const [row] = await db.select({ rows: count() }).from(users).where(filtersOf(query));
      return row?.rows ?? 0;
    },

    async find(id: number) {
      const [row] = await db
        .select(adminUserColumns)
        .from(users)
        .leftJoin(countries, eq(countries.id, users.countryId))
        .where(eq(users.id, id));
      return row;
    },

    /** The row locked, so two edits of one user run one after the other and each audits the right `before`. */
    async findForUpdate(id: number) {
      const [row] = await db
        .select(adminUserColumns)
        .from(users)
        .leftJoin(countries, eq(countries.id, users.countryId))
        .where(eq(users.id, id))
        .for('update', { of: users });
      return row;
    },

    /** The email is not among the fields: a new one waits for its confirmation (ADR 0055). */
    async update(id: number, fields: { name: string; nameAsInContract: string | null; scope: Scope }): Promise<void> {
      await db.update(users).set(fields).where(eq(users.id, id));
    },

    async setDisabledAt(id: number, disabledAt: Date | null): Promise<void> {
      await db.update(users).set({ disabledAt }).where(eq(users.id, id));
    },

    /** The account's scope, to tell clients from staff. */
    async scopeOf(id: number): Promise<Scope | undefined> {
      const [row] = await db.select({ scope: users.scope }).from(users).where(eq(users.id, id));
      return row?.scope;
    },

    /**
     * The account's scope with its row held (FOR SHARE) until the transaction ends, so a scope change waits for
     * the licence, order or coins being written for a client and then sees them.
     */
    async scopeOfShared(id: number): Promise<Scope | undefined> {
      const [row] = await db.select({ scope: users.scope }).from(users).where(eq(users.id, id)).for('share');
      return row?.scope;
    },

    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      return row !== undefined;
    },

    /** Whether the account holds what only a client holds: a licence, a blocking order or a wallet record. */
    async holdsClientData(id: number): Promise<boolean> {
      const [row] = await selectRows<{ holds: boolean }>(
        db,
        sql`select exists (select 1 from ${licenses} where ${licenses.userId} = ${id})
          or exists (select 1 from ${blockingOrders} where ${blockingOrders.userId} = ${id})
          or exists (select 1 from ${walletRecords} where ${walletRecords.userId} = ${id}) as holds`,
      );
      return row?.holds === true;
    },

    /** The enabled admins' ids. */
    async activeAdminIds(): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.scope, 'admin'), isNull(users.disabledAt)));
      return rows.map((row) => row.id);
    },
  };
}
