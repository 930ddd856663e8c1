import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { errorMessages, errorResponseSchema, licenseScenariosResponseSchema } from '@orbit/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { purchasedScenarios, scenarioTexts, scenarios } from '../../db/schema.ts';
import { call, createClient, createLicense, sessionOf } from '../../test-support/fixtures.ts';
import type { TestLicense } from '../../test-support/fixtures.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

const url = (query: Record<string, string> = {}) => `/api/licenses/scenarios?${new URLSearchParams(query)}`;

/** ADR 0032: the scenarios of the caller's own licences, in the reader's language, never another client's. */
describe.each(testDatabaseKinds)('GET /api/licenses/scenarios on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let owner: string;
  let other: string;
  let admin: string;
  let first: TestLicense;
  let second: TestLicense;
  let foreign: TestLicense;
  /** Two scenarios of the catalogue with English and Portuguese texts. */
  let canyon: { id: number; en: string; pt: string; time: number };
  let glacier: { id: number; en: string; pt: string };

  async function textsOf(id: number) {
    const rows = await handle.db.select().from(scenarioTexts).where(eq(scenarioTexts.scenarioId, id));
    const title = (language: string) => rows.find((row) => row.language === language)?.title ?? '';
    return { en: title('en'), pt: title('pt') };
  }

  beforeAll(async () => {
    handle = await kind.open();
    app = await createTestApp(handle);
    const ownerClient = await createClient(handle);
    const otherClient = await createClient(handle);
    first = await createLicense(handle, ownerClient.id);
    second = await createLicense(handle, ownerClient.id);
    foreign = await createLicense(handle, otherClient.id);
    const [one, two] = await handle.db.select().from(scenarios).orderBy(asc(scenarios.id)).limit(2);
    if (!one || !two) throw new Error('The demo catalogue has fewer than two scenarios');
    canyon = { id: one.id, time: one.timeSeconds, ...(await textsOf(one.id)) };
    glacier = { id: two.id, ...(await textsOf(two.id)) };
    await handle.db.update(scenarios).set({ imageKey: 'canyon-picture' }).where(eq(scenarios.id, canyon.id));
    await handle.db.insert(purchasedScenarios).values([
      { licenseId: first.id, scenarioId: canyon.id },
      { licenseId: first.id, scenarioId: glacier.id },
      { licenseId: second.id, scenarioId: canyon.id },
      // Removed from the second licence: it no longer holds it.
      { licenseId: second.id, scenarioId: glacier.id, removedAt: new Date('2026-01-10T00:00:00Z') },
      { licenseId: foreign.id, scenarioId: glacier.id },
    ]);
    owner = await sessionOf(app, ownerClient.email);
    other = await sessionOf(app, otherClient.email);
    admin = await sessionOf(app, 'admin@example.com');
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  async function list(cookie: string, query: Record<string, string> = {}) {
    const response = await call(app, 'GET', url(query), { cookie });
    expect(response.statusCode).toBe(200);
    return licenseScenariosResponseSchema.parse(response.json()).results;
  }

  it('answers the scenarios every own licence holds, with the licences that hold them, thumbnail and time', async () => {
    const results = await list(owner);
    expect(results).toEqual([
      {
        id: canyon.id,
        title: canyon.en,
        theme: expect.any(String),
        language: 'en',
        time: canyon.time,
        imageKey: 'canyon-picture',
        thumbnailUrl: '/uploads/canyon-picture/image-thumbnail.png',
        licenseKeys: [first.key, second.key],
      },
      expect.objectContaining({ id: glacier.id, title: glacier.en, thumbnailUrl: null, licenseKeys: [first.key] }),
    ]);
  });

  it('names the scenarios in Portuguese for Portuguese readers and in English for the other languages', async () => {
    expect((await list(owner, { lang: 'pt' })).map(({ title, language }) => ({ title, language }))).toEqual([
      { title: canyon.pt, language: 'pt' },
      { title: glacier.pt, language: 'pt' },
    ]);
    expect((await list(owner, { lang: 'fr' })).map((scenario) => scenario.title)).toEqual([canyon.en, glacier.en]);
  });

  it('falls back to English for a scenario not translated yet, and to Portuguese when only that exists', async () => {
    await handle.db
      .delete(scenarioTexts)
      .where(and(eq(scenarioTexts.scenarioId, glacier.id), eq(scenarioTexts.language, 'pt')));
    const [, untranslated] = await list(owner, { lang: 'pt' });
    expect(untranslated).toMatchObject({ title: glacier.en, language: 'en' });
    await handle.db
      .update(scenarioTexts)
      .set({ language: 'pt' })
      .where(and(eq(scenarioTexts.scenarioId, glacier.id), eq(scenarioTexts.language, 'en')));
    const [, portugueseOnly] = await list(owner, { lang: 'es' });
    expect(portugueseOnly).toMatchObject({ title: glacier.en, language: 'pt' });
  });

  it('narrows to one own licence by key', async () => {
    const results = await list(owner, { licenseKey: second.key });
    expect(results.map((scenario) => [scenario.id, scenario.licenseKeys])).toEqual([[canyon.id, [second.key]]]);
  });

  it("answers 404 for another client's licence, exactly as for a key that does not exist", async () => {
    const foreignKey = await call(app, 'GET', url({ licenseKey: foreign.key }), { cookie: owner });
    const unknownKey = await call(app, 'GET', url({ licenseKey: 'NO-SUCH-KEY' }), { cookie: owner });
    expect(foreignKey.statusCode).toBe(404);
    expect(foreignKey.json()).toEqual({ message: errorMessages.notFound });
    expect(unknownKey.json()).toEqual(foreignKey.json());
  });

  it("never lists another client's scenarios: each client gets their own, staff none", async () => {
    const others = await list(other);
    expect(others.map((scenario) => [scenario.id, scenario.licenseKeys])).toEqual([[glacier.id, [foreign.key]]]);
    expect(await list(admin)).toEqual([]);
  });

  it('answers 401 without a session and 400 naming the field for an unknown language', async () => {
    expect((await call(app, 'GET', url())).statusCode).toBe(401);
    const response = await call(app, 'GET', url({ lang: 'de' }), { cookie: owner });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorResponseSchema.parse(response.json()).errors ?? {})).toEqual(['lang']);
  });
});
