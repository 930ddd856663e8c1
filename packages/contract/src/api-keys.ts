import { z } from 'zod';
import { apiKeyKinds, apiKeyLimits, apiKeyPrefix, apiKeyScopes } from '@orbit/domain';
import { isoDateTimeSchema, pathIdSchema } from './common.ts';

/*
 * API keys for other systems (ADR 0092): never a person's sign-in. A key is shown in full once, in the answer that
 * made or rolled it; every other answer names it by its public id only.
 */

export const apiKeyScopeSchema = z.enum(apiKeyScopes);

/** An address or a range a key may be used from: IPv4 or IPv6, with or without a prefix length. */
export const allowedAddressSchema = z
  .union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])
  .meta({ examples: ['203.0.113.7', '198.51.100.0/24'] });

export const apiKeySchema = z.object({
  id: z.number().int().positive(),
  /** `business` (made by an admin) or `account` (a person's, for their own account). */
  kind: z.enum(apiKeyKinds),
  name: z.string(),
  /** The start of the secret, which names the key without opening it: `orbit_key_` and the public id. */
  hint: z.string().meta({ examples: [`${apiKeyPrefix}4kQ9XbV2mT7p`] }),
  scopes: z.array(apiKeyScopeSchema),
  /** Empty: any address. */
  allowedAddresses: z.array(z.string()),
  /** Who made it; what the key may do never exceeds what this person may do now. */
  createdBy: z.object({ id: z.number().int().positive(), name: z.string() }),
  createdAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
  lastUsedAt: isoDateTimeSchema.nullable(),
  lastUsedFrom: z.string().nullable(),
  /** After a roll, until when the previous secret still works; null when it no longer does. */
  previousSecretExpiresAt: isoDateTimeSchema.nullable(),
  revokedAt: isoDateTimeSchema.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeysResponseSchema = z.object({ results: z.array(apiKeySchema) });
export type ApiKeysResponse = z.infer<typeof apiKeysResponseSchema>;

const apiKeyFields = {
  name: z.string().trim().min(1).max(apiKeyLimits.maxNameLength),
  scopes: z
    .array(apiKeyScopeSchema)
    .min(1)
    .max(apiKeyScopes.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Each scope once'),
  expiresInDays: z.number().int().min(1).max(apiKeyLimits.maxExpiryDays),
  allowedAddresses: z.array(allowedAddressSchema).max(apiKeyLimits.maxAllowedAddresses),
};

export const createApiKeyBodySchema = z
  .strictObject({
    name: apiKeyFields.name,
    scopes: apiKeyFields.scopes,
    /** Days until the key stops working; an expiry is required, and given unless asked. */
    expiresInDays: apiKeyFields.expiresInDays.default(apiKeyLimits.defaultExpiryDays),
    /** Addresses and ranges the key may be used from; empty or absent: any. */
    allowedAddresses: apiKeyFields.allowedAddresses.default([]),
  })
  .meta({
    examples: [
      { name: 'Invoicing', scopes: ['licenses:read', 'wallet:read'], expiresInDays: 90, allowedAddresses: [] },
    ],
  });
export type CreateApiKeyBody = z.output<typeof createApiKeyBodySchema>;

/**
 * A change of a live key: what is given replaces what it had, the rest stays. The expiry is counted again from now,
 * within the same limits as a new key's.
 */
export const updateApiKeyBodySchema = z
  .strictObject({
    name: apiKeyFields.name.optional(),
    scopes: apiKeyFields.scopes.optional(),
    /** Days from now until the key stops working. */
    expiresInDays: apiKeyFields.expiresInDays.optional(),
    /** Addresses and ranges the key may be used from; empty: any. */
    allowedAddresses: apiKeyFields.allowedAddresses.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to change',
    path: ['body'],
  })
  .meta({ examples: [{ scopes: ['licenses:read'] }, { name: 'Invoicing', allowedAddresses: ['198.51.100.0/24'] }] });
export type UpdateApiKeyBody = z.output<typeof updateApiKeyBodySchema>;

export const rollApiKeyBodySchema = z
  .strictObject({
    /** How long the previous secret keeps working beside the new one; 0 ends it at once. */
    overlapHours: z
      .number()
      .int()
      .min(0)
      .max(apiKeyLimits.maxRollOverlapHours)
      .default(apiKeyLimits.defaultRollOverlapHours),
  })
  .meta({ examples: [{ overlapHours: 24 }] });
export type RollApiKeyBody = z.output<typeof rollApiKeyBodySchema>;

/** The key with its secret: the only answer that ever holds the secret. */
export const apiKeyWithSecretSchema = z.object({
  key: apiKeySchema,
  secret: z.string().meta({ examples: [`${apiKeyPrefix}4kQ9XbV2mT7p_Jd0aQm3XbV9sLw2RtYz5Pc8NfHe1Gu41cY7bZ`] }),
});
export type ApiKeyWithSecret = z.infer<typeof apiKeyWithSecretSchema>;

export const apiKeyIdParamsSchema = z.strictObject({ id: pathIdSchema() });
