import { z } from 'zod';
import { isoDateTimeSchema, limitQuerySchema, listMetaSchema, offsetQuerySchema, pathIdSchema } from './common.ts';
import { walletRecordSchema } from './wallet.ts';

/**
 * The two-person rule for large debits (ADR 0057): a debit larger than the installation's threshold is not written
 * at once; it waits in a queue until a second staff member (admin or supervisor, not the one who asked) approves
 * or rejects it.
 */
export const debitApprovalStatuses = ['pending', 'approved', 'rejected'] as const;
export type DebitApprovalStatus = (typeof debitApprovalStatuses)[number];

export const debitApprovalSchema = z.object({
  id: z.number().int().positive(),
  /** The client whose wallet the debit takes coins from. */
  userId: z.number().int().positive(),
  userName: z.string(),
  /** Negative: coins taken back. */
  amount: z.number().int().negative(),
  requestedByUserId: z.number().int().positive(),
  requestedByName: z.string(),
  requestedAt: isoDateTimeSchema,
  status: z.enum(debitApprovalStatuses),
  decidedByUserId: z.number().int().positive().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: isoDateTimeSchema.nullable(),
  /** The wallet record an approval wrote. */
  walletRecordId: z.number().int().positive().nullable(),
});
export type DebitApproval = z.infer<typeof debitApprovalSchema>;

/** What inserting coins answers: the record written, or the debit waiting for a second approval. */
export const adminInsertWalletRecordResponseSchema = z.union([
  walletRecordSchema,
  z.strictObject({ pendingApproval: debitApprovalSchema }),
]);
export type AdminInsertWalletRecordResponse = z.infer<typeof adminInsertWalletRecordResponseSchema>;

export const debitApprovalsQuerySchema = z.strictObject({
  status: z.enum(debitApprovalStatuses).default('pending'),
  limit: limitQuerySchema(200, 50),
  offset: offsetQuerySchema,
});
export type DebitApprovalsQuery = z.output<typeof debitApprovalsQuerySchema>;

export const debitApprovalsResponseSchema = z.object({ results: z.array(debitApprovalSchema), meta: listMetaSchema });
export type DebitApprovalsResponse = z.infer<typeof debitApprovalsResponseSchema>;

export const debitApprovalParamsSchema = z.strictObject({ id: pathIdSchema() });
