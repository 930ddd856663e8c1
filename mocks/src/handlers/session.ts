import {
  changePasswordRequestSchema,
  errorMessages,
  routes,
  type CurrentUser,
  type SignInRequest,
} from '@orbit/contract';
import { mockPassword, mockUsers } from '../fixtures.ts';
import { mockError, mockRoute } from '../respond.ts';
import { bodyOf, parseOrReject } from './client-area-helpers.ts';

/** A password the mock refuses as too common, so stories can show that answer. */
export const mockCommonPassword = 'password1';

export interface SessionHandlerOptions {
  /** Who `/api/me` answers as before any sign-in; `null` answers 401. */
  signedInAs?: CurrentUser | null;
}

/** Who is signed in to the mock API; shared with the handlers that check the caller's scope. */
export interface MockSession {
  current: CurrentUser | null;
}

export function createMockSession({ signedInAs = mockUsers.client }: SessionHandlerOptions = {}): MockSession {
  return { current: signedInAs };
}

/** Sign-in, sign-out and current user, with a session kept in memory like the server keeps it in the database. */
export function sessionHandlers(options: SessionHandlerOptions = {}, session = createMockSession(options)) {
  const accounts: CurrentUser[] = Object.values(mockUsers);
  return [
    mockRoute(routes.signIn, async ({ request }) => {
      const { email, password } = (await request.json()) as SignInRequest;
      const user = accounts.find((account) => account.email === email.trim().toLowerCase());
      if (!user || password !== mockPassword) return mockError(401, errorMessages.invalidCredentials);
      session.current = user;
      return user;
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
