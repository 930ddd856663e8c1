import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { scopes } from '@orbit/domain';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** ISO 3166-1 countries; the id is the ISO numeric code, so ids mean the same in every database. */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  isoAlpha2: char('iso_alpha2', { length: 2 }).notNull().unique(),
  isoAlpha3: char('iso_alpha3', { length: 3 }).notNull().unique(),
  name: text('name').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    nameAsInContract: text('name_as_in_contract'),
    /** Stored lower-cased; the unique index on lower(email) also guards rows written by other means. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    scope: text('scope', { enum: scopes }).notNull(),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    countryId: integer('country_id').references(() => countries.id),
    timezone: text('timezone').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    emailVerifiedAt: timestamptz('email_verified_at'),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    index('users_country_id_idx').on(table.countryId),
    check('users_scope_check', sql`${table.scope} in (${sql.raw(scopes.map((scope) => `'${scope}'`).join(', '))})`),
  ],
);

/** Server-side sessions. The cookie holds a random token; only its SHA-256 is stored, so a leaked table opens no session. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    idleExpiresAt: timestamptz('idle_expires_at').notNull(),
    absoluteExpiresAt: timestamptz('absolute_expires_at').notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** Fixed-window counters for rate limiting, kept in the database so every API process shares them. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    bucketKey: text('bucket_key').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bucketKey, table.windowStart] })],
);
