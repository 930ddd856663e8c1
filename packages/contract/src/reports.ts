import { z } from 'zod';
import { isoDateTimeSchema, languagesSchema, referenceInstantSchema, timeZoneSchema } from './common.ts';
import { licenseKeySchema, timeRangeSchema } from './licenses.ts';
import { walletBalanceSchema } from './wallet.ts';

/** Customers and rides in one calendar range. */
export const rangeTotalsSchema = timeRangeSchema.extend({
  customersAmount: z.number().int().nonnegative(),
  ridesAmount: z.number().int().nonnegative(),
});
export type RangeTotals = z.infer<typeof rangeTotalsSchema>;

export const licenseConsumptionsReportParamsSchema = z.strictObject({ licenseKey: licenseKeySchema });
/** The time zone of every dashboard report; the user's own when absent. */
export const timezoneQuerySchema = z.strictObject({ timezone: timeZoneSchema.optional() });

/** Today, this ISO week and this month of one licence (docs/domain.md#screens-and-addresses, licence detail). */
export const licenseConsumptionsReportSchema = z.object({
  day: rangeTotalsSchema,
  isoWeek: rangeTotalsSchema,
  month: rangeTotalsSchema,
});
export type LicenseConsumptionsReport = z.infer<typeof licenseConsumptionsReportSchema>;

/** A month of the dashboard: the one holding `referenceDate` (now when absent) in `timezone`. */
export const monthReportQuerySchema = z.strictObject({
  referenceDate: referenceInstantSchema.optional(),
  timezone: timeZoneSchema.optional(),
});

/** Licences of the month by customers, most first. */
export const licenseRankingSchema = timeRangeSchema.extend({
  results: z.array(
    z.object({
      licenseKey: z.string(),
      label: z.string(),
      customersAmount: z.number().int().nonnegative(),
      ridesAmount: z.number().int().nonnegative(),
    }),
  ),
});
export type LicenseRanking = z.infer<typeof licenseRankingSchema>;

/** Scenarios of the month by customers, most first. */
export const scenarioShareSchema = timeRangeSchema.extend({
  results: z.array(
    z.object({
      scenarioId: z.number().int().nonnegative(),
      scenarioTitles: languagesSchema(z.string()),
      customersAmount: z.number().int().nonnegative(),
      ridesAmount: z.number().int().nonnegative(),
    }),
  ),
});
export type ScenarioShare = z.infer<typeof scenarioShareSchema>;

/** Twelve months ending with the one holding `endAt` (now when absent). */
export const customersPerLicenseQuerySchema = z.strictObject({
  endAt: isoDateTimeSchema.optional(),
  timezone: timeZoneSchema.optional(),
});

/** One row per month with a column per licence key (docs/domain.md#records-and-fields), and the licences most customers first. */
export const customersPerLicenseSchema = z.object({
  licenses: z.array(z.object({ key: z.string(), label: z.string(), customersAmount: z.number().int().nonnegative() })),
  rows: z.array(timeRangeSchema.extend({ customers: z.record(z.string(), z.number().int().nonnegative()) })),
});
export type CustomersPerLicense = z.infer<typeof customersPerLicenseSchema>;

/** The balance as it stood at `endAt` (now when absent). */
export const walletBalanceReportQuerySchema = z.strictObject({ endAt: isoDateTimeSchema.optional() });
export const walletBalanceReportSchema = walletBalanceSchema;
