import { defineRoutes, type EndpointDefinition } from '../definitions.ts';
import { passkeyAuthenticationOptionsSchema, passkeySignInRequestSchema } from '../passkeys.ts';
import { signInResponseSchema, signInSecondFactorRequestSchema } from '../second-factors.ts';
import { currentUserSchema, signInRequestSchema, signOutResponseSchema } from '../session.ts';

/*
 * The area "Session" of the API (its tag in openapi.ts): signing in (with a second factor when the account has one) and out, and who is signed in.
 */

/** Method, path and access of each call of the area, without schemas, for the browser client (ADR 0014). */
export const sessionEndpoints = {
  signIn: {
    method: 'POST',
    path: '/api/sign-in',
    access: 'public',
  },
  /** The second step of a sign-in whose password was right, for an account with a second factor (ADR 0056). */
  signInSecondFactor: {
    method: 'POST',
    path: '/api/sign-in/second-factor',
    access: 'public',
  },
  /** Passkeys at sign-in (ADR 0059): the second step's options, and a sign-in with a passkey alone. */
  signInSecondFactorPasskeyOptions: {
    method: 'POST',
    path: '/api/sign-in/second-factor/passkey-options',
    access: 'public',
  },
  passkeySignInOptions: {
    method: 'POST',
    path: '/api/sign-in/passkey/options',
    access: 'public',
  },
  passkeySignIn: {
    method: 'POST',
    path: '/api/sign-in/passkey',
    access: 'public',
  },
  signOut: {
    method: 'GET',
    path: '/api/sign-out',
    access: 'public',
  },
  /** The console's sign-out: a POST, which no cross-site link or image can send (ADR 0021). */
  signOutPost: {
    method: 'POST',
    path: '/api/sign-out',
    access: 'public',
  },
  me: {
    method: 'GET',
    path: '/api/me',
    access: 'signedIn',
  },
} as const satisfies Record<string, EndpointDefinition>;

/** Each endpoint of the area with its summary and schemas, for the server, the mocks and OpenAPI. */
export const sessionRoutes = /* @__PURE__ */ defineRoutes(sessionEndpoints, {
  signIn: {
    summary:
      'Sign in with email and password; sets the session cookie, or, for an account with a second factor, a pending sign-in cookie and answers which second step it takes',
    body: signInRequestSchema,
    response: signInResponseSchema,
  },
  signInSecondFactor: {
    summary:
      "Complete a pending sign-in with an authenticator app's code, a recovery code or a passkey; sets the session cookie",
    body: signInSecondFactorRequestSchema,
    response: currentUserSchema,
  },
  signInSecondFactorPasskeyOptions: {
    summary:
      "The options for a pending sign-in's passkey: a new challenge and the account's passkeys; needs the pending sign-in cookie",
    response: passkeyAuthenticationOptionsSchema,
  },
  passkeySignInOptions: {
    summary: 'The options for a sign-in with a passkey alone: a new challenge, short-lived and used once',
    response: passkeyAuthenticationOptionsSchema,
  },
  passkeySignIn: {
    summary:
      'Sign in with a passkey that verified its user (both factors at once); finds the account by the passkey and sets the session cookie',
    body: passkeySignInRequestSchema,
    response: currentUserSchema,
  },
  signOut: {
    summary: 'End the current session',
    response: signOutResponseSchema,
  },
  signOutPost: {
    summary: "End the current session (the console's call; GET sign-out answers only same-origin fetch calls)",
    response: signOutResponseSchema,
  },
  me: {
    summary: 'The signed-in user',
    response: currentUserSchema,
  },
});
