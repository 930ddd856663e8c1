import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { PasskeyService } from '../second-factors/index.ts';
import type { RecentProof } from './reauthentication-service.ts';

/** The signed-in user's own passkeys (ADR 0059); another user's answer 404. */
export function passkeyRoutes(
  registerRoute: RegisterRoute,
  deps: { passkeys: PasskeyService; recentProof: RecentProof },
): void {
  const { passkeys, recentProof } = deps;

  registerRoute(routes.passkeys, async ({ request }) => ({
    passkeys: await passkeys.list(requireAuth(request).userId),
  }));

  // Adding or removing a factor needs a recent proof of who the person is (ADR 0058).
  registerRoute(routes.passkeyRegistrationOptions, async ({ request }) => {
    const session = requireAuth(request);
    recentProof.require(session);
    return passkeys.registrationOptions(session.userId, session.user.email, session.user.name);
  });

  registerRoute(routes.registerPasskey, async ({ body, request }) =>
    passkeys.register(requireAuth(request).userId, body, request.ip),
  );

  registerRoute(routes.renamePasskey, async ({ params, body, request }) =>
    passkeys.rename(requireAuth(request).userId, params.id, body.name),
  );

  registerRoute(routes.removePasskey, async ({ params, request }) => {
    const session = requireAuth(request);
    recentProof.require(session);
    await passkeys.remove(session.userId, params.id, request.ip);
    return { message: 'Passkey removed' };
  });
}
