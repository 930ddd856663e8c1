import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { countryListSchema, currentUserSchema, errorResponseSchema, signOutResponseSchema } from '@orbit/contract';
import { createHandlers, mockPassword, mockUsers } from './index.ts';

const server = setupServer(...createHandlers({ signedInAs: null }));
const base = 'http://console.test';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

async function call(path: string, init?: RequestInit) {
  const response = await fetch(`${base}${path}`, init);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('mock answers parse with the contract', () => {
  it('GET /api/me answers 401 in the error shape before sign-in', async () => {
    const { status, body } = await call('/api/me');
    expect(status).toBe(401);
    expect(errorResponseSchema.parse(body).message).toBeTruthy();
  });

  it('POST /api/sign-in answers a current user, then /api/me does too', async () => {
    const signedIn = await call('/api/sign-in', {
      method: 'POST',
      body: JSON.stringify({ email: mockUsers.client.email, password: mockPassword }),
    });
    expect(signedIn.status).toBe(200);
    expect(currentUserSchema.parse(signedIn.body).email).toBe(mockUsers.client.email);
    const me = await call('/api/me');
    expect(currentUserSchema.parse(me.body).id).toBe(mockUsers.client.id);
  });

  it('POST /api/sign-in with a wrong password answers 401 in the error shape', async () => {
    const { status, body } = await call('/api/sign-in', {
      method: 'POST',
      body: JSON.stringify({ email: mockUsers.client.email, password: 'wrong' }),
    });
    expect(status).toBe(401);
    errorResponseSchema.parse(body);
  });

  it('GET /api/sign-out answers a message and ends the mock session', async () => {
    const { body } = await call('/api/sign-out');
    signOutResponseSchema.parse(body);
    expect((await call('/api/me')).status).toBe(401);
  });

  it('GET /api/countries answers a country list', async () => {
    const { body } = await call('/api/countries');
    expect(countryListSchema.parse(body).length).toBeGreaterThan(0);
  });
});
