import { errorMessages } from '@orbit/contract';
import type {
  AdminCreateNewsRequest,
  AdminNewsResponse,
  AdminUpdateNewsRequest,
  News,
  NewsText,
} from '@orbit/contract';
import { matchesSearch, newsSearchValues } from '@orbit/domain';
import type { ContentLanguage } from '@orbit/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { newsRepository } from './news-repository.ts';
import type { NewsRow } from './news-repository.ts';
import type { AuditService } from '../audit/index.ts';
import type { AuthenticatedSession } from '../identity/index.ts';
import { requireImageOfTheme } from '../content/index.ts';

export type AdminNewsService = ReturnType<typeof createAdminNewsService>;

type NewsTextRow = Awaited<ReturnType<ReturnType<typeof newsRepository>['textsOf']>>[number];

function toNews(row: NewsRow, texts: readonly NewsTextRow[]): News {
  const languages: Partial<Record<ContentLanguage, NewsText>> = {};
  for (const text of texts) {
    if (text.newsId === row.id) {
      languages[text.language] = { title: text.title, resume: text.resume, description: text.description };
    }
  }
  return {
    id: row.id,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    issuerUserId: row.issuerUserId,
    imageKey: row.imageKey,
    languages,
  };
}

async function loadNews(db: Database, row: NewsRow): Promise<News> {
  return toNews(row, await newsRepository(db).textsOf([row.id]));
}

/** Staff management of news (docs/domain.md#screens-and-addresses "News admin", ADR 0016); every change is audited. */
export function createAdminNewsService(deps: { db: Database; audit: AuditService; now: Clock }) {
  const { db, audit, now } = deps;

  function change(
    actor: AuthenticatedSession,
    id: number,
    action: string,
    apply: (tx: Database, row: NewsRow) => Promise<void>,
  ): Promise<News> {
    return db.transaction(async (tx) => {
      const repository = newsRepository(tx);
      const row = await repository.lock(id);
      if (!row) throw new AppError(404, errorMessages.notFound);
      const before = await loadNews(tx, row);
      await apply(tx, row);
      const updated = await repository.find(id);
      if (!updated) throw new Error(`News ${id} vanished while staff changed it`);
      const after = await loadNews(tx, updated);
      await audit.record(tx, {
        actorUserId: actor.userId,
        action,
        targetType: 'news',
        targetId: String(id),
        before,
        after,
      });
      return after;
    });
  }

  return {
    async list(query: { q?: string | undefined; limit: number; offset: number }): Promise<AdminNewsResponse> {
      const repository = newsRepository(db);
      const rows = await repository.listAll();
      const texts = await repository.textsOf(rows.map((row) => row.id));
      const all = rows.map((row) => toNews(row, texts));
      const matching = all.filter((item) => matchesSearch(query.q ?? '', newsSearchValues(item)));
      return {
        results: matching.slice(query.offset, query.offset + query.limit),
        meta: { count: matching.length, limit: query.limit, offset: query.offset },
        total: all.length,
      };
    },

    async get(id: number): Promise<News> {
      const row = await newsRepository(db).find(id);
      if (!row) throw new AppError(404, errorMessages.notFound);
      return loadNews(db, row);
    },

    create(actor: AuthenticatedSession, request: AdminCreateNewsRequest): Promise<News> {
      return db.transaction(async (tx) => {
        if (request.imageKey !== null) await requireImageOfTheme(tx, request.imageKey, 'news');
        const repository = newsRepository(tx);
        const at = now();
        const row = await repository.insert({
          isActive: request.isActive,
          createdAt: at,
          updatedAt: at,
          issuerUserId: actor.userId,
          imageKey: request.imageKey,
        });
        await repository.upsertTexts(row.id, request.languages);
        const after = await loadNews(tx, row);
        await audit.record(tx, {
          actorUserId: actor.userId,
          action: 'news.create',
          targetType: 'news',
          targetId: String(row.id),
          before: null,
          after,
        });
        return after;
      });
    },

    update(actor: AuthenticatedSession, id: number, request: AdminUpdateNewsRequest): Promise<News> {
      return change(actor, id, 'news.update', async (tx, row) => {
        const repository = newsRepository(tx);
        if (request.imageKey !== undefined && request.imageKey !== null && request.imageKey !== row.imageKey) {
          await requireImageOfTheme(tx, request.imageKey, 'news');
        }
        await repository.update(id, {
          ...(request.imageKey !== undefined && { imageKey: request.imageKey }),
          updatedAt: now(),
        });
        if (request.languages) await repository.upsertTexts(id, request.languages);
      });
    },

    setActive(actor: AuthenticatedSession, id: number, isActive: boolean): Promise<News> {
      return change(actor, id, 'news.status', async (tx) => {
        await newsRepository(tx).update(id, { isActive, updatedAt: now() });
      });
    },
  };
}
