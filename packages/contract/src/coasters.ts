import { z } from 'zod';
import {
  blockReasons,
  coasterAlertRules,
  coasterSnoozes,
  coasterStatuses,
  gameModels,
  openingWeekdays,
} from '@orbit/domain';
import type { CoasterStatus, GameModel, OpeningWeekday } from '@orbit/domain';
import { isoDateTimeSchema, limitQuerySchema, listMetaSchema, offsetQuerySchema } from './common.ts';

/**
 * The coasters page (the client's own machines) and the staff fleet page (every client's), ADR 0084: one row per
 * licence, with what became of its machine.
 */

/** A local time of day, `HH:MM`. */
const localTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time of day as HH:MM');

/** One day's opening hours; `to` at or before `from` runs past midnight into the next day. */
const openingSpanSchema = z
  .strictObject({ from: localTimeSchema, to: localTimeSchema })
  .meta({ examples: [{ from: '10:00', to: '22:00' }] });

/** Opening hours by weekday (`mon` to `sun`) in the client's time zone; a day left out or null is closed. */
export const openingHoursSchema = z.strictObject(
  Object.fromEntries(openingWeekdays.map((day) => [day, openingSpanSchema.nullable().optional()])) as Record<
    OpeningWeekday,
    z.ZodOptional<z.ZodNullable<typeof openingSpanSchema>>
  >,
);

/** A machine's alert settings (ADR 0086). */
export const coasterAlertSettingsSchema = z.object({
  /** Minutes without a call before its owner is told it is offline. */
  offlineThresholdMinutes: z.number().int(),
  /** Null: always open. Outside them offline alerts stay silent. */
  openingHours: openingHoursSchema.nullable(),
  /** Offline alerts are silent until then ("1 hour", "until tomorrow"); null when not snoozed so. */
  snoozedUntil: isoDateTimeSchema.nullable(),
  /** Offline alerts are silent until the machine calls again. */
  snoozedUntilBack: z.boolean(),
});
export type CoasterAlertSettings = z.infer<typeof coasterAlertSettingsSchema>;

export const putCoasterAlertSettingsBodySchema = z.strictObject({
  offlineThresholdMinutes: z
    .number()
    .int()
    .min(coasterAlertRules.minOfflineThresholdMinutes)
    .max(coasterAlertRules.maxOfflineThresholdMinutes),
  /** Null, left out or no day with hours: always open. */
  openingHours: openingHoursSchema.nullable().optional(),
  /** A new snooze from now, null to end the snooze, left out to keep it as it is. */
  snooze: z.enum(coasterSnoozes).nullable().optional(),
});
export type PutCoasterAlertSettingsBody = z.infer<typeof putCoasterAlertSettingsBodySchema>;

/** The block in force on the licence (or its whole account), if any. */
const coasterBlockSchema = z.object({
  code: z.number().int().positive(),
  reason: z.enum(blockReasons),
  since: isoDateTimeSchema,
});

export const coasterSchema = z.object({
  licenseId: z.number().int().positive(),
  licenseKey: z.string(),
  licenseLabel: z.string(),
  /** The game the licence plays: its machine's game version is compared with that game's newest. */
  gameModel: z.enum(gameModels),
  /** The machine that holds the slot, or held it last; null when none was ever activated. */
  deviceId: z.number().int().positive().nullable(),
  hostname: z.string().nullable(),
  status: z.enum(coasterStatuses),
  /** Since when the status holds, where the server knows it. */
  statusSince: isoDateTimeSchema.nullable(),
  lastSeenAt: isoDateTimeSchema.nullable(),
  /** Online, but no ride for a stretch of hours in which it usually plays (ADR 0084). */
  silent: z.boolean(),
  /** Since midnight in the client's time zone. */
  ridesToday: z.number().int().nonnegative(),
  customersToday: z.number().int().nonnegative(),
  /** What it played by this time of day on the same weekday, on average over the last four weeks; null without history. */
  usualRidesByNow: z.number().nonnegative().nullable(),
  lastRideAt: isoDateTimeSchema.nullable(),
  /** Rides played on the machine and not yet delivered, as it said on its last call. */
  pendingRides: z.number().int().nonnegative(),
  /** Seconds since its last delivered batch while rides wait; null when none wait. */
  syncLagSeconds: z.number().int().nonnegative().nullable(),
  appVersion: z.string().nullable(),
  gameVersion: z.string().nullable(),
  licenseFileExpiresAt: isoDateTimeSchema.nullable(),
  block: coasterBlockSchema.nullable(),
  /** Share of the last 7 days it was online (0 to 1); null when it was not activated in that time. */
  uptime7d: z.number().min(0).max(1).nullable(),
  /** The machine's alert settings (ADR 0086), on the client's own page for a licence with a machine. */
  alerts: coasterAlertSettingsSchema.optional(),
});
export type Coaster = z.infer<typeof coasterSchema>;

/** Days and rides left at the last 7 days' spending, and when the automatic block will come (ADR 0084). */
export const walletRunwaySchema = z.object({
  balance: z.number().int(),
  /** Coins charged a day, on average over the last 7 days. */
  coinsPerDay: z.number().nonnegative(),
  /** Null when nothing was spent, or the licences are not charged. */
  daysLeft: z.number().nonnegative().nullable(),
  ridesLeft: z.number().int().nonnegative().nullable(),
  /** The predicted moment of the "insufficient coin balance" block; null when none is in sight. */
  blockExpectedAt: isoDateTimeSchema.nullable(),
});
export type WalletRunway = z.infer<typeof walletRunwaySchema>;

/**
 * The newest versions the fleet runs: a machine behind them is shown so. Each game model has its own game and its own
 * versions; the app is one for all.
 */
const newestVersionsSchema = z.object({
  appVersion: z.string().nullable(),
  /** By game model: null for a model no machine holding its slot runs. */
  gameVersions: z.object(
    Object.fromEntries(gameModels.map((model) => [model, z.string().nullable()])) as Record<
      GameModel,
      z.ZodNullable<z.ZodString>
    >,
  ),
});
export type CoasterNewestVersions = z.infer<typeof newestVersionsSchema>;

export const coastersResponseSchema = z.object({
  results: z.array(coasterSchema),
  newest: newestVersionsSchema,
  /** Null when none of the client's licences is charged per ride. */
  runway: walletRunwaySchema.nullable(),
  serverTime: isoDateTimeSchema,
});
export type CoastersResponse = z.infer<typeof coastersResponseSchema>;

/** How a run of calls ended: the window after its last call ran out, or the machine said it was shutting down. */
export const coasterRunEndings = ['lost', 'switchedOff'] as const;

/** A run of calls none further apart than the online window (ADR 0084); the gaps between runs are its outages. */
const coasterOnlineRunSchema = z.object({
  from: isoDateTimeSchema,
  /** Null while it lasts. */
  to: isoDateTimeSchema.nullable(),
  endedBy: z.enum(coasterRunEndings).nullable(),
});

/** A block on the licence or on its whole account while the history runs. */
const coasterHistoryBlockSchema = z.object({
  code: z.number().int().positive(),
  reason: z.enum(blockReasons),
  /** The licence alone, or every licence of the account. */
  onAccount: z.boolean(),
  from: isoDateTimeSchema,
  /** Null while in force. */
  to: isoDateTimeSchema.nullable(),
});

/** The rides one local day delivered, in how many deliveries, and the longest they waited on the machine. */
const coasterSyncDaySchema = z.object({
  /** The local day, `YYYY-MM-DD` in the client's time zone. */
  date: z.iso.date(),
  batches: z.number().int().nonnegative(),
  rides: z.number().int().nonnegative(),
  lastAt: isoDateTimeSchema,
});

/** The app and game versions the machine reported from that moment on. */
const coasterVersionChangeSchema = z.object({
  at: isoDateTimeSchema,
  appVersion: z.string(),
  gameVersion: z.string(),
});

/** The rides played in one local hour. */
const coasterRidesHourSchema = z.object({
  /** The hour's start. */
  hour: isoDateTimeSchema,
  rides: z.number().int().nonnegative(),
  customers: z.number().int().nonnegative(),
});

/** The days a machine's page looks back over, and the days of rides by the hour it charts. */
export const coasterHistoryDays = 30;
export const coasterRidesByHourDays = 7;

/** One of the client's machines (`GET /api/coasters/{deviceId}`): its row, 30 days of history and its rides by hour. */
export const coasterDetailResponseSchema = z.object({
  /** As on the coasters page, with its alert settings. */
  coaster: coasterSchema.extend({ alerts: coasterAlertSettingsSchema }),
  newest: newestVersionsSchema,
  history: z.object({
    from: isoDateTimeSchema,
    to: isoDateTimeSchema,
    /** Oldest first; runs that ended before `from` are left out, one that began before it is kept whole. */
    onlineRuns: z.array(coasterOnlineRunSchema),
    blocks: z.array(coasterHistoryBlockSchema),
    /** Days with a delivery only, oldest first. */
    syncs: z.array(coasterSyncDaySchema),
    /** Oldest first, the version it was activated with included. */
    versions: z.array(coasterVersionChangeSchema),
  }),
  /** Each local hour of the last 7 days up to this one, oldest first, hours without rides included. */
  ridesByHour: z.array(coasterRidesHourSchema),
  serverTime: isoDateTimeSchema,
});
export type CoasterDetailResponse = z.infer<typeof coasterDetailResponseSchema>;

const booleanQuerySchema = z.enum(['true', 'false']).optional();

export const adminCoastersQuerySchema = z.strictObject({
  status: z.enum(coasterStatuses).optional(),
  userId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** ISO 3166-1 alpha-3 of the client's country. */
  country: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .transform((value) => value.toUpperCase())
    .optional(),
  appVersion: z.string().trim().min(1).max(32).optional(),
  /** `true`: online but silent ones only. */
  silent: booleanQuerySchema,
  orderby: z.enum(['status', 'client', 'lastSeenAt', 'ridesToday', 'appVersion']).default('status'),
  order: z.enum(['asc', 'desc']).default('asc'),
  limit: limitQuerySchema(200, 50),
  offset: offsetQuerySchema,
});
export type AdminCoastersQuery = z.output<typeof adminCoastersQuerySchema>;

export const adminCoasterSchema = coasterSchema.extend({
  client: z.object({
    id: z.number().int().positive(),
    name: z.string(),
    isoAlpha3: z.string().length(3).nullable(),
  }),
});
export type AdminCoaster = z.infer<typeof adminCoasterSchema>;

const machineCount = z.number().int().nonnegative();

/** Every status with its count, zeros included (an object rather than a record, so OpenAPI names each key). */
const statusCountsSchema = z.object({
  online: machineCount,
  late: machineCount,
  offline: machineCount,
  switchedOff: machineCount,
  notActivated: machineCount,
  replaced: machineCount,
  revoked: machineCount,
} satisfies Record<CoasterStatus, typeof machineCount>);

export const adminCoastersResponseSchema = z.object({
  results: z.array(adminCoasterSchema),
  meta: listMetaSchema,
  /** Machines by status across every client in the staff member's scope, whatever the filter. */
  counts: statusCountsSchema,
  /** Online but silent, whatever the filter. */
  silent: z.number().int().nonnegative(),
  newest: newestVersionsSchema,
  serverTime: isoDateTimeSchema,
});
export type AdminCoastersResponse = z.infer<typeof adminCoastersResponseSchema>;
