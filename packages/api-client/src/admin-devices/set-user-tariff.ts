import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userAuditInfiniteQueryOptions } from '../admin/user-audit.ts';
import { apiRequest } from '../client.ts';
import { adminUserTariffQueryOptions } from './admin-user-tariff.ts';

export interface SetUserTariffInput {
  /** The client whose tariff changes. */
  userId: number;
  /** Coins per customer from now on, 1 to 1000. */
  coinsPerCustomer: number;
}

/** PUT /api/admin/users/{id}/tariff — sets a client's tariff from now on (admin, supervisor); rides played keep theirs. */
export function setUserTariff({ userId, coinsPerCustomer }: SetUserTariffInput) {
  return apiRequest('adminSetUserTariff', { params: { id: userId }, body: { coinsPerCustomer } });
}

/** Sets the tariff, shows the answer at once and refreshes the client's timeline, which tells the change. */
export function useSetUserTariff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserTariff,
    onSuccess: (tariff, { userId }) => {
      queryClient.setQueryData(adminUserTariffQueryOptions(userId).queryKey, tariff);
      return queryClient.invalidateQueries({ queryKey: userAuditInfiniteQueryOptions(userId).queryKey });
    },
  });
}
