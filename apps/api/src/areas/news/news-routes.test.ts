import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorResponseSchema, newsListResponseSchema } from '@orbit/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { news, newsTexts } from '../../db/schema.ts';
import { call, sessionOf } from '../../test-support/fixtures.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

describe.each(testDatabaseKinds)('news routes on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let cookie: string;
  let activeCount: number;

  beforeAll(async () => {
    handle = await kind.open();
    app = await createTestApp(handle);
    cookie = await sessionOf(app, 'client@example.com');
    // One active piece written only in English, to tell the language filter's work.
    const [englishOnly] = await handle.db
      .insert(news)
      .values({ issuerUserId: 1, createdAt: new Date('2026-03-01T00:00:00Z') })
      .returning({ id: news.id });
    await handle.db
      .insert(newsTexts)
      .values({ newsId: englishOnly?.id ?? 0, language: 'en', title: 'English only', resume: 'r', description: 'd' });
    activeCount = (await handle.db.select().from(news)).filter((row) => row.isActive).length;
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  describe.each([
    ['GET /api/news', '/api/news'],
    ['GET /api/public/news', '/api/public/news'],
  ])('%s', (_name, path) => {
    it('answers the active news newest first with their English and Portuguese texts', async () => {
      const response = await call(app, 'GET', path, { cookie });
      expect(response.statusCode).toBe(200);
      const body = newsListResponseSchema.parse(response.json());
      expect(body.meta).toEqual({ count: activeCount, limit: 50, offset: 0 });
      expect(body.results.every((item) => item.isActive)).toBe(true);
      const dates = body.results.map((item) => item.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(body.results[0]?.languages).toEqual({ en: { title: 'English only', resume: 'r', description: 'd' } });
      expect(body.results[1]?.languages).toEqual({
        en: expect.objectContaining({ title: expect.any(String) }),
        pt: expect.objectContaining({ title: expect.any(String) }),
      });
    });

    it('keeps only news written in the asked language, and pages', async () => {
      const body = newsListResponseSchema.parse(
        (await call(app, 'GET', `${path}?lang=pt&limit=2&offset=1`, { cookie })).json(),
      );
      expect(body.meta).toEqual({ count: activeCount - 1, limit: 2, offset: 1 });
      expect(body.results.every((item) => item.languages.pt)).toBe(true);
    });

    it.each([
      ['a language without texts', 'lang=es', 'lang'],
      ['a limit over 100', 'limit=101', 'limit'],
      ['an unknown parameter', 'active=false', 'active'],
    ])('answers 400 for %s', async (_case, query, field) => {
      const response = await call(app, 'GET', `${path}?${query}`, { cookie });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(errorResponseSchema.parse(response.json()).errors ?? {})).toEqual([field]);
    });
  });

  it('serves the public list without a session and the client list only with one', async () => {
    expect((await call(app, 'GET', '/api/public/news')).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/news')).statusCode).toBe(401);
  });
});
