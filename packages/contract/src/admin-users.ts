import { z } from 'zod';
import { limits, scopes } from '@orbit/domain';
import { emailSchema } from './accounts.ts';
import { isoDateTimeSchema, limitQuerySchema, listMetaSchema, offsetQuerySchema, pathIdSchema } from './common.ts';
import { licenseActivationsResponseSchema } from './licenses.ts';
import { pendingEmailChangeSchema } from './own-account.ts';

export const adminUserIdParamsSchema = z.strictObject({ id: pathIdSchema() });
export const adminWalletUserParamsSchema = z.strictObject({
  userId: pathIdSchema(),
});

/** docs/domain.md#calls query names, lower-cased as the console sends them. */
export const adminUsersQuerySchema = z.strictObject({
  name: z.string().trim().max(200).optional(),
  email: z.string().trim().max(320).optional(),
  nameasincontract: z.string().trim().max(200).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  orderby: z.enum(['id', 'name', 'email', 'createdAt']).default('id'),
  limit: limitQuerySchema(limits.clientLicensesLimit, 50),
  offset: offsetQuerySchema,
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const adminUserSummarySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  timezone: z.string(),
  isoAlpha3: z.string().length(3).nullable(),
  createdAt: isoDateTimeSchema,
});

export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUsersResponseSchema = z.object({ results: z.array(adminUserSummarySchema), meta: listMetaSchema });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const adminUserSchema = adminUserSummarySchema.extend({
  nameAsInContract: z.string().nullable(),
  scope: z.enum(scopes),
  countryId: z.number().int().positive().nullable(),
  mayRequestUnblock: z.boolean(),
  /** When an admin disabled the account; null while it may sign in (ADR 0020). */
  disabledAt: isoDateTimeSchema.nullable(),
  /** A change of email waiting for the new address to confirm it (ADR 0055); the account keeps `email` until then. */
  pendingEmailChange: pendingEmailChangeSchema.nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** docs/domain.md#validation: name of at least 3; `scope` may only change by an admin (ADR 0012). */
export const adminEditUserRequestSchema = z.strictObject({
  email: emailSchema,
  name: z.string().trim().min(limits.clientNameMinLength).max(200),
  nameAsInContract: z.string().trim().max(200).nullable().optional(),
  scope: z.enum(scopes).optional(),
});
export type AdminEditUserRequest = z.output<typeof adminEditUserRequestSchema>;

/** What ending every session of a user did. */
export const endSessionsResponseSchema = z.object({
  message: z.string(),
  /** Sessions that were open and are now ended. */
  ended: z.number().int().nonnegative(),
});
export type EndSessionsResponse = z.infer<typeof endSessionsResponseSchema>;

/** A retry of the same insertion carries the same key; keys are per issuer (ADR 0012). */
export const idempotencyHeadersSchema = z.object({ 'idempotency-key': z.string().trim().min(1).max(200) });

/** Coins inserted (or taken back, negative) by staff; bounded so a typo of extra zeros is refused. */
export const maxWalletRecordAmount = limits.walletRecordMaxAmount;
export const adminInsertWalletRecordRequestSchema = z.strictObject({
  amount: z
    .number()
    .int()
    .min(-maxWalletRecordAmount)
    .max(maxWalletRecordAmount)
    .refine((amount) => amount !== 0, 'Must not be zero'),
  /** When sent it must be the caller: staff insert in their own name only (ADR 0012). */
  issuerUserId: z.number().int().positive().optional(),
});
export type AdminInsertWalletRecordRequest = z.output<typeof adminInsertWalletRecordRequestSchema>;

export const adminActivationsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: limitQuerySchema(limits.clientLicensesLimit, limits.clientLicensesLimit),
});

export const adminActivationsResponseSchema = licenseActivationsResponseSchema;
