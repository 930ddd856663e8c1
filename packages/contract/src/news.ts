import { z } from 'zod';
import {
  isoDateTimeSchema,
  contentLanguageSchema,
  languagesSchema,
  limitQuerySchema,
  listMetaSchema,
  offsetQuerySchema,
} from './common.ts';

export const newsTextSchema = z.object({
  title: z.string(),
  resume: z.string(),
  description: z.string(),
});
export type NewsText = z.infer<typeof newsTextSchema>;

/** A piece of news (docs/domain.md#records-and-fields) with its texts per content language. */
export const newsSchema = z.object({
  id: z.number().int().positive(),
  isActive: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  issuerUserId: z.number().int().positive(),
  imageKey: z.string().nullable(),
  languages: languagesSchema(newsTextSchema),
});
export type News = z.infer<typeof newsSchema>;

/** Active news newest first; `lang` keeps only news written in that language. */
export const newsListQuerySchema = z.strictObject({
  lang: contentLanguageSchema.optional(),
  limit: limitQuerySchema(100, 50),
  offset: offsetQuerySchema,
});
export type NewsListQuery = z.input<typeof newsListQuerySchema>;

export const newsListResponseSchema = z.object({
  results: z.array(newsSchema),
  meta: listMetaSchema,
});
export type NewsListResponse = z.infer<typeof newsListResponseSchema>;
