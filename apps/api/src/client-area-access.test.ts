import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { routes } from '@orbit/contract';
import { apiKeyScopes } from '@orbit/domain';
import type { RouteName } from '@orbit/contract';
import type { DatabaseHandle } from './db/client.ts';
import { apiKeys, licenses } from './db/schema.ts';
import { call, clientWithPendingEmail, sessionOf } from './test-support/fixtures.ts';
import { injectAnswer } from './test-support/live-streams.ts';
import { createTestApp, sessionCookieName } from './test-support/test-app.ts';
import { testDatabaseKinds } from './test-support/test-database.ts';

interface Sample {
  url: (key: string) => string;
  payload?: unknown;
  /** Statuses other than 200: staff (and the other client) own no licence, so a call naming one answers them 404. */
  status?: { client: number; staff: number };
}

const namesLicense = { client: 200, staff: 404 };

const month = { startAt: '2026-02-01T00:00:00Z', endAt: '2026-03-01T00:00:00Z' };

/** One valid request per route open to any signed-in user; the test fails when the contract gains one not listed. */
const samples: Partial<Record<RouteName, Sample>> = {
  me: { url: () => '/api/me' },
  addresses: { url: () => '/api/addresses' },
  licenseActivations: { url: () => '/api/licenses/activations' },
  licenseConsumptions: {
    url: (key) => `/api/licenses/${key}/consumptions?referenceStartDate=2026-02-01T00:00:00Z&rangeKind=month`,
    status: namesLicense,
  },
  updateLicenseNotes: {
    url: (key) => `/api/licenses/${key}/notes`,
    payload: { notes: 'Checked' },
    status: namesLicense,
  },
  walletConsumptions: { url: () => '/api/licenses/wallet/consumptions', payload: month },
  walletRecords: { url: () => '/api/wallet-records' },
  bigmacIndex: { url: () => '/api/bigmac-index/76' },
  reportLicenseConsumptions: { url: (key) => `/api/report/license-consumptions/${key}`, status: namesLicense },
  reportLicenseRanking: { url: () => '/api/report/license-ranking' },
  reportCustomersPerLicense: { url: () => '/api/report/customers-per-license' },
  reportWalletBalance: { url: () => '/api/report/wallet-balance' },
  reportScenarioShare: { url: () => '/api/report/scenario-share' },
  blockingOrders: { url: () => '/api/blocking-orders' },
  temporaryUnblockRequests: { url: () => '/api/temporary-unblock-requests' },
  // Neither client@example.com nor any staff account holds the right to ask (blocking-routes.test.ts grants it).
  createTemporaryUnblockRequest: { url: () => '/api/temporary-unblock-requests', status: { client: 403, staff: 403 } },
  news: { url: () => '/api/news' },
  licenseScenarios: { url: () => '/api/licenses/scenarios?lang=pt' },
  // Each signed-in user changes their own password (ADR 0021); the session the call came with stays.
  changePassword: {
    url: () => '/api/me/password',
    payload: { currentPassword: 'demo1234', password: 'riding-42-coasters' },
  },
  // Each signed-in user's own email and sessions (ADR 0055); no id of a session can reach another user's.
  ownEmailChange: { url: () => '/api/me/email-change' },
  // The current password is the one the changePassword sample set: it runs first, in the contract's order.
  requestEmailChange: {
    url: () => '/api/me/email',
    payload: { email: 'someone.new@example.com', currentPassword: 'riding-42-coasters' },
  },
  cancelOwnEmailChange: { url: () => '/api/me/email-change/cancel' },
  ownSessions: { url: () => '/api/me/sessions' },
  endOwnSession: {
    url: () => '/api/me/sessions/00000000-0000-4000-8000-000000000000/end',
    status: { client: 404, staff: 404 },
  },
  endOtherOwnSessions: { url: () => '/api/me/sessions/end-others' },
  // Each signed-in user sets up their own authenticator app (ADR 0056). A started set-up is not enrolled: the code
  // below is not the app's (one chance in about 300,000 that it is), so nobody here signs in with a second step.
  secondFactors: { url: () => '/api/me/second-factor' },
  startTotpEnrolment: { url: () => '/api/me/second-factor/totp' },
  confirmTotpEnrolment: {
    url: () => '/api/me/second-factor/totp/confirm',
    payload: { code: '000000' },
    status: { client: 400, staff: 400 },
  },
  removeTotp: {
    url: () => '/api/me/second-factor/totp/remove',
    payload: { code: '000000' },
    status: { client: 409, staff: 409 },
  },
  // Each signed-in user proves again who they are for their own session (ADR 0058), with the password set above.
  reauthenticate: {
    url: () => '/api/me/reauthenticate',
    payload: { method: 'password', password: 'riding-42-coasters' },
  },
  // Options for a proof with one of one's own passkeys: none here, so the browser would find nothing to sign.
  reauthenticatePasskeyOptions: { url: () => '/api/me/reauthenticate/passkey-options' },
  // Each signed-in user's own passkeys (ADR 0059): options for adding one; no id reaches another user's passkey,
  // and an answer without the browser's ceremony is refused (its challenge was never given).
  passkeys: { url: () => '/api/me/passkeys' },
  passkeyRegistrationOptions: { url: () => '/api/me/passkeys/options' },
  registerPasskey: {
    url: () => '/api/me/passkeys',
    payload: {
      name: 'Laptop',
      response: {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' },
        clientExtensionResults: {},
      },
    },
    status: { client: 400, staff: 400 },
  },
  renamePasskey: {
    url: () => '/api/me/passkeys/2147483647',
    payload: { name: 'Phone' },
    status: { client: 404, staff: 404 },
  },
  removePasskey: { url: () => '/api/me/passkeys/2147483647/remove', status: { client: 404, staff: 404 } },
  // Each signed-in person's own notifications and preferences (ADR 0080).
  notifications: { url: () => '/api/notifications' },
  markNotificationsRead: { url: () => '/api/notifications/read', payload: { all: true } },
  notificationPreferences: { url: () => '/api/notification-preferences' },
  setNotificationPreferences: { url: () => '/api/notification-preferences', payload: { kinds: [], digest: false } },
  // Each signed-in person's own stream of changes (ADR 0082); live.test.ts shows it carries only their own.
  live: { url: () => '/api/live' },
  // Each signed-in person's own machines (ADR 0084): staff own none, and get none.
  coasters: { url: () => '/api/coasters' },
  // One's own machine's page (ADR 0084); coaster-detail.test.ts shows a client reading its own, here nobody owns it.
  coaster: { url: () => '/api/coasters/2147483647', status: { client: 404, staff: 404 } },
  // The alerts of one's own machine (ADR 0086); coasters.test.ts shows a client setting its own, here nobody owns it.
  coasterAlertSettings: {
    url: () => '/api/coasters/2147483647/alerts',
    payload: { offlineThresholdMinutes: 30 },
    status: { client: 404, staff: 404 },
  },
  // Each signed-in person's own API keys (ADR 0092); api-keys.test.ts shows a client rolling and revoking its own.
  apiKeys: { url: () => '/api/api-keys' },
  createApiKey: {
    url: () => '/api/api-keys',
    payload: { name: 'Access table', scopes: ['wallet:read'] },
    status: { client: 201, staff: 201 },
  },
  updateApiKey: {
    url: () => '/api/api-keys/2147483647',
    payload: { name: 'Renamed' },
    status: { client: 404, staff: 404 },
  },
  rollApiKey: { url: () => '/api/api-keys/2147483647/roll', payload: {}, status: { client: 404, staff: 404 } },
  revokeApiKey: { url: () => '/api/api-keys/2147483647', status: { client: 404, staff: 404 } },
  // Each signed-in person's own webhook endpoints and their account's events (ADR 0093); webhooks.test.ts shows a
  // client changing, testing and resending its own, here nobody owns the id named.
  webhookEndpoints: { url: () => '/api/webhook-endpoints' },
  createWebhookEndpoint: {
    url: () => '/api/webhook-endpoints',
    payload: { url: 'https://93.184.215.14/hooks', eventTypes: ['coins.inserted'] },
    status: { client: 201, staff: 201 },
  },
  updateWebhookEndpoint: {
    url: () => '/api/webhook-endpoints/2147483647',
    payload: { enabled: false },
    status: { client: 404, staff: 404 },
  },
  deleteWebhookEndpoint: { url: () => '/api/webhook-endpoints/2147483647', status: { client: 404, staff: 404 } },
  webhookDeliveries: {
    url: () => '/api/webhook-endpoints/2147483647/deliveries',
    status: { client: 404, staff: 404 },
  },
  resendWebhook: {
    url: () => '/api/webhook-endpoints/2147483647/resend',
    payload: { since: '2026-01-01T00:00:00Z' },
    status: { client: 404, staff: 404 },
  },
  testWebhook: { url: () => '/api/webhook-endpoints/2147483647/test', status: { client: 404, staff: 404 } },
  events: { url: () => '/api/events' },
};

const signedInRoutes = Object.entries(routes).filter(([, route]) => route.access === 'signedIn');

/**
 * ADR 0008: the client area answers whoever is signed in about their own data. A client reaches its own licence;
 * staff reach the same calls for themselves (they own no licences), never another user's data.
 */
describe.each(testDatabaseKinds)('client-area access on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let clientKey: string;
  /**
   * The secrets of API keys with every scope (ADR 0092): the client's own, another client's (`pendingEmail`, who owns
   * no licence named here), and the client's revoked and expired ones.
   */
  let everyScopeKey: string;
  const otherKeys = { otherClient: '', revoked: '', expired: '' };
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    handle = await kind.open();
    app = await createTestApp(handle);
    for (const email of ['client', 'admin', 'supervisor', 'colaborador']) {
      cookies[email] = await sessionOf(app, `${email}@example.com`);
    }
    cookies.pendingEmail = (await clientWithPendingEmail(app, handle)).cookie;
    const [license] = await handle.db.select().from(licenses).where(eq(licenses.label, 'Parque Aventura 2'));
    clientKey = license?.key ?? '';
    const makeKey = async (cookie = cookies.client) => {
      const made = await call(app, 'POST', '/api/api-keys', {
        cookie,
        payload: { name: 'Access', scopes: apiKeyScopes },
      });
      return made.json() as { key: { id: number }; secret: string };
    };
    everyScopeKey = (await makeKey()).secret;
    otherKeys.otherClient = (await makeKey(cookies.pendingEmail)).secret;
    const revoked = await makeKey();
    await call(app, 'DELETE', `/api/api-keys/${revoked.key.id}`, { cookie: cookies.client });
    otherKeys.revoked = revoked.secret;
    const expired = await makeKey();
    await handle.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expired.key.id));
    otherKeys.expired = expired.secret;
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('has a sample for every route open to signed-in users', () => {
    expect(signedInRoutes.map(([name]) => name).sort()).toEqual(Object.keys(samples).sort());
  });

  describe.each(signedInRoutes)('%s', (name, route) => {
    const sample = samples[name as RouteName];
    const method = route.method;
    // The live stream does not end: its status is read from its first bytes.
    const ask = (url: string, options: { cookie?: string | undefined; payload?: unknown }) =>
      name === 'live'
        ? injectAnswer(app, {
            method,
            url,
            ...(options.cookie && { cookies: { [sessionCookieName]: options.cookie } }),
          })
        : call(app, method, url, options);

    // ADR 0092: a client's key with every scope answers as the client where the contract names a key scope, and is
    // refused every other call (the live stream included) before anything runs.
    it('takes a key only where the contract names a key scope', async () => {
      if (!sample) throw new Error(`No sample for ${name}`);
      const response = await call(app, method, sample.url(clientKey), {
        headers: { authorization: `Bearer ${everyScopeKey}` },
        payload: sample.payload,
      });
      expect(response.statusCode, response.body).toBe('keyScope' in route ? (sample.status?.client ?? 200) : 403);
    });

    // ADR 0092: another client's key answers about that client only, as its session would; a revoked or expired key
    // opens nothing.
    it.runIf('keyScope' in route)("answers another client's key about its own data, and a dead key 401", async () => {
      if (!sample) throw new Error(`No sample for ${name}`);
      const ask = async (secret: string) =>
        (
          await call(app, method, sample.url(clientKey), {
            headers: { authorization: `Bearer ${secret}` },
            payload: sample.payload,
          })
        ).statusCode;
      expect(await ask(otherKeys.otherClient)).toBe(sample.status?.staff ?? 200);
      expect([await ask(otherKeys.revoked), await ask(otherKeys.expired)]).toEqual([401, 401]);
    });

    it('answers 401 without a session', async () => {
      if (!sample) throw new Error(`No sample for ${name}`);
      const response = await ask(sample.url(clientKey), { payload: sample.payload });
      expect(response.statusCode).toBe(401);
    });

    // `pendingEmail`, a client whose new email waits for confirmation (ADR 0055), owns no licence named here.
    it.each(['client', 'pendingEmail', 'admin', 'supervisor', 'colaborador'])(
      'answers %s about its own data',
      async (who) => {
        if (!sample) throw new Error(`No sample for ${name}`);
        const response = await ask(sample.url(clientKey), {
          cookie: cookies[who],
          payload: sample.payload,
        });
        const expected = sample.status ?? { client: 200, staff: 200 };
        // Every caller but `client` is answered as someone who does not own the licence the sample names.
        expect(response.statusCode).toBe(who === 'client' ? expected.client : expected.staff);
      },
    );
  });
});
