import { z } from 'zod';
import { contentLanguages } from '@orbit/domain';

const earliestInstant = Date.UTC(1900, 0, 1);
const latestInstant = Date.UTC(2200, 0, 1);

/**
 * An instant with its offset, as every date in an answer is written (`2026-03-02T12:00:00.000Z`), between 1900 and
 * 2200: year 0 or 9999 is a typing mistake, and the database cannot take some of them.
 */
export const isoDateTimeSchema = z.iso.datetime({ offset: true }).refine((value) => {
  const instant = Date.parse(value);
  return instant >= earliestInstant && instant < latestInstant;
}, 'Must be between 1900 and 2200');

/**
 * The reference of a day, week or month view: an instant a year inside `isoDateTimeSchema`'s bounds, so that the
 * period around it, in any time zone, is one an answer can name (January 1900 west of UTC is a month of 1899).
 */
export const referenceInstantSchema = z.iso.datetime({ offset: true }).refine((value) => {
  const instant = Date.parse(value);
  return instant >= Date.UTC(1901, 0, 1) && instant < Date.UTC(2199, 0, 1);
}, 'Must be between 1901 and 2199');

/** Where a list page sits in the whole: `count` rows in all, this page from `offset`, at most `limit`. */
export const listMetaSchema = z.object({
  count: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  offset: z.number().int().nonnegative(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

/** A page size in a query string: digits, 1 to `max`, `fallback` when absent. */
export function limitQuerySchema(max: number, fallback: number) {
  return z.coerce.number().int().min(1).max(max).default(fallback);
}

/**
 * A numeric id in a path: decimal digits only, `min` to `max`. Coercion would also read `+1`, `1e0`, `0x1` or ` 1`
 * as 1, so one resource would answer to many addresses.
 */
export function pathIdSchema({ min = 1, max = 2_147_483_647 }: { min?: number; max?: number } = {}) {
  return z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/** Rows to skip, from a query string; 0 when absent. */
export const offsetQuerySchema = z.coerce.number().int().min(0).max(1_000_000_000).default(0);

/** An IANA zone name (`America/Sao_Paulo`, `UTC`); offsets such as `+03:00` are refused, SQL reads their sign backwards. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/, 'Unknown time zone')
  .refine(isKnownTimeZone, 'Unknown time zone');

function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Languages of scenario and news texts (docs/domain.md#constants-and-limits). */
export const contentLanguageSchema = z.enum(contentLanguages);

/** Text per content language; a language may still be missing until it is translated. */
export function languagesSchema<Shape extends z.ZodType>(text: Shape) {
  return z.partialRecord(contentLanguageSchema, text);
}

/** Answers that only confirm. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
