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
  /** A simulator PC on a licence (ADR 0049). */
  'device',
  /** Sign-in attempts on an address that has no account (the target id is the address, lower-cased). */
  'email',
  /** Calls refused to a signed-in user (the target id is `METHOD /path`). */
  'route',
  /** Staff reads and exports of a report (the target id is the contract's route name, ADR 0054). */
  'report',
  /** A background job sent back to its queue (the target id is its dead letter's id, ADR 0079). */
  'job',
  /** An API key (the target id is its id, ADR 0092). */
  'apiKey',
  /** A webhook endpoint (the target id is its id, ADR 0093). */
  'webhookEndpoint',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/** One target's entries, or every entry of a target type when `targetId` is absent (ADR 0020). */
export const auditQuerySchema = z.strictObject({
  targetType: z.enum(auditTargetTypes),
  targetId: z.string().trim().min(1).max(320).optional(),
  /** Only actions that start with this text, such as `security.` for the security events. */
  action: z.string().trim().min(1).max(100).optional(),
  limit: limitQuerySchema(1000, 100),
  offset: offsetQuerySchema,
});

export const auditEntrySchema = z.object({
  id: z.number().int().positive(),
  /** Null when nobody was signed in: a failed sign-in, a reset by mailed link, a command-line tool. */
  actorUserId: z.number().int().positive().nullable(),
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

/** A client page's timeline (ADR 0024): pages of the entries about one client, its licences and its orders. */
export const clientActivityQuerySchema = z.strictObject({
  limit: limitQuerySchema(200, 50),
  offset: offsetQuerySchema,
});
export type ClientActivityQuery = z.output<typeof clientActivityQuerySchema>;

/** An audit entry with the name of who made it, so the timeline says who did what. */
export const clientActivityEntrySchema = auditEntrySchema.extend({
  /** The actor's name now; null when nobody was signed in or the account is gone. */
  actorName: z.string().nullable(),
});
export type ClientActivityEntry = z.infer<typeof clientActivityEntrySchema>;

export const clientActivityResponseSchema = z.object({
  results: z.array(clientActivityEntrySchema),
  meta: listMetaSchema,
});
export type ClientActivityResponse = z.infer<typeof clientActivityResponseSchema>;
