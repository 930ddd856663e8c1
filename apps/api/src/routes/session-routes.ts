import { errorMessages, routes } from '@orbit/contract';
import { AppError } from '../http/app-error.ts';
import type { RegisterRoute } from '../http/register-route.ts';
import { requireAuth } from '../plugins/auth.ts';
import type { SessionCookie } from '../plugins/session-cookie.ts';
import type { CurrentUserService } from '../services/current-user-service.ts';
import type { SessionService } from '../services/session-service.ts';
import type { SignInService } from '../services/sign-in-service.ts';

export function sessionRoutes(
  registerRoute: RegisterRoute,
  deps: { cookie: SessionCookie; signIn: SignInService; sessions: SessionService; currentUsers: CurrentUserService },
): void {
  const { cookie, signIn, sessions, currentUsers } = deps;

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

  registerRoute(routes.me, async ({ request }) => {
    const user = await currentUsers.find(requireAuth(request).userId);
    if (!user) throw new AppError(401, errorMessages.unauthenticated);
    return user;
  });
}
