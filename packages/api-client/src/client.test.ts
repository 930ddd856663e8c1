import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { errorMessages } from '@orbit/contract';
import { ApiError, apiRequest, clientErrorMessages, configureApiClient } from './client.ts';

const base = 'http://console.test';
const server = setupServer();
const onUnauthenticated = vi.fn();

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  configureApiClient({ baseUrl: base, onUnauthenticated });
});
afterEach(() => {
  server.resetHandlers();
  onUnauthenticated.mockReset();
});
afterAll(() => server.close());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('apiRequest', () => {
  it('fills and encodes path parameters and leaves undefined query values out', async () => {
    let seen = '';
    server.use(
      http.get(`${base}/api/licenses/:key/consumptions`, ({ request }) => {
        seen = request.url;
        return HttpResponse.json({});
      }),
    );
    await apiRequest('licenseConsumptions', {
      params: { key: 'A B/1' },
      query: { referenceStartDate: '2026-05-01T00:00:00.000Z', rangeKind: 'month', timezone: undefined },
    });
    expect(seen).toBe(
      `${base}/api/licenses/A%20B%2F1/consumptions?referenceStartDate=2026-05-01T00%3A00%3A00.000Z&rangeKind=month`,
    );
  });

  it('sends JSON bodies with cookies included', async () => {
    let contentType: string | null = null;
    let body: unknown;
    server.use(
      http.post(`${base}/api/sign-in`, async ({ request }) => {
        contentType = request.headers.get('content-type');
        body = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    await apiRequest('signIn', { body: { email: 'a@b.c', password: 'x' } });
    expect(contentType).toBe('application/json');
    expect(body).toEqual({ email: 'a@b.c', password: 'x' });
  });

  it('builds the error from the errors field first, then the message', async () => {
    server.use(
      http.post(`${base}/api/sign-up`, () =>
        HttpResponse.json({ message: 'Invalid input', errors: { email: 'Already registered' } }, { status: 409 }),
      ),
      http.get(`${base}/api/addresses`, () => HttpResponse.json({ message: 'Entity Not Found' }, { status: 404 })),
    );
    const withErrors = await failure(
      apiRequest('signUp', {
        body: { name: 'A', email: 'a@b.c', password: 'abc123', countryId: 76, timezone: 'UTC' },
      }),
    );
    expect(withErrors.status).toBe(409);
    expect(withErrors.message).toBe('Already registered');
    expect(withErrors.errors).toEqual({ email: 'Already registered' });
    const withMessage = await failure(apiRequest('addresses'));
    expect(withMessage.message).toBe('Entity Not Found');
  });

  it('says when an answer is HTML instead of JSON', async () => {
    server.use(http.get(`${base}/api/addresses`, () => new HttpResponse('<html>oops</html>', { status: 502 })));
    expect((await failure(apiRequest('addresses'))).message).toBe(clientErrorMessages.htmlInsteadOfJson);
  });

  it('says so too when an ok answer is an HTML page instead of JSON', async () => {
    server.use(
      http.patch(`${base}/api/admin/news/:id`, () =>
        HttpResponse.html('<!doctype html><html><body>Console</body></html>'),
      ),
    );
    const error = await failure(apiRequest('adminUpdateNews', { params: { id: 3 }, body: { imageKey: null } }));
    expect(error.message).toBe(clientErrorMessages.htmlInsteadOfJson);
  });

  it('turns a failed connection into a network error with status 0', async () => {
    server.use(http.get(`${base}/api/addresses`, () => HttpResponse.error()));
    const error = await failure(apiRequest('addresses'));
    expect(error.status).toBe(0);
    expect(error.message).toBe(clientErrorMessages.network);
  });

  it('sends the browser to sign-in on a 401 from a signed-in call, not from sign-in itself', async () => {
    server.use(
      http.get(`${base}/api/me`, () => HttpResponse.json({ message: 'Authentication required' }, { status: 401 })),
      http.post(`${base}/api/sign-in`, () =>
        HttpResponse.json({ message: 'Wrong email or password' }, { status: 401 }),
      ),
    );
    await failure(apiRequest('signIn', { body: { email: 'a@b.c', password: 'x' } }));
    expect(onUnauthenticated).not.toHaveBeenCalled();
    await failure(apiRequest('me'));
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  describe('a sensitive act whose proof of identity lapsed (ADR 0058)', () => {
    const reauthenticationRequired = { message: errorMessages.reauthenticationRequired };
    afterEach(() => configureApiClient({ onReauthenticationRequired: () => Promise.resolve(false) }));

    it('is sent again, with the same body, once the person proved who they are', async () => {
      const bodies: unknown[] = [];
      server.use(
        http.patch(`${base}/api/admin/users/:id/edit`, async ({ request }) => {
          bodies.push(await request.json());
          return bodies.length === 1
            ? HttpResponse.json(reauthenticationRequired, { status: 403 })
            : HttpResponse.json({ id: 7 });
        }),
      );
      const ask = vi.fn(() => Promise.resolve(true));
      configureApiClient({ onReauthenticationRequired: ask });
      const body = { email: 'client@example.com', name: 'Client', scope: 'colaborador' as const };
      await expect(apiRequest('adminEditUser', { params: { id: 7 }, body })).resolves.toEqual({ id: 7 });
      expect(ask).toHaveBeenCalledTimes(1);
      expect(bodies).toEqual([body, body]);
    });

    it('answers the 403 when the person cancels, and asks only once when the repeat is refused again', async () => {
      let calls = 0;
      server.use(
        http.post(`${base}/api/admin/users/:id/enable`, () => {
          calls += 1;
          return HttpResponse.json(reauthenticationRequired, { status: 403 });
        }),
      );
      configureApiClient({ onReauthenticationRequired: () => Promise.resolve(false) });
      const cancelled = await failure(apiRequest('adminEnableUser', { params: { id: 7 } }));
      expect(cancelled.status).toBe(403);
      expect(calls).toBe(1);

      const ask = vi.fn(() => Promise.resolve(true));
      configureApiClient({ onReauthenticationRequired: ask });
      expect((await failure(apiRequest('adminEnableUser', { params: { id: 7 } }))).status).toBe(403);
      expect(ask).toHaveBeenCalledTimes(1);
      expect(calls).toBe(3);
    });

    it('leaves other refusals alone', async () => {
      server.use(
        http.post(`${base}/api/admin/users/:id/enable`, () =>
          HttpResponse.json({ message: errorMessages.forbidden }, { status: 403 }),
        ),
      );
      const ask = vi.fn(() => Promise.resolve(true));
      configureApiClient({ onReauthenticationRequired: ask });
      expect((await failure(apiRequest('adminEnableUser', { params: { id: 7 } }))).message).toBe('Forbidden');
      expect(ask).not.toHaveBeenCalled();
    });
  });
});
