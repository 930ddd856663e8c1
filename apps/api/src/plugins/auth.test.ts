import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { errorMessages } from '@orbit/contract';
import type { Scope } from '@orbit/domain';
import type { AuthenticatedSession } from '../services/session-service.ts';
import { registerAccessGuard, requireAuth } from './auth.ts';
import { registerErrorHandler } from './error-handler.ts';
import { createSessionCookie } from './session-cookie.ts';

/** Tokens of this fake session store name the scope they sign in. */
const scopeOfToken: Record<string, Scope> = {
  'admin-token': 'admin',
  'colaborador-token': 'colaborador',
  'user-token': 'user',
};

function sessionOf(scope: Scope | undefined): AuthenticatedSession | null {
  if (!scope) return null;
  const user = { id: 7, name: 'Seven', nameAsInContract: null, email: 'seven@example.com', roles: [], licenses: [] };
  return {
    userId: 7,
    scope,
    user: { ...user, scope, countryId: null, countryAlpha2: null, timezone: 'UTC', createdAt: '' },
  };
}

describe('the access guard', () => {
  let app: FastifyInstance;
  const cookie = createSessionCookie(false);

  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    await app.register(fastifyCookie);
    const guard = registerAccessGuard(app, { authenticate: async (token) => sessionOf(scopeOfToken[token]) }, cookie);
    for (const access of ['public', 'signedIn', 'staff'] as const) {
      const preHandler = guard({ access });
      app.get(`/${access}`, { ...(preHandler && { preHandler }) }, async (request) => ({
        scope: access === 'public' ? null : requireAuth(request).scope,
      }));
    }
  });
  afterAll(() => app.close());

  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, ...(token && { cookies: { [cookie.name]: token } }) });

  it('lets anyone through a public route', async () => {
    expect((await get('/public')).statusCode).toBe(200);
  });

  it('answers 401 on guarded routes without a live session', async () => {
    for (const url of ['/signedIn', '/staff']) {
      const response = await get(url, 'expired-token');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: errorMessages.unauthenticated });
    }
  });

  it('lets any signed-in user through a signedIn route', async () => {
    const response = await get('/signedIn', 'user-token');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ scope: 'user' });
  });

  it('answers 403 to a client on a staff route and lets every staff scope through', async () => {
    const client = await get('/staff', 'user-token');
    expect(client.statusCode).toBe(403);
    expect(client.json()).toEqual({ message: errorMessages.forbidden });
    expect((await get('/staff', 'admin-token')).statusCode).toBe(200);
    expect((await get('/staff', 'colaborador-token')).statusCode).toBe(200);
  });
});
