import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { AdminUserService } from './admin-user-service.ts';

/** Clients and staff accounts on the admin pages: the list, one account, its edits and its activations. */
export function adminUserRoutes(registerRoute: RegisterRoute, deps: { adminUsers: AdminUserService }): void {
  const { adminUsers } = deps;
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
  registerRoute(routes.adminUserActivations, ({ params, query }) => adminUsers.activations(params.id, query));
}
