import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { CurrentUser } from '@orbit/contract';
import { createHandlers, type HandlerOptions } from '@orbit/mocks';

/**
 * The `msw` parameter of a connected page story: the mock API signed in as `user`, with `overrides` answering
 * first (the story's `api` group replaces the preview's).
 */
export function mockApi(user: CurrentUser, overrides: HttpHandler[] = [], options: HandlerOptions = {}) {
  return { handlers: { api: [...overrides, ...createHandlers({ ...options, signedInAs: user })] } };
}

/** Holds every call matching `path` (a pattern such as `/api/admin/*`) for `milliseconds`, or for ever. */
export function slow(path: string, milliseconds: number | 'infinite' = 'infinite'): HttpHandler {
  return http.all(path, async () => {
    await delay(milliseconds);
    // Nothing returned: the regular handler answers after the wait.
  });
}

/** Answers every call matching `path` with a server error. */
export function failing(path: string, status = 500): HttpHandler {
  return http.all(path, () => HttpResponse.json({ message: 'Internal server error' }, { status }));
}
