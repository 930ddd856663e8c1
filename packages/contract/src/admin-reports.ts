import { z } from 'zod';
import { limits } from '@orbit/domain';
import { adminUserSummarySchema } from './admin-users.ts';
import {
  contentLanguageSchema,
  isoDateTimeSchema,
  limitQuerySchema,
  listMetaSchema,
  offsetQuerySchema,
  timeZoneSchema,
} from './common.ts';
import { consumptionListSchema, gameModelSchema, licenseKeySchema } from './licenses.ts';

/** Staff reports of docs/domain.md#calls "Admin: reports" (ADR 0015). */

const databaseIdSchema = z.number().int().positive().max(2_147_483_647);
const countSchema = z.number().int().nonnegative();

/** Ids picked in a report's filter: at least one, at most as many as the picker loads. */
const pickedIdsSchema = z.array(databaseIdSchema).min(1).max(limits.usersPickerLimit);
const pickedLicenseKeysSchema = z.array(licenseKeySchema).min(1).max(limits.clientLicensesLimit);
/** Country ids (ISO numeric, as `GET /api/countries` answers them); a client belongs to its country. */
const pickedCountriesSchema = z.array(databaseIdSchema.max(999)).min(1).max(limits.countryIdsMax);
/** Rows skipped before the first page; the console sends 0 (docs/domain.md#calls). */
const bodyOffsetSchema = z.number().int().min(0).max(1_000_000_000).default(0);

/** `?page&limit` of every paged report: pages from 1, 5000 rows by default and at most (docs/domain.md#constants-and-limits). */
export const adminReportPageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: limitQuerySchema(limits.reportPageSize, limits.reportPageSize),
});
export type AdminReportPageQuery = z.output<typeof adminReportPageQuerySchema>;

const afterStart = (body: { startAt: string; endAt: string }) => Date.parse(body.endAt) > Date.parse(body.startAt);
const endAfterStart = { path: ['endAt'], message: 'Must be after startAt' };

/** The range of a report: `startAt` included, `endAt` excluded. */
const rangeFields = { startAt: isoDateTimeSchema, endAt: isoDateTimeSchema };
/** Zone of the days and months a report groups by; UTC when absent (ADR 0015). */
const groupingZoneField = { timezone: timeZoneSchema.default('UTC') };

// GET /api/admin/reports/users

export const adminReportUsersQuerySchema = z.strictObject({
  limit: limitQuerySchema(limits.usersPickerLimit, limits.usersPickerLimit),
  offset: offsetQuerySchema,
});
export type AdminReportUsersQuery = z.output<typeof adminReportUsersQuerySchema>;

/** The clients (scope `user`) for the reports' pickers, by name. */
export const adminReportUsersResponseSchema = z.object({
  results: z.array(adminUserSummarySchema),
  meta: listMetaSchema,
});
export type AdminReportUsersResponse = z.infer<typeof adminReportUsersResponseSchema>;

// POST /api/admin/reports/consumptions (rides report)

export const adminReportRidesRequestSchema = z
  .strictObject({ id: pickedIdsSchema, licensesKey: pickedLicenseKeysSchema, ...rangeFields })
  .refine(afterStart, endAfterStart);
export type AdminReportRidesRequest = z.output<typeof adminReportRidesRequestSchema>;

/** docs/domain.md#records-and-fields admin variant: also the coins charged (`totalAmount`) and the rides (`totalRiders`) of the range. */
export const adminReportRidesResponseSchema = consumptionListSchema.extend({
  totalAmount: countSchema,
  totalRiders: countSchema,
});
export type AdminReportRidesResponse = z.infer<typeof adminReportRidesResponseSchema>;

// POST /api/admin/reports/licenses

export const adminReportLicensesRequestSchema = z.strictObject({ id: pickedIdsSchema });
export type AdminReportLicensesRequest = z.output<typeof adminReportLicensesRequestSchema>;

/** A licence in the reports' licence picker; revoked ones too, their rides stay in the reports. */
export const adminReportLicenseSchema = z.object({
  id: databaseIdSchema,
  key: z.string(),
  label: z.string(),
  gameModel: gameModelSchema,
  userId: databaseIdSchema,
  createdAt: isoDateTimeSchema,
  revokedAt: isoDateTimeSchema.nullable(),
  unlimitedSince: isoDateTimeSchema.nullable(),
  unlimitedOfflineTimeSince: isoDateTimeSchema.nullable(),
});
export type AdminReportLicense = z.infer<typeof adminReportLicenseSchema>;

export const adminReportLicensesResponseSchema = z.object({ results: z.array(adminReportLicenseSchema) });
export type AdminReportLicensesResponse = z.infer<typeof adminReportLicensesResponseSchema>;

// POST /api/admin/reports/licenses/active/location

export const adminReportLicensesByLocationRequestSchema = z
  .strictObject({ countries: pickedCountriesSchema, ...rangeFields })
  .refine(afterStart, endAfterStart);
export type AdminReportLicensesByLocationRequest = z.output<typeof adminReportLicensesByLocationRequestSchema>;

/** A licence with at least one ride in the range, owned by a client of one of the countries. */
export const adminReportLicenseByLocationSchema = z.object({
  userId: databaseIdSchema,
  name: z.string(),
  email: z.string(),
  isoAlpha3: z.string().length(3),
  license: z.string(),
  label: z.string(),
  unlimitedSince: isoDateTimeSchema.nullable(),
  /** The latest sync of its rides in the range. */
  lastSynced: isoDateTimeSchema,
});
export type AdminReportLicenseByLocation = z.infer<typeof adminReportLicenseByLocationSchema>;

export const adminReportLicensesByLocationResponseSchema = z.object({
  results: z.array(adminReportLicenseByLocationSchema),
  meta: listMetaSchema,
});
export type AdminReportLicensesByLocationResponse = z.infer<typeof adminReportLicensesByLocationResponseSchema>;

// POST /api/admin/reports/tickets/log (coins log)

export const adminReportCoinsRequestSchema = z
  .strictObject({ usersId: pickedIdsSchema, ...rangeFields, offset: bodyOffsetSchema })
  .refine(afterStart, endAfterStart);
export type AdminReportCoinsRequest = z.output<typeof adminReportCoinsRequestSchema>;

/** One coin record of the clients' wallets, with its owner and who inserted it. */
export const adminReportCoinsEntrySchema = z.object({
  id: databaseIdSchema,
  userId: databaseIdSchema,
  name: z.string(),
  email: z.string(),
  isoAlpha2: z.string().length(2).nullable(),
  createdAt: isoDateTimeSchema,
  amount: z.number().int(),
  issuerUser: z.object({ id: databaseIdSchema, name: z.string() }),
});
export type AdminReportCoinsEntry = z.infer<typeof adminReportCoinsEntrySchema>;

/** `totalAmount` sums every record of the range, not only the page. */
export const adminReportCoinsResponseSchema = z.object({
  results: z.array(adminReportCoinsEntrySchema),
  meta: listMetaSchema,
  totalAmount: z.number().int(),
});
export type AdminReportCoinsResponse = z.infer<typeof adminReportCoinsResponseSchema>;

// POST /api/admin/reports/consumptions/byday

export const adminReportConsumptionByDayRequestSchema = z
  .strictObject({ userId: pickedIdsSchema, licensesKey: pickedLicenseKeysSchema, ...rangeFields, ...groupingZoneField })
  .refine(afterStart, endAfterStart);
export type AdminReportConsumptionByDayRequest = z.output<typeof adminReportConsumptionByDayRequestSchema>;

/** Customers (`total_customers_amount`) and rides (`Laps`) of one licence on one day that had rides. */
export const adminReportConsumptionByDaySchema = z.object({
  userId: databaseIdSchema,
  key: z.string(),
  label: z.string(),
  /** The day, `YYYY-MM-DD` in the report's zone. */
  day: z.iso.date(),
  /** The instant the day starts. */
  createdAt: isoDateTimeSchema,
  unlimitedSince: isoDateTimeSchema.nullable(),
  total_customers_amount: countSchema,
  Laps: countSchema,
});
export type AdminReportConsumptionByDay = z.infer<typeof adminReportConsumptionByDaySchema>;

export const adminReportConsumptionByDayResponseSchema = z.object({
  results: z.array(adminReportConsumptionByDaySchema),
  meta: listMetaSchema,
});
export type AdminReportConsumptionByDayResponse = z.infer<typeof adminReportConsumptionByDayResponseSchema>;

// POST /api/admin/reports/consumptions/bymonth

export const adminReportConsumptionByMonthRequestSchema = z
  .strictObject({
    countries: pickedCountriesSchema,
    /** docs/domain.md#calls sends it fixed to `all`: every licence, limited or unlimited. */
    licenseType: z.literal('all').default('all'),
    ...rangeFields,
    offset: bodyOffsetSchema,
    ...groupingZoneField,
  })
  .refine(afterStart, endAfterStart);
export type AdminReportConsumptionByMonthRequest = z.output<typeof adminReportConsumptionByMonthRequestSchema>;

/** A month of the report's zone, `YYYY-MM`, with the instant it starts. */
const monthFields = { month: z.string().regex(/^\d{4}-\d{2}$/), startAt: isoDateTimeSchema };

export const adminReportConsumptionByMonthSchema = z.object({ ...monthFields, total_customers_amount: countSchema });
export type AdminReportConsumptionByMonth = z.infer<typeof adminReportConsumptionByMonthSchema>;

export const adminReportConsumptionByMonthResponseSchema = z.object({
  results: z.array(adminReportConsumptionByMonthSchema),
  meta: listMetaSchema,
});
export type AdminReportConsumptionByMonthResponse = z.infer<typeof adminReportConsumptionByMonthResponseSchema>;

// POST /api/admin/reports/orbitcoins/salesmonth

export const adminReportSalesByMonthRequestSchema = z
  .strictObject({ countries: pickedCountriesSchema, ...rangeFields, ...groupingZoneField })
  .refine(afterStart, endAfterStart);
export type AdminReportSalesByMonthRequest = z.output<typeof adminReportSalesByMonthRequestSchema>;

/** Coins inserted into the wallets in a month, corrections (negative records) deducted. */
export const adminReportSalesByMonthEntrySchema = z.object({ ...monthFields, total_amount: z.number().int() });
export type AdminReportSalesByMonthEntry = z.infer<typeof adminReportSalesByMonthEntrySchema>;

export const adminReportSalesByMonthResponseSchema = z.object({
  results: z.array(adminReportSalesByMonthEntrySchema),
  meta: listMetaSchema,
});
export type AdminReportSalesByMonthResponse = z.infer<typeof adminReportSalesByMonthResponseSchema>;

// GET /api/admin/reports/licenses/search

/** The last characters of a key, at least 6 once the asterisks of a masked key are taken out (docs/domain.md#validation). */
export const adminReportSearchLicenseQuerySchema = z.strictObject({
  license: z
    .string()
    .max(64)
    .transform((text) => text.replaceAll('*', '').trim())
    .pipe(z.string().min(limits.licenseSuffixSearchMin)),
});
export type AdminReportSearchLicenseQuery = z.output<typeof adminReportSearchLicenseQuerySchema>;

/** At most this many licences answer one search; `meta.count` tells when more matched. */
export const searchLicenseMaxResults = 100;

export const adminReportSearchLicenseResultSchema = adminReportLicenseSchema.extend({
  updatedAt: isoDateTimeSchema,
  name: z.string(),
  email: z.string(),
});
export type AdminReportSearchLicenseResult = z.infer<typeof adminReportSearchLicenseResultSchema>;

export const adminReportSearchLicenseResponseSchema = z.object({
  results: z.array(adminReportSearchLicenseResultSchema),
  meta: listMetaSchema,
});
export type AdminReportSearchLicenseResponse = z.infer<typeof adminReportSearchLicenseResponseSchema>;

// GET /api/admin/reports/consumptions (wallet statement)

export const adminReportWalletStatementQuerySchema = z
  .strictObject({
    userId: z.coerce.number().int().positive().max(2_147_483_647),
    startAt: isoDateTimeSchema,
    endAt: isoDateTimeSchema,
    page: adminReportPageQuerySchema.shape.page,
    limit: adminReportPageQuerySchema.shape.limit,
  })
  .refine(afterStart, endAfterStart);
export type AdminReportWalletStatementQuery = z.output<typeof adminReportWalletStatementQuerySchema>;

export const adminReportWalletStatementEntrySchema = z.object({
  id: z.number().int().positive(),
  consumedAt: isoDateTimeSchema,
  licenseKey: z.string(),
  label: z.string(),
  customersAmount: countSchema,
  rideCost: countSchema,
  creditsAdded: countSchema,
  creditsAddOnKeyboard: countSchema,
  creditsExpired: countSchema,
  discountUsed: countSchema,
});
export type AdminReportWalletStatementEntry = z.infer<typeof adminReportWalletStatementEntrySchema>;

/** The rides of every licence of the client in the range, newest first, with the totals of the whole range. */
export const adminReportWalletStatementResponseSchema = z.object({
  results: z.array(adminReportWalletStatementEntrySchema),
  meta: listMetaSchema,
  totalCreditsAdded: countSchema,
  totalCreditsKeyboard: countSchema,
  totalCreditsExpired: countSchema,
  totalCustomersAmount: countSchema,
});
export type AdminReportWalletStatementResponse = z.infer<typeof adminReportWalletStatementResponseSchema>;

// CSV exports (ADR 0026): a twin of each paged report and of the wallet statement, streamed as rows are read.

/**
 * A CSV answer: UTF-8 bytes written as the server reads the rows, a `ReadableStream` on the server as in the
 * browser (`response.body`).
 */
export interface CsvByteStream {
  getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }> };
}

export const csvStreamSchema = z
  .custom<CsvByteStream>((value) => typeof value === 'object' && value !== null && 'getReader' in value)
  .meta({
    type: 'string',
    contentMediaType: 'text/csv',
    description:
      'RFC 4180 CSV in UTF-8 with a header row; X-Total-Count holds the rows of the whole report. A broken download resumes with ?skip=<rows received>.',
  });

/** Holds the rows of the whole report, the `meta.count` of its JSON twin, whatever `skip` says. */
export const csvTotalCountHeader = 'x-total-count';

/**
 * Rows already received: the answer starts after them, so a download that broke can be resumed. The header row
 * always comes first.
 */
const skipSchema = offsetQuerySchema;

export const adminReportCsvQuerySchema = z.strictObject({ skip: skipSchema });
export type AdminReportCsvQuery = z.output<typeof adminReportCsvQuerySchema>;

/** The rides export names each scenario in one content language, the other when it lacks a text in it. */
export const adminReportRidesCsvQuerySchema = z.strictObject({
  skip: skipSchema,
  lang: contentLanguageSchema.default('en'),
});
export type AdminReportRidesCsvQuery = z.output<typeof adminReportRidesCsvQuerySchema>;

export const adminReportWalletStatementCsvQuerySchema = z
  .strictObject({
    userId: adminReportWalletStatementQuerySchema.shape.userId,
    startAt: isoDateTimeSchema,
    endAt: isoDateTimeSchema,
    skip: skipSchema,
  })
  .refine(afterStart, endAfterStart);
export type AdminReportWalletStatementCsvQuery = z.output<typeof adminReportWalletStatementCsvQuerySchema>;

/** The header row of each export, in order: the field names of the JSON rows, flattened where those nest. */
export const adminReportCsvColumns = {
  rides: [
    'id',
    'consumedAt',
    'syncedAt',
    'licenseKey',
    'label',
    'scenarioId',
    'scenarioTitle',
    'durationInSeconds',
    'time',
    'percentage',
    'status',
    'customersAmount',
    'chargedAmount',
    'rideCost',
    'creditsAdded',
    'creditsAddOnKeyboard',
    'creditsExpired',
    'discountUsed',
  ],
  licensesByLocation: [
    'userId',
    'name',
    'email',
    'isoAlpha3',
    'license',
    'label',
    'unlimitedSince',
    'lastSynced',
  ] satisfies (keyof AdminReportLicenseByLocation)[],
  coins: ['id', 'userId', 'name', 'email', 'isoAlpha2', 'createdAt', 'amount', 'issuerUserId', 'issuerUserName'],
  consumptionByDay: [
    'userId',
    'key',
    'label',
    'day',
    'createdAt',
    'unlimitedSince',
    'total_customers_amount',
    'Laps',
  ] satisfies (keyof AdminReportConsumptionByDay)[],
  consumptionByMonth: ['month', 'startAt', 'total_customers_amount'] satisfies (keyof AdminReportConsumptionByMonth)[],
  salesByMonth: ['month', 'startAt', 'total_amount'] satisfies (keyof AdminReportSalesByMonthEntry)[],
  walletStatement: [
    'id',
    'consumedAt',
    'licenseKey',
    'label',
    'customersAmount',
    'rideCost',
    'creditsAdded',
    'creditsAddOnKeyboard',
    'creditsExpired',
    'discountUsed',
  ] satisfies (keyof AdminReportWalletStatementEntry)[],
} as const;
export type AdminReportCsvName = keyof typeof adminReportCsvColumns;

/** The first part of each export's file name, `<name>-<YYYY-MM-DD>.csv`, after the report screens' paths. */
export const adminReportCsvFileNames: Record<AdminReportCsvName, string> = {
  rides: 'rides',
  licensesByLocation: 'licenses-by-location',
  coins: 'coins',
  consumptionByDay: 'consumption-by-day',
  consumptionByMonth: 'consumption-by-month',
  salesByMonth: 'sales-by-month',
  walletStatement: 'wallet-statement',
};
