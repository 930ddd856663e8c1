import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { ClientLicenseService } from './client-license-service.ts';

export function licenseRoutes(registerRoute: RegisterRoute, deps: { clientLicenses: ClientLicenseService }): void {
  const { clientLicenses } = deps;

  registerRoute(routes.licenseActivations, ({ query, request }) =>
    clientLicenses.activations(requireAuth(request).userId, query),
  );

  registerRoute(routes.licenseConsumptions, ({ params, query, request }) =>
    clientLicenses.consumptions(requireAuth(request).userId, params.key, query),
  );

  registerRoute(routes.updateLicenseNotes, ({ params, body, request }) =>
    clientLicenses.updateNotes(requireAuth(request).userId, params.key, body.notes),
  );

  registerRoute(routes.walletConsumptions, ({ body, request }) =>
    clientLicenses.walletConsumptions(requireAuth(request).userId, body),
  );
}
