import { newsListQuerySchema, routes } from '@orbit/contract';
import { mockNews } from '../fixtures/client-area.ts';
import { mockRoute } from '../respond.ts';
import { parseOrReject, queryOf } from './client-area-helpers.ts';

function newsList(request: Request) {
  const query = parseOrReject(newsListQuerySchema, queryOf(request));
  if ('error' in query) return query.error;
  const { lang, limit, offset } = query.data;
  const written = mockNews.filter((item) => item.isActive && (!lang || item.languages[lang]));
  return { results: written.slice(offset, offset + limit), meta: { count: written.length, limit, offset } };
}

/** The client news list and the sign-in page's public one answer the same active news. */
export function newsHandlers() {
  return [
    mockRoute(routes.news, ({ request }) => newsList(request)),
    mockRoute(routes.publicNews, ({ request }) => newsList(request)),
  ];
}
