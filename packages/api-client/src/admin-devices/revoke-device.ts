import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { refreshAfterDeviceChange, type DeviceActionInput } from './device-change.ts';

/**
 * POST /api/admin/devices/{deviceId}/revoke — revokes a machine (admin, supervisor): its token is refused from now on
 * and its licence's slot is free.
 */
export function revokeDevice({ deviceId }: DeviceActionInput) {
  return apiRequest('adminRevokeDevice', { params: { deviceId } });
}

/** Revokes the machine, then refreshes the client's machines, licences and timeline. */
export function useRevokeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeDevice,
    onSuccess: (_device, { userId }) => refreshAfterDeviceChange(queryClient, userId),
  });
}
