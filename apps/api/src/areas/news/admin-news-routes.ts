import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { AdminNewsService } from './admin-news-service.ts';

export function adminNewsRoutes(registerRoute: RegisterRoute, deps: { adminNews: AdminNewsService }): void {
  const { adminNews } = deps;
  registerRoute(routes.adminNewsList, ({ query }) => adminNews.list(query));
  registerRoute(routes.adminNews, ({ params }) => adminNews.get(params.id));
  registerRoute(routes.adminCreateNews, ({ body, request }) => adminNews.create(requireAuth(request), body));
  registerRoute(routes.adminUpdateNews, ({ params, body, request }) =>
    adminNews.update(requireAuth(request), params.id, body),
  );
  registerRoute(routes.adminNewsStatus, ({ params, body, request }) =>
    adminNews.setActive(requireAuth(request), params.id, body.isActive),
  );
}
