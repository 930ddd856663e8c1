import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../http/register-route.ts';
import { requireAuth } from '../plugins/auth.ts';
import type { AdminUserService } from '../services/admin-user-service.ts';
import type { AdminWalletService } from '../services/admin-wallet-service.ts';
import type { AuditService } from '../services/audit-service.ts';

export function adminUserRoutes(
  registerRoute: RegisterRoute,
  deps: { adminUsers: AdminUserService; adminWallet: AdminWalletService; audit: AuditService },
): void {
  const { adminUsers, adminWallet, audit } = deps;
  registerRoute(routes.adminUsers, ({ query }) => adminUsers.list(query));
  registerRoute(routes.adminUser, ({ params }) => adminUsers.get(params.id));
  registerRoute(routes.adminEditUser, ({ params, body, request }) =>
    adminUsers.edit(requireAuth(request), params.id, body),
  );
  registerRoute(routes.adminWalletBalance, ({ params }) => adminWallet.balance(params.userId));
  registerRoute(routes.adminInsertWalletRecord, ({ params, headers, body, request }) =>
    adminWallet.insert(requireAuth(request), params.userId, headers['idempotency-key'], body),
  );
  registerRoute(routes.adminUserActivations, ({ params, query }) => adminUsers.activations(params.id, query));
  registerRoute(routes.adminAudit, ({ query }) => audit.list(query));
}
