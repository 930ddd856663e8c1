import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import type { NewsService } from './news-service.ts';

export function newsRoutes(registerRoute: RegisterRoute, deps: { news: NewsService }): void {
  const { news } = deps;
  registerRoute(routes.news, ({ query }) => news.listActive(query));
  registerRoute(routes.publicNews, ({ query }) => news.listActive(query));
}
