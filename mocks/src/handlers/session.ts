import { errorMessages, routes, type CurrentUser, type SignInRequest } from '@orbit/contract';
import { mockPassword, mockUsers } from '../fixtures.ts';
import { mockError, mockRoute } from '../respond.ts';

export interface SessionHandlerOptions {
  /** Who `/api/me` answers as before any sign-in; `null` answers 401. */
  signedInAs?: CurrentUser | null;
}

/** Sign-in, sign-out and current user, with a session kept in memory like the server keeps it in the database. */
export function sessionHandlers({ signedInAs = mockUsers.client }: SessionHandlerOptions = {}) {
  let current: CurrentUser | null = signedInAs;
  const accounts: CurrentUser[] = Object.values(mockUsers);
  return [
    mockRoute(routes.signIn, async ({ request }) => {
      const { email, password } = (await request.json()) as SignInRequest;
      const user = accounts.find((account) => account.email === email.trim().toLowerCase());
      if (!user || password !== mockPassword) return mockError(401, errorMessages.invalidCredentials);
      current = user;
      return user;
    }),
    mockRoute(routes.me, () => current ?? mockError(401, errorMessages.unauthenticated)),
    mockRoute(routes.signOut, () => {
      current = null;
      return { message: 'Signed out' };
    }),
  ];
}
