import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/access-guard.ts';
import type { AdminBlockingService } from '../blocking/admin-blocking-service.ts';
import type { AdminLicenseService } from '../licenses/admin-license-service.ts';
import type { AdminUserService } from './admin-user-service.ts';
import type { AdminWalletService } from '../wallet/admin-wallet-service.ts';
import type { AuditService } from '../audit/audit-service.ts';

export function adminUserRoutes(
  registerRoute: RegisterRoute,
  deps: {
    adminUsers: AdminUserService;
    adminWallet: AdminWalletService;
    adminBlocking: AdminBlockingService;
    adminLicenses: AdminLicenseService;
    audit: AuditService;
  },
): void {
  const { adminUsers, adminWallet, adminBlocking, adminLicenses, audit } = deps;
  registerRoute(routes.adminUsers, ({ query }) => adminUsers.list(query));
  registerRoute(routes.adminUser, ({ params }) => adminUsers.get(params.id));
  registerRoute(routes.adminEditUser, ({ params, body, request }) =>
    adminUsers.edit(requireAuth(request), params.id, body, request.ip),
  );
  registerRoute(routes.adminEndUserSessions, ({ params, request }) =>
    adminUsers.endSessions(requireAuth(request), params.id),
  );
  registerRoute(routes.adminDisableUser, ({ params, request }) => adminUsers.disable(requireAuth(request), params.id));
  registerRoute(routes.adminEnableUser, ({ params, request }) => adminUsers.enable(requireAuth(request), params.id));
  registerRoute(routes.adminWalletBalance, ({ params }) => adminWallet.balance(params.userId));
  registerRoute(routes.adminInsertWalletRecord, ({ params, headers, body, request }) =>
    adminWallet.insert(requireAuth(request), params.userId, headers['idempotency-key'], body),
  );
  registerRoute(routes.adminUserActivations, ({ params, query }) => adminUsers.activations(params.id, query));
  registerRoute(routes.adminBlockingOrders, ({ params }) => adminBlocking.list(params.id));
  registerRoute(routes.adminCreateBlockingOrder, ({ body, request }) =>
    adminBlocking.create(requireAuth(request), body),
  );
  registerRoute(routes.adminFinishBlockingOrder, ({ body, request }) =>
    adminBlocking.finish(requireAuth(request), body.id),
  );
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
  registerRoute(routes.adminAudit, ({ query, request }) => audit.list(requireAuth(request), query));
  registerRoute(routes.adminUserAudit, ({ params, query, request }) =>
    audit.aboutUser(requireAuth(request), params.id, query),
  );
}
