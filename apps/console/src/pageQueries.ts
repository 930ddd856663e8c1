import { createContext, useContext } from 'react';

/**
 * A GET answer a page came with: the query key its screen asks with and the answer the server gave for the page's
 * first screen (ADR 0045). The server draws that screen with them, and the browser starts from them instead of asking.
 */
export type PageQuery = readonly [queryKey: readonly unknown[], data: unknown];

/** The id of the JSON element in which the server writes a page's queries (apps/api console-static.ts). */
export const pageQueriesElementId = 'orbit-page-queries';

/** The queries the page came with, read once from their element; none when it has none or they are unreadable. */
export function readPageQueries(): readonly PageQuery[] {
  const element = globalThis.document?.getElementById(pageQueriesElementId);
  if (!element) return [];
  element.remove();
  try {
    const queries = JSON.parse(element.textContent ?? '') as unknown;
    return Array.isArray(queries) ? queries.filter(isPageQuery) : [];
  } catch {
    return [];
  }
}

function isPageQuery(value: unknown): value is PageQuery {
  return Array.isArray(value) && value.length === 2 && Array.isArray(value[0]);
}

/** The page's queries, for the data layer to start from and for a screen drawn before the data layer is in. */
export const PageQueries = createContext<readonly PageQuery[]>([]);

const sameKey = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

/** The answer among `queries` for a query key, if there is one. */
export function pageAnswer<Data>(queries: readonly PageQuery[], queryKey: readonly unknown[]): Data | undefined {
  return queries.find(([key]) => sameKey(key, queryKey))?.[1] as Data | undefined;
}

/** The answer the page came with for a query key, if it came with one. */
export function usePageQuery<Data>(queryKey: readonly unknown[]): Data | undefined {
  return pageAnswer(useContext(PageQueries), queryKey);
}
