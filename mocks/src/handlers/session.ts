import {
  changePasswordRequestSchema,
  confirmTotpRequestSchema,
  errorMessages,
  reauthenticateRequestSchema,
  passkeyParamsSchema,
  passkeySignInRequestSchema,
  registerPasskeyRequestSchema,
  renamePasskeyRequestSchema,
  type Passkey,
  type SecondFactorMethod,
  removeTotpRequestSchema,
  routes,
  signInSecondFactorRequestSchema,
  type CurrentUser,
  type SignInRequest,
} from '@orbit/contract';
import { normaliseRecoveryCode } from '@orbit/domain';
import {
  mockPasskeyAuthenticationOptions,
  mockPasskeyRegistrationOptions,
  mockPasskeys,
  mockPassword,
  mockRecoveryCodes,
  mockTotpCode,
  mockTotpEnrolment,
  mockUsers,
} from '../fixtures.ts';
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
  /**
   * The session's proof of identity is older than the server's window (ADR 0058): sensitive acts answer 403 until
   * `/api/me/reauthenticate` gets the password or a code.
   */
  proofLapsed?: boolean;
  /**
   * Emails of the accounts with passkeys: their sign-in offers a passkey after the password, and a sign-in with a
   * passkey alone signs in the first of them. The signed-in user holds `passkeys`.
   */
  passkeyEmails?: readonly string[];
  /** The signed-in user's passkeys; `mockPasskeys` when the user is one of `passkeyEmails`, else none. */
  passkeys?: readonly Passkey[];
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
  /** Sensitive acts need a new proof of identity first (ADR 0058). */
  proofLapsed: boolean;
  /** Emails of the accounts with passkeys. */
  passkeyEmails: Set<string>;
  /** The signed-in user's passkeys. */
  passkeys: Passkey[];
}

export function createMockSession({
  signedInAs = mockUsers.client,
  secondFactorEmails = [],
  proofLapsed = false,
  passkeyEmails = [],
  passkeys,
}: SessionHandlerOptions = {}): MockSession {
  const withPasskeys = signedInAs !== null && passkeyEmails.includes(signedInAs.email);
  return {
    current: signedInAs,
    pending: null,
    secondFactorEmails: new Set(secondFactorEmails),
    usedRecoveryCodes: new Set(),
    proofLapsed,
    passkeyEmails: new Set(passkeyEmails),
    passkeys: [...(passkeys ?? (withPasskeys ? mockPasskeys : []))],
  };
}

/** The server's answer to a sensitive act whose session's proof has lapsed; undefined when it may go on. */
export function refusedWithoutRecentProof(session: MockSession) {
  return session.proofLapsed ? mockError(403, errorMessages.reauthenticationRequired) : undefined;
}

/** Whether a typed recovery code is one of the fixture's and not used yet. */
function recoveryCodeHolds(session: MockSession, code: string): boolean {
  const typed = normaliseRecoveryCode(code);
  return (
    mockRecoveryCodes.some((known) => normaliseRecoveryCode(known) === typed) && !session.usedRecoveryCodes.has(typed)
  );
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
      const methods: SecondFactorMethod[] = [
        ...(session.secondFactorEmails.has(user.email) ? (['totp', 'recoveryCode'] as const) : []),
        ...(session.passkeyEmails.has(user.email) ? (['passkey'] as const) : []),
      ];
      if (methods.length > 0) {
        session.pending = withSecondFactor(user, true);
        const expiresAt = new Date(Date.parse(mockNow) + 5 * 60_000).toISOString();
        return { secondFactorRequired: true as const, methods, expiresAt };
      }
      session.current = user;
      return user;
    }),
    mockRoute(routes.signInSecondFactor, async ({ request }) => {
      const body = parseOrReject(signInSecondFactorRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      const { pending } = session;
      if (!pending) return mockError(401, errorMessages.signInStepExpired);
      const proof = body.data;
      // Any well-formed passkey answer passes: no authenticator signs in the mocks.
      if (proof.method === 'passkey') {
        if (!session.passkeyEmails.has(pending.email)) return mockError(401, errorMessages.passkeyRefused);
      } else {
        const { method, code } = proof;
        const right = method === 'totp' ? code === mockTotpCode : recoveryCodeHolds(session, code);
        if (!right) return mockError(401, errorMessages.wrongSecondFactorCode);
        if (method === 'recoveryCode') session.usedRecoveryCodes.add(normaliseRecoveryCode(code));
      }
      session.pending = null;
      session.current = pending;
      return pending;
    }),
    mockRoute(routes.signInSecondFactorPasskeyOptions, () =>
      session.pending ? mockPasskeyAuthenticationOptions : mockError(401, errorMessages.signInStepExpired),
    ),
    mockRoute(routes.passkeySignInOptions, () => mockPasskeyAuthenticationOptions),
    mockRoute(routes.passkeySignIn, async ({ request }) => {
      const body = parseOrReject(passkeySignInRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      const user = accounts.find((account) => session.passkeyEmails.has(account.email));
      if (!user) return mockError(401, errorMessages.passkeyRefused);
      session.pending = null;
      session.current = withSecondFactor(user, true);
      return session.current;
    }),
    mockRoute(routes.passkeys, () =>
      session.current ? { passkeys: session.passkeys } : mockError(401, errorMessages.unauthenticated),
    ),
    mockRoute(routes.passkeyRegistrationOptions, () => {
      if (!session.current) return mockError(401, errorMessages.unauthenticated);
      return refusedWithoutRecentProof(session) ?? mockPasskeyRegistrationOptions;
    }),
    mockRoute(routes.registerPasskey, async ({ request }) => {
      if (!session.current) return mockError(401, errorMessages.unauthenticated);
      const body = parseOrReject(registerPasskeyRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      if (session.passkeys.length >= 10) return mockError(409, errorMessages.tooManyPasskeys);
      const passkey: Passkey = {
        id: Math.max(0, ...session.passkeys.map((known) => known.id)) + 1,
        name: body.data.name,
        createdAt: mockNow,
        lastUsedAt: null,
        backedUp: false,
      };
      session.passkeys.push(passkey);
      session.passkeyEmails.add(session.current.email);
      session.current = withSecondFactor(session.current, true);
      return passkey;
    }),
    mockRoute(routes.renamePasskey, async ({ request, params }) => {
      if (!session.current) return mockError(401, errorMessages.unauthenticated);
      const parsedParams = parseOrReject(passkeyParamsSchema, params);
      if ('error' in parsedParams) return parsedParams.error;
      const body = parseOrReject(renamePasskeyRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      const passkey = session.passkeys.find((known) => known.id === parsedParams.data.id);
      if (!passkey) return mockError(404, errorMessages.notFound);
      passkey.name = body.data.name;
      return passkey;
    }),
    mockRoute(routes.removePasskey, ({ params }) => {
      if (!session.current) return mockError(401, errorMessages.unauthenticated);
      const refused = refusedWithoutRecentProof(session);
      if (refused) return refused;
      const parsedParams = parseOrReject(passkeyParamsSchema, params);
      if ('error' in parsedParams) return parsedParams.error;
      const index = session.passkeys.findIndex((known) => known.id === parsedParams.data.id);
      if (index < 0) return mockError(404, errorMessages.notFound);
      session.passkeys.splice(index, 1);
      if (session.passkeys.length === 0) {
        session.passkeyEmails.delete(session.current.email);
        if (!session.secondFactorEmails.has(session.current.email)) {
          session.current = withSecondFactor(session.current, false);
        }
      }
      return { message: 'Passkey removed' };
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
      const refused = refusedWithoutRecentProof(session);
      if (refused) return refused;
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
    mockRoute(routes.reauthenticate, async ({ request }) => {
      if (!session.current) return mockError(401, errorMessages.unauthenticated);
      const body = parseOrReject(reauthenticateRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      const proof = body.data;
      if (proof.method === 'password') {
        if (proof.password !== mockPassword) {
          return mockError(400, errorMessages.wrongCurrentPassword, { password: errorMessages.wrongCurrentPassword });
        }
      } else if (proof.method === 'passkey') {
        // Any well-formed passkey answer of a user with passkeys passes: no authenticator signs in the mocks.
        if (session.passkeys.length === 0) {
          return mockError(400, errorMessages.passkeyRefused, { response: errorMessages.passkeyRefused });
        }
      } else {
        const enrolled = session.current.secondFactor.enrolled;
        const right =
          enrolled && (proof.method === 'totp' ? proof.code === mockTotpCode : recoveryCodeHolds(session, proof.code));
        if (!right) {
          return mockError(400, errorMessages.wrongSecondFactorCode, { code: errorMessages.wrongSecondFactorCode });
        }
        if (proof.method === 'recoveryCode') session.usedRecoveryCodes.add(normaliseRecoveryCode(proof.code));
      }
      session.proofLapsed = false;
      return { authenticatedUntil: new Date(Date.parse(mockNow) + 5 * 60_000).toISOString() };
    }),
    mockRoute(routes.reauthenticatePasskeyOptions, () =>
      session.current ? mockPasskeyAuthenticationOptions : mockError(401, errorMessages.unauthenticated),
    ),
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
