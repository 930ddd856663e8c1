import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@orbit/contract';
import type { DatabaseHandle } from './db/client.ts';
import { call, createClient, createLicense, sessionOf } from './test-support/fixtures.ts';
import type { TestClient, TestLicense } from './test-support/fixtures.ts';
import { countQueries } from './test-support/query-counter.ts';
import { createTestApp } from './test-support/test-app.ts';
import { testDatabaseKinds } from './test-support/test-database.ts';

describe('reads sent as POST', () => {
  it('are the reports, their exports and the wallet consumptions, and nothing that writes', () => {
    const readOnly = Object.values(endpoints)
      .filter((endpoint) => 'readOnly' in endpoint && endpoint.readOnly)
      .map((endpoint) => endpoint.path);
    expect(readOnly).toContain('/api/admin/reports/consumptions');
    expect(readOnly).toContain('/api/admin/reports/consumptions/csv');
    expect(readOnly).toContain('/api/licenses/wallet/consumptions');
    for (const path of readOnly) {
      expect(path.startsWith('/api/admin/reports/') || path === '/api/licenses/wallet/consumptions').toBe(true);
    }
  });
});

// The write marker of ADR 0042 exists on PostgreSQL only: PGlite's server is the only one writing.
const postgres = testDatabaseKinds.filter((kind) => kind.name === 'PostgreSQL');

describe.runIf(postgres.length > 0).each(postgres)('the write marker on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let admin: string;
  let client: TestClient;
  let license: TestLicense;
  beforeAll(async () => {
    handle = await kind.open();
    app = await createTestApp(handle);
    admin = await sessionOf(app, 'admin@example.com');
    client = await createClient(handle);
    license = await createLicense(handle, client.id);
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  /** The markers `settled` sends while `send` runs. */
  async function markersDuring(send: () => Promise<{ statusCode: number }>): Promise<number> {
    const markers = countQueries(handle, (text) => text.includes('pg_notify'));
    try {
      expect((await send()).statusCode).toBe(200);
    } finally {
      markers.restore();
    }
    return markers.count;
  }

  it('follows a request that may have written, and not a report read sent as POST', async () => {
    const range = { startAt: '2026-01-01T00:00:00.000Z', endAt: '2026-03-01T00:00:00.000Z' };
    expect(
      await markersDuring(() =>
        call(app, 'POST', '/api/admin/reports/consumptions', {
          cookie: admin,
          payload: { id: [client.id], licensesKey: [license.key], ...range },
        }),
      ),
    ).toBe(0);
    const owner = await sessionOf(app, client.email);
    expect(
      await markersDuring(() =>
        call(app, 'PATCH', `/api/licenses/${encodeURIComponent(license.key)}/notes`, {
          cookie: owner,
          payload: { notes: 'Checked' },
        }),
      ),
    ).toBe(1);
  });
});
