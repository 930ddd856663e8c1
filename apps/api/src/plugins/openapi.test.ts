import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorMessages } from '@orbit/contract';
import type { DatabaseHandle } from '../db/client.ts';
import { call, sessionOf } from '../test-support/fixtures.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';

/** The docs page, its assets and the OpenAPI document, in each of the forms Swagger UI serves. */
const docsAddresses = ['/api/openapi.json', '/api/docs/', '/api/docs/json', '/api/docs/static/swagger-ui.css'];

describe.each(testDatabaseKinds)('who reads the API docs on $name (API_DOCS)', (kind) => {
  let handle: DatabaseHandle;
  let adminOnly: FastifyInstance;
  let off: FastifyInstance;

  beforeAll(async () => {
    handle = await kind.open();
    adminOnly = await createTestApp(handle, { env: { API_DOCS: 'admin' } });
    off = await createTestApp(handle, { env: { API_DOCS: 'off' } });
  });
  afterAll(async () => {
    await adminOnly.close();
    await off.close();
    await handle.close();
  });

  it('admin: answers 401 without a session, 403 to clients and other staff, and the docs to an admin', async () => {
    const sessions = {
      client: await sessionOf(adminOnly, 'client@example.com'),
      supervisor: await sessionOf(adminOnly, 'supervisor@example.com'),
      admin: await sessionOf(adminOnly, 'admin@example.com'),
    };
    for (const url of docsAddresses) {
      const anonymous = await call(adminOnly, 'GET', url);
      expect([url, anonymous.statusCode, anonymous.json()]).toEqual([
        url,
        401,
        { message: errorMessages.unauthenticated },
      ]);
      for (const cookie of [sessions.client, sessions.supervisor]) {
        expect([url, (await call(adminOnly, 'GET', url, { cookie })).statusCode]).toEqual([url, 403]);
      }
      expect([url, (await call(adminOnly, 'GET', url, { cookie: sessions.admin })).statusCode]).toEqual([url, 200]);
    }
    const document = await call(adminOnly, 'GET', '/api/openapi.json', { cookie: sessions.admin });
    expect((document.json() as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('off: serves neither the page nor the document, even to an admin', async () => {
    const admin = await sessionOf(off, 'admin@example.com');
    for (const url of docsAddresses) {
      expect([url, (await call(off, 'GET', url, { cookie: admin })).statusCode]).toEqual([url, 404]);
    }
  });
});
