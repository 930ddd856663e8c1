import { z } from 'zod';
import { blockReasons } from '@orbit/domain';
import { isoDateTimeSchema } from './common.ts';

/** docs/domain.md#records-and-fields; an order without a licence key blocks the whole account. */
export const blockingOrderSchema = z.object({
  id: z.number().int().positive(),
  code: z.number().int().positive(),
  licenseKey: z.string().nullable(),
  licenseLabel: z.string().nullable(),
  reason: z.enum(blockReasons),
  createdAt: isoDateTimeSchema,
  /** Null when the system opened the order: an account whose coins ran out blocks itself (ADR 0049). */
  issuerUserId: z.number().int().positive().nullable(),
  expiresAt: isoDateTimeSchema.nullable(),
  revokedAt: isoDateTimeSchema.nullable(),
});
export type BlockingOrder = z.infer<typeof blockingOrderSchema>;

/** The signed-in client's orders, finished ones included, newest first, and whether it may request an unblock. */
export const blockingOrdersResponseSchema = z.object({
  results: z.array(blockingOrderSchema),
  mayRequestUnblock: z.boolean(),
});
export type BlockingOrdersResponse = z.infer<typeof blockingOrdersResponseSchema>;

export const temporaryUnblockRequestSchema = z.object({
  id: z.number().int().positive(),
  createdAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
  archivedAt: isoDateTimeSchema.nullable(),
});
export type TemporaryUnblockRequest = z.infer<typeof temporaryUnblockRequestSchema>;

/** Newest first. */
export const temporaryUnblockRequestsResponseSchema = z.object({
  results: z.array(temporaryUnblockRequestSchema),
});
export type TemporaryUnblockRequestsResponse = z.infer<typeof temporaryUnblockRequestsResponseSchema>;

/** docs/domain.md#calls: the answer to a new request has `data`. */
export const createTemporaryUnblockResponseSchema = z.object({ data: temporaryUnblockRequestSchema });
export type CreateTemporaryUnblockResponse = z.infer<typeof createTemporaryUnblockResponseSchema>;

export const adminBlockingOrdersResponseSchema = z.object({ results: z.array(blockingOrderSchema) });
export type AdminBlockingOrdersResponse = z.infer<typeof adminBlockingOrdersResponseSchema>;

/**
 * A licence key blocks that licence; without one `userId` names the account to block whole. Sending both is
 * allowed when the licence is that user's (ADR 0013).
 */
export const adminCreateBlockingOrderRequestSchema = z
  .strictObject({
    reason: z.enum(blockReasons),
    licenseKey: z.string().trim().min(1).max(200).optional(),
    userId: z.number().int().positive().max(2_147_483_647).optional(),
  })
  .refine((request) => request.licenseKey !== undefined || request.userId !== undefined, {
    message: 'Send a licenseKey or a userId',
    path: ['userId'],
  });
export type AdminCreateBlockingOrderRequest = z.output<typeof adminCreateBlockingOrderRequestSchema>;

export const adminFinishBlockingOrderRequestSchema = z.strictObject({
  id: z.number().int().positive().max(2_147_483_647),
});
export type AdminFinishBlockingOrderRequest = z.output<typeof adminFinishBlockingOrderRequestSchema>;
