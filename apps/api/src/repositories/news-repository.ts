import { and, count, desc, eq, exists, inArray } from 'drizzle-orm';
import type { ContentLanguage } from '@orbit/domain';
import type { Database } from '../db/client.ts';
import { news, newsTexts } from '../db/schema.ts';

function activeNews(db: Database, language: ContentLanguage | undefined) {
  return and(
    eq(news.isActive, true),
    language &&
      exists(
        db
          .select({ newsId: newsTexts.newsId })
          .from(newsTexts)
          .where(and(eq(newsTexts.newsId, news.id), eq(newsTexts.language, language))),
      ),
  );
}

export function newsRepository(db: Database) {
  return {
    listActive(language: ContentLanguage | undefined, page: { limit: number; offset: number }) {
      return db
        .select()
        .from(news)
        .where(activeNews(db, language))
        .orderBy(desc(news.createdAt), desc(news.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async countActive(language: ContentLanguage | undefined): Promise<number> {
      const [row] = await db.select({ rows: count() }).from(news).where(activeNews(db, language));
      return row?.rows ?? 0;
    },

    textsOf(newsIds: readonly number[]) {
      if (newsIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(newsTexts)
        .where(inArray(newsTexts.newsId, [...newsIds]));
    },
  };
}
