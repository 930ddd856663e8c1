import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { PasskeyService } from '../second-factors/index.ts';
import type { ReauthenticationService } from './reauthentication-service.ts';

/** A new proof of who the signed-in user is, for the sensitive acts that need a recent one (ADR 0058). */
export function reauthenticationRoutes(
  registerRoute: RegisterRoute,
  deps: { reauthentication: ReauthenticationService; passkeys: Pick<PasskeyService, 'reauthenticationOptions'> },
): void {
  registerRoute(routes.reauthenticate, ({ body, request }) =>
    deps.reauthentication.reauthenticate(requireAuth(request), body, request.ip),
  );
  registerRoute(routes.reauthenticatePasskeyOptions, ({ request }) =>
    deps.passkeys.reauthenticationOptions(requireAuth(request).userId),
  );
}
