import { act } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { NewsListResponse } from '@orbit/contract';
import { createQueryClient, meQueryKey, publicNewsQueryKey } from '@orbit/api-client';
import { initI18n } from '@orbit/i18n';
import { mockNews, mockUsers } from '@orbit/mocks';
import { App } from './App.tsx';
import { firstQueries, pageLanguage, renderFirstScreen } from './firstScreen.tsx';
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
        const written = name === 'style' && node instanceof HTMLElement ? node.style.cssText : value;
        return `${name}="${written.replace(/_R_\w+_|«r\w+»|_r_\w+_/g, 'ID')}"`;
      })
      .sort()
      .join(' ');
    return `<${node.localName} ${attributes}>${[...node.childNodes].map(write).join('')}</${node.localName}>`;
  };
  return [...parsed.childNodes].map(write).join('');
}

function renderApp(url: string, queries: readonly PageQuery[]) {
  return (
    <App
      i18n={initI18n({ language: 'en' })}
      queryClient={createQueryClient()}
      initialEntries={[url]}
      pageQueries={queries}
    />
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
  // The first commit alone: what follows it (answers, timers) is the app at work, in the browser as here.
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  flushSync(() => root.render(renderApp(url, queries)));
  const html = container.innerHTML;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  await act(async () => root.unmount());
  return html;
}

const pages = [
  ['/sign-in', signInQueries],
  ['/dash', dashQueries],
  ['/dash/licenses', dashQueries],
  ['/dash/wallet', dashQueries],
] as const;

// The browser's renders come first: a server drawing leaves React's context values behind in this process, which
// a browser and a server never share.
const browserRenders = new Map<string, string>();
beforeAll(async () => {
  for (const [url, queries] of pages) browserRenders.set(url, await browserFirstRender(url, queries));
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

  it.each(pages)(
    'draws %s without style attributes, which the page’s Content-Security-Policy blocks',
    async (url, queries) => {
      const { html } = await renderFirstScreen(url, 'en', queries);
      expect(html).not.toMatch(/ style="/);
    },
  );

  it.each(pages)(
    'draws %s as the browser’s first render draws it, so that one replaces the other unseen',
    async (url, queries) => {
      const server = await renderFirstScreen(url, 'en', queries);
      const browser = comparable(browserRenders.get(url) ?? '');
      const drawn = comparable(server.html);
      const at = [...browser].findIndex((character, index) => character !== drawn[index]);
      expect(at === -1 ? '' : `${browser.slice(at - 200, at + 200)}\n---\n${drawn.slice(at - 200, at + 200)}`).toBe('');
      expect(browser).toBe(drawn);
    },
  );
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
  it('asks for the public news in the content language on /sign-in and for the session under /dash', () => {
    expect(firstQueries('/sign-in', 'pt')).toEqual([
      { queryKey: publicNewsQueryKey({ lang: 'pt' }), path: '/api/public/news?lang=pt' },
    ]);
    expect(firstQueries('/sign-in', 'fr')).toEqual([
      { queryKey: publicNewsQueryKey({ lang: 'en' }), path: '/api/public/news?lang=en' },
    ]);
    expect(firstQueries('/dash/admin/reports', 'en')).toEqual([{ queryKey: meQueryKey, path: '/api/me' }]);
    expect(firstQueries('/sign-up', 'en')).toEqual([]);
    expect(firstQueries('/dashboard', 'en')).toEqual([]);
  });
});
