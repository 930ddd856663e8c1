import { bigmacIndexParamsSchema, errorMessages, routes, walletRecordsQuerySchema } from '@orbit/contract';
import { mockWalletBalance, mockWalletRecords } from '../fixtures/client-area.ts';
import { mockError, mockRoute } from '../respond.ts';
import { parseOrReject, queryOf } from './client-area-helpers.ts';

/** Coins a Big Mac costs in the mock countries. */
const bigmacCoins: Record<number, number> = { 76: 24, 250: 6, 620: 5, 840: 6 };

export function walletHandlers() {
  return [
    mockRoute(routes.walletRecords, ({ request }) => {
      const query = parseOrReject(walletRecordsQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      const { startAt, endAt, limit, offset } = query.data;
      const at = (record: { createdAt: string }) => Date.parse(record.createdAt);
      const inRange = mockWalletRecords.filter(
        (record) => (!startAt || at(record) >= Date.parse(startAt)) && (!endAt || at(record) < Date.parse(endAt)),
      );
      return {
        results: inRange.slice(offset, offset + limit),
        meta: { count: inRange.length, limit, offset },
        balance: mockWalletBalance,
      };
    }),

    mockRoute(routes.bigmacIndex, ({ params }) => {
      const parsed = parseOrReject(bigmacIndexParamsSchema, { countryId: params.countryId });
      if ('error' in parsed) return parsed.error;
      const coins = bigmacCoins[parsed.data.countryId];
      return coins ? { countryId: parsed.data.countryId, coins } : mockError(404, errorMessages.notFound);
    }),
  ];
}
