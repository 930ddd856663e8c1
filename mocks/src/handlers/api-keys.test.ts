import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { apiKeySchema, apiKeysResponseSchema, apiKeyWithSecretSchema, errorResponseSchema } from '@orbit/contract';
import { apiKeyPrefix } from '@orbit/domain';
import { mockUsers } from '../fixtures.ts';
import { mockNow } from '../fixtures/client-area.ts';
import { apiKeysHandlers, mockAccountApiKeys, mockBusinessApiKeys } from './api-keys.ts';
import { createMockSession } from './session.ts';

const session = createMockSession({ signedInAs: mockUsers.admin });
const server = setupServer(...apiKeysHandlers({ session }));
const base = 'http://console.test';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

async function call(path: string, method = 'GET', body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
const ids = (body: unknown) => apiKeysResponseSchema.parse(body).results.map((key) => key.id);
/** The secret's shape (ADR 0092): prefix, the key's public id, `_`, 32 random and 6 checksum characters. */
const secretShape = /^orbit_key_[0-9A-Za-z]{12}_[0-9A-Za-z]{38}$/;

describe('API key mock answers parse with the contract (ADR 0092)', () => {
  it("lets an admin make, roll and revoke the business's keys, the secret in the making and rolling answers only", async () => {
    session.current = mockUsers.admin;
    expect(ids((await call('/api/admin/api-keys')).body)).toEqual(mockBusinessApiKeys.map((key) => key.id));

    const made = await call('/api/admin/api-keys', 'POST', {
      name: 'Payroll',
      scopes: ['reports:read'],
      allowedAddresses: ['203.0.113.0/24'],
    });
    expect(made.status).toBe(201);
    const { key, secret } = apiKeyWithSecretSchema.parse(made.body);
    expect(secret).toMatch(secretShape);
    expect(secret.startsWith(`${key.hint}_`)).toBe(true);
    expect(key).toMatchObject({ kind: 'business', name: 'Payroll', allowedAddresses: ['203.0.113.0/24'] });
    // 90 days unless asked.
    expect(Date.parse(key.expiresAt) - Date.parse(mockNow)).toBe(90 * 24 * 3_600_000);
    const listed = (await call('/api/admin/api-keys')).body;
    expect(ids(listed)[0]).toBe(key.id);
    expect(JSON.stringify(listed)).not.toContain(secret);

    const rolled = apiKeyWithSecretSchema.parse((await call(`/api/admin/api-keys/${key.id}/roll`, 'POST', {})).body);
    expect(rolled.secret).not.toBe(secret);
    expect(rolled.secret.startsWith(`${key.hint}_`)).toBe(true);
    expect(rolled.key.previousSecretExpiresAt).toBe('2026-05-16T12:00:00.000Z');
    const noOverlap = await call(`/api/admin/api-keys/${key.id}/roll`, 'POST', { overlapHours: 0 });
    expect(apiKeyWithSecretSchema.parse(noOverlap.body).key.previousSecretExpiresAt).toBeNull();

    const revoked = apiKeySchema.parse((await call(`/api/admin/api-keys/${key.id}`, 'DELETE')).body);
    expect(revoked.revokedAt).toBe(mockNow);
    expect(apiKeySchema.parse((await call(`/api/admin/api-keys/${key.id}`, 'DELETE')).body)).toEqual(revoked);
    expect((await call(`/api/admin/api-keys/${key.id}/roll`, 'POST', {})).status).toBe(409);
    const expired = mockBusinessApiKeys.find((entry) => entry.name === 'Old reporting script');
    expect((await call(`/api/admin/api-keys/${expired?.id ?? 0}/roll`, 'POST', {})).status).toBe(409);
  });

  it('answers 400 with the fields at fault and changes nothing', async () => {
    session.current = mockUsers.admin;
    const before = ids((await call('/api/admin/api-keys')).body);
    const refused = await call('/api/admin/api-keys', 'POST', {
      name: ' ',
      scopes: [],
      expiresInDays: 400,
      allowedAddresses: ['not an address'],
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(errorResponseSchema.parse(refused.body).errors ?? {}).sort()).toEqual([
      'allowedAddresses.0',
      'expiresInDays',
      'name',
      'scopes',
    ]);
    expect((await call(`/api/admin/api-keys/${before[0] ?? 0}/roll`, 'POST', { overlapHours: 169 })).status).toBe(400);
    expect(ids((await call('/api/admin/api-keys')).body)).toEqual(before);
  });

  it("keeps a client to their own account's keys and refuses them the business's", async () => {
    session.current = mockUsers.client;
    expect(ids((await call('/api/api-keys')).body)).toEqual(mockAccountApiKeys.map((key) => key.id));
    expect((await call('/api/admin/api-keys')).status).toBe(403);
    const business = mockBusinessApiKeys[0]?.id ?? 0;
    expect((await call(`/api/admin/api-keys/${business}`, 'DELETE')).status).toBe(403);
    // A business key's id names none of the client's keys.
    expect((await call(`/api/api-keys/${business}`, 'DELETE')).status).toBe(404);

    const made = apiKeyWithSecretSchema.parse(
      (await call('/api/api-keys', 'POST', { name: 'Till', scopes: ['wallet:read'], expiresInDays: 7 })).body,
    );
    expect(made.key.kind).toBe('account');
    expect(made.key.hint.startsWith(apiKeyPrefix)).toBe(true);

    session.current = mockUsers.supervisor;
    expect((await call('/api/admin/api-keys')).status).toBe(403);
    // Staff have keys of their own account too, and none of the client's.
    expect(ids((await call('/api/api-keys')).body)).toEqual([]);
    session.current = null;
    expect((await call('/api/api-keys')).status).toBe(401);
    expect((await call('/api/admin/api-keys')).status).toBe(401);
    session.current = mockUsers.admin;
  });
});
