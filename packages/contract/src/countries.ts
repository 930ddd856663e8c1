import { z } from 'zod';

/** An ISO 3166-1 country. `name` is the English name; screens translate by `isoAlpha3`. */
export const countrySchema = z.object({
  id: z.number().int().positive(),
  isoAlpha2: z.string().length(2),
  isoAlpha3: z.string().length(3),
  name: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const countryListSchema = z.array(countrySchema);
