import { describe, expect, it } from 'vitest';
import type { WalletRecordsResponse } from '@orbit/contract';
import { walletRecordsInfiniteQueryOptions } from './wallet-records.ts';

const page = (offset: number, rows: number, count: number, limit = 5000): WalletRecordsResponse =>
  ({
    results: Array.from({ length: rows }, () => ({})),
    meta: { count, limit, offset },
    balance: { coinsBalance: 0, tickets: 0 },
  }) as unknown as WalletRecordsResponse;

describe('wallet records pages', () => {
  const next = (last: WalletRecordsResponse) =>
    walletRecordsInfiniteQueryOptions().getNextPageParam(last, [last], 0, [0]);

  it('asks for the next 5000 while rows remain', () => {
    expect(next(page(0, 5000, 12000))).toBe(5000);
    expect(next(page(5000, 5000, 12000))).toBe(10000);
  });
  it('stops after a short page or at the count', () => {
    expect(next(page(10000, 2000, 12000))).toBeUndefined();
    expect(next(page(0, 5000, 5000))).toBeUndefined();
  });
});
