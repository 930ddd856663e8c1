import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import {
  adminNewsResponseSchema,
  adminScenariosResponseSchema,
  contentErrorMessages,
  errorResponseSchema,
  newsSchema,
  obtainableScenariosResponseSchema,
  purchasedScenarioSchema,
  scenarioSchema,
  uploadResponseSchema,
} from '@orbit/contract';
import { mockUsers } from '../fixtures.ts';
import { mockLicenses } from '../fixtures/client-area.ts';
import { mockAdminNews } from '../fixtures/content.ts';
import { adminNewsHandlers } from './admin-news.ts';
import { scenariosHandlers } from './scenarios.ts';
import { uploadsHandlers } from './uploads.ts';

const server = setupServer(...scenariosHandlers(), ...adminNewsHandlers(), ...uploadsHandlers());
const base = 'http://console.test';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

async function call(path: string, method = 'GET', body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    ...(body !== undefined && { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function expectError(path: string, method: string, body: unknown, status: number) {
  const answer = await call(path, method, body);
  expect(answer.status).toBe(status);
  return errorResponseSchema.parse(answer.body);
}

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('scenario mock answers parse with the contract', () => {
  const client = mockUsers.client.id;
  const orbitKey = mockLicenses.find((license) => license.gameModel === 'OrbitCoaster')?.key ?? '';

  it('lists what the client’s licences can obtain, transfers and removes by scenario id', async () => {
    const obtainable = obtainableScenariosResponseSchema.parse(
      (await call(`/api/store/scenarios/obtainable/user/${client}`)).body,
    );
    expect(obtainable.map((scenario) => scenario.id)).toContain(10);
    expect(obtainable.every((scenario) => scenario.sellable !== null && scenario.isActive)).toBe(true);
    const searched = obtainableScenariosResponseSchema.parse(
      (await call(`/api/store/scenarios/obtainable/user/${client}?q=canion`)).body,
    );
    expect(searched.map((scenario) => scenario.id)).toEqual([10]);
    await expectError('/api/store/scenarios/obtainable/user/999', 'GET', undefined, 404);

    const request = { licenseKey: orbitKey, purchaseScenarioId: 10 };
    const transferred = purchasedScenarioSchema.parse(
      (await call('/api/admin/scenarios/transfer', 'POST', request)).body,
    );
    expect(transferred).toMatchObject({ licenseKey: orbitKey, scenarioId: 10, removedAt: null });
    const again = await expectError('/api/admin/scenarios/transfer', 'POST', request, 409);
    expect(again.message).toBe(contentErrorMessages.scenarioAlreadyHeld);
    await expectError('/api/admin/scenarios/transfer', 'POST', { ...request, purchaseScenarioId: 0 }, 409);
    await expectError('/api/admin/scenarios/transfer', 'POST', { ...request, licenseKey: 'NO-KEY' }, 404);
    await expectError('/api/admin/scenarios/transfer', 'POST', { licenseKey: orbitKey }, 400);
    const removed = purchasedScenarioSchema.parse(
      (await call('/api/admin/scenarios/purchased/removed-at', 'PATCH', request)).body,
    );
    expect(removed.id).toBe(transferred.id);
    expect(removed.removedAt).not.toBeNull();
    await expectError('/api/admin/scenarios/purchased/removed-at', 'PATCH', request, 409);
  });

  it('lists, shows, creates, updates and switches scenarios', async () => {
    const list = adminScenariosResponseSchema.parse((await call('/api/admin/scenarios?q=GELEIRA')).body);
    expect(list.results.map((scenario) => scenario.id)).toEqual([12]);
    scenarioSchema.parse((await call('/api/admin/scenarios/12')).body);
    await expectError('/api/admin/scenarios/999', 'GET', undefined, 404);
    const created = scenarioSchema.parse(
      (
        await call('/api/admin/scenarios', 'POST', {
          gameModel: 'OrbitCoaster',
          version: '1.0.0',
          minGameVersion: '2.0.0',
          time: 600,
          imageKey: 'mock-scenarios-1',
          languages: { en: { title: 'Mock', theme: 'Tests', description: 'A mock scenario.' } },
          sellable: { usdValue: 0, brlValue: 0, restrictedCountryIds: [] },
        })
      ).body,
    );
    expect(created.sellable).toBeNull();
    const translated = scenarioSchema.parse(
      (
        await call(`/api/admin/scenarios/${created.id}`, 'PATCH', {
          languages: { pt: { title: 'Simulado', theme: 'Testes', description: 'Um cenário simulado.' } },
        })
      ).body,
    );
    expect(Object.keys(translated.languages).sort()).toEqual(['en', 'pt']);
    const inactive = scenarioSchema.parse(
      (await call(`/api/admin/scenarios/${created.id}/status`, 'PATCH', { isActive: false })).body,
    );
    expect(inactive.isActive).toBe(false);
    await expectError('/api/admin/scenarios', 'POST', { gameModel: 'OrbitCoaster' }, 400);
    await expectError(`/api/admin/scenarios/${created.id}`, 'PATCH', {}, 400);
  });
});

describe('news admin mock answers parse with the contract', () => {
  it('lists every news item with the total and searches them', async () => {
    const all = adminNewsResponseSchema.parse((await call('/api/admin/news')).body);
    expect(all.total).toBe(mockAdminNews.length);
    expect(all.results.some((item) => !item.isActive)).toBe(true);
    const found = adminNewsResponseSchema.parse((await call('/api/admin/news?q=GELEIRA')).body);
    expect(found.results).toHaveLength(1);
    expect(found.total).toBe(all.total);
    newsSchema.parse((await call(`/api/admin/news/${all.results[0]?.id}`)).body);
    await expectError('/api/admin/news/999', 'GET', undefined, 404);
  });

  it('creates in English, translates, sets the image and switches the state', async () => {
    const english = { title: 'Mock', resume: 'Short', description: 'Long' };
    const created = newsSchema.parse((await call('/api/admin/news', 'POST', { languages: { en: english } })).body);
    expect(created).toMatchObject({ isActive: true, imageKey: null });
    const updated = newsSchema.parse(
      (
        await call(`/api/admin/news/${created.id}`, 'PATCH', {
          languages: { pt: { title: 'Simulada', resume: 'Curta', description: 'Longa' } },
          imageKey: 'mock-news-1',
        })
      ).body,
    );
    expect(updated.languages.en).toEqual(english);
    expect(updated.imageKey).toBe('mock-news-1');
    const hidden = newsSchema.parse(
      (await call(`/api/admin/news/${created.id}/status`, 'PATCH', { isActive: false })).body,
    );
    expect(hidden.isActive).toBe(false);
    await expectError('/api/admin/news', 'POST', { languages: {} }, 400);
    await expectError('/api/admin/news/999/status', 'PATCH', { isActive: true }, 404);
  });
});

describe('upload mock answers parse with the contract', () => {
  const send = (theme: string, file: Uint8Array<ArrayBuffer>, imageKey?: string) => {
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'image/png' }), 'picture.png');
    if (imageKey) form.append('imageKey', imageKey);
    return fetch(`${base}/api/upload/s3?theme=${theme}`, { method: 'POST', body: form });
  };

  it('answers an image key for a PNG and keeps a key sent to replace', async () => {
    const response = await send('news', pngBytes);
    expect(response.status).toBe(200);
    const answer = uploadResponseSchema.parse(await response.json());
    expect(answer.thumbnailUrl).toBe(`/uploads/${answer.imageKey}/image-thumbnail.png`);
    const replaced = uploadResponseSchema.parse(await (await send('news', pngBytes, answer.imageKey)).json());
    expect(replaced.imageKey).toBe(answer.imageKey);
  });

  it('refuses other files, unknown themes and JSON bodies', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const refused = await send('news', svg);
    expect(refused.status).toBe(400);
    expect(errorResponseSchema.parse(await refused.json()).message).toBe(contentErrorMessages.unsupportedImage);
    expect((await send('posters', pngBytes)).status).toBe(400);
    await expectError('/api/upload/s3?theme=news', 'POST', { file: 'x' }, 400);
  });
});
