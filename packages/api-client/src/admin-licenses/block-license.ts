import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockReason } from '@orbit/domain';
import { apiRequest } from '../client.ts';
import { adminClientQueryKey } from './admin-user-licenses.ts';

export interface BlockLicenseInput {
  licenseKey: string;
  reason: BlockReason;
  /** The client the page is about: the server refuses a licence of anyone else (ADR 0013). */
  userId: number;
}

/** POST /api/admin/users/blocking-orders — blocks a licence with a reason (admin, supervisor); answers the order. */
export function blockLicense({ licenseKey, reason, userId }: BlockLicenseInput) {
  return apiRequest('adminCreateBlockingOrder', { body: { licenseKey, reason, userId } });
}

/**
 * Creates the order and refreshes what the client page shows under the client's key: its licences, its blocking
 * orders (`adminBlockingOrdersQueryOptions`) and its activity timeline.
 */
export function useBlockLicense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockLicense,
    onSuccess: (_order, { userId }) => queryClient.invalidateQueries({ queryKey: adminClientQueryKey(userId) }),
  });
}
