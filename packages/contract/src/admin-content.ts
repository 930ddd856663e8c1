import { z } from 'zod';
import { contentLanguages, gameModels, limits, scenarioMaxSeconds, scenarioPriceMaxCents } from '@orbit/domain';
import {
  isoDateTimeSchema,
  languagesSchema,
  limitQuerySchema,
  listMetaSchema,
  offsetQuerySchema,
  pathIdSchema,
} from './common.ts';
import { licenseKeySchema } from './licenses.ts';
import { newsSchema } from './news.ts';

const databaseId = z.number().int().positive().max(2_147_483_647);
/** Scenario ids start at 0 (docs/domain.md#constants-and-limits). */
const scenarioIdParam = pathIdSchema({ min: 0 });
const positiveIdParam = pathIdSchema();

/** Text an editor types: trimmed, not blank, bounded. */
const editorText = (max: number) => z.string().trim().min(1).max(max);

/**
 * The name of an uploaded image (ADR 0016). It becomes a folder in storage and a segment of the image's URL, so
 * only letters, digits, `-` and `_` are allowed.
 */
export const imageKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'Letters, digits, - and _ only, at most 64');

/** What an image is for; an image is only used by news or scenarios of its own theme. */
export const imageThemes = ['news', 'scenarios'] as const;
export type ImageTheme = (typeof imageThemes)[number];

/** Which languages a content text map may hold, with at least one of them (ADR 0016). */
function textsByLanguage<Shape extends z.ZodType>(text: Shape) {
  return z
    .strictObject(
      Object.fromEntries(contentLanguages.map((language) => [language, text.optional()])) as {
        [Language in (typeof contentLanguages)[number]]: z.ZodOptional<Shape>;
      },
    )
    .refine((languages) => Object.values(languages).some((value) => value !== undefined), {
      message: 'At least one language is required',
    });
}

// Scenarios

export const scenarioTextSchema = z.object({ title: z.string(), theme: z.string(), description: z.string() });
export type ScenarioText = z.infer<typeof scenarioTextSchema>;

/** Prices in cents; restricted countries are where the scenario is not sold (docs/domain.md#records-and-fields). */
export const scenarioSellableSchema = z.object({
  usdValue: z.number().int().nonnegative(),
  brlValue: z.number().int().nonnegative(),
  restrictedCountryIds: z.array(z.number().int().positive()),
});
export type ScenarioSellable = z.infer<typeof scenarioSellableSchema>;

/** A scenario as staff see it (docs/domain.md#records-and-fields); `sellable` is null for a free scenario, `time` is in seconds. */
export const scenarioSchema = z.object({
  id: z.number().int().nonnegative(),
  gameModel: z.enum(gameModels),
  gameModelId: z.number().int().nonnegative(),
  isActive: z.boolean(),
  version: z.string(),
  minGameVersion: z.string(),
  time: z.number().int().positive(),
  imageKey: z.string().nullable(),
  languages: languagesSchema(scenarioTextSchema),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  issuerUserId: z.number().int().positive(),
  sellable: scenarioSellableSchema.nullable(),
});
export type Scenario = z.infer<typeof scenarioSchema>;

export const scenarioIdParamsSchema = z.strictObject({ id: scenarioIdParam });

/** Search over id and any language's title, theme and description, accent- and case-insensitive (docs/domain.md#screens-and-addresses). */
export const adminScenariosQuerySchema = z.strictObject({
  q: z.string().trim().max(200).optional(),
  gameModel: z.enum(gameModels).optional(),
  isActive: z.enum(['true', 'false']).optional(),
  limit: limitQuerySchema(1000, 500),
  offset: offsetQuerySchema,
});
export type AdminScenariosQuery = z.input<typeof adminScenariosQuerySchema>;

export const adminScenariosResponseSchema = z.object({ results: z.array(scenarioSchema), meta: listMetaSchema });
export type AdminScenariosResponse = z.infer<typeof adminScenariosResponseSchema>;

const scenarioTextInputSchema = z.strictObject({
  title: editorText(120),
  theme: editorText(120),
  description: editorText(4000),
});

/** Cents, at most 1 000 000.00 so a typo of extra zeros is refused; two zeros mean free (docs/domain.md#states-and-transitions). */
const priceCents = z.number().int().min(0).max(scenarioPriceMaxCents);

export const scenarioSellableInputSchema = z.strictObject({
  usdValue: priceCents,
  brlValue: priceCents,
  restrictedCountryIds: z
    .array(z.number().int().positive().max(999))
    .max(limits.countryIdsMax)
    .refine((ids) => new Set(ids).size === ids.length, 'Each country once')
    .default([]),
});

const scenarioFields = {
  gameModel: z.enum(gameModels),
  /** The scenario's number inside its game; the next free one of the game model when absent. */
  gameModelId: z.number().int().nonnegative().max(1_000_000),
  version: editorText(32),
  minGameVersion: editorText(32),
  /** Seconds (docs/domain.md#constants-and-limits). */
  time: z.number().int().min(1).max(scenarioMaxSeconds),
  imageKey: imageKeySchema,
  languages: textsByLanguage(scenarioTextInputSchema),
  /** Null (or two zero prices) makes the scenario free and drops its restrictions. */
  sellable: scenarioSellableInputSchema.nullable(),
  isActive: z.boolean(),
};

/** docs/domain.md#validation: version, time, game model, minimum game version, texts in one language and an image are required. */
export const adminCreateScenarioRequestSchema = z.strictObject({
  ...scenarioFields,
  gameModelId: scenarioFields.gameModelId.optional(),
  isActive: scenarioFields.isActive.default(true),
});
export type AdminCreateScenarioRequest = z.output<typeof adminCreateScenarioRequestSchema>;

/** Any of the fields; a language sent replaces that language's texts, the others stay (translation). */
export const adminUpdateScenarioRequestSchema = z
  .strictObject({
    gameModel: scenarioFields.gameModel.optional(),
    gameModelId: scenarioFields.gameModelId.optional(),
    version: scenarioFields.version.optional(),
    minGameVersion: scenarioFields.minGameVersion.optional(),
    time: scenarioFields.time.optional(),
    imageKey: scenarioFields.imageKey.optional(),
    languages: scenarioFields.languages.optional(),
    sellable: scenarioFields.sellable.optional(),
  })
  .refine((request) => Object.values(request).some((value) => value !== undefined), {
    message: 'Nothing to change',
    path: ['body'],
  });
export type AdminUpdateScenarioRequest = z.output<typeof adminUpdateScenarioRequestSchema>;

export const activeStatusRequestSchema = z.strictObject({ isActive: z.boolean() });
export type ActiveStatusRequest = z.output<typeof activeStatusRequestSchema>;

// Scenarios on licences

export const obtainableScenariosParamsSchema = z.strictObject({ userId: positiveIdParam });

/** docs/domain.md#calls: a search by scenario id, or by words of a title or theme. */
export const obtainableScenariosQuerySchema = z.strictObject({ q: z.string().trim().max(200).optional() });

/** A scenario the user's licences can still obtain, with the keys of the licences that can (ADR 0016). */
export const obtainableScenarioSchema = scenarioSchema.extend({ licenseKeys: z.array(z.string()) });
export type ObtainableScenario = z.infer<typeof obtainableScenarioSchema>;

export const obtainableScenariosResponseSchema = z.array(obtainableScenarioSchema);
export type ObtainableScenariosResponse = z.infer<typeof obtainableScenariosResponseSchema>;

/**
 * Transfer a scenario to a licence, or remove it. `purchaseScenarioId` is the scenario's id (ADR 0016); `userId`,
 * when sent, must own the licence, so a dialog open on one client cannot change another's licence.
 */
export const scenarioOnLicenseRequestSchema = z.strictObject({
  licenseKey: licenseKeySchema,
  purchaseScenarioId: z.number().int().nonnegative().max(2_147_483_647),
  userId: databaseId.optional(),
});
export type ScenarioOnLicenseRequest = z.output<typeof scenarioOnLicenseRequestSchema>;

/** The purchased-scenario row: `id` is the row's own id (docs/domain.md#calls "answer id"). */
export const purchasedScenarioSchema = z.object({
  id: z.number().int().positive(),
  licenseKey: z.string(),
  scenarioId: z.number().int().nonnegative(),
  createdAt: isoDateTimeSchema,
  removedAt: isoDateTimeSchema.nullable(),
});
export type PurchasedScenario = z.infer<typeof purchasedScenarioSchema>;

// News

export const newsIdParamsSchema = z.strictObject({ id: positiveIdParam });

/** docs/domain.md#validation: `q` matches the id, the issuer's id, the state (`active`, `inactive`, `true`, `false`) or any text. */
export const adminNewsQuerySchema = z.strictObject({
  q: z.string().trim().max(200).optional(),
  limit: limitQuerySchema(1000, 500),
  offset: offsetQuerySchema,
});
export type AdminNewsQuery = z.input<typeof adminNewsQuerySchema>;

/** Every news item, newest first; `total` counts all of them for the shown-of-total counter. */
export const adminNewsResponseSchema = z.object({
  results: z.array(newsSchema),
  meta: listMetaSchema,
  total: z.number().int().nonnegative(),
});
export type AdminNewsResponse = z.infer<typeof adminNewsResponseSchema>;

const newsTextInputSchema = z.strictObject({
  title: editorText(200),
  resume: editorText(500),
  description: editorText(10_000),
});

/** Created in one language (usually English), translated later by an update; the image may follow the creation. */
export const adminCreateNewsRequestSchema = z.strictObject({
  languages: textsByLanguage(newsTextInputSchema),
  imageKey: imageKeySchema.nullable().default(null),
  isActive: z.boolean().default(true),
});
export type AdminCreateNewsRequest = z.output<typeof adminCreateNewsRequestSchema>;

export const adminUpdateNewsRequestSchema = z
  .strictObject({
    languages: textsByLanguage(newsTextInputSchema).optional(),
    imageKey: imageKeySchema.nullable().optional(),
  })
  .refine((request) => Object.values(request).some((value) => value !== undefined), {
    message: 'Nothing to change',
    path: ['body'],
  });
export type AdminUpdateNewsRequest = z.output<typeof adminUpdateNewsRequestSchema>;

// Uploads

export const uploadQuerySchema = z.strictObject({ theme: z.enum(imageThemes) });

/** Where the stored image and its thumbnail are served; the console needs only `imageKey`. */
export const uploadResponseSchema = z.object({
  imageKey: imageKeySchema,
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** Messages of the content calls; the screens show them as they come (docs/domain.md#errors). */
export const contentErrorMessages = {
  scenarioFree: 'The scenario is free and comes with every licence of its game model',
  scenarioInactive: 'The scenario is not active',
  scenarioOtherGameModel: 'The scenario is for another game model',
  scenarioRestricted: "The scenario is not sold in the licence owner's country",
  scenarioAlreadyHeld: 'The licence already holds this scenario',
  scenarioNotHeld: 'The licence does not hold this scenario',
  unknownCountry: 'Unknown country',
  unknownImage: 'No uploaded image has this key',
  imageOfAnotherTheme: 'The image was uploaded for another theme',
  notMultipart: 'Send the image as multipart/form-data',
  fileRequired: 'Send one image in the field "file"',
  unsupportedImage: 'Only PNG, JPEG and WebP images are accepted',
  unreadableImage: 'The image cannot be read',
  imageTooLarge: 'The image is too large',
} as const;
