import { z } from 'zod';
import { limits } from '@orbit/domain';
import { isoDateTimeSchema, limitQuerySchema, listMetaSchema, offsetQuerySchema, pathIdSchema } from './common.ts';

/** Coins left (inserted minus charged by rides on limited licences) and tickets (customers on rides). */
export const walletBalanceSchema = z.object({
  coinsBalance: z.number().int(),
  tickets: z.number().int().nonnegative(),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

/** One entry of the coin ledger. */
export const walletRecordSchema = z.object({
  id: z.number().int().positive(),
  userId: z.number().int().positive(),
  createdAt: isoDateTimeSchema,
  amount: z.number().int(),
  issuerUserId: z.number().int().positive(),
});
export type WalletRecord = z.infer<typeof walletRecordSchema>;

export const walletRecordsQuerySchema = z
  .strictObject({
    startAt: isoDateTimeSchema.optional(),
    endAt: isoDateTimeSchema.optional(),
    limit: limitQuerySchema(limits.walletRecordsIncrement, limits.walletRecordsIncrement),
    offset: offsetQuerySchema,
  })
  .refine((query) => !query.startAt || !query.endAt || Date.parse(query.endAt) > Date.parse(query.startAt), {
    path: ['endAt'],
    message: 'Must be after startAt',
  });
export type WalletRecordsQuery = z.input<typeof walletRecordsQuerySchema>;

/** Newest first; `balance` is the whole wallet's, whatever the range. */
export const walletRecordsResponseSchema = z.object({
  results: z.array(walletRecordSchema),
  meta: listMetaSchema,
  balance: walletBalanceSchema,
});
export type WalletRecordsResponse = z.infer<typeof walletRecordsResponseSchema>;

export const bigmacIndexParamsSchema = z.strictObject({ countryId: pathIdSchema({ max: 999 }) });

/** Coins a Big Mac costs in a country: the wallet's tickets-per-coins comparison. */
export const bigmacIndexSchema = z.object({
  countryId: z.number().int().positive(),
  coins: z.number().int().positive(),
});
export type BigmacIndex = z.infer<typeof bigmacIndexSchema>;
