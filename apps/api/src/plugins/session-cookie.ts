import type { FastifyReply, FastifyRequest } from 'fastify';

export interface SessionCookie {
  name: string;
  read(request: FastifyRequest): string | undefined;
  set(reply: FastifyReply, token: string): void;
  clear(reply: FastifyReply): void;
}

/**
 * The session cookie: HttpOnly so scripts cannot read it, SameSite=Lax against cross-site posts, no Max-Age so it
 * ends with the browser. In production it is Secure with the `__Host-` prefix (no Domain, Path=/, HTTPS only).
 */
export function createSessionCookie(secure: boolean): SessionCookie {
  const name = secure ? '__Host-orbit_session' : 'orbit_session';
  const options = { httpOnly: true, sameSite: 'lax', path: '/', secure } as const;
  return {
    name,
    read: (request) => request.cookies[name],
    set: (reply, token) => void reply.setCookie(name, token, options),
    clear: (reply) => void reply.clearCookie(name, options),
  };
}
