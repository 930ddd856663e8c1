import type { QueryClient } from '@tanstack/react-query';
import { userAuditInfiniteQueryOptions } from '../admin/user-audit.ts';
import { adminUserLicensesQueryOptions } from '../admin-licenses/admin-user-licenses.ts';
import { adminUserDevicesQueryOptions } from './admin-user-devices.ts';

/** A machine staff act on, and the client whose page shows it. */
export interface DeviceActionInput {
  deviceId: number;
  /** The machine's client, whose page is refreshed afterwards. */
  userId: number;
}

/**
 * After a machine was freed or revoked: the client's machines, its licences (their rows show the machine) and its
 * timeline (the action is audited) are asked again; the rest of the page did not change.
 */
export function refreshAfterDeviceChange(queryClient: QueryClient, userId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminUserDevicesQueryOptions(userId).queryKey }),
    queryClient.invalidateQueries({ queryKey: adminUserLicensesQueryOptions(userId).queryKey }),
    queryClient.invalidateQueries({ queryKey: userAuditInfiniteQueryOptions(userId).queryKey }),
  ]);
}
