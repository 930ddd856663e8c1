// The server's drawing of a page's first screen (ADR 0045): built for Node beside the browser's bundle
// (`vite build --ssr`), loaded by the API when it serves a page. The browser's first render replaces it with the same
// screen, so what it draws must be what the app draws before its own requests answer.
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { QueryClient } from '@tanstack/react-query';
import {
  bigmacIndexQueryOptions,
  blockingOrdersQueryKey,
  customersPerLicenseQueryOptions,
  licenseActivationsQueryOptions,
  licenseRankingQueryOptions,
  meQueryKey,
  publicNewsQueryKey,
  routeAddress,
  scenarioShareQueryOptions,
  temporaryUnblockRequestsQueryKey,
  walletBalanceQueryOptions,
  walletConsumptionsQueryOptions,
  walletRecordsInfiniteQueryOptions,
  walletRecordsPage,
  type RequestInput,
} from '@orbit/api-client';
import { endpoints, type CurrentUser, type RouteName, type routes } from '@orbit/contract';
import { contentLanguageFor, monthRangeInZone } from '@orbit/domain';
import { createI18n, firstSupportedLanguage, type SupportedLanguage } from '@orbit/i18n';
import { App } from './App.tsx';
import { pageAnswer, type PageQuery } from './pageQueries.ts';
import { preloadRoute } from './routes.tsx';
import { walletRidesRequest } from './routes/WalletRoute.tsx';
import { paths } from './paths.ts';

export { languageCookieName } from '@orbit/i18n';
export { firstScreenStylesId } from './firstScreenStyles.ts';
export { pageQueriesElementId } from './pageQueries.ts';

/** A read the first screen of a page shows, asked with the visitor's cookie: its key and its call. */
export interface FirstQuery {
  queryKey: readonly unknown[];
  method: 'GET' | 'POST';
  path: string;
  /** The JSON body of a read sent as POST (`readOnly` in the contract). */
  body?: unknown;
  /** What the page keeps of the answer when the screen keeps more than the answer: an infinite query's first page. */
  toData?: (answer: unknown) => unknown;
}

/** One call of a route of the contract, as the data layer would make it for that key. */
function call<N extends RouteName>(
  name: N,
  queryKey: readonly unknown[],
  input: RequestInput<(typeof routes)[N]> = {},
) {
  const query: FirstQuery = {
    queryKey,
    method: endpoints[name].method === 'POST' ? 'POST' : 'GET',
    path: routeAddress(name, input),
  };
  return input.body === undefined ? query : { ...query, body: input.body };
}

/** The reads every page under /dash shows with the session: the account's blocking orders and unblock requests. */
const dashFrameQueries = (): FirstQuery[] => [
  call('blockingOrders', blockingOrdersQueryKey),
  call('temporaryUnblockRequests', temporaryUnblockRequestsQueryKey),
];

/** The reads a /dash screen shows for `user`, at `now` where it shows the current month. */
function dashScreenQueries(pathname: string, user: CurrentUser, now: number): FirstQuery[] {
  const timezone = user.timezone;
  if (pathname === paths.dash) {
    return [
      call('reportWalletBalance', walletBalanceQueryOptions().queryKey),
      call('reportLicenseRanking', licenseRankingQueryOptions({ timezone }).queryKey, { query: { timezone } }),
      call('reportCustomersPerLicense', customersPerLicenseQueryOptions({ timezone }).queryKey, {
        query: { timezone },
      }),
      call('reportScenarioShare', scenarioShareQueryOptions({ timezone }).queryKey, { query: { timezone } }),
    ];
  }
  if (pathname === paths.licenses) {
    return [call('licenseActivations', licenseActivationsQueryOptions().queryKey)];
  }
  if (pathname === paths.wallet) {
    const rides = walletRidesRequest(monthRangeInZone(now, timezone), 1);
    const records = walletRecordsInfiniteQueryOptions();
    const firstPage = records.initialPageParam;
    return [
      call('walletConsumptions', walletConsumptionsQueryOptions(rides).queryKey, { body: rides }),
      {
        ...call('walletRecords', records.queryKey, { query: walletRecordsPage({}, firstPage) }),
        toData: (answer) => ({ pages: [answer], pageParams: [firstPage] }),
      },
      ...(user.countryId === null
        ? []
        : [
            call('bigmacIndex', bigmacIndexQueryOptions(user.countryId).queryKey, {
              params: { countryId: user.countryId },
            }),
          ]),
    ];
  }
  return [];
}

/**
 * The reads the first screen of `pathname` shows, so that the server asks for them before drawing it: /sign-in its
 * news; a /dash page the session, then, once `answered` holds the session, what its frame and its screen show for
 * that person (ADR 0047). The server asks again with the answers it has until nothing new is asked.
 */
export function firstQueries(
  pathname: string,
  language: SupportedLanguage,
  answered: readonly PageQuery[] = [],
): FirstQuery[] {
  if (pathname === paths.signIn) {
    const query = { lang: contentLanguageFor(language) };
    return [call('publicNews', publicNewsQueryKey(query), { query })];
  }
  if (pathname !== paths.dash && !pathname.startsWith(`${paths.dash}/`)) return [];
  const session = call('me', meQueryKey);
  const user = pageAnswer<CurrentUser>(answered, meQueryKey);
  if (!user) return [session];
  return [session, ...dashFrameQueries(), ...dashScreenQueries(pathname, user, Date.now())];
}

/**
 * The page's language as the browser would detect it (docs/domain.md#the-product): the choice the console stored, which it copies to a
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
