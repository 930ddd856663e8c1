import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WalletRecordsQuery } from '@orbit/contract';
import { limits } from '@orbit/domain';
import { apiRequest } from '../client.ts';

type WalletRecordsFilter = Omit<WalletRecordsQuery, 'limit' | 'offset'>;

/** GET /api/wallet-records — coin records, newest first, with the balance. */
export function getWalletRecords(query: WalletRecordsQuery, signal?: AbortSignal) {
  return apiRequest('walletRecords', { query, signal });
}

/** The query of the page of records that starts at `offset`. */
export function walletRecordsPage(filter: WalletRecordsFilter, offset: number): WalletRecordsQuery {
  return { ...filter, limit: limits.walletRecordsIncrement, offset };
}

/** Pages of 5000 appended as the person scrolls (docs/domain.md#constants-and-limits); the next page starts where the loaded rows end. */
export function walletRecordsInfiniteQueryOptions(filter: WalletRecordsFilter = {}) {
  return infiniteQueryOptions({
    queryKey: ['wallet', 'records', filter] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => getWalletRecords(walletRecordsPage(filter, pageParam), signal),
    getNextPageParam: (lastPage) => {
      const loaded = lastPage.meta.offset + lastPage.results.length;
      return lastPage.results.length < lastPage.meta.limit || loaded >= lastPage.meta.count ? undefined : loaded;
    },
  });
}

export function useWalletRecords(filter: WalletRecordsFilter = {}) {
  return useInfiniteQuery(walletRecordsInfiniteQueryOptions(filter));
}
