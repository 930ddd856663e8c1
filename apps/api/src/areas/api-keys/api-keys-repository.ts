import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { ApiKeyKind } from '@orbit/domain';
import type { Database } from '../../db/client.ts';
import { apiKeys, countries, users } from '../../db/schema.ts';
import { currentUserColumns } from '../identity/index.ts';

export type NewApiKey = typeof apiKeys.$inferInsert;

/** A key as its lists answer it, with its maker's name; never its hashes. */
const listedColumns = {
  id: apiKeys.id,
  publicId: apiKeys.publicId,
  kind: apiKeys.kind,
  name: apiKeys.name,
  scopes: apiKeys.scopes,
  allowedAddresses: apiKeys.allowedAddresses,
  userId: apiKeys.userId,
  userName: users.name,
  createdAt: apiKeys.createdAt,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  lastUsedFrom: apiKeys.lastUsedFrom,
  previousSecretExpiresAt: apiKeys.previousSecretExpiresAt,
  revokedAt: apiKeys.revokedAt,
};

/** Whose keys a list or a change names: the business's, or one person's own. */
export interface ApiKeyOwner {
  kind: ApiKeyKind;
  /** For `account` keys, the person whose keys they are; business keys belong to no one person. */
  userId?: number;
}

function ownedBy(owner: ApiKeyOwner) {
  return and(eq(apiKeys.kind, owner.kind), owner.userId === undefined ? undefined : eq(apiKeys.userId, owner.userId));
}

export function apiKeysRepository(db: Database) {
  return {
    async insert(key: NewApiKey): Promise<number> {
      const [row] = await db.insert(apiKeys).values(key).returning({ id: apiKeys.id });
      if (!row) throw new Error('The API key just stored is missing');
      return row.id;
    },

    /** The owner's keys, newest first. */
    list(owner: ApiKeyOwner) {
      return db
        .select(listedColumns)
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .where(ownedBy(owner))
        .orderBy(desc(apiKeys.id));
    },

    async find(owner: ApiKeyOwner, id: number) {
      const [row] = await db
        .select(listedColumns)
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .where(and(ownedBy(owner), eq(apiKeys.id, id)));
      return row;
    },

    /**
     * A key by the public id its secret carries, with its hashes and its maker as a signed-in request needs them, in
     * one query; the maker's `disabledAt` decides whether the key opens anything.
     */
    async findByPublicId(publicId: string) {
      const [row] = await db
        .select({
          id: apiKeys.id,
          publicId: apiKeys.publicId,
          kind: apiKeys.kind,
          scopes: apiKeys.scopes,
          allowedAddresses: apiKeys.allowedAddresses,
          secretHash: apiKeys.secretHash,
          previousSecretHash: apiKeys.previousSecretHash,
          previousSecretExpiresAt: apiKeys.previousSecretExpiresAt,
          expiresAt: apiKeys.expiresAt,
          lastUsedAt: apiKeys.lastUsedAt,
          revokedAt: apiKeys.revokedAt,
          makerDisabledAt: users.disabledAt,
          maker: currentUserColumns,
        })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .leftJoin(countries, eq(countries.id, users.countryId))
        .where(eq(apiKeys.publicId, publicId));
      return row;
    },

    /** A new secret's hash; the one it replaces keeps working until `previousUntil` (none when null). */
    async roll(id: number, secretHash: string, previousUntil: Date | null): Promise<void> {
      await db
        .update(apiKeys)
        .set({
          secretHash,
          // The right-hand side reads the row as it was: the hash being replaced.
          previousSecretHash: previousUntil ? sql`${apiKeys.secretHash}` : null,
          previousSecretExpiresAt: previousUntil,
        })
        .where(eq(apiKeys.id, id));
    },

    /**
     * Changes what a key may do, its name or its expiry; a new expiry clears the warnings told of the old one, so
     * that the new date is warned of in its turn.
     */
    async update(
      id: number,
      changes: Partial<Pick<NewApiKey, 'name' | 'scopes' | 'allowedAddresses' | 'expiresAt'>>,
    ): Promise<void> {
      await db
        .update(apiKeys)
        .set({ ...changes, ...(changes.expiresAt && { expiryWarnedDays: null }) })
        .where(eq(apiKeys.id, id));
    },

    /**
     * Live keys of makers who may still sign in that expire after `from` and by `until`, soonest first, with what
     * their expiry warning needs.
     */
    expiringBetween(from: Date, until: Date) {
      return db
        .select({
          id: apiKeys.id,
          publicId: apiKeys.publicId,
          kind: apiKeys.kind,
          name: apiKeys.name,
          userId: apiKeys.userId,
          expiresAt: apiKeys.expiresAt,
          expiryWarnedDays: apiKeys.expiryWarnedDays,
        })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .where(
          and(
            isNull(apiKeys.revokedAt),
            isNull(users.disabledAt),
            gt(apiKeys.expiresAt, from),
            lte(apiKeys.expiresAt, until),
          ),
        )
        .orderBy(asc(apiKeys.expiresAt), asc(apiKeys.id));
    },

    /**
     * Marks the warning of `days` as told, unless it (or a nearer one) already was, the key was revoked or its expiry
     * moved since it was read; answers whether this call marked it. A second process marking the same key waits for
     * the first one's transaction and then finds the mark taken.
     */
    async claimExpiryWarning(id: number, expiresAt: Date, days: number): Promise<boolean> {
      const claimed = await db
        .update(apiKeys)
        .set({ expiryWarnedDays: days })
        .where(
          and(
            eq(apiKeys.id, id),
            eq(apiKeys.expiresAt, expiresAt),
            isNull(apiKeys.revokedAt),
            or(isNull(apiKeys.expiryWarnedDays), gt(apiKeys.expiryWarnedDays, days)),
          ),
        )
        .returning({ id: apiKeys.id });
      return claimed.length > 0;
    },

    /** Revokes a key not revoked yet; answers whether it did. */
    async revoke(id: number, at: Date): Promise<boolean> {
      const revoked = await db
        .update(apiKeys)
        .set({ revokedAt: at, previousSecretHash: null, previousSecretExpiresAt: null })
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id });
      return revoked.length > 0;
    },

    /** Records a use, unless another request already did since `usedBefore`: parallel calls of one key write once. */
    async touch(id: number, usedBefore: Date, at: Date, from: string): Promise<void> {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: at, lastUsedFrom: from })
        .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lte(apiKeys.lastUsedAt, usedBefore))));
    },
  };
}
