import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { CoasterAlertService } from './coaster-alert-service.ts';
import type { CoasterService } from './coaster-service.ts';

/** The coasters page (the caller's own machines, their alert settings) and the staff fleet page (ADR 0084, 0086). */
export function coasterRoutes(
  registerRoute: RegisterRoute,
  deps: { coasters: CoasterService; alerts: CoasterAlertService },
): void {
  const { coasters, alerts } = deps;
  registerRoute(routes.coasters, ({ request }) => coasters.own(requireAuth(request).userId));
  // A client's own machines only; staff own none, so every machine is a 404 to them (ADR 0008).
  registerRoute(routes.coaster, ({ request, params }) =>
    coasters.machine(requireAuth(request).userId, params.deviceId),
  );
  registerRoute(routes.coasterAlertSettings, ({ request, params, body }) =>
    alerts.saveSettings(requireAuth(request).userId, params.deviceId, body),
  );
  registerRoute(routes.adminCoasters, ({ query }) => coasters.fleet(query));
}
