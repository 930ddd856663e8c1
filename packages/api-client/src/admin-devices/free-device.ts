import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { refreshAfterDeviceChange, type DeviceActionInput } from './device-change.ts';

/**
 * POST /api/admin/devices/{deviceId}/free — frees a licence's device slot because its PC was replaced (admin,
 * supervisor): the machine validates as replaced from now on and may still send the rides it played.
 */
export function freeDevice({ deviceId }: DeviceActionInput) {
  return apiRequest('adminFreeDevice', { params: { deviceId } });
}

/** Frees the slot, then refreshes the client's machines, licences and timeline. */
export function useFreeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: freeDevice,
    onSuccess: (_device, { userId }) => refreshAfterDeviceChange(queryClient, userId),
  });
}
