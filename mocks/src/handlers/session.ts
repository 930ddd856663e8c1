import {
  changePasswordRequestSchema,
  confirmTotpRequestSchema,
  errorMessages,
  removeTotpRequestSchema,
  routes,
  signInSecondFactorRequestSchema,
  type CurrentUser,
  type SignInRequest,
} from '@orbit/contract';
import { normaliseRecoveryCode } from '@orbit/domain';
import { mockPassword, mockRecoveryCodes, mockTotpCode, mockTotpEnrolment, mockUsers } from '../fixtures.ts';
import { mockNow } from '../fixtures/client-area.ts';
import { mockError, mockRoute } from '../respond.ts';
import { bodyOf, parseOrReject } from './client-area-helpers.ts';

/** A password the mock refuses as too common, so stories can show that answer. */
export const mockCommonPassword = 'password1';

export interface SessionHandlerOptions {
  /** Who `/api/me` answers as before any sign-in; `null` answers 401. */
  signedInAs?: CurrentUser | null;
  /** Emails of the accounts with an authenticator app: their sign-in asks for `mockTotpCode` after the password. */
  secondFactorEmails?: readonly string[];
}

/** Who is signed in to the mock API; shared with the handlers that check the caller's scope. */
export interface MockSession {
  current: CurrentUser | null;
  /** The account whose password was right and whose second step is awaited. */
  pending: CurrentUser | null;
  /** Emails of the accounts with an authenticator app. */
  secondFactorEmails: Set<string>;
  /** Recovery codes used since the last enrolment, as typed codes are compared. */
  usedRecoveryCodes: Set<string>;
}

export function createMockSession({
  signedInAs = mockUsers.client,
  secondFactorEmails = [],
}: SessionHandlerOptions = {}): MockSession {
  return {
    current: signedInAs,
    pending: null,
    secondFactorEmails: new Set(secondFactorEmails),
    usedRecoveryCodes: new Set(),
  };
}

/** The current user as the server answers it after a change of their second factor. */
function withSecondFactor(user: CurrentUser, enrolled: boolean): CurrentUser {
  return { ...user, secondFactor: { ...user.secondFactor, enrolled } };
}

/** Sign-in, sign-out and current user, with a session kept in memory like the server keeps it in the database. */
export function sessionHandlers(options: SessionHandlerOptions = {}, session = createMockSession(options)) {
  const accounts: CurrentUser[] = Object.values(mockUsers);
  return [
    mockRoute(routes.signIn, async ({ request }) => {
      const { email, password } = (await request.json()) as SignInRequest;
      const user = accounts.find((account) => account.email === email.trim().toLowerCase());
      if (!user || password !== mockPassword) return mockError(401, errorMessages.invalidCredentials);
      if (session.secondFactorEmails.has(user.email)) {
        session.pending = withSecondFactor(user, true);
        const expiresAt = new Date(Date.parse(mockNow) + 5 * 60_000).toISOString();
        return { secondFactorRequired: true as const, methods: ['totp' as const, 'recoveryCode' as const], expiresAt };
      }
      session.current = user;
      return user;
    }),
    mockRoute(routes.signInSecondFactor, async ({ request }) => {
      const body = parseOrReject(signInSecondFactorRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      const { pending } = session;
      if (!pending) return mockError(401, errorMessages.signInStepExpired);
      const { method, code } = body.data;
      const recoveryCode = normaliseRecoveryCode(code);
      const right =
        method === 'totp'
          ? code === mockTotpCode
          : mockRecoveryCodes.some((known) => normaliseRecoveryCode(known) === recoveryCode) &&
            !session.usedRecoveryCodes.has(recoveryCode);
      if (!right) return mockError(401, errorMessages.wrongSecondFactorCode);
      if (method === 'recoveryCode') session.usedRecoveryCodes.add(recoveryCode);
      session.pending = null;
      session.current = pending;
      return pending;
    }),
    mockRoute(routes.secondFactors, () => {
      if (!session.current) return mockError(401, errorMessages.unauthenticated);
      const enrolled = session.current.secondFactor.enrolled;
      return {
        totp: enrolled ? { enrolledAt: '2026-02-10T09:30:00.000Z' } : null,
        recoveryCodesLeft: enrolled ? mockRecoveryCodes.length - session.usedRecoveryCodes.size : 0,
      };
    }),
    mockRoute(routes.startTotpEnrolment, () => {
      if (!session.current) return mockError(401, errorMessages.unauthenticated);
      if (session.current.secondFactor.enrolled) return mockError(409, errorMessages.totpAlreadyEnrolled);
      return mockTotpEnrolment;
    }),
    mockRoute(routes.confirmTotpEnrolment, async ({ request }) => {
      if (!session.current) return mockError(401, errorMessages.unauthenticated);
      const body = parseOrReject(confirmTotpRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      if (body.data.code !== mockTotpCode) {
        return mockError(400, errorMessages.wrongSecondFactorCode, { code: errorMessages.wrongSecondFactorCode });
      }
      session.current = withSecondFactor(session.current, true);
      session.secondFactorEmails.add(session.current.email);
      session.usedRecoveryCodes.clear();
      return { recoveryCodes: [...mockRecoveryCodes] };
    }),
    mockRoute(routes.removeTotp, async ({ request }) => {
      if (!session.current) return mockError(401, errorMessages.unauthenticated);
      const body = parseOrReject(removeTotpRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      const { code, password } = body.data;
      if (password !== undefined && password !== mockPassword) {
        return mockError(400, errorMessages.wrongCurrentPassword, { password: errorMessages.wrongCurrentPassword });
      }
      if (code !== undefined && code !== mockTotpCode) {
        return mockError(400, errorMessages.wrongSecondFactorCode, { code: errorMessages.wrongSecondFactorCode });
      }
      session.current = withSecondFactor(session.current, false);
      session.secondFactorEmails.delete(session.current.email);
      return { message: 'Authenticator app removed' };
    }),
    mockRoute(routes.me, () => session.current ?? mockError(401, errorMessages.unauthenticated)),
    mockRoute(routes.signOut, () => {
      session.current = null;
      return { message: 'Signed out' };
    }),
    mockRoute(routes.signOutPost, () => {
      session.current = null;
      return { message: 'Signed out' };
    }),
    mockRoute(routes.changePassword, async ({ request }) => {
      if (!session.current) return mockError(401, errorMessages.unauthenticated);
      const body = parseOrReject(changePasswordRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      if (body.data.currentPassword !== mockPassword) {
        return mockError(400, errorMessages.wrongCurrentPassword, {
          currentPassword: errorMessages.wrongCurrentPassword,
        });
      }
      if (body.data.password.toLowerCase() === mockCommonPassword) {
        return mockError(400, errorMessages.commonPassword, { password: errorMessages.commonPassword });
      }
      return { message: 'Password changed' };
    }),
  ];
}
