import {
  errorMessages,
  ownSessionParamsSchema,
  requestEmailChangeRequestSchema,
  routes,
  tokenRequestSchema,
  type OwnSession,
  type PendingEmailChange,
} from '@orbit/contract';
import { mockPassword, mockUsers } from '../fixtures.ts';
import { mockNow, mockTokens } from '../fixtures/client-area.ts';
import { mockError, mockRoute } from '../respond.ts';
import { emailChangeExpiry } from './admin-users.ts';
import { bodyOf, parseOrReject } from './client-area-helpers.ts';
import { createMockSession, type MockSession } from './session.ts';

/** The signed-in person's open sessions as the mock API starts with them: this one and two others. */
export const mockOwnSessions: OwnSession[] = [
  {
    id: '5b0e6a3c-8f1d-4c2a-9e7b-1d2c3b4a5f60',
    browser: 'Chrome',
    os: 'Windows',
    ip: '203.0.113.24',
    createdAt: '2026-05-15T08:10:00.000Z',
    lastSeenAt: '2026-05-15T11:58:00.000Z',
    current: true,
  },
  {
    id: '9c4d2e1f-3a5b-4c6d-8e7f-0a1b2c3d4e5f',
    browser: 'Safari',
    os: 'iOS',
    ip: '198.51.100.7',
    createdAt: '2026-05-14T19:02:00.000Z',
    lastSeenAt: '2026-05-15T07:45:00.000Z',
    current: false,
  },
  {
    id: '1a2b3c4d-5e6f-4a8b-9c0d-e1f2a3b4c5d6',
    browser: null,
    os: null,
    ip: '192.0.2.150',
    createdAt: '2026-05-12T10:20:00.000Z',
    lastSeenAt: '2026-05-13T16:05:00.000Z',
    current: false,
  },
];

/** A change of email the signed-in person asked for, waiting for the new address (ADR 0055). */
export const mockPendingEmailChange: PendingEmailChange = {
  email: 'carla.new@example.com',
  requestedAt: mockNow,
  expiresAt: emailChangeExpiry(mockNow),
  byStaff: false,
};

const invalidToken = () => mockError(400, errorMessages.invalidToken, { token: errorMessages.invalidToken });

/**
 * The signed-in person's change of email and sessions, kept as long as the handlers; the mailed links' token
 * `valid-token` works. The pending change starts as given (none by default).
 */
export function ownAccountHandlers(options: { pending?: PendingEmailChange | null; session?: MockSession } = {}) {
  const session = options.session ?? createMockSession();
  let pending = options.pending ?? null;
  let sessions = [...mockOwnSessions];
  const signedOut = () => mockError(401, errorMessages.unauthenticated);
  return [
    mockRoute(routes.ownEmailChange, () => (session.current ? { pending } : signedOut())),
    mockRoute(routes.requestEmailChange, async ({ request }) => {
      if (!session.current) return signedOut();
      const body = parseOrReject(requestEmailChangeRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      if (body.data.currentPassword !== mockPassword) {
        return mockError(400, errorMessages.wrongCurrentPassword, {
          currentPassword: errorMessages.wrongCurrentPassword,
        });
      }
      if (body.data.email === session.current.email) {
        return mockError(400, errorMessages.sameEmail, { email: errorMessages.sameEmail });
      }
      if (Object.values(mockUsers).some((user) => user.email === body.data.email)) {
        return mockError(409, errorMessages.emailTaken, { email: errorMessages.emailTaken });
      }
      pending = { email: body.data.email, requestedAt: mockNow, expiresAt: emailChangeExpiry(mockNow), byStaff: false };
      return { pending };
    }),
    mockRoute(routes.cancelOwnEmailChange, () => {
      if (!session.current) return signedOut();
      pending = null;
      return { message: 'Email change cancelled' };
    }),
    mockRoute(routes.confirmEmailChange, async ({ request }) => {
      const body = parseOrReject(tokenRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      return body.data.token === mockTokens.valid ? { message: 'Email changed' } : invalidToken();
    }),
    mockRoute(routes.cancelEmailChange, async ({ request }) => {
      const body = parseOrReject(tokenRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      return body.data.token === mockTokens.valid ? { message: 'Email change cancelled' } : invalidToken();
    }),
    mockRoute(routes.ownSessions, () => (session.current ? { results: sessions } : signedOut())),
    mockRoute(routes.endOwnSession, ({ params }) => {
      if (!session.current) return signedOut();
      const id = parseOrReject(ownSessionParamsSchema, { id: params.id });
      if ('error' in id) return id.error;
      const found = sessions.find((candidate) => candidate.id === id.data.id);
      if (!found) return mockError(404, errorMessages.notFound);
      sessions = sessions.filter((candidate) => candidate !== found);
      if (found.current) session.current = null;
      return { message: 'Session ended', ended: 1 };
    }),
    mockRoute(routes.endOtherOwnSessions, () => {
      if (!session.current) return signedOut();
      const ended = sessions.filter((candidate) => !candidate.current).length;
      sessions = sessions.filter((candidate) => candidate.current);
      return { message: 'Sessions ended', ended };
    }),
  ];
}
