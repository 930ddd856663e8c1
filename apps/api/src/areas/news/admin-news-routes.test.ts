import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  adminNewsResponseSchema,
  auditResponseSchema,
  errorResponseSchema,
  newsListResponseSchema,
  newsSchema,
} from '@orbit/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog, news, newsTexts } from '../../db/schema.ts';
import { call, sessionOf } from '../../test-support/fixtures.ts';
import { addUploadedImage } from '../../test-support/images.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { countRows, testDatabaseKinds } from '../../test-support/test-database.ts';

const base = '/api/admin/news';

describe.each(testDatabaseKinds)('admin news on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let admin: string;
  let supervisor: string;

  beforeAll(async () => {
    handle = await kind.open();
    app = await createTestApp(handle);
    admin = await sessionOf(app, 'admin@example.com');
    supervisor = await sessionOf(app, 'supervisor@example.com');
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, cookie = admin) =>
    call(app, method, url, { cookie, payload });
  const list = async (query = '') => {
    const response = await send('GET', `${base}${query}`);
    expect(response.statusCode).toBe(200);
    return adminNewsResponseSchema.parse(response.json());
  };
  const auditOf = async (id: number) =>
    auditResponseSchema.parse((await send('GET', `/api/admin/audit?targetType=news&targetId=${id}`)).json()).results;
  const english = { title: 'Glacier pack', resume: 'Three new rides', description: 'Cold, fast and steep.' };
  const create = async (payload: unknown = { languages: { en: english } }, cookie = admin) => {
    const response = await send('POST', base, payload, cookie);
    expect(response.statusCode).toBe(200);
    return newsSchema.parse(response.json());
  };

  it('creates in one language without an image, by the caller, active, and audits it', async () => {
    const created = await create(undefined, supervisor);
    expect(created).toMatchObject({ isActive: true, imageKey: null, languages: { en: english } });
    expect(created.languages.pt).toBeUndefined();
    expect(created.issuerUserId).not.toBe(1);
    expect(newsSchema.parse((await send('GET', `${base}/${created.id}`)).json())).toEqual(created);
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: 'news.create', before: null, after: { id: created.id } });
  });

  it('adds the Portuguese translation and the image, keeping English, and audits before and after', async () => {
    const created = await create();
    const imageKey = await addUploadedImage(handle, 'news');
    const portuguese = { title: 'Pacote Glaciar', resume: 'Três novas', description: 'Frio e rápido.' };
    const response = await send('PATCH', `${base}/${created.id}`, { languages: { pt: portuguese }, imageKey });
    expect(response.statusCode).toBe(200);
    const updated = newsSchema.parse(response.json());
    expect(updated.languages).toEqual({ en: english, pt: portuguese });
    expect(updated.imageKey).toBe(imageKey);
    const edited = newsSchema.parse(
      (await send('PATCH', `${base}/${created.id}`, { languages: { en: { ...english, title: 'Ice pack' } } })).json(),
    );
    expect(edited.languages.en?.title).toBe('Ice pack');
    expect(edited.languages.pt).toEqual(portuguese);
    const [last, first] = await auditOf(created.id);
    expect(last).toMatchObject({ action: 'news.update', after: { languages: { en: { title: 'Ice pack' } } } });
    expect(first).toMatchObject({ action: 'news.update', before: { imageKey: null }, after: { imageKey } });
  });

  it('hides and shows news; hidden news leave the clients’ list', async () => {
    const created = await create();
    const hidden = await send('PATCH', `${base}/${created.id}/status`, { isActive: false });
    expect(hidden.statusCode).toBe(200);
    expect(newsSchema.parse(hidden.json()).isActive).toBe(false);
    const clientList = newsListResponseSchema.parse((await send('GET', '/api/news?limit=100')).json());
    expect(clientList.results.map((item) => item.id)).not.toContain(created.id);
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: 'news.status', before: { isActive: true }, after: { isActive: false } });
  });

  it('lists every news item newest first and searches id, issuer, state and any language’s texts', async () => {
    const unique = `Zéfiro ${Date.now()}`;
    const created = await create({
      languages: { pt: { title: unique, resume: 'Resumo', description: 'Descrição' } },
      isActive: false,
    });
    const all = await list();
    expect(all.total).toBe(await countRows(handle, news));
    expect(all.meta.count).toBe(all.total);
    const times = all.results.map((item) => Date.parse(item.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await list(`?q=${encodeURIComponent('ZEFIRO')}`)).results.map((item) => item.id)).toEqual([created.id]);
    const byDescription = await list(`?q=${encodeURIComponent('descricao')}`);
    expect(byDescription.results.map((item) => item.id)).toContain(created.id);
    expect(byDescription.total).toBe(all.total);
    expect((await list('?q=false')).results.every((item) => !item.isActive)).toBe(true);
    expect((await list(`?q=${created.id}`)).results.map((item) => item.id)).toContain(created.id);
    const paged = await list('?limit=2&offset=1');
    expect(paged.results).toHaveLength(2);
    expect(paged.results[0]?.id).toBe(all.results[1]?.id);
  });

  it('answers 400, 404 or 409 for bad input, unknown ids and images, and writes nothing', async () => {
    const created = await create();
    const scenarioImage = await addUploadedImage(handle, 'scenarios');
    const counts = () => Promise.all([news, newsTexts, auditLog].map((table) => countRows(handle, table)));
    const before = await counts();
    for (const payload of [
      {},
      { languages: {} },
      { languages: { en: { ...english, title: ' ' } } },
      { languages: { en: { title: 'T', resume: 'R' } } },
      { languages: { es: english } },
      { languages: { en: english }, isActive: 'yes' },
      { languages: { en: english }, imageKey: 'a/b' },
      { languages: { en: english }, issuerUserId: 3 },
    ]) {
      const response = await send('POST', base, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorResponseSchema.parse(response.json()).errors).toBeDefined();
    }
    expect((await send('POST', base, { languages: { en: english }, imageKey: 'no-such-image' })).statusCode).toBe(404);
    expect((await send('POST', base, { languages: { en: english }, imageKey: scenarioImage })).statusCode).toBe(409);
    for (const [url, payload, status] of [
      [`${base}/${created.id}`, {}, 400],
      [`${base}/${created.id}`, { isActive: false }, 400],
      [`${base}/0`, { imageKey: null }, 400],
      [`${base}/999999`, { imageKey: null }, 404],
      [`${base}/${created.id}`, { imageKey: 'no-such-image' }, 404],
      [`${base}/${created.id}`, { imageKey: scenarioImage }, 409],
      [`${base}/${created.id}/status`, {}, 400],
      [`${base}/999999/status`, { isActive: true }, 404],
    ] as const) {
      expect((await send('PATCH', url, payload)).statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
    }
    const malformed = await app.inject({
      method: 'POST',
      url: base,
      cookies: { orbit_session: admin },
      headers: { 'content-type': 'application/json' },
      payload: '{"languages":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
    expect((await send('GET', `${base}/999999`)).statusCode).toBe(404);
    expect((await send('GET', `${base}?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });
});
