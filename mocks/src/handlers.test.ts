import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import {
  addressListSchema,
  adminActivationsResponseSchema,
  adminDeviceSchema,
  adminDevicesResponseSchema,
  adminBlockingOrdersResponseSchema,
  adminCreateLicenseResponseSchema,
  adminUserSchema,
  adminUsersResponseSchema,
  auditResponseSchema,
  clientActivityResponseSchema,
  bigmacIndexSchema,
  blockingOrderSchema,
  blockingOrdersResponseSchema,
  clientLicenseSchema,
  consumptionListSchema,
  countryListSchema,
  createTemporaryUnblockResponseSchema,
  currentUserSchema,
  customersPerLicenseSchema,
  endSessionsResponseSchema,
  errorMessages,
  errorResponseSchema,
  licenseActivationsResponseSchema,
  licenseConsumptionsReportSchema,
  licenseRankingSchema,
  messageResponseSchema,
  newsListResponseSchema,
  scenarioShareSchema,
  signOutResponseSchema,
  tariffSchema,
  temporaryUnblockRequestsResponseSchema,
  verifyResetTokenResponseSchema,
  walletBalanceReportSchema,
  walletBalanceSchema,
  walletRecordSchema,
  walletRecordsResponseSchema,
} from '@orbit/contract';
import {
  blockingHandlers,
  createHandlers,
  mockCommonPassword,
  mockDevices,
  mockLicenses,
  mockPassword,
  mockTokens,
  mockUsers,
} from './index.ts';

const server = setupServer(...createHandlers({ signedInAs: null }));
const base = 'http://console.test';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

async function call(path: string, init?: RequestInit) {
  const response = await fetch(`${base}${path}`, init);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('mock answers parse with the contract', () => {
  it('GET /api/me answers 401 in the error shape before sign-in', async () => {
    const { status, body } = await call('/api/me');
    expect(status).toBe(401);
    expect(errorResponseSchema.parse(body).message).toBeTruthy();
  });

  it('POST /api/sign-in answers a current user, then /api/me does too', async () => {
    const signedIn = await call('/api/sign-in', {
      method: 'POST',
      body: JSON.stringify({ email: mockUsers.client.email, password: mockPassword }),
    });
    expect(signedIn.status).toBe(200);
    expect(currentUserSchema.parse(signedIn.body).email).toBe(mockUsers.client.email);
    const me = await call('/api/me');
    expect(currentUserSchema.parse(me.body).id).toBe(mockUsers.client.id);
  });

  it('POST /api/sign-in with a wrong password answers 401 in the error shape', async () => {
    const { status, body } = await call('/api/sign-in', {
      method: 'POST',
      body: JSON.stringify({ email: mockUsers.client.email, password: 'wrong' }),
    });
    expect(status).toBe(401);
    errorResponseSchema.parse(body);
  });

  it('POST /api/me/password needs the current password and refuses a common one', async () => {
    const change = (body: unknown) =>
      call('/api/me/password', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
    messageResponseSchema.parse((await change({ currentPassword: mockPassword, password: 'riding-42-coasters' })).body);
    const wrong = await change({ currentPassword: 'not-it', password: 'riding-42-coasters' });
    expect(wrong.status).toBe(400);
    expect(errorResponseSchema.parse(wrong.body).errors).toEqual({
      currentPassword: errorMessages.wrongCurrentPassword,
    });
    const common = await change({ currentPassword: mockPassword, password: mockCommonPassword });
    expect(errorResponseSchema.parse(common.body).errors).toEqual({ password: errorMessages.commonPassword });
    expect((await change({ currentPassword: mockPassword, password: 'short' })).status).toBe(400);
  });

  it('GET /api/sign-out answers a message and ends the mock session', async () => {
    const { body } = await call('/api/sign-out');
    signOutResponseSchema.parse(body);
    expect((await call('/api/me')).status).toBe(401);
  });

  it('POST /api/sign-out does the same', async () => {
    await call('/api/sign-in', {
      method: 'POST',
      body: JSON.stringify({ email: mockUsers.client.email, password: mockPassword }),
    });
    signOutResponseSchema.parse((await call('/api/sign-out', { method: 'POST' })).body);
    expect((await call('/api/me')).status).toBe(401);
  });

  it('GET /api/countries answers a country list', async () => {
    const { body } = await call('/api/countries');
    expect(countryListSchema.parse(body).length).toBeGreaterThan(0);
  });
});

const post = (body: unknown, method = 'POST'): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function expectError(path: string, init: RequestInit | undefined, status: number) {
  const { status: actual, body } = await call(path, init);
  expect(actual).toBe(status);
  return errorResponseSchema.parse(body);
}

describe('client-area mock answers parse with the contract', () => {
  const [license] = mockLicenses;
  const key = license?.key ?? '';

  it('GET /api/licenses/activations answers the mock licences, matching the current user', async () => {
    const body = licenseActivationsResponseSchema.parse((await call('/api/licenses/activations')).body);
    expect(body.results.map((item) => item.key)).toEqual(mockUsers.client.licenses.map((item) => item.key));
    expect(body.meta.count).toBe(body.results.length);
  });

  it('GET /api/licenses/:key/consumptions answers a page of rides with totals, 404 for an unknown key', async () => {
    const query = 'referenceStartDate=2026-05-15T12:00:00Z&rangeKind=month&limit=5';
    const body = consumptionListSchema.parse((await call(`/api/licenses/${key}/consumptions?${query}`)).body);
    expect(body.results).toHaveLength(5);
    expect(body.results.every((ride) => ride.licenseKey === key)).toBe(true);
    expect(body.customersAmount).toBeGreaterThan(0);
    await expectError(`/api/licenses/NOPE/consumptions?${query}`, undefined, 404);
    const invalid = await expectError(`/api/licenses/${key}/consumptions?rangeKind=year`, undefined, 400);
    expect(Object.keys(invalid.errors ?? {})).toEqual(['referenceStartDate', 'rangeKind']);
  });

  it('PATCH /api/licenses/:key/notes answers the licence with its notes, 400 over 150 characters', async () => {
    const { body } = await call(`/api/licenses/${key}/notes`, post({ notes: 'Repainted' }, 'PATCH'));
    expect(clientLicenseSchema.parse(body).notes).toBe('Repainted');
    await expectError(`/api/licenses/${key}/notes`, post({ notes: 'x'.repeat(151) }, 'PATCH'), 400);
  });

  it('POST /api/licenses/wallet/consumptions answers the rides of the range', async () => {
    const range = { startAt: '2026-05-01T00:00:00Z', endAt: '2026-05-16T00:00:00Z' };
    const body = consumptionListSchema.parse((await call('/api/licenses/wallet/consumptions', post(range))).body);
    expect(body.meta).toMatchObject({ limit: 5000, offset: 0 });
    expect(body.results.length).toBeGreaterThan(0);
    await expectError('/api/licenses/wallet/consumptions', post({ startAt: range.endAt, endAt: range.startAt }), 400);
  });

  it('GET /api/wallet-records answers records with the balance; GET /api/bigmac-index answers coins or 404', async () => {
    const records = walletRecordsResponseSchema.parse((await call('/api/wallet-records?limit=3')).body);
    expect(records.results).toHaveLength(3);
    bigmacIndexSchema.parse((await call('/api/bigmac-index/76')).body);
    await expectError('/api/bigmac-index/8', undefined, 404);
  });

  it('the dashboard reports answer their shapes', async () => {
    licenseConsumptionsReportSchema.parse((await call(`/api/report/license-consumptions/${key}`)).body);
    expect(licenseRankingSchema.parse((await call('/api/report/license-ranking')).body).results.length).toBeGreaterThan(
      0,
    );
    const perLicense = customersPerLicenseSchema.parse((await call('/api/report/customers-per-license')).body);
    expect(perLicense.rows).toHaveLength(12);
    walletBalanceReportSchema.parse((await call('/api/report/wallet-balance')).body);
    expect(scenarioShareSchema.parse((await call('/api/report/scenario-share')).body).results.length).toBeGreaterThan(
      0,
    );
  });

  it('GET /api/news and /api/public/news answer active news, filtered by language', async () => {
    const all = newsListResponseSchema.parse((await call('/api/news')).body);
    const portuguese = newsListResponseSchema.parse((await call('/api/public/news?lang=pt')).body);
    expect(portuguese.results.length).toBeLessThan(all.results.length);
  });

  it('the account calls answer their shapes and errors', async () => {
    const signUp = { name: 'Nova', email: 'nova@example.com', countryId: '76', password: 'secret1', timezone: 'UTC' };
    messageResponseSchema.parse((await call('/api/sign-up', post(signUp))).body);
    const taken = await expectError('/api/sign-up', post({ ...signUp, email: mockUsers.client.email }), 409);
    expect(taken.message).toBe(errorMessages.emailTaken);
    messageResponseSchema.parse((await call('/api/verify-email', post({ token: mockTokens.valid }))).body);
    messageResponseSchema.parse(
      (await call('/api/reset-password/request', post({ email: mockUsers.client.email, lang: 'pt' }))).body,
    );
    const unknown = await expectError('/api/reset-password/request', post({ email: 'nobody@example.com' }), 404);
    expect(unknown.message).toBe('Entity Not Found');
    verifyResetTokenResponseSchema.parse(
      (await call('/api/reset-password/verify-token', post({ token: mockTokens.valid }))).body,
    );
    await expectError('/api/reset-password/verify-token', post({ token: mockTokens.expired }), 400);
    messageResponseSchema.parse(
      (await call('/api/reset-password', post({ token: mockTokens.valid, password: 'newpass1' }))).body,
    );
    await expectError('/api/reset-password', post({ token: mockTokens.valid, password: 'letters' }), 400);
    addressListSchema.parse((await call('/api/addresses')).body);
  });
});

describe('blocking mock answers parse with the contract', () => {
  it('a clear account has a finished order and may not request an unblock', async () => {
    const orders = blockingOrdersResponseSchema.parse((await call('/api/blocking-orders')).body);
    expect(orders.mayRequestUnblock).toBe(false);
    temporaryUnblockRequestsResponseSchema.parse((await call('/api/temporary-unblock-requests')).body);
    await expectError('/api/temporary-unblock-requests', { method: 'POST' }, 403);
  });

  it('a blocked account gets 7 days once, then 409 under review', async () => {
    server.use(...blockingHandlers({ account: 'blocked' }));
    try {
      const orders = blockingOrdersResponseSchema.parse((await call('/api/blocking-orders')).body);
      expect(orders.results.some((order) => order.licenseKey === null && order.revokedAt === null)).toBe(true);
      const { data } = createTemporaryUnblockResponseSchema.parse(
        (await call('/api/temporary-unblock-requests', { method: 'POST' })).body,
      );
      expect(Date.parse(data.expiresAt) - Date.parse(data.createdAt)).toBe(7 * 86_400_000);
      const again = await expectError('/api/temporary-unblock-requests', { method: 'POST' }, 409);
      expect(again.message).toBe(errorMessages.unblockUnderReview);
    } finally {
      server.resetHandlers();
    }
  });
});

describe('admin user mock answers parse with the contract', () => {
  const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
    method,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });

  it('lists, filters and shows users', async () => {
    const list = adminUsersResponseSchema.parse((await call('/api/admin/users?orderby=email&order=desc&limit=2')).body);
    expect(list.meta.limit).toBe(2);
    expect(list.results).toHaveLength(2);
    const found = adminUsersResponseSchema.parse((await call('/api/admin/users?email=CLIENT@')).body);
    expect(found.results.map((user) => user.id)).toEqual([mockUsers.client.id]);
    adminUserSchema.parse((await call(`/api/admin/users/${mockUsers.client.id}`)).body);
    await expectError('/api/admin/users/999', undefined, 404);
    await expectError('/api/admin/users?limit=0', undefined, 400);
  });

  it('ends sessions, disables and enables a user, audited; never the admin itself', async () => {
    const id = mockUsers.colaborador.id;
    expect(
      endSessionsResponseSchema.parse((await call(`/api/admin/users/${id}/sessions/end`, { method: 'POST' })).body)
        .ended,
    ).toBe(1);
    const disabled = adminUserSchema.parse((await call(`/api/admin/users/${id}/disable`, { method: 'POST' })).body);
    expect(disabled.disabledAt).not.toBeNull();
    const enabled = adminUserSchema.parse((await call(`/api/admin/users/${id}/enable`, { method: 'POST' })).body);
    expect(enabled.disabledAt).toBeNull();
    await expectError(`/api/admin/users/${mockUsers.admin.id}/disable`, { method: 'POST' }, 403);
    await expectError('/api/admin/users/999/enable', { method: 'POST' }, 404);
    const securityUrl = `/api/admin/audit?targetType=user&targetId=${id}&action=security.`;
    await call('/api/sign-in', post({ email: mockUsers.admin.email, password: mockPassword }));
    const audit = auditResponseSchema.parse((await call(securityUrl)).body);
    expect(audit.results.map((entry) => entry.action)).toEqual([
      'security.account.enabled',
      'security.account.disabled',
      'security.sessions.ended',
    ]);
    // Security events are the admins' (ADR 0054): a supervisor is refused them by action and never listed them.
    const securityInTimeline = async () =>
      clientActivityResponseSchema
        .parse((await call(`/api/admin/users/${id}/audit`)).body)
        .results.filter((entry) => entry.action.startsWith('security.')).length;
    expect(await securityInTimeline()).toBe(3);
    await call('/api/sign-in', post({ email: mockUsers.supervisor.email, password: mockPassword }));
    await expectError(securityUrl, undefined, 403);
    expect(await securityInTimeline()).toBe(0);
    await call('/api/sign-out', { method: 'POST' });
  });

  it('edits a user and lists the audit entry', async () => {
    const url = `/api/admin/users/${mockUsers.client.id}/edit`;
    const edited = adminUserSchema.parse(
      (await call(url, json('PATCH', { email: mockUsers.client.email, name: 'Carla M. Rodrigues' }))).body,
    );
    expect(edited.name).toBe('Carla M. Rodrigues');
    await expectError(url, json('PATCH', { email: mockUsers.admin.email, name: 'Carla' }), 409);
    await expectError(url, json('PATCH', { email: mockUsers.client.email, name: 'ab' }), 400);
    const audit = auditResponseSchema.parse(
      (await call(`/api/admin/audit?targetType=user&targetId=${mockUsers.client.id}`)).body,
    );
    expect(audit.results[0]?.action).toBe('user.edit');
  });

  it('answers the wallet balance, inserts coins once per key and lists licences', async () => {
    walletBalanceSchema.parse((await call(`/api/admin/users/${mockUsers.client.id}/wallet-balance`)).body);
    const url = `/api/admin/users/${mockUsers.client.id}/wallet-records`;
    const first = walletRecordSchema.parse(
      (await call(url, json('POST', { amount: 50 }, { 'idempotency-key': 'k1' }))).body,
    );
    const retry = walletRecordSchema.parse(
      (await call(url, json('POST', { amount: 50 }, { 'idempotency-key': 'k1' }))).body,
    );
    expect(retry).toEqual(first);
    const reused = await expectError(url, json('POST', { amount: 60 }, { 'idempotency-key': 'k1' }), 422);
    expect(reused.message).toBe(errorMessages.idempotencyKeyReused);
    await expectError(url, json('POST', { amount: 50 }), 400);
    await expectError(url, json('POST', { amount: 0 }, { 'idempotency-key': 'k2' }), 400);
    const licenses = adminActivationsResponseSchema.parse(
      (await call(`/api/admin/users/${mockUsers.client.id}/licenses/activations?page=1&limit=2`)).body,
    );
    expect(licenses.meta).toMatchObject({ limit: 2, offset: 0 });
  });

  it('blocks a licence or an account, finishes an order once and audits both', async () => {
    const url = '/api/admin/users/blocking-orders';
    const [license] = mockLicenses;
    const licensed = blockingOrderSchema.parse(
      (await call(url, json('POST', { reason: 'financial-debt', licenseKey: license?.key }))).body,
    );
    expect(licensed).toMatchObject({ code: 4, licenseKey: license?.key });
    const whole = blockingOrderSchema.parse(
      (await call(url, json('POST', { reason: 'owner-request', userId: mockUsers.client.id }))).body,
    );
    expect(whole.licenseKey).toBeNull();
    await expectError(url, json('POST', { reason: 'owner-request' }), 400);
    await expectError(url, json('POST', { reason: 'owner-request', userId: 999 }), 404);
    const list = adminBlockingOrdersResponseSchema.parse(
      (await call(`/api/admin/users/${mockUsers.client.id}/blocking-orders`)).body,
    );
    expect(list.results.map((order) => order.id)).toEqual(expect.arrayContaining([licensed.id, whole.id]));
    const finished = blockingOrderSchema.parse((await call(`${url}/finish`, json('PATCH', { id: whole.id }))).body);
    expect(finished.revokedAt).not.toBeNull();
    await expectError(`${url}/finish`, json('PATCH', { id: whole.id }), 409);
    await expectError(`${url}/finish`, json('PATCH', { id: 999_999 }), 404);
    const audit = auditResponseSchema.parse(
      (await call(`/api/admin/audit?targetType=blockingOrder&targetId=${whole.id}`)).body,
    );
    expect(audit.results.map((entry) => entry.action)).toEqual(['blockingOrder.finish', 'blockingOrder.create']);
  });

  it('applies licence actions in order and refuses a revoked licence', async () => {
    const base = '/api/admin/users/license';
    const limited = mockLicenses.find((license) => !license.unlimitedSince && !license.revokedAt);
    if (!limited) throw new Error('The mock client needs a limited licence');
    const key = limited.key;
    const switched = clientLicenseSchema.parse(
      (await call(`${base}/${key}/gamemodel`, json('PATCH', { gameModel: 'BubbleCoaster' }))).body,
    );
    expect(switched.gameModel).toBe('BubbleCoaster');
    await expectError(`${base}/${key}/gamemodel`, json('PATCH', { gameModel: 'Tetris' }), 400);
    await expectError(`${base}/block-offline`, json('PATCH', { licenseKey: key }), 409);
    clientLicenseSchema.parse((await call(`${base}/unlimited`, json('PATCH', { licenseKey: key }))).body);
    await expectError(`${base}/unlimited`, json('PATCH', { licenseKey: key }), 409);
    const offline = clientLicenseSchema.parse(
      (await call(`${base}/block-offline`, json('PATCH', { licenseKey: key }))).body,
    );
    expect(offline.unlimitedOfflineTimeSince).not.toBeNull();
    const revoked = clientLicenseSchema.parse((await call(`${base}/revoke`, json('PATCH', { licenseKey: key }))).body);
    // Its machine reads revoked at once, as on the coasters pages.
    expect(revoked.device?.coasterStatus).toBe('revoked');
    const refused = await expectError(`${base}/revoke`, json('PATCH', { licenseKey: key }), 409);
    expect(refused.message).toBe(errorMessages.licenseRevoked);
    await expectError(`${base}/revoke`, json('PATCH', { licenseKey: 'NO-SUCH-KEY' }), 404);
    const audit = auditResponseSchema.parse((await call(`/api/admin/audit?targetType=license&targetId=${key}`)).body);
    expect(audit.results).toHaveLength(4);
    // As the server: the audit keeps the licence's machine without its status, which moves with time.
    expect(audit.results[0]?.after).toMatchObject({ device: { status: 'active' } });
    expect(JSON.stringify(audit.results)).not.toMatch(/coasterStatus/);
  });

  it('creates a licence once per label', async () => {
    const url = '/api/admin/users/licenses';
    const body = { userId: mockUsers.client.id, label: 'Mock New', gameModel: 'OrbitCoaster' };
    const created = adminCreateLicenseResponseSchema.parse((await call(url, json('POST', body))).body);
    expect(created.label).toBe('Mock New');
    await expectError(url, json('POST', body), 409);
    await expectError(url, json('POST', { ...body, userId: 999 }), 404);
    await expectError(url, json('POST', { ...body, label: '' }), 400);
  });
});

describe('device mock answers parse with the contract', () => {
  const clientId = mockUsers.client.id;
  const signInAs = (email: string) => call('/api/sign-in', post({ email, password: mockPassword }));
  const devicesOf = async (id: number) =>
    adminDevicesResponseSchema.parse((await call(`/api/admin/users/${id}/devices`)).body).results;

  it('the mock client licences show every machine state at the mock "now"', () => {
    expect(mockLicenses.map((license) => license.device?.status ?? null)).toEqual(['active', 'active', 'active', null]);
    // The coasters pages' statuses at the mock "now" with 5-minute check-ins: quiet for 25 minutes is offline.
    expect(mockLicenses.map((license) => license.device?.coasterStatus ?? null)).toEqual([
      'offline',
      'offline',
      'online',
      null,
    ]);
    expect(mockDevices.map((device) => [device.id, device.coasterStatus])).toEqual([
      [44, 'offline'],
      [41, 'offline'],
      [45, 'online'],
      [39, 'revoked'],
      [37, 'replaced'],
    ]);
    expect(mockLicenses.some((license) => (license.device?.pendingRides ?? 0) > 0)).toBe(true);
    expect(new Set(mockDevices.map((device) => device.status))).toEqual(new Set(['active', 'replaced', 'revoked']));
  });

  it('every staff scope reads the machines and the tariff; a client reads neither', async () => {
    await signInAs(mockUsers.client.email);
    await expectError(`/api/admin/users/${clientId}/devices`, undefined, 403);
    await expectError(`/api/admin/users/${clientId}/tariff`, undefined, 403);
    await signInAs(mockUsers.colaborador.email);
    const devices = await devicesOf(clientId);
    expect(devices.map((device) => device.id)).toEqual([44, 41, 45, 39, 37]);
    expect(await devicesOf(mockUsers.admin.id)).toEqual([]);
    expect(tariffSchema.parse((await call(`/api/admin/users/${clientId}/tariff`)).body).coinsPerCustomer).toBe(2);
    const staff = await expectError(`/api/admin/users/${mockUsers.admin.id}/tariff`, undefined, 409);
    expect(staff.message).toBe(errorMessages.tariffClientsOnly);
    await expectError('/api/admin/users/999/devices', undefined, 404);
  });

  it('a colaborador may neither free, revoke nor set a tariff', async () => {
    await signInAs(mockUsers.colaborador.email);
    await expectError('/api/admin/devices/41/free', { method: 'POST' }, 403);
    await expectError('/api/admin/devices/41/revoke', { method: 'POST' }, 403);
    await expectError(`/api/admin/users/${clientId}/tariff`, post({ coinsPerCustomer: 3 }, 'PUT'), 403);
  });

  it('frees and revokes machines once, shows it in both licence lists and audits it', async () => {
    await signInAs(mockUsers.supervisor.email);
    const freed = adminDeviceSchema.parse((await call('/api/admin/devices/41/free', { method: 'POST' })).body);
    expect(freed).toMatchObject({ status: 'replaced', freedAt: expect.any(String) });
    const again = await expectError('/api/admin/devices/41/free', { method: 'POST' }, 409);
    expect(again.message).toBe(errorMessages.deviceNotActive);
    const revoked = adminDeviceSchema.parse((await call('/api/admin/devices/44/revoke', { method: 'POST' })).body);
    expect(revoked.status).toBe('revoked');
    await expectError('/api/admin/devices/44/revoke', { method: 'POST' }, 409);
    await expectError('/api/admin/devices/999/free', { method: 'POST' }, 404);
    await expectError('/api/admin/devices/abc/free', { method: 'POST' }, 400);
    expect((await devicesOf(clientId)).find((device) => device.id === 41)?.status).toBe('replaced');
    const licenses = adminActivationsResponseSchema.parse(
      (await call(`/api/admin/users/${clientId}/licenses/activations?page=1&limit=10`)).body,
    );
    // The first four are the fixture's (an earlier test created a fifth, never activated).
    expect(licenses.results.slice(0, 4).map((license) => license.device?.status ?? null)).toEqual([
      'replaced',
      'revoked',
      'active',
      null,
    ]);
    // The first licence was revoked by an earlier test: revoked comes before replaced (ADR 0084).
    expect(licenses.results.slice(0, 4).map((license) => license.device?.coasterStatus ?? null)).toEqual([
      'revoked',
      'revoked',
      'online',
      null,
    ]);
    expect(revoked.coasterStatus).toBe('revoked');
    const own = licenseActivationsResponseSchema.parse((await call('/api/licenses/activations')).body);
    expect(own.results[1]?.device).toMatchObject({ status: 'revoked', coasterStatus: 'revoked' });
    expect(own.results[0]?.device?.status).toBe('replaced');
    const activity = auditResponseSchema.parse((await call(`/api/admin/users/${clientId}/audit?limit=50`)).body);
    expect(activity.results.slice(0, 2).map((entry) => [entry.action, entry.targetId])).toEqual([
      ['device.revoke', '44'],
      ['device.free', '41'],
    ]);
    expect(activity.results[0]?.actorUserId).toBe(mockUsers.supervisor.id);
    // As the server: the audit keeps the machines without their statuses, which move with time.
    for (const entry of activity.results) {
      expect(JSON.stringify([entry.before, entry.after])).not.toMatch(/coasterStatus/);
    }
  });

  it('sets the tariff within 1 to 1000 coins per customer and audits it', async () => {
    await signInAs(mockUsers.admin.email);
    const url = `/api/admin/users/${clientId}/tariff`;
    const set = tariffSchema.parse((await call(url, post({ coinsPerCustomer: 3 }, 'PUT'))).body);
    expect(set).toEqual({ coinsPerCustomer: 3, since: expect.any(String) });
    expect(tariffSchema.parse((await call(url)).body).coinsPerCustomer).toBe(3);
    await expectError(url, post({ coinsPerCustomer: 0 }, 'PUT'), 400);
    await expectError(url, post({ coinsPerCustomer: 1001 }, 'PUT'), 400);
    await expectError(url, post({ coinsPerCustomer: 1.5 }, 'PUT'), 400);
    await expectError(`/api/admin/users/${mockUsers.supervisor.id}/tariff`, post({ coinsPerCustomer: 3 }, 'PUT'), 409);
    const activity = auditResponseSchema.parse((await call(`/api/admin/users/${clientId}/audit?limit=50`)).body);
    expect(activity.results[0]).toMatchObject({ action: 'tariff.set', after: { coinsPerCustomer: 3 } });
  });

  it("the timeline holds the system's automatic block and its end, activations and the tariff", async () => {
    const activity = auditResponseSchema.parse((await call(`/api/admin/users/${clientId}/audit?limit=50`)).body);
    const bySystem = activity.results.filter((entry) => entry.actorUserId === null).map((entry) => entry.action);
    expect(bySystem).toEqual(['blockingOrder.finish', 'blockingOrder.create', 'device.activate', 'device.activate']);
    const dates = activity.results.map((entry) => entry.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const orders = adminBlockingOrdersResponseSchema.parse(
      (await call(`/api/admin/users/${clientId}/blocking-orders`)).body,
    );
    expect(orders.results.find((order) => order.issuerUserId === null)).toMatchObject({ code: 2 });
  });
});
