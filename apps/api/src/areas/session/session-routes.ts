import { errorMessages, routes } from '@orbit/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { SessionService } from '../identity/index.ts';
import { isSameOriginFetch } from '../../plugins/cross-site.ts';
import type { SessionCookie } from '../../plugins/session-cookie.ts';
import type { SignInService } from './sign-in-service.ts';

export function sessionRoutes(
  registerRoute: RegisterRoute,
  deps: {
    cookie: SessionCookie;
    /** The pending sign-in of an account with a second factor, between the password and the code (ADR 0056). */
    pendingCookie: SessionCookie;
    /** The browser's long-lived mark, for the notification of a sign-in from a new browser (ADR 0080). */
    browserCookie: SessionCookie;
    signIn: SignInService;
    sessions: SessionService;
  },
): void {
  const { cookie, pendingCookie, browserCookie, signIn, sessions } = deps;

  /** Where a sign-in comes from, as its request tells. */
  const clientOf = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    previousToken: cookie.read(request),
    browserToken: browserCookie.read(request),
  });

  /** Opens the session in this browser, which keeps (or gets) its mark. */
  const keepSession = (reply: FastifyReply, session: { token: string; browserToken: string }) => {
    cookie.set(reply, session.token);
    browserCookie.set(reply, session.browserToken);
  };

  registerRoute(routes.signIn, async ({ body, request, reply }) => {
    const outcome = await signIn.signIn({ ...body, ...clientOf(request) });
    if ('pending' in outcome) {
      pendingCookie.set(reply, outcome.pending.token);
      return outcome.pending.challenge;
    }
    // A sign-in left waiting for its code in this browser ends with the new one.
    if (pendingCookie.read(request)) pendingCookie.clear(reply);
    keepSession(reply, outcome.session);
    return outcome.session.user;
  });

  registerRoute(routes.signInSecondFactor, async ({ body, request, reply }) => {
    const session = await signIn.completeSecondFactor({
      ...body,
      ...clientOf(request),
      pendingToken: pendingCookie.read(request),
    });
    pendingCookie.clear(reply);
    keepSession(reply, session);
    return session.user;
  });

  registerRoute(routes.signInSecondFactorPasskeyOptions, async ({ request }) =>
    signIn.secondStepPasskeyOptions(pendingCookie.read(request)),
  );

  registerRoute(routes.passkeySignInOptions, async ({ request }) => signIn.passkeySignInOptions(request.ip));

  registerRoute(routes.passkeySignIn, async ({ body, request, reply }) => {
    const session = await signIn.signInWithPasskey({ response: body.response, ...clientOf(request) });
    // A sign-in left waiting for its second step in this browser ends with this one.
    if (pendingCookie.read(request)) pendingCookie.clear(reply);
    keepSession(reply, session);
    return session.user;
  });

  async function signOut(request: FastifyRequest, reply: FastifyReply) {
    const token = cookie.read(request);
    if (token) await sessions.end(token);
    cookie.clear(reply);
    return { message: 'Signed out' };
  }

  // docs/domain.md#calls keeps a GET sign-out; a link or an image, even on this site, must not end a session (ADR 0021).
  registerRoute(routes.signOut, async ({ request, reply }) => {
    if (!isSameOriginFetch(request)) throw new AppError(403, errorMessages.signOutNeedsFetch);
    return signOut(request, reply);
  });
  registerRoute(routes.signOutPost, ({ request, reply }) => signOut(request, reply));

  // The access check read the user with the session, so the answer costs no query of its own.
  registerRoute(routes.me, async ({ request }) => requireAuth(request).user);
}
