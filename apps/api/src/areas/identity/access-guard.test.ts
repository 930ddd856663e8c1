import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { errorMessages } from '@orbit/contract';
import type { Scope } from '@orbit/domain';
import { recordAccessDenials } from '../audit/index.ts';
import type { SecurityEvent } from '../audit/index.ts';
import type { AuthenticatedSession } from './session-service.ts';
import { registerAccessGuard, requireAuth } from './access-guard.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import { createSessionCookie } from '../../plugins/session-cookie.ts';

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
    user: {
      ...user,
      scope,
      countryId: null,
      countryAlpha2: null,
      timezone: 'UTC',
      createdAt: '',
      secondFactor: { enrolled: false, required: false },
    },
    sessionIdHash: `${scope}-session`,
    authenticatedAt: new Date(),
  };
}

describe('the access guard', () => {
  let app: FastifyInstance;
  const cookie = createSessionCookie(false);
  const denials: SecurityEvent[] = [];

  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    await app.register(fastifyCookie);
    const guard = registerAccessGuard(app, { authenticate: async (token) => sessionOf(scopeOfToken[token]) }, cookie, {
      recordDenial: recordAccessDenials({ record: async (event) => void denials.push(event) }),
    });
    const adminOnly = guard({ method: 'POST', path: '/admin-only', access: 'staff', scopes: ['admin'] });
    app.post(
      '/admin-only',
      {
        ...adminOnly,
        schema: { body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } },
      },
      async () => ({ ok: true }),
    );
    for (const access of ['public', 'signedIn', 'staff'] as const) {
      app.get(`/${access}`, guard({ method: 'GET', path: `/${access}`, access }), async (request) => ({
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

  it('answers 401 and 403 before the body is parsed or validated, and records the 403', async () => {
    const post = (payload: string, token?: string) =>
      app.inject({
        method: 'POST',
        url: '/admin-only',
        headers: { 'content-type': 'application/json' },
        payload,
        ...(token && { cookies: { [cookie.name]: token } }),
      });
    expect((await post('{"unterminated": ')).statusCode).toBe(401);
    expect((await post('{}')).statusCode).toBe(401);
    expect((await post('{"unterminated": ', 'colaborador-token')).statusCode).toBe(403);
    expect((await post('{"unterminated": ', 'user-token')).statusCode).toBe(403);
    expect((await post('{"unterminated": ', 'admin-token')).statusCode).toBe(400);
    expect((await post('{}', 'admin-token')).statusCode).toBe(400);
    expect((await post('{"name": "ok"}', 'admin-token')).statusCode).toBe(200);
    expect(denials.map((event) => [event.action, event.targetId, event.details?.scope])).toEqual([
      ['security.access.denied', 'GET /staff', 'user'],
      ['security.access.denied', 'POST /admin-only', 'colaborador'],
      ['security.access.denied', 'POST /admin-only', 'user'],
    ]);
  });
});
