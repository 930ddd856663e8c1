import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../http/register-route.ts';
import { requireAuth } from '../plugins/auth.ts';
import type { SessionCookie } from '../plugins/session-cookie.ts';
import type { SessionService } from '../services/session-service.ts';
import type { SignInService } from '../services/sign-in-service.ts';

export function sessionRoutes(
  registerRoute: RegisterRoute,
  deps: { cookie: SessionCookie; signIn: SignInService; sessions: SessionService },
): void {
  const { cookie, signIn, sessions } = deps;

  registerRoute(routes.signIn, async ({ body, request, reply }) => {
    const { token, user } = await signIn.signIn({ ...body, ip: request.ip, previousToken: cookie.read(request) });
    cookie.set(reply, token);
    return user;
  });

  registerRoute(routes.signOut, async ({ request, reply }) => {
    const token = cookie.read(request);
    if (token) await sessions.end(token);
    cookie.clear(reply);
    return { message: 'Signed out' };
  });

  // The access check read the user with the session, so the answer costs no query of its own.
  registerRoute(routes.me, async ({ request }) => requireAuth(request).user);
}
