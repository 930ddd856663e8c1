import { z } from 'zod';

/**
 * The one error shape every non-ok answer carries. `errors` maps a field path (`email`, `address.city`) to its
 * message, at most `errorListLimit` of them, and then `moreErrorsField` to the count of the others.
 */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** At most this many problems are named in `errors`, so a body of thousands of bad keys gets a short answer. */
export const errorListLimit = 20;
/** The `errors` entry saying how many problems were left out past `errorListLimit`: `{ "…": "59980 more problems" }`. */
export const moreErrorsField = '…';

// The messages live apart from zod, so the browser can use them without bundling the schemas (ADR 0014).
export { errorMessages, licenseActionRefusalMessages } from './error-messages.ts';
