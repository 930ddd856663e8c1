import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { AdminBlockingService } from './admin-blocking-service.ts';

/** A client's blocking orders on the admin client page. */
export function adminBlockingRoutes(registerRoute: RegisterRoute, deps: { adminBlocking: AdminBlockingService }): void {
  const { adminBlocking } = deps;
  registerRoute(routes.adminBlockingOrders, ({ params }) => adminBlocking.list(params.id));
  registerRoute(routes.adminCreateBlockingOrder, ({ body, request }) =>
    adminBlocking.create(requireAuth(request), body),
  );
  registerRoute(routes.adminFinishBlockingOrder, ({ body, request }) =>
    adminBlocking.finish(requireAuth(request), body.id),
  );
}
