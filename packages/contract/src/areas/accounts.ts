import { defineRoutes, type EndpointDefinition } from '../definitions.ts';
import {
  resetPasswordRequestRequestSchema,
  resetPasswordRequestSchema,
  signUpRequestSchema,
  tokenRequestSchema,
  verifyResetTokenResponseSchema,
} from '../accounts.ts';
import { messageResponseSchema } from '../common.ts';
import { countryListSchema } from '../countries.ts';

/*
 * The area "Accounts" of the API (its tag in openapi.ts): registering a client account, confirming its email and resetting a forgotten password.
 */

/** Method, path and access of each call of the area, without schemas, for the browser client (ADR 0014). */
export const accountsEndpoints = {
  countries: {
    method: 'GET',
    path: '/api/countries',
    access: 'public',
  },
  signUp: {
    method: 'POST',
    path: '/api/sign-up',
    access: 'public',
  },
  verifyEmail: {
    method: 'POST',
    path: '/api/verify-email',
    access: 'public',
  },
  resetPasswordRequest: {
    method: 'POST',
    path: '/api/reset-password/request',
    access: 'public',
  },
  resetPasswordVerifyToken: {
    method: 'POST',
    path: '/api/reset-password/verify-token',
    access: 'public',
  },
  resetPassword: {
    method: 'POST',
    path: '/api/reset-password',
    access: 'public',
  },
} as const satisfies Record<string, EndpointDefinition>;

/** Each endpoint of the area with its summary and schemas, for the server, the mocks and OpenAPI. */
export const accountsRoutes = /* @__PURE__ */ defineRoutes(accountsEndpoints, {
  countries: {
    summary: 'Every ISO 3166-1 country',
    response: countryListSchema,
  },
  // Accounts (docs/domain.md#calls "Session and account"; verify-email is ours, ADR 0009).
  signUp: {
    summary: 'Register a client account; mails a link to verify the address',
    body: signUpRequestSchema,
    response: messageResponseSchema,
  },
  verifyEmail: {
    summary: 'Confirm an email address with the token mailed at sign-up',
    body: tokenRequestSchema,
    response: messageResponseSchema,
  },
  resetPasswordRequest: {
    summary: 'Mail a password reset link, valid 30 minutes, in the given language',
    body: resetPasswordRequestRequestSchema,
    response: messageResponseSchema,
  },
  resetPasswordVerifyToken: {
    summary: 'Tell whether a password reset token can still be used',
    body: tokenRequestSchema,
    response: verifyResetTokenResponseSchema,
  },
  resetPassword: {
    summary: "Set a new password with a reset token; ends the user's other sessions",
    body: resetPasswordRequestSchema,
    response: messageResponseSchema,
  },
});
