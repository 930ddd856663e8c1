import { z } from 'zod';
import { calendarPeriodKinds, coasterStatuses, deviceStatuses, gameModels, limits } from '@orbit/domain';
import type { RideStatus } from '@orbit/domain';
import {
  isoDateTimeSchema,
  languagesSchema,
  limitQuerySchema,
  listMetaSchema,
  offsetQuerySchema,
  referenceInstantSchema,
  timeZoneSchema,
} from './common.ts';

export const gameModelSchema = z.enum(gameModels);

/** A licence key in a path or body. */
export const licenseKeySchema = z.string().trim().min(1).max(64);

export const licenseKeyParamsSchema = z.strictObject({ key: licenseKeySchema });

/** The machine that holds the licence's slot, or held it last, as its owner and staff see it in lists. */
export const licenseDeviceSchema = z.object({
  status: z.enum(deviceStatuses),
  /** Its last call of any kind: how "online" it is. */
  lastSeenAt: isoDateTimeSchema,
  /** When its rides last arrived; null before its first. */
  lastSyncAt: isoDateTimeSchema.nullable(),
  /** Rides it played and has not delivered yet, as it said at its last validation. */
  pendingRides: z.number().int().nonnegative(),
  /**
   * Its status as the coasters pages show it (ADR 0084), by the same rule at the moment of the answer. Not kept in the
   * licence's audit entries: it moves with time.
   */
  coasterStatus: z.enum(coasterStatuses),
});
export type LicenseDevice = z.infer<typeof licenseDeviceSchema>;

/** A licence as its owner sees it (docs/domain.md#records-and-fields); status and type derive from the dates with `@orbit/domain`. */
export const clientLicenseSchema = z.object({
  id: z.number().int().positive(),
  key: z.string(),
  label: z.string(),
  gameModel: gameModelSchema,
  notes: z.string(),
  issuerUserId: z.number().int().positive(),
  userId: z.number().int().positive(),
  createdAt: isoDateTimeSchema,
  /** Shown as "online at". */
  updatedAt: isoDateTimeSchema,
  revokedAt: isoDateTimeSchema.nullable(),
  revokedUserId: z.number().int().positive().nullable(),
  unlimitedSince: isoDateTimeSchema.nullable(),
  unlimitedOfflineTimeSince: isoDateTimeSchema.nullable(),
  /** Ids of the scenarios transferred to the licence and not removed. */
  scenariosObtained: z.array(z.number().int().nonnegative()),
  /** Null until a machine is activated on the licence (ADR 0049). */
  device: licenseDeviceSchema.nullable(),
});
export type ClientLicense = z.infer<typeof clientLicenseSchema>;

/** The short form of a licence in the current user (ADR 0004). */
export const licenseSummarySchema = z.object({
  id: z.number().int().positive(),
  key: z.string(),
  label: z.string(),
  gameModel: gameModelSchema,
  revokedAt: isoDateTimeSchema.nullable(),
});
export type LicenseSummary = z.infer<typeof licenseSummarySchema>;

export const licenseActivationsQuerySchema = z.strictObject({
  limit: limitQuerySchema(limits.clientLicensesLimit, limits.clientLicensesLimit),
  offset: offsetQuerySchema,
});

export const licenseActivationsResponseSchema = z.object({
  results: z.array(clientLicenseSchema),
  meta: listMetaSchema,
});
export type LicenseActivationsResponse = z.infer<typeof licenseActivationsResponseSchema>;

/** Calendar ranges in the user's time zone; weeks start on Monday (the domain's calendar periods). */
export const rangeKinds = calendarPeriodKinds;
export type RangeKind = (typeof rangeKinds)[number];

/**
 * docs/domain.md#calls. With `rangeKind` the range is the day, ISO week or month that holds `referenceStartDate` in `timezone`
 * (the user's own when absent) and `referenceEndDate` is ignored; without it the range runs from
 * `referenceStartDate` to `referenceEndDate`.
 */
export const licenseConsumptionsQuerySchema = z
  .strictObject({
    referenceStartDate: referenceInstantSchema,
    referenceEndDate: referenceInstantSchema.optional(),
    timezone: timeZoneSchema.optional(),
    rangeKind: z.enum(rangeKinds).optional(),
    limit: limitQuerySchema(limits.reportPageSize, limits.dashboardSmallQuery),
    offset: offsetQuerySchema,
  })
  .superRefine((query, context) => {
    if (query.rangeKind) return;
    if (!query.referenceEndDate) {
      context.addIssue({ code: 'custom', path: ['referenceEndDate'], message: 'Required when rangeKind is not set' });
    } else if (Date.parse(query.referenceEndDate) <= Date.parse(query.referenceStartDate)) {
      context.addIssue({ code: 'custom', path: ['referenceEndDate'], message: 'Must be after referenceStartDate' });
    }
  });
export type LicenseConsumptionsQuery = z.input<typeof licenseConsumptionsQuerySchema>;

const rideStatuses = ['incomplete', 'completed'] as const satisfies readonly RideStatus[];

/** One ride (consumption), docs/domain.md#records-and-fields; status and percentage follow `@orbit/domain`. */
export const consumptionSchema = z.object({
  id: z.number().int().positive(),
  consumedAt: isoDateTimeSchema,
  syncedAt: isoDateTimeSchema,
  durationInSeconds: z.number().int().nonnegative(),
  /** Length of the scenario in seconds. */
  time: z.number().int().positive(),
  customersAmount: z.number().int().nonnegative(),
  chargedAmount: z.number().int().nonnegative(),
  scenarioId: z.number().int().nonnegative(),
  /** The scenario's title per content language. */
  scenarioTitles: languagesSchema(z.string()),
  licenseKey: z.string(),
  label: z.string(),
  rideCost: z.number().int().nonnegative(),
  creditsAdded: z.number().int().nonnegative(),
  creditsAddOnKeyboard: z.number().int().nonnegative(),
  creditsExpired: z.number().int().nonnegative(),
  discountUsed: z.number().int().nonnegative(),
  percentage: z.number().int().min(0).max(100),
  status: z.enum(rideStatuses),
});
export type Consumption = z.infer<typeof consumptionSchema>;

export const timeRangeSchema = z.object({ startAt: isoDateTimeSchema, endAt: isoDateTimeSchema });
export type TimeRange = z.infer<typeof timeRangeSchema>;

/**
 * A page of rides with the totals of the whole range: customers in it, in the range of the same length just
 * before it, of all time, and the credits added in it.
 */
export const consumptionListSchema = z.object({
  results: z.array(consumptionSchema),
  meta: listMetaSchema,
  range: timeRangeSchema,
  customersAmount: z.number().int().nonnegative(),
  previousCustomersAmount: z.number().int().nonnegative(),
  totalCustomersAmount: z.number().int().nonnegative(),
  totalCreditsAdded: z.number().int().nonnegative(),
});
export type ConsumptionList = z.infer<typeof consumptionListSchema>;

export const updateLicenseNotesRequestSchema = z.strictObject({
  notes: z.string().max(limits.licenseNotesMax),
});
export type UpdateLicenseNotesRequest = z.infer<typeof updateLicenseNotesRequestSchema>;

/** docs/domain.md#calls: the wallet's consumptions of all the user's licences, or of one; a read sent as POST. */
export const walletConsumptionsRequestSchema = z
  .strictObject({
    licenseKey: licenseKeySchema.optional(),
    startAt: isoDateTimeSchema,
    endAt: isoDateTimeSchema,
    limit: z.number().int().min(1).max(limits.reportPageSize).default(limits.reportPageSize),
    offset: z.number().int().min(0).default(0),
  })
  .refine((body) => Date.parse(body.endAt) > Date.parse(body.startAt), {
    path: ['endAt'],
    message: 'Must be after startAt',
  });
export type WalletConsumptionsRequest = z.input<typeof walletConsumptionsRequestSchema>;

/** Staff licence actions (ADR 0013): the path or body names the licence by key. */
export const adminLicenseKeyParamsSchema = z.strictObject({ licenseKey: licenseKeySchema });
export const adminLicenseKeyRequestSchema = z.strictObject({ licenseKey: licenseKeySchema });
export const adminLicenseGameModelRequestSchema = z.strictObject({ gameModel: gameModelSchema });

/**
 * A new licence for a client (ADR 0013); the server generates the key. Offline time exists only on an unlimited
 * licence, so `unlimitedOfflineTimeSince` needs `unlimitedSince`.
 */
export const adminCreateLicenseRequestSchema = z
  .strictObject({
    userId: z.number().int().positive().max(2_147_483_647),
    label: z.string().trim().min(1).max(100),
    gameModel: gameModelSchema,
    notes: z.string().max(limits.licenseNotesMax).optional(),
    unlimitedSince: isoDateTimeSchema.optional(),
    unlimitedOfflineTimeSince: isoDateTimeSchema.optional(),
  })
  .refine((request) => request.unlimitedOfflineTimeSince === undefined || request.unlimitedSince !== undefined, {
    message: 'Only an unlimited licence can be offline',
    path: ['unlimitedOfflineTimeSince'],
  });
export type AdminCreateLicenseRequest = z.output<typeof adminCreateLicenseRequestSchema>;

export const adminCreateLicenseResponseSchema = z.object({ key: z.string(), label: z.string() });
export type AdminCreateLicenseResponse = z.infer<typeof adminCreateLicenseResponseSchema>;
