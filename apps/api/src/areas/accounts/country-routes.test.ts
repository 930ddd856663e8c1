import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { countryListSchema } from '@orbit/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';
import { createTestApp } from '../../test-support/test-app.ts';

describe.each(testDatabaseKinds)('GET /api/countries on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await kind.open();
    app = await createTestApp(handle);
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('lists every ISO 3166-1 country with its codes, sorted by English name', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/countries' });

    expect(response.statusCode).toBe(200);
    const countries = countryListSchema.parse(response.json());
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(new Set(countries.map((country) => country.id)).size).toBe(countries.length);
    expect(countries).toContainEqual({ id: 76, isoAlpha2: 'BR', isoAlpha3: 'BRA', name: 'Brazil' });
    expect(countries).toContainEqual({ id: 250, isoAlpha2: 'FR', isoAlpha3: 'FRA', name: 'France' });
    // Accents sort with their base letter, whatever the database's collation.
    expect(countries.slice(0, 3).map((country) => country.name)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    expect(countries.at(-1)?.name).toBe('Zimbabwe');
  });

  it('needs no session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/countries' });
    expect(response.statusCode).toBe(200);
  });
});
