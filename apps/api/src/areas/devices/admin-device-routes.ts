import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { AdminDeviceService } from './admin-device-service.ts';

/** Machines on the admin client page (ADR 0049). */
export function adminDeviceRoutes(registerRoute: RegisterRoute, deps: { adminDevices: AdminDeviceService }): void {
  const { adminDevices } = deps;
  registerRoute(routes.adminUserDevices, ({ params }) => adminDevices.list(params.id));
  registerRoute(routes.adminFreeDevice, ({ params, request }) =>
    adminDevices.free(requireAuth(request), params.deviceId),
  );
  registerRoute(routes.adminRevokeDevice, ({ params, request }) =>
    adminDevices.revoke(requireAuth(request), params.deviceId),
  );
}
