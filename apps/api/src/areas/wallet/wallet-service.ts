import { errorMessages } from '@orbit/contract';
import type { BigmacIndex, WalletRecordsResponse } from '@orbit/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { walletRepository } from './wallet-repository.ts';

export type WalletService = ReturnType<typeof createWalletService>;

export function createWalletService(db: Database) {
  const wallet = walletRepository(db);
  return {
    /** The user's coin records in the range (all of them when none), newest first, with the whole wallet's balance. */
    async records(
      userId: number,
      query: { startAt?: string | undefined; endAt?: string | undefined; limit: number; offset: number },
    ): Promise<WalletRecordsResponse> {
      const range = {
        ...(query.startAt && { startAt: new Date(query.startAt) }),
        ...(query.endAt && { endAt: new Date(query.endAt) }),
      };
      const page = { limit: query.limit, offset: query.offset };
      const [rows, total, balance] = await Promise.all([
        wallet.listRecords(userId, range, page),
        wallet.countRecords(userId, range),
        wallet.balance(userId),
      ]);
      return {
        results: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        meta: { count: total, ...page },
        balance,
      };
    },

    async bigmacIndex(countryId: number): Promise<BigmacIndex> {
      const row = await wallet.findBigmacIndex(countryId);
      if (!row) throw new AppError(404, errorMessages.notFound);
      return row;
    },
  };
}
