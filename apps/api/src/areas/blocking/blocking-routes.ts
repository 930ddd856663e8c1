import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { BlockingService } from './blocking-service.ts';

export function blockingRoutes(registerRoute: RegisterRoute, deps: { blocking: BlockingService }): void {
  const { blocking } = deps;
  registerRoute(routes.blockingOrders, ({ request }) => blocking.orders(requireAuth(request).userId));
  registerRoute(routes.temporaryUnblockRequests, ({ request }) => blocking.requests(requireAuth(request).userId));
  registerRoute(routes.createTemporaryUnblockRequest, ({ request }) => blocking.request(requireAuth(request).userId));
}
