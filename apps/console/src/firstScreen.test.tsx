import { act } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import type { QueryClient } from '@tanstack/react-query';
import type { NewsListResponse } from '@orbit/contract';
import {
  blockingOrdersQueryKey,
  configureApiClient,
  createQueryClient,
  meQueryKey,
  publicNewsQueryKey,
  walletRecordsInfiniteQueryOptions,
} from '@orbit/api-client';
import { initI18n } from '@orbit/i18n';
import { createHandlers, mockNews, mockNow, mockUsers } from '@orbit/mocks';
import { App } from './App.tsx';
import type * as firstScreenModule from './firstScreen.tsx';
import { firstQueries, pageLanguage, renderFirstScreen, type FirstQuery } from './firstScreen.tsx';
import type { PageQuery } from './pageQueries.ts';
import { preloadRoute } from './routes.tsx';

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;

const news: NewsListResponse = {
  results: mockNews.filter((item) => item.isActive),
  meta: { count: mockNews.length, limit: 20, offset: 0 },
};
const signInQueries: PageQuery[] = [[publicNewsQueryKey({ lang: 'en' }), news]];
const dashQueries: PageQuery[] = [[meQueryKey, mockUsers.client]];

// The mock API answers as the server does for the mock client, at the mock "now" whose month the fixtures fill.
const api = setupServer(...createHandlers());
const origin = 'http://console.test';
beforeAll(() => {
  api.listen({ onUnhandledFrame: 'error' });
  configureApiClient({ baseUrl: origin });
  vi.spyOn(Date, 'now').mockReturnValue(Date.parse(mockNow));
});
afterAll(() => {
  api.close();
  vi.restoreAllMocks();
});

const sameKey = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The answers a page comes with, asked for as the server asks for them (apps/api console-static.ts): in rounds, each
 * round what `firstQueries` wants given the answers so far.
 */
async function pageAnswers(url: string): Promise<PageQuery[]> {
  const answered: PageQuery[] = [];
  const ask = async (query: FirstQuery) => {
    const answer = await fetch(new URL(query.path, origin), {
      method: query.method,
      headers: { 'content-type': 'application/json' },
      body: query.body === undefined ? null : JSON.stringify(query.body),
    });
    if (!answer.ok) return;
    const data: unknown = await answer.json();
    answered.push([query.queryKey, query.toData ? query.toData(data) : data]);
  };
  for (let round = 0; round < 3; round++) {
    const wanted = firstQueries(url, 'en', answered).filter(
      (query) => !answered.some(([key]) => sameKey(key, query.queryKey)),
    );
    if (wanted.length === 0) break;
    await Promise.all(wanted.map(ask));
  }
  return answered;
}

/**
 * The markup as a tree a browser holds, without what differs by nature between a server's drawing and a browser's
 * render: generated ids, comments (Suspense markers, text separators), the order of attributes, and the form state
 * React sets as properties in the browser and as attributes on the server (`value`, `selected`).
 */
function comparable(html: string): string {
  const parsed = document.createElement('div');
  parsed.innerHTML = html;
  const write = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    const attributes = [...node.attributes]
      .filter(({ name }) => name !== 'value' && name !== 'selected')
      .map(({ name, value }) => {
        const written =
          name === 'style' && (node instanceof HTMLElement || node instanceof SVGElement) ? node.style.cssText : value;
        return `${name}="${written.replace(/_R_\w+_|«r\w+»|_r_\w+_/g, 'ID')}"`;
      })
      .sort()
      .join(' ');
    return `<${node.localName} ${attributes}>${[...node.childNodes].map(write).join('')}</${node.localName}>`;
  };
  return [...parsed.childNodes].map(write).join('');
}

function renderApp(url: string, queries: readonly PageQuery[], queryClient: QueryClient = createQueryClient()) {
  return (
    <App i18n={initI18n({ language: 'en' })} queryClient={queryClient} initialEntries={[url]} pageQueries={queries} />
  );
}

/**
 * The app's first render in the browser: after the screen's code is in, as main.tsx makes it, and once the parts a
 * screen fetches after its first render are in too, as they are in a server that has drawn the screen before.
 */
async function browserFirstRender(url: string, queries: readonly PageQuery[]): Promise<string> {
  await preloadRoute(new URL(url, 'http://page').pathname);
  const warmUp = createRoot(document.createElement('div'));
  await act(async () => warmUp.render(renderApp(url, queries)));
  await act(async () => warmUp.unmount());
  const container = document.createElement('div');
  const root = createRoot(container);
  const queryClient = createQueryClient();
  // The first commit alone: what follows it (answers, timers) is the app at work, in the browser as here.
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  flushSync(() => root.render(renderApp(url, queries, queryClient)));
  const html = container.innerHTML;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  unansweredQueries.set(
    url,
    queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.data === undefined })
      .map((query) => JSON.stringify(query.queryKey)),
  );
  await act(async () => root.unmount());
  return html;
}

/** The queries a page's first render drew without an answer, by address. */
const unansweredQueries = new Map<string, string[]>();

const pageUrls = ['/sign-in', '/dash', '/dash/licenses', '/dash/wallet'] as const;
/** The answers each page comes with, from the mock API. */
const answersByPage = new Map<string, PageQuery[]>();

// The browser's renders come first: a server drawing leaves React's context values behind in this process, which
// a browser and a server never share.
const browserRenders = new Map<string, string>();
beforeAll(async () => {
  for (const url of pageUrls) {
    const answers = await pageAnswers(url);
    answersByPage.set(url, answers);
    browserRenders.set(url, await browserFirstRender(url, answers));
  }
});
afterEach(() => document.head.querySelectorAll('style').forEach((style) => style.remove()));

describe('renderFirstScreen', () => {
  it('draws the sign-in form with the news the page comes with, and the styles they need', async () => {
    const { html, css } = await renderFirstScreen('/sign-in', 'en', signInQueries);
    expect(html).toContain('Sign in');
    expect(html).toContain('<input');
    expect(html).toContain(news.results[0]?.languages.en?.title ?? 'no title');
    const someClass = /class="sc-[\w-]+ ([\w-]+)"/.exec(html)?.[1] ?? 'none';
    expect(css).toContain(`.${someClass}`);
    expect(css).not.toContain('<style');
  });

  it('draws a /dash page with its frame and screen for the session it comes with, loading otherwise', async () => {
    const drawn = await renderFirstScreen('/dash/licenses', 'en', dashQueries);
    expect(drawn.html).toContain(mockUsers.client.name);
    expect(drawn.html).toContain('<h1');
    const withoutSession = await renderFirstScreen('/dash/licenses', 'en', []);
    expect(withoutSession.html).toContain('role="status"');
    expect(withoutSession.html).not.toContain('<h1');
  });

  it('draws in the language it is given', async () => {
    const { html } = await renderFirstScreen('/sign-in', 'pt', []);
    expect(html).toContain('Entrar');
  });

  it.each(pageUrls)(
    'draws %s as a server does, without the parts that load after a first render nor style attributes',
    async (url) => {
      // A fresh copy of the app, as in a server: nothing has loaded the code a screen fetches after its first render.
      vi.resetModules();
      const server = (await import('./firstScreen.tsx')) as typeof firstScreenModule;
      const { html } = await server.renderFirstScreen(url, 'en', answersByPage.get(url) ?? []);
      // The page's Content-Security-Policy blocks style attributes in markup (ADR 0021).
      expect(html.match(/<[^>]* style="[^"]*"/g) ?? []).toEqual([]);
      // The dashboard's four figures, and the notification bell's stand-in (ADR 0083).
      if (url === '/dash') expect(html.match(/aria-busy="true"/g)).toHaveLength(5);
    },
  );

  it.each(pageUrls)(
    'draws %s with its answers as the browser’s first render draws it, so that one replaces the other unseen',
    async (url) => {
      const server = await renderFirstScreen(url, 'en', answersByPage.get(url) ?? []);
      const browser = comparable(browserRenders.get(url) ?? '');
      const drawn = comparable(server.html);
      const at = [...browser].findIndex((character, index) => character !== drawn[index]);
      expect(at === -1 ? '' : `${browser.slice(at - 200, at + 200)}\n---\n${drawn.slice(at - 200, at + 200)}`).toBe('');
      expect(browser).toBe(drawn);
    },
  );

  it.each(pageUrls)('comes to %s with an answer for every query its first render shows (ADR 0047)', (url) => {
    expect(unansweredQueries.get(url)).toEqual([]);
  });
});

describe('pageLanguage', () => {
  it('takes the stored choice, then the first language the browser accepts that the console speaks, then English', () => {
    expect(pageLanguage('it', 'pt-BR,pt;q=0.9')).toBe('it');
    expect(pageLanguage(undefined, 'de-DE,fr;q=0.8,pt;q=0.5')).toBe('fr');
    expect(pageLanguage('xx', 'PT-br')).toBe('pt');
    expect(pageLanguage(undefined, undefined)).toBe('en');
    expect(pageLanguage(undefined, 'de, *')).toBe('en');
  });
});

describe('firstQueries', () => {
  it('asks for the public news in the content language on /sign-in, and for the session first under /dash', () => {
    expect(firstQueries('/sign-in', 'pt')).toEqual([
      { queryKey: publicNewsQueryKey({ lang: 'pt' }), method: 'GET', path: '/api/public/news?lang=pt' },
    ]);
    expect(firstQueries('/sign-in', 'fr')).toEqual([
      { queryKey: publicNewsQueryKey({ lang: 'en' }), method: 'GET', path: '/api/public/news?lang=en' },
    ]);
    expect(firstQueries('/dash/admin/reports', 'en')).toEqual([
      { queryKey: meQueryKey, method: 'GET', path: '/api/me' },
    ]);
    expect(firstQueries('/sign-up', 'en')).toEqual([]);
    expect(firstQueries('/dashboard', 'en')).toEqual([]);
  });

  it('asks, once the session has answered, for what the frame and the screen show for that person', () => {
    const calls = (url: string) => firstQueries(url, 'en', dashQueries).map(({ method, path }) => `${method} ${path}`);
    const frame = ['GET /api/me', 'GET /api/blocking-orders', 'GET /api/temporary-unblock-requests'];
    expect(calls('/dash/news')).toEqual(frame);
    expect(calls('/dash')).toEqual([
      ...frame,
      'GET /api/report/wallet-balance',
      'GET /api/report/license-ranking?timezone=America%2FSao_Paulo',
      'GET /api/report/customers-per-license?timezone=America%2FSao_Paulo',
      'GET /api/report/scenario-share?timezone=America%2FSao_Paulo',
    ]);
    expect(calls('/dash/licenses')).toEqual([...frame, 'GET /api/licenses/activations']);
    expect(calls('/dash/wallet')).toEqual([
      ...frame,
      'POST /api/licenses/wallet/consumptions',
      'GET /api/wallet-records?limit=5000&offset=0',
      `GET /api/bigmac-index/${mockUsers.client.countryId}`,
    ]);
    const wallet = firstQueries('/dash/wallet', 'en', dashQueries);
    expect(wallet.find(({ method }) => method === 'POST')?.body).toMatchObject({ offset: 0 });
    // The records are an infinite query: the page keeps the answer as its first page.
    const records = wallet.find(({ queryKey }) => sameKey(queryKey, walletRecordsInfiniteQueryOptions().queryKey));
    expect(records?.toData?.({ results: [] })).toEqual({ pages: [{ results: [] }], pageParams: [0] });
    expect(wallet.some(({ queryKey }) => sameKey(queryKey, blockingOrdersQueryKey))).toBe(true);
  });
});
