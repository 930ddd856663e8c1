import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { RecentProof } from './reauthentication-service.ts';
import type { SecondFactorService } from '../second-factors/index.ts';

/** The signed-in user's own second factors (ADR 0056). */
export function secondFactorRoutes(
  registerRoute: RegisterRoute,
  deps: { secondFactors: SecondFactorService; recentProof: RecentProof },
): void {
  const { secondFactors, recentProof } = deps;

  registerRoute(routes.secondFactors, async ({ request }) => secondFactors.status(requireAuth(request).userId));

  registerRoute(routes.startTotpEnrolment, async ({ request }) => {
    const session = requireAuth(request);
    // Whoever holds the app signs in as this user from then on: only someone who just proved it is them sets one up.
    recentProof.require(session);
    return secondFactors.startTotp(session.userId, session.user.email);
  });

  registerRoute(routes.confirmTotpEnrolment, async ({ body, request }) =>
    secondFactors.confirmTotp(requireAuth(request).userId, body.code, request.ip),
  );

  registerRoute(routes.removeTotp, async ({ body, request }) => {
    await secondFactors.removeTotp(requireAuth(request).userId, body, request.ip);
    return { message: 'Authenticator app removed' };
  });
}
