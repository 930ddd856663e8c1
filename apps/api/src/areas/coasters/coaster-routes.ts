import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { CoasterService } from './coaster-service.ts';

/** The coasters page (the caller's own machines) and the staff fleet page (ADR 0084). */
export function coasterRoutes(registerRoute: RegisterRoute, deps: { coasters: CoasterService }): void {
  const { coasters } = deps;
  registerRoute(routes.coasters, ({ request }) => coasters.own(requireAuth(request).userId));
  registerRoute(routes.adminCoasters, ({ query }) => coasters.fleet(query));
}
