import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { AdminScenarioService } from './admin-scenario-service.ts';

export function adminScenarioRoutes(
  registerRoute: RegisterRoute,
  deps: { adminScenarios: AdminScenarioService },
): void {
  const { adminScenarios } = deps;
  registerRoute(routes.adminScenarios, ({ query }) => adminScenarios.list(query));
  registerRoute(routes.adminScenario, ({ params }) => adminScenarios.get(params.id));
  registerRoute(routes.adminCreateScenario, ({ body, request }) => adminScenarios.create(requireAuth(request), body));
  registerRoute(routes.adminUpdateScenario, ({ params, body, request }) =>
    adminScenarios.update(requireAuth(request), params.id, body),
  );
  registerRoute(routes.adminScenarioStatus, ({ params, body, request }) =>
    adminScenarios.setActive(requireAuth(request), params.id, body.isActive),
  );
}
