import type { FastifyInstance, FastifyRequest, onErrorAsyncHookHandler, onRequestAsyncHookHandler } from 'fastify';
import { errorMessages } from '@orbit/contract';
import type { RouteDefinition } from '@orbit/contract';
import { isStaff } from '@orbit/domain';
import { AppError } from '../../http/app-error.ts';
import type { DeviceRow } from '../devices/devices-repository.ts';
import type { SecurityEvents } from '../audit/security-events.ts';
import { securityActions } from '../audit/security-events.ts';
import type { AuthenticatedSession, SessionService } from './session-service.ts';
import type { SessionCookie } from '../../plugins/session-cookie.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of a route that requires one; null on public routes. */
    auth: AuthenticatedSession | null;
    /** The machine of a device route, from its `Authorization: Device <token>` header (ADR 0049). */
    device: DeviceRow | null;
  }
}

/** Finds the machine of a device token; undefined for an unknown or revoked one. */
export interface DeviceAuthenticator {
  authenticate(token: string): Promise<DeviceRow | undefined>;
}

const deviceAuthorization = /^Device ([A-Za-z0-9_-]{16,200})$/;

/** The hooks a route gets for its access level; a public route gets none. */
export interface AccessHooks {
  /** Answers 401 or 403 before the body is read. */
  onRequest?: onRequestAsyncHookHandler;
  /** Records a 403 that a staff route's service gave a signed-in caller (a supervisor editing an admin). */
  onError?: onErrorAsyncHookHandler;
}

export type AccessGuard = (route: Pick<RouteDefinition, 'method' | 'path' | 'access' | 'scopes'>) => AccessHooks;

/**
 * Gives each route the onRequest hook its access level needs: none, a live session, or a staff session, narrowed
 * to the route's scopes when it names them (docs/domain.md#roles-and-permissions) and refused to staff who must enrol a second factor first
 * (ADR 0056). It runs before the body is read or anything is validated, so a caller without the right gets 401 or
 * 403 and learns nothing about the input a route expects (ADR 0020).
 * A refused staff call is recorded as a security event.
 */
export function registerAccessGuard(
  app: FastifyInstance,
  sessions: Pick<SessionService, 'authenticate'>,
  cookie: SessionCookie,
  securityEvents?: Pick<SecurityEvents, 'record'>,
  devices?: DeviceAuthenticator,
): AccessGuard {
  app.decorateRequest('auth', null);
  app.decorateRequest('device', null);

  return ({ method, path, access, scopes }) => {
    if (access === 'public') return {};
    // A device route reads its token only, never the session cookie: a browser cannot be made to call it.
    if (access === 'device') {
      return {
        onRequest: async (request, reply) => {
          const token = deviceAuthorization.exec(request.headers.authorization ?? '')?.[1];
          const device = token && devices ? await devices.authenticate(token) : undefined;
          if (!device) {
            void reply.header('www-authenticate', 'Device');
            throw new AppError(401, errorMessages.deviceUnauthenticated);
          }
          request.device = device;
        },
      };
    }
    const recordDenial = (request: FastifyRequest, session: AuthenticatedSession, reason: string) =>
      securityEvents?.record({
        action: securityActions.accessDenied,
        actorUserId: session.userId,
        targetType: 'route',
        targetId: `${method} ${path}`,
        ip: request.ip,
        details: { scope: session.scope, reason },
      });
    const deny = async (
      request: FastifyRequest,
      session: AuthenticatedSession,
      message: string = errorMessages.forbidden,
    ): Promise<never> => {
      await recordDenial(request, session, message);
      throw new AppError(403, message);
    };
    const onRequest: onRequestAsyncHookHandler = async (request, reply) => {
      const token = cookie.read(request);
      const session = token ? await sessions.authenticate(token, request.ip) : null;
      if (!session) {
        if (token) cookie.clear(reply);
        throw new AppError(401, errorMessages.unauthenticated);
      }
      if (access === 'staff' && !isStaff(session.scope)) await deny(request, session);
      if (scopes && !scopes.includes(session.scope)) await deny(request, session);
      // An admin or supervisor the installation requires a second factor of enrols before any staff call (ADR 0056).
      const { secondFactor } = session.user;
      if (access === 'staff' && secondFactor.required && !secondFactor.enrolled) {
        await deny(request, session, errorMessages.secondFactorRequired);
      }
      request.auth = session;
    };
    if (access !== 'staff') return { onRequest };
    // A denial by the access check leaves request.auth unset, so only the service's own 403s are recorded here.
    const onError: onErrorAsyncHookHandler = async (request, _reply, error) => {
      if (request.auth && error instanceof AppError && error.statusCode === 403) {
        await recordDenial(request, request.auth, error.message);
      }
    };
    return { onRequest, onError };
  };
}

/** The machine a device route's access hook attached. */
export function requireDevice(request: FastifyRequest): DeviceRow {
  if (!request.device) throw new AppError(401, errorMessages.deviceUnauthenticated);
  return request.device;
}

/** The session a guarded route's access hook attached. */
export function requireAuth(request: FastifyRequest): AuthenticatedSession {
  if (!request.auth) throw new AppError(401, errorMessages.unauthenticated);
  return request.auth;
}
