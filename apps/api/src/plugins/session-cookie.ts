import type { FastifyReply, FastifyRequest } from 'fastify';

export interface SessionCookie {
  name: string;
  read(request: FastifyRequest): string | undefined;
  set(reply: FastifyReply, token: string): void;
  clear(reply: FastifyReply): void;
}

/**
 * An HttpOnly cookie holding a token: scripts cannot read it, SameSite=Lax keeps it off cross-site posts, and in
 * production it is Secure with the `__Host-` prefix (no Domain, Path=/, HTTPS only). Without `maxAgeSeconds` it ends
 * with the browser.
 */
function tokenCookie(baseName: string, secure: boolean, maxAgeSeconds?: number): SessionCookie {
  const name = secure ? `__Host-${baseName}` : baseName;
  const options = { httpOnly: true, sameSite: 'lax', path: '/', secure } as const;
  return {
    name,
    read: (request) => request.cookies[name],
    set: (reply, token) =>
      void reply.setCookie(name, token, maxAgeSeconds === undefined ? options : { ...options, maxAge: maxAgeSeconds }),
    clear: (reply) => void reply.clearCookie(name, options),
  };
}

/** The session cookie. */
export function createSessionCookie(secure: boolean): SessionCookie {
  return tokenCookie('orbit_session', secure);
}

/** A sign-in waiting for its second factor (ADR 0056): it lasts as long as the pending sign-in does. */
export function createPendingSignInCookie(secure: boolean, minutes: number): SessionCookie {
  return tokenCookie('orbit_pending_sign_in', secure, minutes * 60);
}

/** The longest a browser keeps a cookie (Chromium's cap, and the draft standard's). */
const browserMarkDays = 400;

/**
 * A browser's long-lived mark: a sign-in from a browser its account has not used before tells the account's owner
 * (ADR 0080). It names nothing by itself; the server keeps only its hash, per account.
 */
export function createBrowserCookie(secure: boolean): SessionCookie {
  return tokenCookie('orbit_browser', secure, browserMarkDays * 24 * 60 * 60);
}
