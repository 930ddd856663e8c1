import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { AdminLicenseService } from './admin-license-service.ts';

/** Creating, changing and revoking a client's licences on the admin client page. */
export function adminLicenseRoutes(registerRoute: RegisterRoute, deps: { adminLicenses: AdminLicenseService }): void {
  const { adminLicenses } = deps;
  registerRoute(routes.adminCreateLicense, ({ body, request }) => adminLicenses.create(requireAuth(request), body));
  registerRoute(routes.adminLicenseGameModel, ({ params, body, request }) =>
    adminLicenses.gameModel(requireAuth(request), params.licenseKey, body.gameModel),
  );
  registerRoute(routes.adminRevokeLicense, ({ body, request }) =>
    adminLicenses.revoke(requireAuth(request), body.licenseKey),
  );
  registerRoute(routes.adminUnlimitedLicense, ({ body, request }) =>
    adminLicenses.unlimited(requireAuth(request), body.licenseKey),
  );
  registerRoute(routes.adminBlockOfflineLicense, ({ body, request }) =>
    adminLicenses.blockOffline(requireAuth(request), body.licenseKey),
  );
}
