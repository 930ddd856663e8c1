import {
  errorMessages,
  resetPasswordRequestRequestSchema,
  resetPasswordRequestSchema,
  routes,
  signUpRequestSchema,
  tokenRequestSchema,
} from '@orbit/contract';
import { mockUsers } from '../fixtures.ts';
import { mockAddresses, mockNow, mockTokens } from '../fixtures/client-area.ts';
import { mockError, mockRoute } from '../respond.ts';
import { bodyOf, parseOrReject } from './client-area-helpers.ts';

const knownEmails = () => Object.values(mockUsers).map((user) => user.email);
const invalidToken = () => mockError(400, errorMessages.invalidToken, { token: errorMessages.invalidToken });

/** Sign-up, email verification, password reset (token `valid-token` works) and addresses. */
export function accountsHandlers() {
  return [
    mockRoute(routes.signUp, async ({ request }) => {
      const body = parseOrReject(signUpRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      if (knownEmails().includes(body.data.email.toLowerCase())) {
        return mockError(409, errorMessages.emailTaken, { email: errorMessages.emailTaken });
      }
      return { message: 'Account created; check your email to confirm the address' };
    }),

    mockRoute(routes.verifyEmail, async ({ request }) => {
      const body = parseOrReject(tokenRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      return body.data.token === mockTokens.valid ? { message: 'Email confirmed' } : invalidToken();
    }),

    mockRoute(routes.resetPasswordRequest, async ({ request }) => {
      const body = parseOrReject(resetPasswordRequestRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      return knownEmails().includes(body.data.email.toLowerCase())
        ? { message: 'Reset link sent' }
        : mockError(404, errorMessages.notFound);
    }),

    mockRoute(routes.resetPasswordVerifyToken, async ({ request }) => {
      const body = parseOrReject(tokenRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      if (body.data.token !== mockTokens.valid) return invalidToken();
      return { message: 'Token is valid', expiresAt: new Date(Date.parse(mockNow) + 30 * 60_000).toISOString() };
    }),

    mockRoute(routes.resetPassword, async ({ request }) => {
      const body = parseOrReject(resetPasswordRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      return body.data.token === mockTokens.valid ? { message: 'Password changed' } : invalidToken();
    }),

    mockRoute(routes.addresses, () => mockAddresses),
  ];
}
