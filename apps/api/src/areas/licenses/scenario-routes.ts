import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { ScenarioLicenseService } from './scenario-license-service.ts';

/** Scenarios on clients' licences: what a user's licences can obtain, transfer and removal (ADR 0016). */
export function scenarioRoutes(registerRoute: RegisterRoute, deps: { scenarioLicenses: ScenarioLicenseService }): void {
  const { scenarioLicenses } = deps;
  registerRoute(routes.obtainableScenarios, ({ params, query }) => scenarioLicenses.obtainable(params.userId, query.q));
  registerRoute(routes.adminTransferScenario, ({ body, request }) =>
    scenarioLicenses.transfer(requireAuth(request), body),
  );
  registerRoute(routes.adminRemoveScenario, ({ body, request }) => scenarioLicenses.remove(requireAuth(request), body));
}
