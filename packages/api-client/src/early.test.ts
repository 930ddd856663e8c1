import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@orbit/contract';
import { ApiError, apiRequest, configureApiClient } from './client.ts';
import { addressOf, fetchEarly, takeEarly } from './early.ts';
import { fetchPublicNewsEarly } from './news/public-news-early.ts';

const news = { results: [], total: 0 };
const answer = () =>
  new Response(JSON.stringify(news), { status: 200, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  // Test files share their modules (vitest.config.ts): a page rendered by another file may have asked early for the
  // news in its language, and nobody took the answer.
  for (const lang of ['en', 'pt']) takeEarly(addressOf(endpoints.publicNews.path, { lang }));
  configureApiClient({ baseUrl: '' });
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(answer()));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('addressOf', () => {
  it('leaves undefined and null values out and keeps the order of the others', () => {
    expect(addressOf('/api/x', { b: 2, a: undefined, c: 'é&', d: null })).toBe('/api/x?b=2&c=%C3%A9%26');
    expect(addressOf('/api/x', {})).toBe('/api/x');
  });
});

describe('early requests', () => {
  it('answers the data layer’s request for the same address once, without asking the server again', async () => {
    fetchPublicNewsEarly('pt');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(addressOf(endpoints.publicNews.path, { lang: 'pt' }), {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });

    await expect(apiRequest('publicNews', { query: { lang: 'pt' } })).resolves.toEqual(news);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Taken once: the next request goes to the server.
    await expect(apiRequest('publicNews', { query: { lang: 'pt' } })).resolves.toEqual(news);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not taken by a request for another address', async () => {
    fetchPublicNewsEarly('en');
    await apiRequest('publicNews', { query: { lang: 'pt' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/public/news?lang=pt');
    expect(takeEarly('/api/public/news?lang=en')).toBeDefined();
  });

  it('is left once it is older than ten seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    fetchEarly('/api/public/news?lang=en');
    vi.setSystemTime(Date.now() + 10_001);
    await apiRequest('publicNews', { query: { lang: 'en' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks only once for an address asked for twice before it was taken', () => {
    fetchEarly('/api/public/news?lang=en');
    fetchEarly('/api/public/news?lang=en');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(takeEarly('/api/public/news?lang=en')).toBeDefined();
    expect(takeEarly('/api/public/news?lang=en')).toBeUndefined();
  });

  it('hands a failed early request to the request that takes it, as the data layer’s own failure', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    fetchEarly('/api/public/news?lang=en');
    const error = await apiRequest('publicNews', { query: { lang: 'en' } }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('hands an early answer that is not ok to the request that takes it, with the server’s message', async () => {
    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(new Response(JSON.stringify({ message: 'Down for maintenance' }), { status: 503 })),
    );
    fetchEarly('/api/public/news?lang=en');
    const error = await apiRequest('publicNews', { query: { lang: 'en' } }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Down for maintenance');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not taken by a request with headers of its own', async () => {
    fetchEarly('/api/public/news?lang=en');
    await apiRequest('publicNews', { query: { lang: 'en' }, headers: { 'X-Test': '1' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
