import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/access-guard.ts';
import type { AdminDeviceService } from './admin-device-service.ts';
import type { TariffService } from '../wallet/tariff-service.ts';

/** Machines and tariffs on the client page (ADR 0049). */
export function adminDeviceRoutes(
  registerRoute: RegisterRoute,
  deps: { adminDevices: AdminDeviceService; tariffs: TariffService },
): void {
  const { adminDevices, tariffs } = deps;
  registerRoute(routes.adminUserDevices, ({ params }) => adminDevices.list(params.id));
  registerRoute(routes.adminFreeDevice, ({ params, request }) =>
    adminDevices.free(requireAuth(request), params.deviceId),
  );
  registerRoute(routes.adminRevokeDevice, ({ params, request }) =>
    adminDevices.revoke(requireAuth(request), params.deviceId),
  );
  registerRoute(routes.adminUserTariff, ({ params }) => tariffs.get(params.id));
  registerRoute(routes.adminSetUserTariff, ({ params, body, request }) =>
    tariffs.set(requireAuth(request), params.id, body.coinsPerCustomer),
  );
}
