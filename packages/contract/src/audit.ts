import { z } from 'zod';
import { isoDateTimeSchema, limitQuerySchema, listMetaSchema, offsetQuerySchema } from './common.ts';

/** What audit entries are about; each staff mutation names one. */
export const auditTargetTypes = [
  'user',
  'walletRecord',
  'blockingOrder',
  'license',
  'scenario',
  'news',
  'image',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

export const auditQuerySchema = z.strictObject({
  targetType: z.enum(auditTargetTypes),
  targetId: z.string().trim().min(1).max(100),
  limit: limitQuerySchema(1000, 100),
  offset: offsetQuerySchema,
});

export const auditEntrySchema = z.object({
  id: z.number().int().positive(),
  actorUserId: z.number().int().positive(),
  action: z.string(),
  targetType: z.enum(auditTargetTypes),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: isoDateTimeSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = z.object({ results: z.array(auditEntrySchema), meta: listMetaSchema });
export type AuditResponse = z.infer<typeof auditResponseSchema>;
