import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { routes } from '@orbit/contract';
import { apiKeyScopes } from '@orbit/domain';
import type { RouteName } from '@orbit/contract';
import type { DatabaseHandle } from './db/client.ts';
import { apiKeys, blockingOrders, debitApprovals, users } from './db/schema.ts';
import {
  addDevice,
  call,
  clientWithPendingEmail,
  createClient,
  createLicense,
  sessionOf,
} from './test-support/fixtures.ts';
import { injectAnswer } from './test-support/live-streams.ts';
import { createTestApp } from './test-support/test-app.ts';
import { testDatabaseKinds } from './test-support/test-database.ts';
import { purchasedScenarios } from './db/schema.ts';
import { addUploadedImage, multipartBody, pictureOf } from './test-support/images.ts';

/** `pendingEmail` is a client whose new email waits for its confirmation link (ADR 0055): still a client. */
type Caller = 'anonymous' | 'client' | 'pendingEmail' | 'colaborador' | 'supervisor' | 'admin';
const callers: Caller[] = ['anonymous', 'client', 'pendingEmail', 'colaborador', 'supervisor', 'admin'];

interface Sample {
  url: (userId: number) => string;
  payload?: (userId: number, who: Caller) => unknown;
  headers?: () => Record<string, string>;
  /** Statuses per caller; docs/domain.md#roles-and-permissions and ADR 0012. */
  expect: Record<Caller, number>;
}

const denied = { anonymous: 401, client: 403, pendingEmail: 403 };
const allStaff = { ...denied, colaborador: 200, supervisor: 200, admin: 200 };
const notColaborador = { ...denied, colaborador: 403, supervisor: 200, admin: 200 };
const adminOnly = { ...denied, colaborador: 403, supervisor: 403, admin: 200 };

let keys = 0;
/** One open order per caller that may finish it, created in `beforeAll`. */
const openOrders: Partial<Record<Caller, number>> = {};
/** Licence keys per action and caller, each in the state its action accepts; created in `beforeAll`. */
const licenseKeys: Record<'revoke' | 'unlimited' | 'offline', Partial<Record<Caller, string>>> = {
  revoke: {},
  unlimited: {},
  offline: {},
};
let gameModelKey = '';
/** A machine per action and caller that may take it, created in `beforeAll`. */
const deviceIds: Record<'free' | 'revoke', Partial<Record<Caller, number>>> = { free: {}, revoke: {} };
/** A colaborador's pending large debit per decision and caller that may take it (ADR 0057), made in `beforeAll`. */
const debitIds: Record<'approve' | 'reject', Partial<Record<Caller, number>>> = { approve: {}, reject: {} };
/**
 * Business keys to change, roll and revoke, and the secrets of keys with every scope, with every read scope only, of
 * admins since made a colaborador and a client, revoked and expired (ADR 0092); made in `beforeAll`.
 */
const businessKeys = {
  update: 0,
  roll: 0,
  revoke: 0,
  everyScope: '',
  readOnly: '',
  demoted: '',
  demotedToClient: '',
  revoked: '',
  expired: '',
};
const reportRange = { startAt: '2026-01-01T00:00:00.000Z', endAt: '2026-03-01T00:00:00.000Z' };
const keyFor = (action: keyof typeof licenseKeys) => (_userId: number, who: Caller) => ({
  licenseKey: licenseKeys[action][who] ?? 'NO-KEY',
});

/** One valid request per staff route; the test fails when the contract gains a staff route not listed. */
const samples: Partial<Record<RouteName, Sample>> = {
  adminUsers: { url: () => '/api/admin/users', expect: allStaff },
  adminUser: { url: (id) => `/api/admin/users/${id}`, expect: allStaff },
  adminEditUser: {
    url: (id) => `/api/admin/users/${id}/edit`,
    payload: (id) => ({ email: `edited.${id}@example.com`, name: 'Edited Client' }),
    expect: notColaborador,
  },
  // Account security (ADR 0020): admin only.
  adminEndUserSessions: { url: (id) => `/api/admin/users/${id}/sessions/end`, expect: adminOnly },
  adminDisableUser: { url: (id) => `/api/admin/users/${id}/disable`, expect: adminOnly },
  adminEnableUser: { url: (id) => `/api/admin/users/${id}/enable`, expect: adminOnly },
  adminWalletBalance: { url: (id) => `/api/admin/users/${id}/wallet-balance`, expect: allStaff },
  adminInsertWalletRecord: {
    url: (id) => `/api/admin/users/${id}/wallet-records`,
    payload: () => ({ amount: 10 }),
    headers: () => ({ 'idempotency-key': `access-${++keys}` }),
    expect: allStaff,
  },
  adminUserActivations: { url: (id) => `/api/admin/users/${id}/licenses/activations`, expect: allStaff },
  adminBlockingOrders: { url: (id) => `/api/admin/users/${id}/blocking-orders`, expect: allStaff },
  adminCreateBlockingOrder: {
    url: () => '/api/admin/users/blocking-orders',
    payload: (userId) => ({ reason: 'financial-debt', userId }),
    expect: notColaborador,
  },
  adminFinishBlockingOrder: {
    url: () => '/api/admin/users/blocking-orders/finish',
    payload: (_userId, who) => ({ id: openOrders[who] ?? 1 }),
    expect: notColaborador,
  },
  adminCreateLicense: {
    url: () => '/api/admin/users/licenses',
    payload: (userId, who) => ({ userId, label: `Access ${who}`, gameModel: 'OrbitCoaster' }),
    expect: notColaborador,
  },
  adminLicenseGameModel: {
    url: () => `/api/admin/users/license/${gameModelKey}/gamemodel`,
    payload: () => ({ gameModel: 'BubbleCoaster' }),
    expect: notColaborador,
  },
  adminRevokeLicense: {
    url: () => '/api/admin/users/license/revoke',
    payload: keyFor('revoke'),
    expect: notColaborador,
  },
  adminUnlimitedLicense: {
    url: () => '/api/admin/users/license/unlimited',
    payload: keyFor('unlimited'),
    expect: notColaborador,
  },
  adminBlockOfflineLicense: {
    url: () => '/api/admin/users/license/block-offline',
    payload: keyFor('offline'),
    expect: notColaborador,
  },
  // Reports are read-only and open to every staff scope (ADR 0015).
  adminReportUsers: { url: () => '/api/admin/reports/users', expect: allStaff },
  adminReportRides: {
    url: () => '/api/admin/reports/consumptions?page=1&limit=10',
    payload: (id) => ({ id: [id], licensesKey: [gameModelKey], ...reportRange }),
    expect: allStaff,
  },
  adminReportLicenses: { url: () => '/api/admin/reports/licenses', payload: (id) => ({ id: [id] }), expect: allStaff },
  adminReportLicensesByLocation: {
    url: () => '/api/admin/reports/licenses/active/location',
    payload: () => ({ countries: [76], ...reportRange }),
    expect: allStaff,
  },
  adminReportCoins: {
    url: () => '/api/admin/reports/tickets/log',
    payload: (id) => ({ usersId: [id], ...reportRange, offset: 0 }),
    expect: allStaff,
  },
  adminReportConsumptionByDay: {
    url: () => '/api/admin/reports/consumptions/byday',
    payload: (id) => ({ userId: [id], licensesKey: [gameModelKey], ...reportRange }),
    expect: allStaff,
  },
  adminReportConsumptionByMonth: {
    url: () => '/api/admin/reports/consumptions/bymonth',
    payload: () => ({ countries: [76], licenseType: 'all', ...reportRange, offset: 0 }),
    expect: allStaff,
  },
  adminReportSalesByMonth: {
    url: () => '/api/admin/reports/orbitcoins/salesmonth',
    payload: () => ({ countries: [76], ...reportRange }),
    expect: allStaff,
  },
  adminReportSearchLicense: { url: () => '/api/admin/reports/licenses/search?license=ABCDEF', expect: allStaff },
  adminReportWalletStatement: {
    url: (id) =>
      `/api/admin/reports/consumptions?userId=${id}&startAt=${reportRange.startAt}&endAt=${reportRange.endAt}`,
    expect: allStaff,
  },
  // Their CSV twins (ADR 0026) answer the same callers.
  adminReportRidesCsv: {
    url: () => '/api/admin/reports/consumptions/csv',
    payload: (id) => ({ id: [id], licensesKey: [gameModelKey], ...reportRange }),
    expect: allStaff,
  },
  adminReportLicensesByLocationCsv: {
    url: () => '/api/admin/reports/licenses/active/location/csv',
    payload: () => ({ countries: [76], ...reportRange }),
    expect: allStaff,
  },
  adminReportCoinsCsv: {
    url: () => '/api/admin/reports/tickets/log/csv',
    payload: (id) => ({ usersId: [id], ...reportRange, offset: 0 }),
    expect: allStaff,
  },
  adminReportConsumptionByDayCsv: {
    url: () => '/api/admin/reports/consumptions/byday/csv',
    payload: (id) => ({ userId: [id], licensesKey: [gameModelKey], ...reportRange }),
    expect: allStaff,
  },
  adminReportConsumptionByMonthCsv: {
    url: () => '/api/admin/reports/consumptions/bymonth/csv',
    payload: () => ({ countries: [76], licenseType: 'all', ...reportRange, offset: 0 }),
    expect: allStaff,
  },
  adminReportSalesByMonthCsv: {
    url: () => '/api/admin/reports/orbitcoins/salesmonth/csv',
    payload: () => ({ countries: [76], ...reportRange }),
    expect: allStaff,
  },
  adminReportWalletStatementCsv: {
    url: (id) =>
      `/api/admin/reports/consumptions/csv?userId=${id}&startAt=${reportRange.startAt}&endAt=${reportRange.endAt}`,
    expect: allStaff,
  },
  adminAudit: { url: (id) => `/api/admin/audit?targetType=user&targetId=${id}`, expect: notColaborador },
  adminUserAudit: { url: (id) => `/api/admin/users/${id}/audit?limit=10`, expect: notColaborador },
  // Machines and tariffs (ADR 0049): staff read them; admin and supervisor change them.
  adminUserDevices: { url: (id) => `/api/admin/users/${id}/devices`, expect: allStaff },
  adminFreeDevice: { url: () => '/api/admin/devices/:free/free', expect: notColaborador },
  adminDebitApprovals: { url: () => '/api/admin/debit-approvals', expect: notColaborador },
  adminApproveDebit: { url: () => '/api/admin/debit-approvals/:approve/approve', expect: notColaborador },
  adminRejectDebit: { url: () => '/api/admin/debit-approvals/:reject/reject', expect: notColaborador },
  adminRevokeDevice: { url: () => '/api/admin/devices/:revoke/revoke', expect: notColaborador },
  // Dead letters (ADR 0079): admin only; no job has this id, so the admin, let through, is told it is not there.
  adminFailedJobs: { url: () => '/api/admin/jobs/failed', expect: adminOnly },
  adminRetryFailedJob: {
    url: () => '/api/admin/jobs/failed/00000000-0000-4000-8000-000000000000/retry',
    expect: { ...adminOnly, admin: 404 },
  },
  // The fleet page (ADR 0084): every staff scope reads it.
  adminCoasters: { url: () => '/api/admin/coasters', expect: allStaff },
  // The business's API keys (ADR 0092): admin only.
  adminApiKeys: { url: () => '/api/admin/api-keys', expect: adminOnly },
  adminCreateApiKey: {
    url: () => '/api/admin/api-keys',
    payload: () => ({ name: 'Access table', scopes: ['reports:read'] }),
    expect: { ...adminOnly, admin: 201 },
  },
  adminUpdateApiKey: {
    url: () => `/api/admin/api-keys/${businessKeys.update}`,
    payload: () => ({ name: 'Renamed', scopes: ['reports:read', 'devices:read'] }),
    expect: adminOnly,
  },
  adminRollApiKey: {
    url: () => `/api/admin/api-keys/${businessKeys.roll}/roll`,
    payload: () => ({ overlapHours: 1 }),
    expect: adminOnly,
  },
  adminRevokeApiKey: { url: () => `/api/admin/api-keys/${businessKeys.revoke}`, expect: adminOnly },
  // The business's webhook endpoints and every account's events (ADR 0093): admin only. No endpoint has the id named,
  // so the admin, let through, is told it is not there; webhooks.test.ts shows an admin changing its own.
  adminWebhookEndpoints: { url: () => '/api/admin/webhook-endpoints', expect: adminOnly },
  adminCreateWebhookEndpoint: {
    url: () => '/api/admin/webhook-endpoints',
    payload: () => ({ url: 'https://93.184.215.14/hooks', eventTypes: ['license.created'] }),
    expect: { ...adminOnly, admin: 201 },
  },
  adminUpdateWebhookEndpoint: {
    url: () => '/api/admin/webhook-endpoints/2147483647',
    payload: () => ({ enabled: false }),
    expect: { ...adminOnly, admin: 404 },
  },
  adminDeleteWebhookEndpoint: {
    url: () => '/api/admin/webhook-endpoints/2147483647',
    expect: { ...adminOnly, admin: 404 },
  },
  adminWebhookDeliveries: {
    url: () => '/api/admin/webhook-endpoints/2147483647/deliveries',
    expect: { ...adminOnly, admin: 404 },
  },
  adminResendWebhook: {
    url: () => '/api/admin/webhook-endpoints/2147483647/resend',
    payload: () => ({ since: '2026-01-01T00:00:00Z' }),
    expect: { ...adminOnly, admin: 404 },
  },
  adminTestWebhook: {
    url: () => '/api/admin/webhook-endpoints/2147483647/test',
    expect: { ...adminOnly, admin: 404 },
  },
  adminEvents: { url: () => '/api/admin/events', expect: adminOnly },
  adminUserTariff: { url: (id) => `/api/admin/users/${id}/tariff`, expect: allStaff },
  adminSetUserTariff: {
    url: (id) => `/api/admin/users/${id}/tariff`,
    payload: () => ({ coinsPerCustomer: 2 }),
    expect: notColaborador,
  },
  // Scenarios, news and uploads (ADR 0016): colaborador reads, admin and supervisor change.
  obtainableScenarios: { url: (id) => `/api/store/scenarios/obtainable/user/${id}`, expect: allStaff },
  adminTransferScenario: {
    url: () => '/api/admin/scenarios/transfer',
    payload: (_userId, who) => ({ licenseKey: content.transferKeys[who] ?? 'NO-KEY', purchaseScenarioId: 10 }),
    expect: notColaborador,
  },
  adminRemoveScenario: {
    url: () => '/api/admin/scenarios/purchased/removed-at',
    payload: (_userId, who) => ({ licenseKey: content.removeKeys[who] ?? 'NO-KEY', purchaseScenarioId: 11 }),
    expect: notColaborador,
  },
  adminScenarios: { url: () => '/api/admin/scenarios?q=a', expect: allStaff },
  adminScenario: { url: () => '/api/admin/scenarios/12', expect: allStaff },
  adminCreateScenario: {
    url: () => '/api/admin/scenarios',
    payload: () => ({
      gameModel: 'OrbitCoaster',
      version: '1.0.0',
      minGameVersion: '2.0.0',
      time: 600,
      imageKey: content.scenarioImageKey,
      languages: { en: { title: 'Access', theme: 'Tests', description: 'A scenario of the access table.' } },
      sellable: null,
    }),
    expect: notColaborador,
  },
  adminUpdateScenario: {
    url: () => '/api/admin/scenarios/12',
    payload: () => ({ version: '1.0.1' }),
    expect: notColaborador,
  },
  adminScenarioStatus: {
    url: () => '/api/admin/scenarios/12/status',
    payload: () => ({ isActive: true }),
    expect: notColaborador,
  },
  adminNewsList: { url: () => '/api/admin/news', expect: allStaff },
  adminNews: { url: () => `/api/admin/news/${content.newsId}`, expect: allStaff },
  adminCreateNews: {
    url: () => '/api/admin/news',
    payload: () => ({ languages: { en: content.newsText } }),
    expect: notColaborador,
  },
  adminUpdateNews: {
    url: () => `/api/admin/news/${content.newsId}`,
    payload: () => ({ languages: { pt: content.newsText } }),
    expect: notColaborador,
  },
  adminNewsStatus: {
    url: () => `/api/admin/news/${content.newsId}/status`,
    payload: () => ({ isActive: true }),
    expect: notColaborador,
  },
  uploadImage: {
    url: () => '/api/upload/s3?theme=news',
    payload: () => content.upload.payload,
    headers: () => content.upload.headers,
    expect: notColaborador,
  },
};

/** Licences, images and news the content rows need, created in `beforeAll`. */
const content = {
  transferKeys: {} as Partial<Record<Caller, string>>,
  removeKeys: {} as Partial<Record<Caller, string>>,
  scenarioImageKey: '',
  newsId: 0,
  newsText: { title: 'Access', resume: 'Access table', description: 'A news item of the access table.' },
  upload: { payload: Buffer.alloc(0) as Buffer, headers: {} as Record<string, string> },
};

const staffRoutes = Object.entries(routes).filter(([, route]) => route.access === 'staff');

/** docs/domain.md#roles-and-permissions: every `/api/admin/*` call answers 401 without a session and 403 to a client; scopes narrow some. */
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
    cookies.pendingEmail = (await clientWithPendingEmail(app, handle)).cookie;
    targetId = (await createClient(handle)).id;
    for (const who of ['supervisor', 'admin'] as const) {
      const [order] = await handle.db
        .insert(blockingOrders)
        .values({ code: 4, reason: 'financial-debt', userId: targetId, issuerUserId: 1 })
        .returning({ id: blockingOrders.id });
      openOrders[who] = order?.id;
      licenseKeys.revoke[who] = (await createLicense(handle, targetId)).key;
      licenseKeys.unlimited[who] = (await createLicense(handle, targetId)).key;
      licenseKeys.offline[who] = (await createLicense(handle, targetId, { unlimitedSince: new Date() })).key;
    }
    gameModelKey = (await createLicense(handle, targetId)).key;
    for (const who of ['supervisor', 'admin'] as const) {
      for (const action of ['free', 'revoke'] as const) {
        const license = await createLicense(handle, targetId);
        deviceIds[action][who] = await addDevice(handle, license.id);
      }
      for (const action of ['approve', 'reject'] as const) {
        const [approval] = await handle.db
          .insert(debitApprovals)
          .values({
            userId: targetId,
            amount: -5000,
            requestedByUserId: 3,
            idempotencyKey: `access-${action}-${who}`,
            requestHash: 'h',
          })
          .returning({ id: debitApprovals.id });
        debitIds[action][who] = approval?.id;
      }
    }
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });
  beforeAll(async () => {
    for (const who of ['supervisor', 'admin'] as const) {
      content.transferKeys[who] = (await createLicense(handle, targetId)).key;
      const holding = await createLicense(handle, targetId);
      await handle.db.insert(purchasedScenarios).values({ licenseId: holding.id, scenarioId: 11 });
      content.removeKeys[who] = holding.key;
    }
    content.scenarioImageKey = await addUploadedImage(handle, 'scenarios');
    const created = await call(app, 'POST', '/api/admin/news', {
      cookie: cookies.admin,
      payload: { languages: { en: content.newsText } },
    });
    content.newsId = (created.json() as { id: number }).id;
    const makeKey = async (scopes: readonly string[], cookie = cookies.admin) => {
      const made = await call(app, 'POST', '/api/admin/api-keys', { cookie, payload: { name: 'Access', scopes } });
      return made.json() as { key: { id: number }; secret: string };
    };
    businessKeys.update = (await makeKey(['wallet:read'])).key.id;
    businessKeys.roll = (await makeKey(['wallet:read'])).key.id;
    businessKeys.revoke = (await makeKey(['wallet:read'])).key.id;
    businessKeys.everyScope = (await makeKey(apiKeyScopes)).secret;
    businessKeys.readOnly = (await makeKey(apiKeyScopes.filter((scope) => scope.endsWith(':read')))).secret;
    // Admins who make a key with every scope and are then made a colaborador, or a client: the keys narrow with them.
    const demotedKey = async (scope: 'colaborador' | 'user') => {
      const maker = await createClient(handle);
      await handle.db.update(users).set({ scope: 'admin' }).where(eq(users.id, maker.id));
      const { secret } = await makeKey(apiKeyScopes, await sessionOf(app, maker.email));
      await handle.db.update(users).set({ scope }).where(eq(users.id, maker.id));
      return secret;
    };
    businessKeys.demoted = await demotedKey('colaborador');
    businessKeys.demotedToClient = await demotedKey('user');
    const revoked = await makeKey(apiKeyScopes);
    await call(app, 'DELETE', `/api/admin/api-keys/${revoked.key.id}`, { cookie: cookies.admin });
    businessKeys.revoked = revoked.secret;
    const expired = await makeKey(apiKeyScopes);
    await handle.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(inArray(apiKeys.id, [expired.key.id]));
    businessKeys.expired = expired.secret;
    content.upload = multipartBody([
      { name: 'file', value: await pictureOf('png', 40, 20), filename: 'access.png', contentType: 'image/png' },
    ]);
  });

  it('has a sample for every staff route, and every admin path is a staff route', () => {
    expect(staffRoutes.map(([name]) => name).sort()).toEqual(Object.keys(samples).sort());
    for (const route of Object.values(routes)) {
      if (route.path.startsWith('/api/admin/')) expect(route.access).toBe('staff');
    }
  });

  /**
   * ADR 0092: a business key with every scope, made by an admin, reaches the staff routes whose contract names a key
   * scope as that admin would, and is refused every other staff route before anything runs.
   */
  it.each(staffRoutes)('%s takes a business key only where the contract names a key scope', async (name, route) => {
    const sample = samples[name as RouteName];
    if (!sample) throw new Error(`No sample for ${name}`);
    const response = await call(app, route.method, sample.url(targetId), {
      headers: { authorization: `Bearer ${businessKeys.everyScope}`, ...sample.headers?.() },
      payload: sample.payload?.(targetId, 'admin'),
    });
    expect(response.statusCode, response.body).toBe('keyScope' in route ? sample.expect.admin : 403);
  });

  /**
   * ADR 0092: a key may do its scopes intersected with what its maker may do now. A key with every read scope is
   * refused every write; a key whose maker was demoted to colaborador answers as a colaborador would, and one whose
   * maker became a client reaches no staff call; a revoked or an expired key answers 401 everywhere.
   */
  it.each(staffRoutes.filter(([, route]) => 'keyScope' in route))(
    "%s answers a read key, a demoted maker's key, and a revoked or expired key as their scopes and makers allow",
    async (name, route) => {
      const sample = samples[name as RouteName];
      if (!sample) throw new Error(`No sample for ${name}`);
      const keyScope = 'keyScope' in route ? route.keyScope : undefined;
      const ask = async (secret: string, who: Caller) =>
        (
          await call(app, route.method, sample.url(targetId), {
            headers: { authorization: `Bearer ${secret}`, ...sample.headers?.() },
            payload: sample.payload?.(targetId, who),
          })
        ).statusCode;
      expect(await ask(businessKeys.readOnly, 'admin')).toBe(keyScope?.endsWith(':write') ? 403 : sample.expect.admin);
      expect(await ask(businessKeys.demoted, 'colaborador')).toBe(sample.expect.colaborador);
      expect(await ask(businessKeys.demotedToClient, 'client')).toBe(403);
      expect([await ask(businessKeys.revoked, 'admin'), await ask(businessKeys.expired, 'admin')]).toEqual([401, 401]);
    },
  );

  describe.each(staffRoutes)('%s', (name, route) => {
    const method = route.method;
    it.each(callers)('answers %s as the table says', async (who) => {
      const sample = samples[name as RouteName];
      if (!sample) throw new Error(`No sample for ${name}`);
      const url = sample
        .url(targetId)
        .replace(/:(free|revoke)/, (_, action: 'free' | 'revoke') => String(deviceIds[action][who] ?? 1))
        .replace(/:(approve|reject)/, (_, action: 'approve' | 'reject') => String(debitIds[action][who] ?? 1));
      const response = await call(app, method, url, {
        cookie: cookies[who],
        payload: sample.payload?.(targetId, who),
        ...(sample.headers && { headers: sample.headers() }),
      });
      expect(response.statusCode).toBe(sample.expect[who]);
    });
  });

  /**
   * Access before input (ADR 0020): every route of the contract, sent a malformed body (and odd path and query
   * values) by each caller, answers 401 or 403 to a caller without the right before anything is parsed, and only
   * then 400 to a caller with it.
   */
  describe('every route with a malformed body', () => {
    const allRoutes = Object.entries(routes);
    const deniedStatus = (route: (typeof routes)[RouteName], who: Caller): number | undefined => {
      if (route.access === 'public') return undefined;
      // Device routes take a device token only: a session of any kind is no caller of theirs.
      if (who === 'anonymous' || route.access === 'device') return 401;
      if (route.access === 'signedIn') return undefined;
      if (who === 'client' || who === 'pendingEmail') return 403;
      const scopes: readonly string[] | undefined = 'scopes' in route ? route.scopes : undefined;
      return scopes && !scopes.includes(who) ? 403 : undefined;
    };

    it.each(allRoutes)('%s answers each caller 401/403 first, then 400', async (name, route) => {
      for (const who of callers) {
        const url = `${route.path.replace(/:(\w+)/g, 'not%20valid')}?unexpected=%7B&limit=-1`;
        // The live stream does not end: its status is read from its first bytes.
        const response = await injectAnswer(app, {
          method: route.method,
          url,
          headers: { 'content-type': 'application/json' },
          ...(cookies[who] && { cookies: { orbit_session: cookies[who] } }),
          ...(route.method !== 'GET' && { payload: '{"unterminated": [' }),
        });
        const label = `${who} ${route.method} ${route.path}`;
        if (response.statusCode >= 400) expect(response.json(), label).toHaveProperty('message');
        const refused = deniedStatus(route, who);
        if (refused !== undefined) {
          expect(response.statusCode, label).toBe(refused);
        } else if (name === 'signOut') {
          // Without the fetch metadata of the console's own call, GET sign-out refuses everyone (ADR 0021).
          expect(response.statusCode, label).toBe(403);
        } else if (route.method !== 'GET') {
          expect(response.statusCode, label).toBe(400);
        } else {
          // A GET has no body to parse; one without a query schema ignores the odd query and answers.
          expect([200, 400, 404], label).toContain(response.statusCode);
        }
      }
    });

    it('recorded each refused staff call as a security event', async () => {
      const response = await call(
        app,
        'GET',
        '/api/admin/audit?targetType=route&action=security.access.denied&limit=1000',
        {
          cookie: cookies.admin,
        },
      );
      expect(response.statusCode).toBe(200);
      const entries = (response.json() as { results: { targetId: string; after: { scope: string } }[] }).results;
      expect(entries).toContainEqual(
        expect.objectContaining({
          targetId: 'PATCH /api/admin/users/:id/edit',
          after: expect.objectContaining({ scope: 'colaborador' }),
        }),
      );
      expect(entries).toContainEqual(
        expect.objectContaining({
          targetId: 'GET /api/admin/users',
          after: expect.objectContaining({ scope: 'user' }),
        }),
      );
    });
  });
});
