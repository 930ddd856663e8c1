import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { liveChangeKinds } from '@orbit/contract';
import {
  apiKeyKinds,
  apiKeyScopes,
  blockReasons,
  coasterStatuses,
  contentLanguages,
  gameModels,
  limits,
  notificationKinds,
  scopes,
} from '@orbit/domain';
import type { OpeningHours } from '@orbit/domain';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `column in ('a', 'b')` for a CHECK; the values are our own constants, never input. */
function isOneOf(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

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
    /**
     * Stored in its canonical form (`canonicalEmail`); the unique index on lower(email) also guards rows written by
     * other means.
     */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    scope: text('scope', { enum: scopes }).notNull(),
    /** The scope as a one-element array, written by the database, so no writer can leave it behind (ADR 0050). */
    roles: text('roles')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`array[scope]`),
    countryId: integer('country_id').references(() => countries.id),
    timezone: text('timezone').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    emailVerifiedAt: timestamptz('email_verified_at'),
    /** docs/domain.md#roles-and-permissions: only a client with this right sees the temporary unblock button (and may call it). */
    mayRequestUnblock: boolean('may_request_unblock').notNull().default(false),
    /** Set by an admin: the account cannot sign in or reset its password, and its sessions were ended (ADR 0020). */
    disabledAt: timestamptz('disabled_at'),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    index('users_country_id_idx').on(table.countryId),
    check('users_scope_check', isOneOf(table.scope, scopes)),
  ],
);

/** Server-side sessions. The cookie holds a random token; only its SHA-256 is stored, so a leaked table opens no session. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    /** Names the session in the owner's list of sessions (ADR 0055); the hash of its token is never shown. */
    publicId: uuid('public_id').notNull().defaultRandom().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    /**
     * When the owner last proved who they are in this session: the sign-in, then each re-authentication. Sensitive
     * acts need it recent (ADR 0058).
     */
    authenticatedAt: timestamptz('authenticated_at').notNull(),
    idleExpiresAt: timestamptz('idle_expires_at').notNull(),
    absoluteExpiresAt: timestamptz('absolute_expires_at').notNull(),
    /** The browser's User-Agent at sign-in, cut to a bounded length. */
    userAgent: text('user_agent'),
    /** The client address of the sign-in, then of each request that slides the idle expiry. */
    ip: text('ip'),
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

/** A postal address of a client (docs/domain.md#records-and-fields); a client may keep several. */
export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    streetLine1: text('street_line1').notNull(),
    streetLine2: text('street_line2'),
    city: text('city').notNull(),
    state: text('state'),
    zipCode: text('zip_code'),
    phoneNumber: text('phone_number'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('addresses_user_id_idx').on(table.userId)],
);

export const licenses = pgTable(
  'licenses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    key: text('key').notNull().unique(),
    label: text('label').notNull(),
    gameModel: text('game_model', { enum: gameModels }).notNull(),
    notes: text('notes').notNull().default(''),
    issuerUserId: integer('issuer_user_id')
      .notNull()
      .references(() => users.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Shown as "online at": the last time the simulator synced or staff changed the licence. */
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
    revokedUserId: integer('revoked_user_id').references(() => users.id),
    unlimitedSince: timestamptz('unlimited_since'),
    unlimitedOfflineTimeSince: timestamptz('unlimited_offline_time_since'),
  },
  (table) => [
    // The client's licence page is addressed by label, so an owner's labels must not repeat.
    uniqueIndex('licenses_user_id_label_unique').on(table.userId, table.label),
    check('licenses_game_model_check', isOneOf(table.gameModel, gameModels)),
    check(
      'licenses_notes_length_check',
      sql`char_length(${table.notes}) <= ${sql.raw(String(limits.licenseNotesMax))}`,
    ),
    check('licenses_label_check', sql`char_length(btrim(${table.label})) > 0`),
    check('licenses_revoked_check', sql`(${table.revokedAt} is null) = (${table.revokedUserId} is null)`),
    // Offline time exists only on an unlimited licence (docs/domain.md#states-and-transitions: limited -> unlimited -> unlimited-offline).
    check(
      'licenses_offline_needs_unlimited_check',
      sql`${table.unlimitedOfflineTimeSince} is null or ${table.unlimitedSince} is not null`,
    ),
  ],
);

export const scenarios = pgTable(
  'scenarios',
  {
    /** Explicit for the catalogue of docs/domain.md#constants-and-limits (0–34, 100, 101, 201–203); generated for new ones. */
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    gameModel: text('game_model', { enum: gameModels }).notNull(),
    gameModelId: integer('game_model_id').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    version: text('version').notNull(),
    minGameVersion: text('min_game_version').notNull(),
    timeSeconds: integer('time_seconds').notNull(),
    imageKey: text('image_key'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    issuerUserId: integer('issuer_user_id')
      .notNull()
      .references(() => users.id),
    /** Prices in cents; both null means free (docs/domain.md#states-and-transitions: a free scenario drops the sellable block, as do two zero prices). */
    usdCents: integer('usd_cents'),
    brlCents: integer('brl_cents'),
  },
  (table) => [
    check('scenarios_game_model_check', isOneOf(table.gameModel, gameModels)),
    check('scenarios_time_check', sql`${table.timeSeconds} > 0`),
    check(
      'scenarios_prices_check',
      sql`(${table.usdCents} is null and ${table.brlCents} is null) or (${table.usdCents} is not null and ${table.brlCents} is not null and ${table.usdCents} >= 0 and ${table.brlCents} >= 0 and ${table.usdCents} + ${table.brlCents} > 0)`,
    ),
  ],
);

export const scenarioTexts = pgTable(
  'scenario_texts',
  {
    scenarioId: integer('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    language: text('language', { enum: contentLanguages }).notNull(),
    title: text('title').notNull(),
    theme: text('theme').notNull(),
    description: text('description').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scenarioId, table.language] }),
    check('scenario_texts_language_check', isOneOf(table.language, contentLanguages)),
  ],
);

/** Countries where a sellable scenario is not sold; none means unrestricted. */
export const scenarioRestrictedCountries = pgTable(
  'scenario_restricted_countries',
  {
    scenarioId: integer('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
  },
  (table) => [primaryKey({ columns: [table.scenarioId, table.countryId] })],
);

/** A scenario transferred to a licence; removal sets removed_at so the history stays. */
export const purchasedScenarios = pgTable(
  'purchased_scenarios',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    licenseId: integer('license_id')
      .notNull()
      .references(() => licenses.id),
    scenarioId: integer('scenario_id')
      .notNull()
      .references(() => scenarios.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    removedAt: timestamptz('removed_at'),
  },
  (table) => [
    uniqueIndex('purchased_scenarios_held_unique')
      .on(table.licenseId, table.scenarioId)
      .where(sql`${table.removedAt} is null`),
    index('purchased_scenarios_scenario_id_idx').on(table.scenarioId),
  ],
);

/** A block of one licence, or of the whole account when license_id is null. */
export const blockingOrders = pgTable(
  'blocking_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: integer('code').notNull(),
    licenseId: integer('license_id').references(() => licenses.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason', { enum: blockReasons }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Null on an order the system opened (an account whose coins ran out, ADR 0049). */
    issuerUserId: integer('issuer_user_id').references(() => users.id),
    expiresAt: timestamptz('expires_at'),
    revokedAt: timestamptz('revoked_at'),
    /** Null on an order still open, or one the system finished (coins inserted). */
    revokedUserId: integer('revoked_user_id').references(() => users.id),
    automatic: boolean('automatic').notNull().default(false),
  },
  (table) => [
    index('blocking_orders_user_id_idx').on(table.userId, table.createdAt),
    index('blocking_orders_license_id_idx').on(table.licenseId),
    uniqueIndex('blocking_orders_automatic_open_unique')
      .on(table.userId)
      .where(sql`${table.automatic} and ${table.revokedAt} is null`),
    check('blocking_orders_reason_check', isOneOf(table.reason, blockReasons)),
    check('blocking_orders_code_check', sql`${table.code} > 0`),
    check('blocking_orders_revoked_check', sql`${table.revokedUserId} is null or ${table.revokedAt} is not null`),
    check('blocking_orders_issuer_check', sql`(${table.issuerUserId} is null) = ${table.automatic}`),
  ],
);

export const temporaryUnblockRequests = pgTable(
  'temporary_unblock_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    archivedAt: timestamptz('archived_at'),
    /** When the client (and the account's webhooks) were told the unblock ended: told once, however often its job runs. */
    endToldAt: timestamptz('end_told_at'),
  },
  (table) => [
    index('temporary_unblock_requests_user_id_idx').on(table.userId, table.createdAt),
    check('temporary_unblock_requests_expiry_check', sql`${table.expiresAt} > ${table.createdAt}`),
  ],
);

export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    issuerUserId: integer('issuer_user_id')
      .notNull()
      .references(() => users.id),
    imageKey: text('image_key'),
  },
  (table) => [index('news_active_created_at_idx').on(table.isActive, table.createdAt)],
);

export const newsTexts = pgTable(
  'news_texts',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    language: text('language', { enum: contentLanguages }).notNull(),
    title: text('title').notNull(),
    resume: text('resume').notNull(),
    description: text('description').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.newsId, table.language] }),
    check('news_texts_language_check', isOneOf(table.language, contentLanguages)),
  ],
);

/**
 * The coin ledger: staff insert coins, nothing is updated or deleted (a trigger refuses both). A retried
 * insert carries the same idempotency key, unique per issuer; the request hash tells a retry from a reuse.
 */
export const walletRecords = pgTable(
  'wallet_records',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    issuerUserId: integer('issuer_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
  },
  (table) => [
    index('wallet_records_user_id_created_at_idx').on(table.userId, table.createdAt),
    uniqueIndex('wallet_records_idempotency_unique').on(table.issuerUserId, table.idempotencyKey),
    check('wallet_records_amount_check', sql`${table.amount} <> 0`),
    check('wallet_records_idempotency_check', sql`(${table.idempotencyKey} is null) = (${table.requestHash} is null)`),
  ],
);

/**
 * Large debits waiting for a second staff member (ADR 0057). A decision is made once, never by the requester, and
 * an approval points at the wallet record it wrote in the same transaction.
 */
export const debitApprovals = pgTable(
  'debit_approvals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    requestedByUserId: integer('requested_by_user_id')
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id),
    decidedAt: timestamptz('decided_at'),
    approved: boolean('approved'),
    walletRecordId: integer('wallet_record_id').references(() => walletRecords.id),
  },
  (table) => [
    uniqueIndex('debit_approvals_idempotency_unique').on(table.requestedByUserId, table.idempotencyKey),
    index('debit_approvals_pending_idx')
      .on(table.requestedAt)
      .where(sql`${table.decidedAt} is null`),
    check('debit_approvals_amount_check', sql`${table.amount} < 0`),
    check(
      'debit_approvals_second_person_check',
      sql`${table.decidedByUserId} is null or ${table.decidedByUserId} <> ${table.requestedByUserId}`,
    ),
    check(
      'debit_approvals_decision_check',
      sql`(${table.decidedByUserId} is null) = (${table.decidedAt} is null) and (${table.decidedAt} is null) = (${table.approved} is null)`,
    ),
    check(
      'debit_approvals_record_check',
      sql`(${table.walletRecordId} is not null) = coalesce(${table.approved}, false)`,
    ),
  ],
);

/** Rides (consumptions) synced from the simulators. */
export const rides = pgTable(
  'rides',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    licenseId: integer('license_id')
      .notNull()
      .references(() => licenses.id),
    scenarioId: integer('scenario_id')
      .notNull()
      .references(() => scenarios.id),
    consumedAt: timestamptz('consumed_at').notNull(),
    syncedAt: timestamptz('synced_at').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    customersAmount: integer('customers_amount').notNull(),
    /** Coins charged to the owner's wallet; 0 on a licence that was unlimited when the ride happened. */
    chargedAmount: integer('charged_amount').notNull(),
    rideCost: integer('ride_cost').notNull(),
    creditsAdded: integer('credits_added').notNull(),
    creditsAddOnKeyboard: integer('credits_add_on_keyboard').notNull(),
    creditsExpired: integer('credits_expired').notNull(),
    discountUsed: integer('discount_used').notNull(),
    /** The device that delivered the ride (ADR 0049); null on rides of the demo data. */
    deviceId: integer('device_id').references(() => devices.id),
    /** The device's own id for the ride: its identity across retries. */
    deviceRideId: uuid('device_ride_id'),
    seq: bigint('seq', { mode: 'number' }),
    /** SHA-256 of the ride as the device sent it: a retry with other content is a conflict. */
    contentHash: text('content_hash'),
    /** The device's own time of the ride, when its clock was so far off that consumed_at was corrected. */
    deviceConsumedAt: timestamptz('device_consumed_at'),
    clockCorrected: boolean('clock_corrected').notNull().default(false),
    /** The device's own idea of the charge, kept for comparison; charged_amount is the server's. */
    deviceChargedAmount: integer('device_charged_amount'),
  },
  (table) => [
    unique('rides_device_ride_id_unique').on(table.deviceRideId),
    unique('rides_device_seq_unique').on(table.deviceId, table.seq),
    index('rides_license_id_consumed_at_idx').on(table.licenseId, table.consumedAt),
    index('rides_consumed_at_idx').on(table.consumedAt),
    check(
      'rides_non_negative_check',
      sql`${table.durationSeconds} >= 0 and ${table.customersAmount} >= 0 and ${table.chargedAmount} >= 0 and ${table.rideCost} >= 0 and ${table.creditsAdded} >= 0 and ${table.creditsAddOnKeyboard} >= 0 and ${table.creditsExpired} >= 0 and ${table.discountUsed} >= 0`,
    ),
    check('rides_synced_after_consumed_check', sql`${table.syncedAt} >= ${table.consumedAt}`),
  ],
);

/** A simulator PC holding (or that held) a licence's device slot (ADR 0049). */
export const devices = pgTable(
  'devices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    licenseId: integer('license_id')
      .notNull()
      .references(() => licenses.id),
    fingerprint: text('fingerprint').notNull(),
    /** Raw Ed25519 public key, base64url: it signs the device's ride batches. */
    publicKey: text('public_key').notNull(),
    /** SHA-256 of the device token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    hostname: text('hostname').notNull(),
    appVersion: text('app_version').notNull(),
    gameVersion: text('game_version').notNull(),
    activatedAt: timestamptz('activated_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    lastSyncAt: timestamptz('last_sync_at'),
    pendingRides: integer('pending_rides').notNull().default(0),
    highestSeq: bigint('highest_seq', { mode: 'number' }).notNull().default(0),
    ridesReceived: bigint('rides_received', { mode: 'number' }).notNull().default(0),
    clockOffsetSeconds: integer('clock_offset_seconds').notNull().default(0),
    licenseFileIssuedAt: timestamptz('license_file_issued_at').notNull(),
    licenseFileExpiresAt: timestamptz('license_file_expires_at').notNull(),
    /** What the last licence file said (its times aside): a change is a reason to send a new one. */
    licenseFileDigest: text('license_file_digest').notNull(),
    freedAt: timestamptz('freed_at'),
    freedUserId: integer('freed_user_id').references(() => users.id),
    revokedAt: timestamptz('revoked_at'),
    revokedUserId: integer('revoked_user_id').references(() => users.id),
    /** The start of its current run of calls, none further apart than the online window (ADR 0084); null once off. */
    onlineSince: timestamptz('online_since'),
    /** When it said it was shutting down; its next call clears it. */
    switchedOffAt: timestamptz('switched_off_at'),
  },
  (table) => [
    uniqueIndex('devices_license_slot_unique')
      .on(table.licenseId)
      .where(sql`${table.freedAt} is null and ${table.revokedAt} is null`),
    index('devices_license_id_idx').on(table.licenseId, table.activatedAt),
    check(
      'devices_counts_check',
      sql`${table.pendingRides} >= 0 and ${table.highestSeq} >= 0 and ${table.ridesReceived} >= 0`,
    ),
  ],
);

export const deviceOnlineRunEndings = ['lost', 'switchedOff'] as const;

/**
 * A machine's runs of calls that ended (ADR 0084): `lost` where the online window after its last call ran out,
 * `switchedOff` at its announced shutdown. The current run is the device's `online_since`.
 */
export const deviceOnlineRuns = pgTable(
  'device_online_runs',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id),
    startedAt: timestamptz('started_at').notNull(),
    endedAt: timestamptz('ended_at').notNull(),
    endedBy: text('ended_by', { enum: deviceOnlineRunEndings }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'device_online_runs_pk', columns: [table.deviceId, table.startedAt] }),
    index('device_online_runs_device_ended_idx').on(table.deviceId, table.endedAt),
    check('device_online_runs_ended_by_check', isOneOf(table.endedBy, deviceOnlineRunEndings)),
    check('device_online_runs_order_check', sql`${table.endedAt} >= ${table.startedAt}`),
  ],
);

/** Each change of the versions a machine reported, from the call that reported it (ADR 0084's machine page). */
export const deviceVersions = pgTable(
  'device_versions',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id),
    at: timestamptz('at').notNull(),
    appVersion: text('app_version').notNull(),
    gameVersion: text('game_version').notNull(),
  },
  (table) => [primaryKey({ name: 'device_versions_pk', columns: [table.deviceId, table.at] })],
);

/** An owner's alert settings of one machine (ADR 0086); a machine without a row has the defaults. */
export const coasterAlertSettings = pgTable(
  'coaster_alert_settings',
  {
    deviceId: integer('device_id')
      .primaryKey()
      .references(() => devices.id),
    offlineThresholdMinutes: integer('offline_threshold_minutes').notNull(),
    /** By weekday, in the owner's time zone; null: always open. */
    openingHours: jsonb('opening_hours').$type<OpeningHours>(),
    /** Offline alerts are silent until then. */
    snoozedUntil: timestamptz('snoozed_until'),
    /** Snoozed "until it is back": silent while the machine's last call is not after this moment. */
    snoozedUntilBackFrom: timestamptz('snoozed_until_back_from'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    check('coaster_alert_settings_threshold_check', sql`${table.offlineThresholdMinutes} between 1 and 1440`),
  ],
);

/**
 * Every alert episode that was told (ADR 0086): one row per subject (`device:12`, `user:4`, `staff`), kind and
 * episode, written in the transaction of its notifications, so that each episode is told exactly once.
 */
export const coasterAlertKinds = [
  'offline',
  'stillOffline3h',
  'stillOffline24h',
  'backOnline',
  'silent',
  'syncBacklog',
  'licenseFileExpiring',
  'runway7',
  'runway3',
  'runway1',
  'venueOutage',
  'runwayWatchList',
  'outdatedAppVersions',
] as const;

export const coasterAlerts = pgTable(
  'coaster_alerts',
  {
    subject: text('subject').notNull(),
    kind: text('kind', { enum: coasterAlertKinds }).notNull(),
    episodeStartedAt: timestamptz('episode_started_at').notNull(),
    firedAt: timestamptz('fired_at').notNull(),
    /** For an outage that was told: when the machine came back (told) or stopped counting (revoked, replaced). */
    resolvedAt: timestamptz('resolved_at'),
  },
  (table) => [
    primaryKey({ name: 'coaster_alerts_pk', columns: [table.subject, table.kind, table.episodeStartedAt] }),
    index('coaster_alerts_open_idx')
      .on(table.subject)
      .where(sql`${table.kind} = 'offline' and ${table.resolvedAt} is null`),
    check('coaster_alerts_kind_check', isOneOf(table.kind, coasterAlertKinds)),
  ],
);

/**
 * Each licence's status as last told to the open screens (ADR 0089): the status watcher tells the owner and staff of
 * every licence whose status of now differs, and moves its mark in the same statement.
 */
export const coasterStatusMarks = pgTable(
  'coaster_status_marks',
  {
    licenseId: integer('license_id')
      .primaryKey()
      .references(() => licenses.id, { onDelete: 'cascade' }),
    status: text('status', { enum: coasterStatuses }).notNull(),
    toldAt: timestamptz('told_at').notNull(),
  },
  (table) => [check('coaster_status_marks_status_check', isOneOf(table.status, coasterStatuses))],
);

/**
 * The machines found online but silent by the last evaluation of silences (ADR 0090). Silence probes four weeks of
 * rides per machine, too slow for each read of the fleet page at 10,000 machines; a read takes a mark for as long as
 * its machine holds the slot, has stayed online since the mark and has played nothing in the stretch.
 */
export const coasterSilences = pgTable('coaster_silences', {
  licenseId: integer('license_id')
    .primaryKey()
    .references(() => licenses.id, { onDelete: 'cascade' }),
  deviceId: integer('device_id')
    .notNull()
    .references(() => devices.id, { onDelete: 'cascade' }),
  checkedAt: timestamptz('checked_at').notNull(),
});

/** One row: when staff were last told of new rides, for rides today on the fleet page (ADR 0089). */
export const fleetRidesMarks = pgTable(
  'fleet_rides_marks',
  {
    id: boolean('id').primaryKey().default(true),
    toldAt: timestamptz('told_at').notNull(),
  },
  (table) => [check('fleet_rides_marks_one_row', sql`${table.id}`)],
);

/** Public keys that sign licence files, by key id; the private key only of a key the server made itself. */
export const deviceSigningKeys = pgTable('device_signing_keys', {
  kid: text('kid').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  retiredAt: timestamptz('retired_at'),
});

/** A client's coins per customer from a moment on; append-only, a change adds a row (ADR 0049). */
export const tariffs = pgTable(
  'tariffs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    coinsPerCustomer: integer('coins_per_customer').notNull(),
    validFrom: timestamptz('valid_from').notNull(),
    /** Null for the tariffs of the demo data. */
    issuerUserId: integer('issuer_user_id').references(() => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('tariffs_user_id_valid_from_idx').on(table.userId, table.validFrom),
    check('tariffs_coins_check', sql`${table.coinsPerCustomer} > 0`),
  ],
);

/** Coins a Big Mac costs in a country: the wallet's tickets-per-coins comparison. */
export const bigmacIndex = pgTable(
  'bigmac_index',
  {
    countryId: integer('country_id')
      .primaryKey()
      .references(() => countries.id),
    coins: integer('coins').notNull(),
  },
  (table) => [check('bigmac_index_coins_check', sql`${table.coins} > 0`)],
);

/** Single-use tokens mailed for a password reset; only the SHA-256 of the token is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
);

/** Single-use tokens mailed at sign-up to confirm the address; stored hashed like reset tokens. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('email_verification_tokens_user_id_idx').on(table.userId)],
);

/** What a mailed link of a change of email does: the new address confirms it, the old one cancels it. */
export const emailChangeTokenPurposes = ['confirm', 'cancel'] as const;

/**
 * A change of email waiting for the new address (ADR 0055): two single-use tokens, stored hashed like the other
 * account tokens, one mailed to the new address to confirm and one to the old address to cancel. The change is
 * pending while its confirm token is unused and unexpired; confirming or cancelling uses both.
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: emailChangeTokenPurposes }).notNull(),
    /** Canonical, as `users.email` is stored. */
    newEmail: text('new_email').notNull(),
    /** Staff who asked for the change; null when the user did. */
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [
    index('email_change_tokens_user_id_idx').on(table.userId),
    check('email_change_tokens_purpose_check', isOneOf(table.purpose, emailChangeTokenPurposes)),
  ],
);

/**
 * A user's authenticator app (RFC 6238, ADR 0056): one per user, enrolled once its first code confirmed it. The
 * secret is never answered after enrolment started. `last_used_step` is the time step of the last code accepted, so a
 * code (or an older one) is never accepted twice.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32, as authenticator apps take it. */
  secret: text('secret').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  confirmedAt: timestamptz('confirmed_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

/** One-time codes that stand in for a second factor; only their SHA-256 is kept, each used once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [uniqueIndex('recovery_codes_user_id_code_hash_unique').on(table.userId, table.codeHash)],
);

/**
 * A sign-in whose password was right, waiting for its second factor: the token of an HttpOnly cookie, stored hashed,
 * short-lived and deleted when used; a few wrong codes delete it too.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    failedCodes: integer('failed_codes').notNull().default(0),
    /** SHA-256 of the challenge last given for a passkey at this step (ADR 0059); used once. */
    passkeyChallengeHash: text('passkey_challenge_hash'),
  },
  (table) => [index('pending_sign_ins_user_id_idx').on(table.userId)],
);

/**
 * A user's passkeys (WebAuthn, ADR 0059): the credential's id and public key (COSE, base64url), the signature
 * counter it last reported, and the user handle it was made with. A counter that goes back refuses the passkey.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Base64url, as the browser sends it back at sign-in. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The WebAuthn user handle the credential holds (random, the same for every passkey of the user). */
    userHandle: text('user_handle').notNull(),
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    backedUp: boolean('backed_up').notNull(),
    name: text('name').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (table) => [
    uniqueIndex('passkeys_credential_id_unique').on(table.credentialId),
    index('passkeys_user_id_idx').on(table.userId),
  ],
);

export const passkeyChallengePurposes = ['registration', 'sign-in', 'reauthentication'] as const;

/**
 * Challenges given for adding a passkey or for a sign-in with a passkey alone: stored as SHA-256, short-lived and
 * deleted when used. A registration's belongs to the user who asked for it.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A registration's: the user handle the options gave the authenticator, kept with the passkey it makes. */
    userHandle: text('user_handle'),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    index('passkey_challenges_expires_at_idx').on(table.expiresAt),
    check('passkey_challenges_purpose_check', isOneOf(table.purpose, passkeyChallengePurposes)),
  ],
);

/** Images uploaded for news and scenarios; the files live in storage under the image key. */
export const uploadedImages = pgTable('uploaded_images', {
  imageKey: text('image_key').primaryKey(),
  theme: text('theme').notNull(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  uploaderUserId: integer('uploader_user_id')
    .notNull()
    .references(() => users.id),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Mail written here when no SMTP server is configured, so the embedded default still delivers links (to the log). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('email_outbox_to_address_idx').on(table.toAddress, table.createdAt)],
);

/**
 * Who changed what, before and after; written in the same transaction as the change, never updated or deleted.
 * Security events (ADR 0020) land here too; their actor is null when nobody is signed in (a failed sign-in).
 * Each entry keeps where its request came from and is chained to the one before by hash (ADR 0054).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** The request's address, session (a hash of its id, never the token), id and user agent; null without one. */
    ip: text('ip'),
    sessionRef: text('session_ref'),
    requestId: text('request_id'),
    userAgent: text('user_agent'),
    /** SHA-256 of the entry before (64 zeros for the first) and of this one's fields with it (`audit_entry_hash`). */
    previousHash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [
    index('audit_log_target_idx').on(table.targetType, table.targetId, table.createdAt),
    index('audit_log_action_idx').on(table.action, table.createdAt),
    index('audit_log_actor_idx').on(table.actorUserId, table.createdAt),
  ],
);

/** The audit chain's last entry, one row; appends take it in their transaction, so they follow each other. */
export const auditChainHead = pgTable(
  'audit_chain_head',
  {
    id: boolean('id').primaryKey().default(true),
    lastId: bigint('last_id', { mode: 'number' }).notNull(),
    previousHash: text('previous_hash').notNull(),
    lastHash: text('last_hash').notNull(),
  },
  (table) => [check('audit_chain_head_one_row_check', sql`${table.id}`)],
);

/** How a notification's mail goes (ADR 0080): none asked, queued on its own, waiting for the digest, or digested. */
export const notificationMailStates = ['none', 'queued', 'digest', 'digested'] as const;

/**
 * What a person was told (ADR 0080), written in the transaction of its cause. Repeats of one kind about one subject
 * within the kind's window add to `count` and move `updated_at`. `in_console` is false for a kind the person wants by
 * mail only: it then has no place in the bell, only in the mail or the digest.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    /** What repeats are grouped by, such as `user:4` or `license:12`. */
    subject: text('subject').notNull(),
    params: jsonb('params').notNull(),
    count: integer('count').notNull().default(1),
    inConsole: boolean('in_console').notNull(),
    mail: text('mail', { enum: notificationMailStates }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    readAt: timestamptz('read_at'),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.updatedAt),
    index('notifications_group_idx').on(table.userId, table.kind, table.subject, table.updatedAt),
    index('notifications_digest_idx')
      .on(table.userId)
      .where(sql`${table.mail} = 'digest'`),
    check('notifications_kind_check', isOneOf(table.kind, notificationKinds)),
    check('notifications_mail_check', isOneOf(table.mail, notificationMailStates)),
    check('notifications_count_check', sql`${table.count} > 0`),
  ],
);

/** A person's choice for one kind; a kind without a row follows the catalogue's defaults (ADR 0080). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    inConsole: boolean('in_console').notNull(),
    byMail: boolean('by_mail').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    check('notification_preferences_kind_check', isOneOf(table.kind, notificationKinds)),
  ],
);

/** A person's mail for notifications comes as one daily digest instead of single mails (ADR 0080). */
export const notificationDigests = pgTable('notification_digests', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/**
 * The browsers a person has signed in from, each marked by a long-lived cookie whose token's hash names it: a sign-in
 * from one not in the list tells the person (ADR 0080).
 */
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idHash: text('id_hash').notNull(),
    /** The browser's User-Agent at its first sign-in, cut as a session's is. */
    userAgent: text('user_agent'),
    firstSeenAt: timestamptz('first_seen_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.idHash] })],
);

/**
 * What changed for whom (ADR 0082), written in the transaction of its cause by triggers (migration 0015) and by the
 * ride batches, and kept for `liveResumeMinutes`. `tx` is the writing transaction's id, the order streams read in.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    // No foreign key: a row lives minutes, and the ride batches' statement should lock no user row.
    userId: integer('user_id').notNull(),
    kind: text('kind', { enum: liveChangeKinds }).notNull(),
    tx: bigint('tx', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('live_events_tx_idx').on(table.tx),
    index('live_events_user_idx').on(table.userId, table.tx),
    index('live_events_created_idx').on(table.createdAt),
    uniqueIndex('live_events_rides_unique')
      .on(table.userId)
      .where(sql`${table.kind} = 'rides'`),
    uniqueIndex('live_events_coasters_unique')
      .on(table.userId)
      .where(sql`${table.kind} = 'coasters'`),
    uniqueIndex('live_events_fleet_unique')
      .on(table.userId)
      .where(sql`${table.kind} = 'fleet'`),
    index('live_events_rides_created_idx')
      .on(table.createdAt)
      .where(sql`${table.kind} = 'rides'`),
    check('live_events_kind_check', isOneOf(table.kind, liveChangeKinds)),
  ],
);

/** One row: the first transaction position whose events are no longer all kept (ADR 0082). */
export const liveEventSweeps = pgTable(
  'live_event_sweeps',
  {
    id: boolean('id').primaryKey().default(true),
    sweptBelow: bigint('swept_below', { mode: 'number' }).notNull(),
  },
  (table) => [check('live_event_sweeps_one_row', sql`${table.id}`)],
);

/**
 * API keys for other systems (ADR 0092): found by the public id their secret carries, proved by the HMAC-SHA256 of
 * the whole secret under the server's key. A roll keeps the row and lets the replaced hash work until its end.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    publicId: text('public_id').notNull().unique(),
    kind: text('kind', { enum: apiKeyKinds }).notNull(),
    /** Who made it: what the key may do never exceeds what this person may do at the time of each call. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes', { enum: apiKeyScopes }).array().notNull(),
    allowedAddresses: text('allowed_addresses')
      .array()
      .notNull()
      .default(sql`'{}'`),
    secretHash: text('secret_hash').notNull(),
    previousSecretHash: text('previous_secret_hash'),
    previousSecretExpiresAt: timestamptz('previous_secret_expires_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
    lastUsedFrom: text('last_used_from'),
    revokedAt: timestamptz('revoked_at'),
    /** The smallest expiry warning told (30, 7 or 1 days before), null before the first; cleared by a new expiry. */
    expiryWarnedDays: integer('expiry_warned_days'),
  },
  (table) => [
    index('api_keys_kind_user_id').on(table.kind, table.userId),
    index('api_keys_expires_at')
      .on(table.expiresAt)
      .where(sql`${table.revokedAt} is null`),
    check('api_keys_kind_check', isOneOf(table.kind, apiKeyKinds)),
    check('api_keys_scopes_check', sql`cardinality(${table.scopes}) > 0`),
  ],
);

/** Secrets the server made for itself where the installation gave none (outside production), by name. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** ADR 0093: what happened, kept 90 days for the feed and for resending; `data` is the type's versioned payload. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    /** `evt_…`: the same id in every delivery and in the feed. */
    id: text('id').primaryKey(),
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** The writing transaction's id; the feed reads only events older than every transaction still running. */
    txId: bigint('tx_id', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
    type: text('type').notNull(),
    version: integer('version').notNull(),
    /** The client account it concerns; null for the whole business. */
    accountUserId: integer('account_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Whose numbering `sequence` follows: the account's user id, 0 for the business, minus an endpoint's id for its tests. */
    sequenceKey: integer('sequence_key').notNull(),
    /** 1, 2, 3… per sequence key, in the order the causes committed. */
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webhook_events_sequence').on(table.sequenceKey, table.sequence),
    index('webhook_events_feed').on(table.txId, table.position),
    index('webhook_events_account_feed').on(table.accountUserId, table.txId, table.position),
    index('webhook_events_created_at').on(table.createdAt),
  ],
);

/** The last sequence of each sequence key's events, locked by an event until its cause commits. */
export const webhookSequences = pgTable('webhook_sequences', {
  sequenceKey: integer('sequence_key').primaryKey(),
  last: bigint('last', { mode: 'number' }).notNull(),
});

export const webhookEndpointKinds = ['business', 'account'] as const;
export const webhookDisabledReasonValues = ['byOwner', 'gone', 'failing'] as const;

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind', { enum: webhookEndpointKinds }).notNull(),
    /** Who made it; for `account` endpoints also the account whose events it receives. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types').array().notNull(),
    strictOrder: boolean('strict_order').notNull().default(false),
    /** `whsec_…`: kept as it is, since the server signs with it. */
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamptz('previous_secret_expires_at'),
    disabledAt: timestamptz('disabled_at'),
    disabledReason: text('disabled_reason', { enum: webhookDisabledReasonValues }),
    failingSince: timestamptz('failing_since'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('webhook_endpoints_kind_user_id').on(table.kind, table.userId),
    check('webhook_endpoints_kind_check', isOneOf(table.kind, webhookEndpointKinds)),
    check('webhook_endpoints_disabled_check', sql`(${table.disabledAt} is null) = (${table.disabledReason} is null)`),
    check('webhook_endpoints_disabled_reason_check', isOneOf(table.disabledReason, webhookDisabledReasonValues)),
  ],
);

export const webhookDeliveryStates = ['pending', 'waiting', 'delivered', 'failed'] as const;

/** One event to deliver to one endpoint; its attempts are below. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    /** The event's sequence key and sequence, for strict order. */
    sequenceKey: integer('sequence_key').notNull(),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    state: text('state', { enum: webhookDeliveryStates }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
  },
  (table) => [
    index('webhook_deliveries_open')
      .on(table.endpointId, table.sequenceKey, table.sequence)
      .where(sql`${table.state} in ('pending', 'waiting')`),
    index('webhook_deliveries_event_id').on(table.eventId),
    check('webhook_deliveries_state_check', isOneOf(table.state, webhookDeliveryStates)),
  ],
);

/** Each attempt of a delivery, for the delivery log; kept 30 days. */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    endpointId: integer('endpoint_id').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    attempt: integer('attempt').notNull(),
    attemptedAt: timestamptz('attempted_at').notNull(),
    /** The answer's status; null when none came. */
    status: integer('status'),
    succeeded: boolean('succeeded').notNull(),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    /** The first 4 KB of the answer. */
    responseBody: text('response_body'),
  },
  (table) => [
    index('webhook_delivery_attempts_endpoint').on(table.endpointId, table.id),
    index('webhook_delivery_attempts_attempted_at').on(table.attemptedAt),
  ],
);
