import { z } from 'zod';
import { interfaceLanguages } from '@orbit/domain';
import { contentLanguageSchema } from './common.ts';
import { licenseKeySchema } from './licenses.ts';

/**
 * The scenarios of the signed-in client's licences (ADR 0032). `lang` is the reader's interface language: texts come
 * in its content language, else in English, else in any language the scenario has. `licenseKey` narrows the answer
 * to one of the client's licences; another client's key answers 404 like an unknown one (ADR 0008).
 */
export const licenseScenariosQuerySchema = z.strictObject({
  lang: z.enum(interfaceLanguages).default('en'),
  licenseKey: licenseKeySchema.optional(),
});
export type LicenseScenariosQuery = z.input<typeof licenseScenariosQuerySchema>;

/** A scenario held by licences of the client, in the reader's language; never its prices or restrictions. */
export const licenseScenarioSchema = z.object({
  id: z.number().int().nonnegative(),
  /** Null only when the scenario has no text in any language. */
  title: z.string().nullable(),
  theme: z.string().nullable(),
  /** The language `title` and `theme` are written in; null with them. */
  language: contentLanguageSchema.nullable(),
  /** Length of a ride in seconds; screens show minutes (docs/domain.md#constants-and-limits). */
  time: z.number().int().positive(),
  imageKey: z.string().nullable(),
  /** Where the scenario's thumbnail is served; null without a picture. */
  thumbnailUrl: z.string().nullable(),
  /** The client's licences that hold the scenario now. */
  licenseKeys: z.array(z.string()),
});
export type LicenseScenario = z.infer<typeof licenseScenarioSchema>;

export const licenseScenariosResponseSchema = z.object({ results: z.array(licenseScenarioSchema) });
export type LicenseScenariosResponse = z.infer<typeof licenseScenariosResponseSchema>;
