import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletConsumptionsRequest } from '@orbit/contract';
import { apiRequest } from '../client.ts';

/** POST /api/licenses/wallet/consumptions — a read of rides across the wallet, sent as a body (docs/domain.md#calls). */
export function getWalletConsumptions(body: WalletConsumptionsRequest, signal?: AbortSignal) {
  return apiRequest('walletConsumptions', { body, signal });
}

export function walletConsumptionsQueryOptions(body: WalletConsumptionsRequest) {
  return queryOptions({
    queryKey: ['wallet', 'consumptions', body] as const,
    queryFn: ({ signal }) => getWalletConsumptions(body, signal),
    placeholderData: keepPreviousData,
  });
}

export function useWalletConsumptions(body: WalletConsumptionsRequest) {
  return useQuery(walletConsumptionsQueryOptions(body));
}
