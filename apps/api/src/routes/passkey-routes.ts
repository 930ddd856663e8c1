import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../http/register-route.ts';
import { requireAuth } from '../plugins/auth.ts';
import type { PasskeyService } from '../services/passkey-service.ts';

/** The signed-in user's own passkeys (ADR 0059); another user's answer 404. */
export function passkeyRoutes(registerRoute: RegisterRoute, deps: { passkeys: PasskeyService }): void {
  const { passkeys } = deps;

  registerRoute(routes.passkeys, async ({ request }) => ({
    passkeys: await passkeys.list(requireAuth(request).userId),
  }));

  registerRoute(routes.passkeyRegistrationOptions, async ({ request }) => {
    const { userId, user } = requireAuth(request);
    return passkeys.registrationOptions(userId, user.email, user.name);
  });

  registerRoute(routes.registerPasskey, async ({ body, request }) =>
    passkeys.register(requireAuth(request).userId, body, request.ip),
  );

  registerRoute(routes.renamePasskey, async ({ params, body, request }) =>
    passkeys.rename(requireAuth(request).userId, params.id, body.name),
  );

  registerRoute(routes.removePasskey, async ({ params, request }) => {
    await passkeys.remove(requireAuth(request).userId, params.id, request.ip);
    return { message: 'Passkey removed' };
  });
}
