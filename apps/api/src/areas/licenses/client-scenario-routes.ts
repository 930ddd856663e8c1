import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { ClientScenarioService } from './client-scenario-service.ts';

/** The scenarios of the client's own licences, named in the reader's language (ADR 0032). */
export function clientScenarioRoutes(registerRoute: RegisterRoute, deps: { clientScenarios: ClientScenarioService }) {
  const { clientScenarios } = deps;
  registerRoute(routes.licenseScenarios, ({ query, request }) =>
    clientScenarios.list(requireAuth(request).userId, query),
  );
}
