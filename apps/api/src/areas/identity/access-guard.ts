import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onErrorAsyncHookHandler,
  onRequestAsyncHookHandler,
} from 'fastify';
import { errorMessages } from '@orbit/contract';
import type { Scope } from '@orbit/domain';
import { isStaff } from '@orbit/domain';
import { AppError } from '../../http/app-error.ts';
import type { AccessGuard, GuardedRoute } from '../../http/register-route.ts';
import type { SessionCookie } from '../../plugins/session-cookie.ts';
import type { AuthenticatedSession, SessionService } from './session-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of a route that requires one; null on public routes. */
    auth: AuthenticatedSession | null;
  }
}

/** A staff call the guard refused, or that a staff route's service refused with 403, for the security log. */
export interface AccessDenial {
  actorUserId: number;
  /** `METHOD /path` of the route's definition. */
  route: string;
  ip: string;
  scope: Scope;
  reason: string;
}

/** API keys as the guard uses them (the api-keys area, ADR 0092). */
export interface ApiKeyAccess {
  /**
   * The key's maker as the caller, when the key may call this route: 401 for a key that opens nothing, 403 for a
   * route that takes no key or one outside the key's scopes, kind or addresses. Records the refused uses.
   */
  authenticate(secret: string, request: FastifyRequest, route: GuardedRoute): Promise<AuthenticatedSession>;
  /** Records a refusal the guard gave a key that authenticated: its maker may not (or no longer) make this call. */
  refused(request: FastifyRequest, caller: AuthenticatedSession, route: GuardedRoute, reason: string): Promise<void>;
}

export interface AccessGuardOptions {
  /** Records a refused staff call (the audit area's security events). */
  recordDenial?: (denial: AccessDenial) => Promise<void>;
  /** The access check of device routes, which read a machine's token (the devices area); without it they answer 401. */
  deviceAccess?: onRequestAsyncHookHandler;
  /** Checks `Authorization: Bearer` API keys; without it a request carrying one answers 401. */
  apiKeys?: ApiKeyAccess;
}

/** The secret of `Authorization: Bearer <secret>`, the only way an API key is sent. */
function bearerSecretOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer +(\S+)\s*$/i.exec(header);
  return match?.[1] ?? (/^Bearer\b/i.test(header) ? '' : undefined);
}

/**
 * The challenge of RFC 6750 on a key's refusal: every 401 names the Bearer scheme (`invalid_token` when a key was
 * sent, `invalid_request` when the header holds none), and a missing scope is `insufficient_scope` with the scope the
 * route needs. Other refusals (another side, an address, a route without key scope) are not the token's fault.
 */
async function withBearerChallenge(
  reply: FastifyReply,
  route: GuardedRoute,
  secret: string,
  authenticate: () => Promise<AuthenticatedSession>,
): Promise<AuthenticatedSession> {
  try {
    return await authenticate();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 401) {
      void reply.header('www-authenticate', `Bearer error="${secret === '' ? 'invalid_request' : 'invalid_token'}"`);
    } else if (error instanceof AppError && error.message === errorMessages.apiKeyScopeMissing && route.keyScope) {
      void reply.header('www-authenticate', `Bearer error="insufficient_scope", scope="${route.keyScope}"`);
    }
    throw error;
  }
}

/** The answer to a device call without a machine's valid token. */
export function refuseDevice(reply: FastifyReply): never {
  void reply.header('www-authenticate', 'Device');
  throw new AppError(401, errorMessages.deviceUnauthenticated);
}

/**
 * Gives each route the onRequest hook its access level needs: none, a live session, or a staff session, narrowed
 * to the route's scopes when it names them (docs/domain.md#roles-and-permissions) and refused to staff who must enrol a second factor first
 * (ADR 0056). It runs before the body is read or anything is validated, so a caller without the right gets 401 or
 * 403 and learns nothing about the input a route expects (ADR 0020).
 * A refused staff call is recorded as a security event.
 *
 * A request with `Authorization: Bearer` is an API key's (ADR 0092), whatever cookie it also carries: it reaches only
 * routes whose contract names a `keyScope`, as the key's maker, who must still be allowed the route by the same checks
 * as a session. Public routes refuse a key too, so that none ever reaches a sign-in.
 */
export function registerAccessGuard(
  app: FastifyInstance,
  sessions: Pick<SessionService, 'authenticate'>,
  cookie: SessionCookie,
  { recordDenial, deviceAccess = async (_request, reply) => refuseDevice(reply), apiKeys }: AccessGuardOptions = {},
): AccessGuard {
  app.decorateRequest('auth', null);

  return (route) => {
    const { method, path, access, scopes } = route;
    if (access === 'public') {
      if (!apiKeys) return {};
      const refuseKey: onRequestAsyncHookHandler = async (request, reply) => {
        const secret = bearerSecretOf(request);
        if (secret !== undefined) {
          await withBearerChallenge(reply, route, secret, () => apiKeys.authenticate(secret, request, route));
        }
      };
      return { onRequest: refuseKey };
    }
    // A device route reads its token only, never the session cookie: a browser cannot be made to call it.
    if (access === 'device') return { onRequest: deviceAccess };
    const denied = (request: FastifyRequest, session: AuthenticatedSession, reason: string) =>
      session.apiKey
        ? apiKeys?.refused(request, session, route, reason)
        : recordDenial?.({
            actorUserId: session.userId,
            route: `${method} ${path}`,
            ip: request.ip,
            scope: session.scope,
            reason,
          });
    const deny = async (
      request: FastifyRequest,
      session: AuthenticatedSession,
      message: string = errorMessages.forbidden,
    ): Promise<never> => {
      await denied(request, session, message);
      throw new AppError(403, message);
    };
    const signedIn = async (request: FastifyRequest, reply: FastifyReply): Promise<AuthenticatedSession> => {
      const secret = bearerSecretOf(request);
      if (secret !== undefined) {
        return withBearerChallenge(reply, route, secret, () => {
          if (!apiKeys) throw new AppError(401, errorMessages.apiKeyInvalid);
          return apiKeys.authenticate(secret, request, route);
        });
      }
      const token = cookie.read(request);
      const session = token ? await sessions.authenticate(token, request.ip) : null;
      if (!session) {
        if (token) cookie.clear(reply);
        // A route that takes keys tells a caller without credentials that a Bearer key would do (RFC 6750).
        if (!token && route.keyScope) void reply.header('www-authenticate', 'Bearer');
        throw new AppError(401, errorMessages.unauthenticated);
      }
      return session;
    };
    const onRequest: onRequestAsyncHookHandler = async (request, reply) => {
      const session = await signedIn(request, reply);
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
        await denied(request, request.auth, error.message);
      }
    };
    return { onRequest, onError };
  };
}

/** The session a guarded route's access hook attached. */
export function requireAuth(request: FastifyRequest): AuthenticatedSession {
  if (!request.auth) throw new AppError(401, errorMessages.unauthenticated);
  return request.auth;
}
