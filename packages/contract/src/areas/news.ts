import { defineRoutes, type EndpointDefinition } from '../definitions.ts';
import { newsListQuerySchema, newsListResponseSchema } from '../news.ts';

/*
 * The area "News" of the API (its tag in openapi.ts): active news for clients and for the sign-in page (ADR 0009).
 */

/** Method, path and access of each call of the area, without schemas, for the browser client (ADR 0014). */
export const newsEndpoints = {
  news: {
    method: 'GET',
    path: '/api/news',
    access: 'signedIn',
  },
  publicNews: {
    method: 'GET',
    path: '/api/public/news',
    access: 'public',
  },
} as const satisfies Record<string, EndpointDefinition>;

/** Each endpoint of the area with its summary and schemas, for the server, the mocks and OpenAPI. */
export const newsRoutes = /* @__PURE__ */ defineRoutes(newsEndpoints, {
  news: {
    summary: 'Active news, newest first (ADR 0009)',
    query: newsListQuerySchema,
    response: newsListResponseSchema,
  },
  publicNews: {
    summary: 'Active news for the sign-in page, newest first (ADR 0009)',
    query: newsListQuerySchema,
    response: newsListResponseSchema,
  },
});
