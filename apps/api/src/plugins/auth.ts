import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { errorMessages } from '@orbit/contract';
import type { RouteDefinition } from '@orbit/contract';
import { isStaff } from '@orbit/domain';
import { AppError } from '../http/app-error.ts';
import type { AuthenticatedSession, SessionService } from '../services/session-service.ts';
import type { SessionCookie } from './session-cookie.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of a route that requires one; null on public routes. */
    auth: AuthenticatedSession | null;
  }
}

export type AccessGuard = (route: Pick<RouteDefinition, 'access' | 'scopes'>) => preHandlerAsyncHookHandler | undefined;

/**
 * Gives each route the preHandler its access level needs: none, a live session, or a staff session, narrowed to
 * the route's scopes when it names them (spec §6).
 */
export function registerAccessGuard(
  app: FastifyInstance,
  sessions: Pick<SessionService, 'authenticate'>,
  cookie: SessionCookie,
): AccessGuard {
  app.decorateRequest('auth', null);

  return ({ access, scopes }) => {
    if (access === 'public') return undefined;
    return async (request, reply) => {
      const token = cookie.read(request);
      const session = token ? await sessions.authenticate(token) : null;
      if (!session) {
        if (token) cookie.clear(reply);
        throw new AppError(401, errorMessages.unauthenticated);
      }
      if (access === 'staff' && !isStaff(session.scope)) throw new AppError(403, errorMessages.forbidden);
      if (scopes && !scopes.includes(session.scope)) throw new AppError(403, errorMessages.forbidden);
      request.auth = session;
    };
  };
}

/** The session a guarded route's preHandler attached. */
export function requireAuth(request: FastifyRequest): AuthenticatedSession {
  if (!request.auth) throw new AppError(401, errorMessages.unauthenticated);
  return request.auth;
}
