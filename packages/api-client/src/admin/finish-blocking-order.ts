import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { adminUserQueryOptions } from './admin-user.ts';

export interface FinishBlockingOrderInput {
  /** The order to finish. */
  id: number;
  /** Its client, whose page is refreshed afterwards. */
  userId: number;
}

/** PATCH /api/admin/users/blocking-orders/finish — finishes (revokes) a blocking order. */
export function finishBlockingOrder({ id }: FinishBlockingOrderInput) {
  return apiRequest('adminFinishBlockingOrder', { body: { id } });
}

/** Finishes, then refreshes the client's orders and timeline. */
export function useFinishBlockingOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishBlockingOrder,
    onSuccess: (_order, { userId }) =>
      queryClient.invalidateQueries({ queryKey: adminUserQueryOptions(userId).queryKey }),
  });
}
