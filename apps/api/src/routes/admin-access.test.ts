import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { routes } from '@orbit/contract';
import type { RouteName } from '@orbit/contract';
import type { DatabaseHandle } from '../db/client.ts';
import { call, createClient, sessionOf } from '../test-support/fixtures.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';

type Caller = 'anonymous' | 'client' | 'colaborador' | 'supervisor' | 'admin';
const callers: Caller[] = ['anonymous', 'client', 'colaborador', 'supervisor', 'admin'];

interface Sample {
  url: (userId: number) => string;
  payload?: (userId: number) => unknown;
  headers?: () => Record<string, string>;
  /** Statuses per caller; spec §6 and ADR 0012. */
  expect: Record<Caller, number>;
}

const denied = { anonymous: 401, client: 403 };
const allStaff = { ...denied, colaborador: 200, supervisor: 200, admin: 200 };
const notColaborador = { ...denied, colaborador: 403, supervisor: 200, admin: 200 };

let keys = 0;

/** One valid request per staff route; the test fails when the contract gains a staff route not listed. */
const samples: Partial<Record<RouteName, Sample>> = {
  adminUsers: { url: () => '/api/admin/users', expect: allStaff },
  adminUser: { url: (id) => `/api/admin/users/${id}`, expect: allStaff },
  adminEditUser: {
    url: (id) => `/api/admin/users/${id}/edit`,
    payload: (id) => ({ email: `edited.${id}@example.com`, name: 'Edited Client' }),
    expect: notColaborador,
  },
  adminWalletBalance: { url: (id) => `/api/admin/users/${id}/wallet-balance`, expect: allStaff },
  adminInsertWalletRecord: {
    url: (id) => `/api/admin/users/${id}/wallet-records`,
    payload: () => ({ amount: 10 }),
    headers: () => ({ 'idempotency-key': `access-${++keys}` }),
    expect: allStaff,
  },
  adminUserActivations: { url: (id) => `/api/admin/users/${id}/licenses/activations`, expect: allStaff },
  adminAudit: { url: (id) => `/api/admin/audit?targetType=user&targetId=${id}`, expect: notColaborador },
};

const staffRoutes = Object.entries(routes).filter(([, route]) => route.access === 'staff');

/** Spec §6: every `/api/admin/*` call answers 401 without a session and 403 to a client; scopes narrow some. */
describe.each(testDatabaseKinds)('admin access on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let targetId: number;
  const cookies: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    handle = await kind.open();
    app = await createTestApp(handle);
    for (const who of ['client', 'admin', 'supervisor', 'colaborador'] as const) {
      cookies[who] = await sessionOf(app, `${who}@example.com`);
    }
    targetId = (await createClient(handle)).id;
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('has a sample for every staff route, and every admin path is a staff route', () => {
    expect(staffRoutes.map(([name]) => name).sort()).toEqual(Object.keys(samples).sort());
    for (const route of Object.values(routes)) {
      if (route.path.startsWith('/api/admin/')) expect(route.access).toBe('staff');
    }
  });

  describe.each(staffRoutes)('%s', (name, route) => {
    const method = route.method as 'GET' | 'POST' | 'PATCH';
    it.each(callers)('answers %s as the table says', async (who) => {
      const sample = samples[name as RouteName];
      if (!sample) throw new Error(`No sample for ${name}`);
      const response = await call(app, method, sample.url(targetId), {
        cookie: cookies[who],
        payload: sample.payload?.(targetId),
        ...(sample.headers && { headers: sample.headers() }),
      });
      expect(response.statusCode).toBe(sample.expect[who]);
    });
  });
});
