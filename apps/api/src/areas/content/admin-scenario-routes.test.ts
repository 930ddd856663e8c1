import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  adminScenariosResponseSchema,
  auditResponseSchema,
  errorResponseSchema,
  scenarioSchema,
} from '@orbit/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog, scenarioRestrictedCountries, scenarioTexts, scenarios } from '../../db/schema.ts';
import { call, sessionOf } from '../../test-support/fixtures.ts';
import { addUploadedImage } from '../../test-support/images.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { countRows, testDatabaseKinds } from '../../test-support/test-database.ts';

const base = '/api/admin/scenarios';
const brazil = 76;
const japan = 392;

describe.each(testDatabaseKinds)('admin scenarios on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let admin: string;
  let imageKey: string;

  beforeAll(async () => {
    handle = await kind.open();
    app = await createTestApp(handle);
    admin = await sessionOf(app, 'admin@example.com');
    imageKey = await addUploadedImage(handle, 'scenarios');
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    call(app, method, url, { cookie: admin, payload });
  const list = async (query = '') => adminScenariosResponseSchema.parse((await send('GET', `${base}${query}`)).json());
  const auditOf = async (id: number) =>
    auditResponseSchema.parse((await send('GET', `/api/admin/audit?targetType=scenario&targetId=${id}`)).json())
      .results;
  const valid = () => ({
    gameModel: 'OrbitCoaster',
    version: '1.0.0',
    minGameVersion: '2.1.0',
    time: 600,
    imageKey,
    languages: { en: { title: 'Magic Mountain', theme: 'Mountains', description: 'Up and down the peaks.' } },
    sellable: { usdValue: 999, brlValue: 4995, restrictedCountryIds: [japan] },
  });
  const create = async (payload: unknown = valid()) => {
    const response = await send('POST', base, payload);
    expect(response.statusCode).toBe(200);
    return scenarioSchema.parse(response.json());
  };

  it('lists the catalogue by id, filters, pages and searches accent- and case-insensitively', async () => {
    const all = await list();
    expect(all.meta.count).toBeGreaterThanOrEqual(40);
    expect(all.results.map((scenario) => scenario.id).slice(0, 3)).toEqual([0, 1, 2]);
    const page = await list('?limit=5&offset=10');
    expect(page.results.map((scenario) => scenario.id)).toEqual([10, 11, 12, 13, 14]);
    expect(page.meta).toMatchObject({ limit: 5, offset: 10, count: all.meta.count });
    expect((await list('?isActive=false')).results.every((scenario) => !scenario.isActive)).toBe(true);
    expect((await list('?gameModel=BubbleCoaster')).results.every((scenario) => scenario.id >= 100)).toBe(true);
    const created = await create({
      ...valid(),
      languages: { pt: { title: 'Montanha Mágica', theme: 'Serras', description: 'Sobe e desce.' } },
    });
    expect((await list('?q=MONTANHA%20MAGICA')).results.map((scenario) => scenario.id)).toContain(created.id);
    for (const query of ['?limit=0', '?limit=1001', '?offset=-1', '?isActive=yes', '?sort=id']) {
      expect((await send('GET', `${base}${query}`)).statusCode, query).toBe(400);
    }
  });

  it('creates a scenario with its texts, prices and restrictions, numbers it in its game model, and audits it', async () => {
    const created = await create();
    expect(created).toMatchObject({
      gameModel: 'OrbitCoaster',
      isActive: true,
      version: '1.0.0',
      time: 600,
      imageKey,
      issuerUserId: 1,
      sellable: { usdValue: 999, brlValue: 4995, restrictedCountryIds: [japan] },
      languages: { en: { title: 'Magic Mountain' } },
    });
    expect(created.gameModelId).toBeGreaterThan(34);
    expect(scenarioSchema.parse((await send('GET', `${base}/${created.id}`)).json())).toEqual(created);
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: 'scenario.create', before: null, after: { id: created.id } });
  });

  it('makes a scenario free when sellable is null or both prices are 0', async () => {
    expect((await create({ ...valid(), sellable: null })).sellable).toBeNull();
    const zero = await create({ ...valid(), sellable: { usdValue: 0, brlValue: 0, restrictedCountryIds: [japan] } });
    expect(zero.sellable).toBeNull();
  });

  it('updates fields, adds a translation keeping the other language, and audits before and after', async () => {
    const created = await create();
    const translated = await send('PATCH', `${base}/${created.id}`, {
      languages: { pt: { title: 'Montanha', theme: 'Serras', description: 'Sobe e desce.' } },
      time: 900,
    });
    expect(translated.statusCode).toBe(200);
    const after = scenarioSchema.parse(translated.json());
    expect(after.languages.en?.title).toBe('Magic Mountain');
    expect(after.languages.pt?.title).toBe('Montanha');
    expect(after.time).toBe(900);
    const restricted = scenarioSchema.parse(
      (
        await send('PATCH', `${base}/${created.id}`, {
          sellable: { usdValue: 100, brlValue: 500, restrictedCountryIds: [brazil, japan] },
        })
      ).json(),
    );
    expect(restricted.sellable?.restrictedCountryIds).toEqual([brazil, japan]);
    const freed = scenarioSchema.parse((await send('PATCH', `${base}/${created.id}`, { sellable: null })).json());
    expect(freed.sellable).toBeNull();
    const entries = await auditOf(created.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'scenario.update',
      'scenario.update',
      'scenario.update',
      'scenario.create',
    ]);
    expect(entries[0]).toMatchObject({ before: { sellable: { usdValue: 100 } }, after: { sellable: null } });
  });

  it('switches the active state and audits it', async () => {
    const created = await create();
    const response = await send('PATCH', `${base}/${created.id}/status`, { isActive: false });
    expect(response.statusCode).toBe(200);
    expect(scenarioSchema.parse(response.json()).isActive).toBe(false);
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: 'scenario.status', before: { isActive: true }, after: { isActive: false } });
    expect((await send('PATCH', `${base}/999999/status`, { isActive: true })).statusCode).toBe(404);
    expect((await send('PATCH', `${base}/${created.id}/status`, { isActive: 'no' })).statusCode).toBe(400);
  });

  it('answers 400, 404 or 409 for bad input, unknown ids, images and countries, and writes nothing', async () => {
    const created = await create();
    const newsImage = await addUploadedImage(handle, 'news');
    const counts = async () =>
      Promise.all(
        [scenarios, scenarioTexts, scenarioRestrictedCountries, auditLog].map((table) => countRows(handle, table)),
      );
    const before = await counts();
    const { imageKey: _omitted, ...withoutImage } = valid();
    for (const payload of [
      withoutImage,
      { ...valid(), languages: {} },
      { ...valid(), languages: { fr: { title: 'x', theme: 'y', description: 'z' } } },
      { ...valid(), languages: { en: { title: '  ', theme: 'y', description: 'z' } } },
      { ...valid(), time: 0 },
      { ...valid(), time: '600' },
      { ...valid(), gameModel: 'Tetris' },
      { ...valid(), version: '' },
      { ...valid(), imageKey: '../etc/passwd' },
      { ...valid(), sellable: { usdValue: -1, brlValue: 10 } },
      { ...valid(), sellable: { usdValue: 1.5, brlValue: 10 } },
      { ...valid(), sellable: { usdValue: 10, brlValue: 10, restrictedCountryIds: [japan, japan] } },
      { ...valid(), id: 7 },
    ]) {
      const response = await send('POST', base, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorResponseSchema.parse(response.json()).errors).toBeDefined();
    }
    const unknownImage = await send('POST', base, { ...valid(), imageKey: 'no-such-image' });
    expect(unknownImage.statusCode).toBe(404);
    expect(errorResponseSchema.parse(unknownImage.json()).errors).toHaveProperty('imageKey');
    expect((await send('POST', base, { ...valid(), imageKey: newsImage })).statusCode).toBe(409);
    const unknownCountry = { ...valid(), sellable: { usdValue: 10, brlValue: 10, restrictedCountryIds: [999] } };
    expect((await send('POST', base, unknownCountry)).statusCode).toBe(404);
    for (const [url, payload, status] of [
      [`${base}/${created.id}`, {}, 400],
      [`${base}/${created.id}`, { isActive: false }, 400],
      [`${base}/${created.id}`, { time: -5 }, 400],
      [`${base}/abc`, { time: 5 }, 400],
      [`${base}/999999`, { time: 5 }, 404],
      [`${base}/${created.id}`, { imageKey: 'no-such-image' }, 404],
      [`${base}/${created.id}`, { imageKey: newsImage }, 409],
      [`${base}/${created.id}`, { time: 5, sellable: { usdValue: 1, brlValue: 1, restrictedCountryIds: [999] } }, 404],
    ] as const) {
      expect((await send('PATCH', url, payload)).statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
    }
    expect(await counts()).toEqual(before);
    expect(scenarioSchema.parse((await send('GET', `${base}/${created.id}`)).json())).toEqual(created);
    expect((await send('GET', `${base}/999999`)).statusCode).toBe(404);
  });
});
