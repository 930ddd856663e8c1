import { and, count, desc, eq, exists, inArray } from 'drizzle-orm';
import type { ContentLanguage } from '@orbit/domain';
import type { Database } from '../../db/client.ts';
import { news, newsTexts } from '../../db/schema.ts';

export type NewsRow = typeof news.$inferSelect;

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

    /** Every news item, newest first; staff search them in the service (there are tens to hundreds). */
    listAll(): Promise<NewsRow[]> {
      return db.select().from(news).orderBy(desc(news.createdAt), desc(news.id));
    },

    async find(id: number): Promise<NewsRow | undefined> {
      const [row] = await db.select().from(news).where(eq(news.id, id));
      return row;
    },

    /** The item locked, so two staff changes to it run one after the other. */
    async lock(id: number): Promise<NewsRow | undefined> {
      const [row] = await db.select().from(news).where(eq(news.id, id)).for('update');
      return row;
    },

    async insert(item: typeof news.$inferInsert): Promise<NewsRow> {
      const [row] = await db.insert(news).values(item).returning();
      if (!row) throw new Error('The news insert returned no row');
      return row;
    },

    async update(id: number, fields: Partial<typeof news.$inferInsert> & { updatedAt: Date }): Promise<NewsRow> {
      const [row] = await db.update(news).set(fields).where(eq(news.id, id)).returning();
      if (!row) throw new Error(`News ${id} vanished while staff changed it`);
      return row;
    },

    /** Writes the given languages' texts, replacing those languages and keeping the others. */
    async upsertTexts(
      newsId: number,
      texts: Partial<Record<ContentLanguage, { title: string; resume: string; description: string }>>,
    ): Promise<void> {
      for (const [language, text] of Object.entries(texts) as [ContentLanguage, typeof texts.en][]) {
        if (!text) continue;
        await db
          .insert(newsTexts)
          .values({ newsId, language, ...text })
          .onConflictDoUpdate({ target: [newsTexts.newsId, newsTexts.language], set: text });
      }
    },
  };
}
