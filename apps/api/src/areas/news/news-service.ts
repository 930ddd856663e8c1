import type { NewsListResponse } from '@orbit/contract';
import type { ContentLanguage } from '@orbit/domain';
import type { Database } from '../../db/client.ts';
import { newsRepository } from './news-repository.ts';

export type NewsService = ReturnType<typeof createNewsService>;

export function createNewsService(db: Database) {
  const news = newsRepository(db);
  return {
    /** Active news, newest first, with every translation; `language` keeps only news written in it. */
    async listActive(query: {
      lang?: ContentLanguage | undefined;
      limit: number;
      offset: number;
    }): Promise<NewsListResponse> {
      const page = { limit: query.limit, offset: query.offset };
      const [rows, total] = await Promise.all([news.listActive(query.lang, page), news.countActive(query.lang)]);
      const texts = await news.textsOf(rows.map((row) => row.id));
      return {
        results: rows.map((row) => ({
          id: row.id,
          isActive: row.isActive,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          issuerUserId: row.issuerUserId,
          imageKey: row.imageKey,
          languages: Object.fromEntries(
            texts
              .filter((text) => text.newsId === row.id)
              .map((text) => [
                text.language,
                { title: text.title, resume: text.resume, description: text.description },
              ]),
          ),
        })),
        meta: { count: total, ...page },
      };
    },
  };
}
