import { errorMessages, routes } from '@orbit/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { SessionCookie } from '../../plugins/session-cookie.ts';
import type { EmailChangeService } from './email-change-service.ts';
import type { OwnSessionsService, SessionOwner } from './own-sessions-service.ts';
import type { PasswordChangeService } from './password-change-service.ts';

/**
 * The signed-in user's own password, email and sessions (ADR 0055), and the mailed links that confirm or cancel an
 * email change.
 */
export function ownAccountRoutes(
  registerRoute: RegisterRoute,
  deps: {
    cookie: SessionCookie;
    emailChanges: EmailChangeService;
    ownSessions: OwnSessionsService;
    passwordChange: PasswordChangeService;
  },
): void {
  const { cookie, emailChanges, ownSessions, passwordChange } = deps;

  function ownerOf(request: FastifyRequest): SessionOwner {
    const { userId } = requireAuth(request);
    const sessionToken = cookie.read(request);
    if (!sessionToken) throw new AppError(401, errorMessages.unauthenticated);
    return { userId, sessionToken, ip: request.ip };
  }

  registerRoute(routes.changePassword, async ({ body, request }) => {
    const { userId, sessionToken, ip } = ownerOf(request);
    await passwordChange.change({
      userId,
      currentPassword: body.currentPassword,
      password: body.password,
      sessionToken,
      ip,
    });
    return { message: 'Password changed' };
  });

  registerRoute(routes.ownEmailChange, async ({ request }) => ({
    pending: await emailChanges.pendingOf(requireAuth(request).userId),
  }));

  registerRoute(routes.requestEmailChange, async ({ body, request }) => ({
    pending: await emailChanges.requestOwn({
      userId: requireAuth(request).userId,
      email: body.email,
      currentPassword: body.currentPassword,
      ip: request.ip,
    }),
  }));

  registerRoute(routes.cancelOwnEmailChange, async ({ request }) => {
    await emailChanges.cancelOwn(requireAuth(request).userId, request.ip);
    return { message: 'Email change cancelled' };
  });

  registerRoute(routes.confirmEmailChange, async ({ body, request }) => {
    await emailChanges.confirm({ token: body.token, ip: request.ip, currentSessionToken: cookie.read(request) });
    return { message: 'Email changed' };
  });

  registerRoute(routes.cancelEmailChange, async ({ body, request }) => {
    await emailChanges.cancel({ token: body.token, ip: request.ip });
    return { message: 'Email change cancelled' };
  });

  registerRoute(routes.ownSessions, ({ request }) => ownSessions.list(ownerOf(request)));

  registerRoute(routes.endOwnSession, async ({ params, request, reply }) => {
    const { current } = await ownSessions.endOne(ownerOf(request), params.id);
    // Ending the session this request came with is a sign-out.
    if (current) cookie.clear(reply);
    return { message: 'Session ended', ended: 1 };
  });

  registerRoute(routes.endOtherOwnSessions, ({ request }) => ownSessions.endOthers(ownerOf(request)));
}
