// The server's drawing of a page's first screen (ADR 0045): built for Node beside the browser's bundle
// (`vite build --ssr`), loaded by the API when it serves a page. The browser's first render replaces it with the same
// screen, so what it draws must be what the app draws before its own requests answer.
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { QueryClient } from '@tanstack/react-query';
import { addressOf, meQueryKey, publicNewsQueryKey } from '@orbit/api-client';
import { endpoints } from '@orbit/contract';
import { contentLanguageFor } from '@orbit/domain';
import { createI18n, firstSupportedLanguage, type SupportedLanguage } from '@orbit/i18n';
import { App } from './App.tsx';
import type { PageQuery } from './pageQueries.ts';
import { preloadRoute } from './routes.tsx';

export { languageCookieName } from '@orbit/i18n';
export { firstScreenStylesId } from './firstScreenStyles.ts';
export { pageQueriesElementId } from './pageQueries.ts';

/** A GET the first screen of a page needs, asked with the visitor's cookie: its key and its address. */
export interface FirstQuery {
  queryKey: readonly unknown[];
  path: string;
}

/** The answers the first screen of `pathname` shows, so that the server asks for them before drawing it. */
export function firstQueries(pathname: string, language: SupportedLanguage): FirstQuery[] {
  if (pathname === '/sign-in') {
    const query = { lang: contentLanguageFor(language) };
    return [{ queryKey: publicNewsQueryKey(query), path: addressOf(endpoints.publicNews.path, query) }];
  }
  if (pathname === '/dash' || pathname.startsWith('/dash/')) {
    return [{ queryKey: meQueryKey, path: endpoints.me.path }];
  }
  return [];
}

/**
 * The page's language as the browser would detect it (spec §1): the choice the console stored, which it copies to a
 * cookie for the server, else the first supported language the browser accepts, else English.
 */
export function pageLanguage(storedChoice: string | undefined, acceptLanguage: string | undefined): SupportedLanguage {
  // `fr-CH, fr;q=0.9, *;q=0.5`: the languages in the order the browser gives them, without their weights.
  const accepted = (acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]?.trim());
  return firstSupportedLanguage([storedChoice, ...accepted]);
}

export interface FirstScreen {
  /** The markup of the app's root element. */
  html: string;
  /** The styles it needs. */
  css: string;
}

/** Draws the app at `url` in `language`, as it shows with `queries` answered and the others still on their way. */
export async function renderFirstScreen(
  url: string,
  language: SupportedLanguage,
  queries: readonly PageQuery[],
): Promise<FirstScreen> {
  // Nothing is fetched here (queries fetch from effects, which a server drawing does not run): a query without an
  // answer draws as loading, as it first does in the browser. The data layer starts the client from the page's
  // queries, as it starts the browser's.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The screens' code, as the browser has it before its first render (main.tsx).
  await preloadRoute(new URL(url, 'http://page').pathname);
  const sheet = new ServerStyleSheet();
  try {
    // In one go: the screens' code is in, and a part that would wait draws its placeholder, as in the browser's first
    // render. Nothing in the drawing runs as a script.
    const html = renderToString(
      sheet.collectStyles(
        <App i18n={createI18n({ language })} queryClient={queryClient} initialEntries={[url]} pageQueries={queries} />,
      ),
    );
    // The rules without their <style> element: the page puts them in its own, which the app removes (ADR 0045).
    const css = sheet.getStyleTags().replace(/<\/?style[^>]*>/g, '');
    return { html, css };
  } finally {
    sheet.seal();
    queryClient.clear();
  }
}
