import { z } from 'zod';

/** The one error shape every non-ok answer carries. `errors` maps a field path (`email`, `address.city`) to its message. */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

// The messages live apart from zod, so the browser can use them without bundling the schemas (ADR 0014).
export { errorMessages } from './error-messages.ts';
