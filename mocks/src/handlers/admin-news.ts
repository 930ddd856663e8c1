import {
  activeStatusRequestSchema,
  adminCreateNewsRequestSchema,
  adminNewsQuerySchema,
  adminUpdateNewsRequestSchema,
  errorMessages,
  newsIdParamsSchema,
  routes,
} from '@orbit/contract';
import type { News } from '@orbit/contract';
import { matchesSearch, newsSearchValues } from '@orbit/domain';
import { mockUsers } from '../fixtures.ts';
import { mockNow } from '../fixtures/client-area.ts';
import { mockAdminNews } from '../fixtures/content.ts';
import { mockError, mockRoute } from '../respond.ts';
import { bodyOf, parseOrReject, queryOf } from './client-area-helpers.ts';

/** News admin over a copy of the mock news, newest first; changes live as long as the handlers. */
export function adminNewsHandlers() {
  const items = mockAdminNews.map((item) => structuredClone(item));
  const find = (id: number) => items.find((item) => item.id === id);

  const change = (params: Record<string, unknown>, apply: (item: News) => News) => {
    const parsed = parseOrReject(newsIdParamsSchema, { id: params.id });
    if ('error' in parsed) return parsed.error;
    const before = find(parsed.data.id);
    if (!before) return mockError(404, errorMessages.notFound);
    const after = apply(before);
    items.splice(items.indexOf(before), 1, after);
    return after;
  };

  return [
    mockRoute(routes.adminNewsList, ({ request }) => {
      const query = parseOrReject(adminNewsQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      const { q, limit, offset } = query.data;
      const matching = items.filter((item) => matchesSearch(q ?? '', newsSearchValues(item)));
      return {
        results: matching.slice(offset, offset + limit),
        meta: { count: matching.length, limit, offset },
        total: items.length,
      };
    }),

    mockRoute(routes.adminNews, ({ params }) => {
      const parsed = parseOrReject(newsIdParamsSchema, { id: params.id });
      if ('error' in parsed) return parsed.error;
      return find(parsed.data.id) ?? mockError(404, errorMessages.notFound);
    }),

    mockRoute(routes.adminCreateNews, async ({ request }) => {
      const body = parseOrReject(adminCreateNewsRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      const created: News = {
        id: Math.max(0, ...items.map((item) => item.id)) + 1,
        isActive: body.data.isActive,
        createdAt: mockNow,
        updatedAt: mockNow,
        issuerUserId: mockUsers.admin.id,
        imageKey: body.data.imageKey,
        languages: body.data.languages,
      };
      items.unshift(created);
      return created;
    }),

    mockRoute(routes.adminUpdateNews, async ({ params, request }) => {
      const body = parseOrReject(adminUpdateNewsRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      const { languages, imageKey } = body.data;
      return change(params, (item) => ({
        ...item,
        languages: { ...item.languages, ...languages },
        imageKey: imageKey === undefined ? item.imageKey : imageKey,
        updatedAt: mockNow,
      }));
    }),

    mockRoute(routes.adminNewsStatus, async ({ params, request }) => {
      const body = parseOrReject(activeStatusRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      return change(params, (item) => ({ ...item, isActive: body.data.isActive, updatedAt: mockNow }));
    }),
  ];
}
