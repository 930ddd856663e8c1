import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  apiKeysResponseSchema,
  apiKeySchema,
  apiKeyWithSecretSchema,
  errorMessages,
  eventsResponseSchema,
} from '@orbit/contract';
import type { ApiKeyWithSecret } from '@orbit/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { apiKeys, auditLog, users } from '../../db/schema.ts';
import { call, createClient, sessionOf } from '../../test-support/fixtures.ts';
import { createTestApp, createTestClock } from '../../test-support/test-app.ts';
import type { TestClock } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';
import { verifyAuditChain } from '../audit/index.ts';
import { publicIdOf } from './api-key-secrets.ts';

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

/** API keys (ADR 0092): made, listed, used as `Authorization: Bearer`, rolled and revoked, on both databases. */
describe.each(testDatabaseKinds)('API keys on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let clock: TestClock;
  let client: string;
  let admin: string;
  /** Every line the server logged, and every secret it answered, to show that none reaches the log. */
  const logLines: string[] = [];
  const secrets: string[] = [];

  beforeAll(async () => {
    handle = await kind.open();
    clock = createTestClock();
    app = await createTestApp(handle, {
      clock,
      env: { API_KEY_CALLS_PER_MINUTE: '5' },
      logStream: { write: (line) => logLines.push(line) },
    });
    client = await sessionOf(app, 'client@example.com');
    admin = await sessionOf(app, 'admin@example.com');
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  async function make(cookie: string, body: Record<string, unknown>, path = '/api/api-keys') {
    const made = await call(app, 'POST', path, { cookie, payload: body });
    expect(made.statusCode, made.body).toBe(201);
    const answer = apiKeyWithSecretSchema.parse(made.json());
    secrets.push(answer.secret);
    return answer;
  }
  const auditOf = (id: number) =>
    handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'apiKey'), eq(auditLog.targetId, String(id))))
      .orderBy(auditLog.id);
  /** A new admin account and its session, to demote or disable without touching the demo admin. */
  async function newAdmin(): Promise<{ id: number; cookie: string }> {
    const person = await createClient(handle);
    await handle.db.update(users).set({ scope: 'admin' }).where(eq(users.id, person.id));
    return { id: person.id, cookie: await sessionOf(app, person.email) };
  }

  it('makes a client a key for their own account, shows its secret once and stores only a keyed hash', async () => {
    const { key, secret } = await make(client, { name: 'Invoicing', scopes: ['licenses:read'] });
    expect(secret).toMatch(/^orbit_key_[0-9A-Za-z]{12}_[0-9A-Za-z]{38}$/);
    expect(secret.startsWith(key.hint)).toBe(true);
    expect(key).toMatchObject({ kind: 'account', name: 'Invoicing', scopes: ['licenses:read'], revokedAt: null });
    expect(key.createdBy).toEqual({ id: 4, name: expect.any(String) });
    // The expiry is required: 90 days unless asked.
    expect(Date.parse(key.expiresAt) - Date.parse(key.createdAt)).toBe(90 * 24 * 3600_000);

    const listed = await call(app, 'GET', '/api/api-keys', { cookie: client });
    expect(listed.statusCode).toBe(200);
    expect(apiKeysResponseSchema.parse(listed.json()).results).toContainEqual(key);
    expect(listed.body).not.toContain(secret.slice(key.hint.length));

    const [row] = await handle.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(secret.slice(key.hint.length + 1, -6));
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    // Keyed: not the plain SHA-256 anyone could compute from a guess.
    expect(row?.secretHash).not.toBe(createHash('sha256').update(secret).digest('hex'));

    const [created] = await auditOf(key.id);
    expect(created).toMatchObject({ action: 'apiKey.created', actorUserId: 4 });
    expect(JSON.stringify(created)).not.toContain(secret.slice(key.hint.length));
  });

  it('lets a key read what its scope opens, as its maker, and nothing of another scope', async () => {
    const { secret } = await make(client, { name: 'Licences', scopes: ['licenses:read'] });
    const withKey = await call(app, 'GET', '/api/licenses/activations', { headers: bearer(secret) });
    const withSession = await call(app, 'GET', '/api/licenses/activations', { cookie: client });
    expect(withKey.statusCode, withKey.body).toBe(200);
    expect(withKey.json()).toEqual(withSession.json());

    const wallet = await call(app, 'GET', '/api/wallet-records', { headers: bearer(secret) });
    expect(wallet.statusCode).toBe(403);
    expect(wallet.json()).toEqual({ message: errorMessages.apiKeyScopeMissing });
    // RFC 6750: the scope the call would need.
    expect(wallet.headers['www-authenticate']).toBe('Bearer error="insufficient_scope", scope="wallet:read"');

    const walletKey = await make(client, { name: 'Wallet', scopes: ['wallet:read'] });
    const records = await call(app, 'GET', '/api/wallet-records', { headers: bearer(walletKey.secret) });
    expect(records.statusCode).toBe(200);
    expect(records.json()).toEqual((await call(app, 'GET', '/api/wallet-records', { cookie: client })).json());
  });

  it("shows each client only their own keys, and never lets one roll or revoke another's", async () => {
    const other = await createClient(handle);
    const otherCookie = await sessionOf(app, other.email);
    const mine = await make(client, { name: 'Mine', scopes: ['wallet:read'] });
    const theirs = apiKeysResponseSchema.parse(
      (await call(app, 'GET', '/api/api-keys', { cookie: otherCookie })).json(),
    );
    expect(theirs.results).toEqual([]);
    expect(
      (await call(app, 'POST', `/api/api-keys/${mine.key.id}/roll`, { cookie: otherCookie, payload: {} })).statusCode,
    ).toBe(404);
    expect((await call(app, 'DELETE', `/api/api-keys/${mine.key.id}`, { cookie: otherCookie })).statusCode).toBe(404);
    // A client's key is not a business key either.
    expect((await call(app, 'DELETE', `/api/admin/api-keys/${mine.key.id}`, { cookie: admin })).statusCode).toBe(404);
    // An other client's key reads that client's own data, not this one's.
    const theirKey = await make(otherCookie, { name: 'Theirs', scopes: ['licenses:read'] });
    const read = await call(app, 'GET', '/api/licenses/activations', { headers: bearer(theirKey.secret) });
    expect(read.json()).toEqual((await call(app, 'GET', '/api/licenses/activations', { cookie: otherCookie })).json());
  });

  it('keeps the business keys to admins, and each kind of key to its own side', async () => {
    expect((await call(app, 'GET', '/api/admin/api-keys', { cookie: client })).statusCode).toBe(403);
    const supervisor = await sessionOf(app, 'supervisor@example.com');
    expect((await call(app, 'GET', '/api/admin/api-keys', { cookie: supervisor })).statusCode).toBe(403);

    const business = await make(
      admin,
      { name: 'Reporting', scopes: ['reports:read', 'licenses:read'], expiresInDays: 366 },
      '/api/admin/api-keys',
    );
    expect(business.key).toMatchObject({ kind: 'business', createdBy: { id: 1 } });
    const listed = apiKeysResponseSchema.parse(
      (await call(app, 'GET', '/api/admin/api-keys', { cookie: admin })).json(),
    );
    expect(listed.results.map((key) => key.id)).toContain(business.key.id);
    expect(listed.results.every((key) => key.kind === 'business')).toBe(true);

    const report = await call(app, 'GET', '/api/admin/reports/users', { headers: bearer(business.secret) });
    expect(report.statusCode, report.body).toBe(200);
    // The read is audited as its maker's, naming the key where a session would be named.
    const [read] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'report.read'), eq(auditLog.sessionRef, `apiKey:${business.key.id}`)));
    expect(read).toMatchObject({ actorUserId: 1, targetId: 'adminReportUsers' });
    const activations = await call(app, 'GET', '/api/admin/users/4/licenses/activations', {
      headers: bearer(business.secret),
    });
    expect(activations.statusCode, activations.body).toBe(200);
    // A business key is not anyone's own account.
    const own = await call(app, 'GET', '/api/licenses/activations', { headers: bearer(business.secret) });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: errorMessages.apiKeyKindMismatch });

    const clientKey = await make(client, { name: 'Reports', scopes: ['reports:read'] });
    const staffCall = await call(app, 'GET', '/api/admin/reports/users', { headers: bearer(clientKey.secret) });
    expect(staffCall.statusCode).toBe(403);
    expect(
      (await call(app, 'GET', '/api/report/wallet-balance', { headers: bearer(clientKey.secret) })).statusCode,
    ).toBe(200);
  });

  it('writes with wallet:write only: a business key inserts coins as its maker, the audit naming the key', async () => {
    const reader = await make(admin, { name: 'Reader', scopes: ['wallet:read'] }, '/api/admin/api-keys');
    const writer = await make(admin, { name: 'Invoicing', scopes: ['wallet:write'] }, '/api/admin/api-keys');
    const insert = (secret: string, key: string) =>
      call(app, 'POST', '/api/admin/users/4/wallet-records', {
        headers: { ...bearer(secret), 'idempotency-key': key },
        payload: { amount: 25 },
      });
    const refused = await insert(reader.secret, 'key-reader-1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: errorMessages.apiKeyScopeMissing });
    expect(
      (await call(app, 'GET', '/api/admin/users/4/wallet-balance', { headers: bearer(reader.secret) })).statusCode,
    ).toBe(200);

    const inserted = await insert(writer.secret, 'key-writer-1');
    expect(inserted.statusCode, inserted.body).toBe(200);
    const [entry] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'walletRecord.insert'), eq(auditLog.sessionRef, `apiKey:${writer.key.id}`)));
    expect(entry).toMatchObject({ actorUserId: 1, after: expect.objectContaining({ amount: 25 }) });
  });

  it('changes a live key: narrowing holds from its next call, audited with the scopes before and after', async () => {
    const { key, secret } = await make(client, { name: 'Broad', scopes: ['licenses:read', 'wallet:read'] });
    const read = async (url: string) => (await call(app, 'GET', url, { headers: bearer(secret) })).statusCode;
    expect([await read('/api/wallet-records'), await read('/api/licenses/activations')]).toEqual([200, 200]);

    const changed = await call(app, 'PATCH', `/api/api-keys/${key.id}`, {
      cookie: client,
      payload: { name: 'Narrow', scopes: ['licenses:read'], allowedAddresses: ['127.0.0.0/8'] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = apiKeySchema.parse(changed.json());
    expect(after).toEqual({
      ...key,
      name: 'Narrow',
      scopes: ['licenses:read'],
      allowedAddresses: ['127.0.0.0/8'],
      lastUsedAt: expect.any(String),
      lastUsedFrom: expect.any(String),
    });
    expect(changed.body).not.toContain(secret.slice(key.hint.length));
    // The same secret, narrowed from the very next call.
    expect([await read('/api/wallet-records'), await read('/api/licenses/activations')]).toEqual([403, 200]);

    const entries = await auditOf(key.id);
    const change = entries.find((entry) => entry.action === 'apiKey.changed');
    expect(change).toMatchObject({
      actorUserId: 4,
      before: expect.objectContaining({
        name: 'Broad',
        scopes: ['licenses:read', 'wallet:read'],
        allowedAddresses: [],
      }),
      after: expect.objectContaining({ name: 'Narrow', scopes: ['licenses:read'], allowedAddresses: ['127.0.0.0/8'] }),
    });
    expect(JSON.stringify(change)).not.toContain(secret.slice(key.hint.length));

    // A change to what it already is writes nothing; a new expiry counts from now, within a new key's limits.
    const same = await call(app, 'PATCH', `/api/api-keys/${key.id}`, {
      cookie: client,
      payload: { scopes: ['licenses:read'] },
    });
    expect(same.statusCode).toBe(200);
    const longer = await call(app, 'PATCH', `/api/api-keys/${key.id}`, {
      cookie: client,
      payload: { expiresInDays: 366 },
    });
    expect(Date.parse(apiKeySchema.parse(longer.json()).expiresAt)).toBe(clock.now().getTime() + 366 * 24 * 3600_000);
    expect((await auditOf(key.id)).filter((entry) => entry.action === 'apiKey.changed')).toHaveLength(2);
    for (const payload of [{}, { expiresInDays: 367 }, { expiresInDays: 0 }, { scopes: [] }, { secret: 'x' }]) {
      const refused = await call(app, 'PATCH', `/api/api-keys/${key.id}`, { cookie: client, payload });
      expect([payload, refused.statusCode]).toEqual([payload, 400]);
    }
  });

  it("changes only one's own live keys, and business keys by admins only", async () => {
    const other = await createClient(handle);
    const otherCookie = await sessionOf(app, other.email);
    const mine = await make(client, { name: 'Mine', scopes: ['wallet:read'] });
    const rename = (cookie: string, path: string) => call(app, 'PATCH', path, { cookie, payload: { name: 'Taken' } });
    expect((await rename(otherCookie, `/api/api-keys/${mine.key.id}`)).statusCode).toBe(404);
    expect((await rename(admin, `/api/admin/api-keys/${mine.key.id}`)).statusCode).toBe(404);

    const business = await make(admin, { name: 'Billing', scopes: ['reports:read'] }, '/api/admin/api-keys');
    expect((await rename(client, `/api/admin/api-keys/${business.key.id}`)).statusCode).toBe(403);
    expect((await rename(client, `/api/api-keys/${business.key.id}`)).statusCode).toBe(404);
    // Another admin changes the business's key; the audit names who did.
    const colleague = await newAdmin();
    const widened = await call(app, 'PATCH', `/api/admin/api-keys/${business.key.id}`, {
      cookie: colleague.cookie,
      payload: { scopes: ['reports:read', 'devices:read'] },
    });
    expect(widened.statusCode, widened.body).toBe(200);
    expect((await call(app, 'GET', '/api/admin/coasters', { headers: bearer(business.secret) })).statusCode).toBe(200);
    const [change] = (await auditOf(business.key.id)).filter((entry) => entry.action === 'apiKey.changed');
    expect(change).toMatchObject({
      actorUserId: colleague.id,
      before: expect.objectContaining({ scopes: ['reports:read'] }),
      after: expect.objectContaining({ scopes: ['reports:read', 'devices:read'] }),
    });
    // A key cannot change keys, not even itself.
    const itself = await call(app, 'PATCH', `/api/admin/api-keys/${business.key.id}`, {
      headers: bearer(business.secret),
      payload: { name: 'Mine now' },
    });
    expect(itself.statusCode).toBe(403);

    // A revoked key stays revoked: nothing of it changes.
    await call(app, 'DELETE', `/api/api-keys/${mine.key.id}`, { cookie: client });
    const revoked = await call(app, 'PATCH', `/api/api-keys/${mine.key.id}`, {
      cookie: client,
      payload: { expiresInDays: 30 },
    });
    expect(revoked.statusCode).toBe(409);
    expect(revoked.json()).toEqual({ message: errorMessages.apiKeyRevoked });
  });

  it('refuses an expiry over 366 days, an unknown scope and an address that is none', async () => {
    for (const body of [
      { name: 'Long', scopes: ['wallet:read'], expiresInDays: 367 },
      { name: 'Odd', scopes: ['sessions:write'] },
      { name: 'None', scopes: [] },
      { name: 'Where', scopes: ['wallet:read'], allowedAddresses: ['somewhere'] },
    ]) {
      expect((await call(app, 'POST', '/api/api-keys', { cookie: client, payload: body })).statusCode).toBe(400);
    }
  });

  it('answers 401 to a malformed, mistyped, unknown, revoked or expired key', async () => {
    const { key, secret } = await make(client, { name: 'Short', scopes: ['wallet:read'], expiresInDays: 1 });
    const answers = async (header: string) =>
      (await call(app, 'GET', '/api/wallet-records', { headers: { authorization: header } })).statusCode;
    expect(await answers(`Bearer ${secret}`)).toBe(200);

    const typo = secret.slice(0, 20) + (secret[20] === 'a' ? 'b' : 'a') + secret.slice(21);
    expect(publicIdOf(typo)).toBeUndefined();
    expect(await answers(`Bearer ${typo}`)).toBe(401);
    expect(await answers('Bearer not-a-key')).toBe(401);
    expect(await answers('Bearer')).toBe(401);
    const challenge = async (headers: Record<string, string>, url = '/api/wallet-records') =>
      (await call(app, 'GET', url, { headers })).headers['www-authenticate'];
    expect(await challenge({ authorization: 'Bearer not-a-key' })).toBe('Bearer error="invalid_token"');
    expect(await challenge({ authorization: 'Bearer' })).toBe('Bearer error="invalid_request"');
    // Without any credentials, a route that takes keys says a Bearer key would do; one that takes none says nothing.
    expect(await challenge({})).toBe('Bearer');
    expect(await challenge({}, '/api/me')).toBeUndefined();
    // Well formed, checksum and all, but no key's.
    const unknown = (await make(client, { name: 'Gone', scopes: ['wallet:read'] })).secret;
    await handle.db.delete(apiKeys).where(eq(apiKeys.publicId, publicIdOf(unknown) ?? ''));
    expect(await answers(`Bearer ${unknown}`)).toBe(401);

    clock.advanceMinutes(24 * 60);
    const expired = await call(app, 'GET', '/api/wallet-records', { headers: bearer(secret) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: errorMessages.apiKeyExpired });
    // RFC 6750: a key's 401 names the scheme and says the token is at fault.
    expect(expired.headers['www-authenticate']).toBe('Bearer error="invalid_token"');

    const revoked = await make(await sessionOf(app, 'client@example.com'), {
      name: 'Revoked',
      scopes: ['wallet:read'],
    });
    const fresh = await sessionOf(app, 'client@example.com');
    const answer = await call(app, 'DELETE', `/api/api-keys/${revoked.key.id}`, { cookie: fresh });
    expect(answer.statusCode).toBe(200);
    expect(apiKeySchema.parse(answer.json()).revokedAt).not.toBeNull();
    expect(await answers(`Bearer ${revoked.secret}`)).toBe(401);
    // Revoking again changes nothing and writes nothing.
    expect((await call(app, 'DELETE', `/api/api-keys/${revoked.key.id}`, { cookie: fresh })).statusCode).toBe(200);
    expect((await auditOf(revoked.key.id)).map((entry) => entry.action)).toEqual([
      'apiKey.created',
      'apiKey.revoked',
      'security.apiKey.refused',
    ]);
    expect((await auditOf(key.id)).map((entry) => entry.action)).toEqual(['apiKey.created', 'security.apiKey.refused']);
    client = fresh;
  });

  it('never reaches sign-in, sessions, its own management or anything without a key scope', async () => {
    const { key, secret } = await make(client, { name: 'Everything', scopes: ['licenses:read', 'wallet:read'] });
    const refusals: [string, 'GET' | 'POST' | 'DELETE', unknown?][] = [
      ['/api/me', 'GET'],
      ['/api/api-keys', 'GET'],
      ['/api/api-keys', 'POST', { name: 'More', scopes: ['wallet:read'] }],
      [`/api/api-keys/${key.id}`, 'DELETE'],
      ['/api/me/sessions', 'GET'],
      ['/api/me/second-factor', 'GET'],
      ['/api/me/passkeys', 'GET'],
      ['/api/sign-in', 'POST', { email: 'client@example.com', password: 'demo1234' }],
      ['/api/me/reauthenticate', 'POST', { password: 'demo1234' }],
    ];
    for (const [url, method, payload] of refusals) {
      const answer = await call(app, method, url, { headers: bearer(secret), payload });
      expect([url, answer.statusCode, answer.json()]).toEqual([url, 403, { message: errorMessages.apiKeyNotAccepted }]);
    }
    // A key with a cookie beside it is still a key.
    expect((await call(app, 'GET', '/api/me', { headers: bearer(secret), cookie: client })).statusCode).toBe(403);
    const refused = (await auditOf(key.id)).filter((entry) => entry.action === 'security.apiKey.refused');
    expect(refused).toHaveLength(refusals.length + 1);
    expect(refused[0]).toMatchObject({ actorUserId: 4, after: { route: 'GET /api/me' } });
    expect(
      apiKeysResponseSchema.parse((await call(app, 'GET', '/api/api-keys', { cookie: client })).json()).results,
    ).toContainEqual(expect.objectContaining({ id: key.id, revokedAt: null }));
  });

  it('narrows a key at once to what its maker may do now: a demoted maker reaches no staff call, a disabled one nothing', async () => {
    const maker = await newAdmin();
    const { key, secret } = await make(
      maker.cookie,
      { name: 'Fleet', scopes: ['devices:read'] },
      '/api/admin/api-keys',
    );
    expect((await call(app, 'GET', '/api/admin/coasters', { headers: bearer(secret) })).statusCode).toBe(200);

    await handle.db.update(users).set({ scope: 'user' }).where(eq(users.id, maker.id));
    const demoted = await call(app, 'GET', '/api/admin/coasters', { headers: bearer(secret) });
    expect(demoted.statusCode).toBe(403);

    await handle.db.update(users).set({ scope: 'admin' }).where(eq(users.id, maker.id));
    expect((await call(app, 'GET', '/api/admin/coasters', { headers: bearer(secret) })).statusCode).toBe(200);
    await handle.db.update(users).set({ disabledAt: clock.now() }).where(eq(users.id, maker.id));
    const disabled = await call(app, 'GET', '/api/admin/coasters', { headers: bearer(secret) });
    expect(disabled.statusCode).toBe(401);

    const refused = (await auditOf(key.id)).filter((entry) => entry.action === 'security.apiKey.refused');
    expect(refused.map((entry) => (entry.after as { reason: string }).reason)).toEqual([
      errorMessages.forbidden,
      errorMessages.accountDisabled,
    ]);
  });

  it('reads the event feed with events:read: a client key its own account only, an admin key every account', async () => {
    // Earlier tests moved the clock past the sessions' idle limit.
    client = await sessionOf(app, 'client@example.com');
    admin = await sessionOf(app, 'admin@example.com');
    const me = (await call(app, 'GET', '/api/me', { cookie: client })).json() as { id: number };
    const inserted = await call(app, 'POST', `/api/admin/users/${me.id}/wallet-records`, {
      cookie: admin,
      payload: { amount: 3 },
      headers: { 'idempotency-key': 'feed-by-key' },
    });
    expect(inserted.statusCode, inserted.body).toBe(200);
    const own = await make(client, { name: 'Catch-up', scopes: ['events:read'] });
    const business = await make(admin, { name: 'Invoicing catch-up', scopes: ['events:read'] }, '/api/admin/api-keys');
    const feed = async (path: string, secret: string) => {
      const answer = await call(app, 'GET', `${path}?limit=500`, { headers: bearer(secret) });
      expect(answer.statusCode, answer.body).toBe(200);
      return eventsResponseSchema.parse(answer.json()).results;
    };

    const ownEvents = await feed('/api/events', own.secret);
    expect(ownEvents.map((event) => event.type)).toContain('coins.inserted');
    expect(new Set(ownEvents.map((event) => event.accountId))).toEqual(new Set([me.id]));
    const everyEvent = await feed('/api/admin/events', business.secret);
    expect(everyEvent.map((event) => event.id)).toEqual(expect.arrayContaining(ownEvents.map((event) => event.id)));

    const withoutScope = await make(client, { name: 'Wallet only', scopes: ['wallet:read'] });
    const refused = await call(app, 'GET', '/api/events', { headers: bearer(withoutScope.secret) });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['www-authenticate']).toBe('Bearer error="insufficient_scope", scope="events:read"');
    expect((await call(app, 'GET', '/api/admin/events', { headers: bearer(own.secret) })).statusCode).toBe(403);
  });

  it('keeps the old secret working for the overlap of a roll, then only the new one', async () => {
    const made = await make(client, { name: 'Rolling', scopes: ['wallet:read'] });
    const rolled = await call(app, 'POST', `/api/api-keys/${made.key.id}/roll`, {
      cookie: client,
      payload: { overlapHours: 2 },
    });
    expect(rolled.statusCode, rolled.body).toBe(200);
    const { key, secret } = apiKeyWithSecretSchema.parse(rolled.json()) as ApiKeyWithSecret;
    expect(secret).not.toBe(made.secret);
    expect(key.hint).toBe(made.key.hint);
    expect(Date.parse(key.previousSecretExpiresAt ?? '')).toBe(clock.now().getTime() + 2 * 3600_000);
    const status = async (value: string) =>
      (await call(app, 'GET', '/api/wallet-records', { headers: bearer(value) })).statusCode;
    expect([await status(made.secret), await status(secret)]).toEqual([200, 200]);

    clock.advanceMinutes(121);
    expect([await status(made.secret), await status(secret)]).toEqual([401, 200]);

    client = await sessionOf(app, 'client@example.com');
    const now = await call(app, 'POST', `/api/api-keys/${made.key.id}/roll`, {
      cookie: client,
      payload: { overlapHours: 0 },
    });
    const latest = apiKeyWithSecretSchema.parse(now.json());
    expect([await status(secret), await status(latest.secret)]).toEqual([401, 200]);
    expect(
      (await call(app, 'POST', `/api/api-keys/${made.key.id}/roll`, { cookie: client, payload: { overlapHours: 169 } }))
        .statusCode,
    ).toBe(400);

    const actions = (await auditOf(made.key.id)).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'apiKey.rolled')).toHaveLength(2);
  });

  it('records the last use at most once a minute, with its address, and keeps a key to its allowed addresses', async () => {
    const { key, secret } = await make(client, {
      name: 'Venue',
      scopes: ['devices:read'],
      allowedAddresses: ['203.0.113.0/24', '2001:db8::1'],
    });
    const use = (remoteAddress: string) =>
      call(app, 'GET', '/api/coasters', { headers: bearer(secret), remoteAddress });
    const lastUse = async () => {
      const [row] = await handle.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
      return { at: row?.lastUsedAt?.toISOString(), from: row?.lastUsedFrom };
    };
    expect((await use('203.0.113.9')).statusCode).toBe(200);
    const first = await lastUse();
    expect(first).toEqual({ at: clock.now().toISOString(), from: '203.0.113.9' });
    clock.advanceMinutes(0.5);
    expect((await use('203.0.113.10')).statusCode).toBe(200);
    expect(await lastUse()).toEqual(first);
    clock.advanceMinutes(1);
    expect((await use('2001:db8::1')).statusCode).toBe(200);
    expect(await lastUse()).toEqual({ at: clock.now().toISOString(), from: '2001:db8::1' });

    const elsewhere = await use('198.51.100.1');
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toEqual({ message: errorMessages.apiKeyAddressRefused });
  });

  it('limits the calls of each key per minute with 429 and Retry-After, recording the first refusal', async () => {
    const busy = await make(client, { name: 'Busy', scopes: ['wallet:read'] });
    const calm = await make(client, { name: 'Calm', scopes: ['wallet:read'] });
    const answers = [];
    for (let index = 0; index < 7; index += 1) {
      answers.push(await call(app, 'GET', '/api/wallet-records', { headers: bearer(busy.secret) }));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const untilNextMinute = Math.ceil((60_000 - (clock.now().getTime() % 60_000)) / 1000);
    expect(answers[5]?.headers['retry-after']).toBe(String(untilNextMinute));
    expect(answers[5]?.json()).toEqual({ message: errorMessages.apiKeyRateLimited });
    expect(answers[5]?.headers['www-authenticate']).toBeUndefined();
    // Each key has its own count.
    expect((await call(app, 'GET', '/api/wallet-records', { headers: bearer(calm.secret) })).statusCode).toBe(200);

    const refused = (await auditOf(busy.key.id)).filter((entry) => entry.action === 'security.apiKey.refused');
    expect(refused.map((entry) => (entry.after as { reason: string }).reason)).toEqual([
      errorMessages.apiKeyRateLimited,
    ]);
    clock.advanceMinutes(1);
    expect((await call(app, 'GET', '/api/wallet-records', { headers: bearer(busy.secret) })).statusCode).toBe(200);
  });

  it('keeps the audit chain whole and no secret anywhere in the database: every table of every schema', async () => {
    const { key, secret } = await make(client, { name: 'Last', scopes: ['wallet:read'] });
    await call(app, 'GET', '/api/me', { headers: bearer(secret) });
    await call(app, 'GET', '/api/wallet-records', { headers: bearer(secret) });
    await call(app, 'PATCH', `/api/api-keys/${key.id}`, { cookie: client, payload: { name: 'Last of all' } });
    const rolled = await call(app, 'POST', `/api/api-keys/${key.id}/roll`, { cookie: client, payload: {} });
    secrets.push(apiKeyWithSecretSchema.parse(rolled.json()).secret);
    // The random part of each secret this file made: no table holds one, as a dump of the database would show.
    const randoms = secrets.map((made) => made.slice('orbit_key_'.length + 13, -6));
    const tables = await selectRows<{ schema: string; name: string }>(
      handle.db,
      sql`select table_schema as schema, table_name as name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['api_keys', 'audit_log', 'job']));
    const holding: string[] = [];
    const naming: string[] = [];
    for (const table of tables) {
      const [rows] = await selectRows<{ text: string | null }>(
        handle.db,
        sql`select string_agg(to_jsonb(t)::text, ' ') as text from ${sql.identifier(table.schema)}.${sql.identifier(table.name)} t`,
      );
      if (randoms.some((random) => rows?.text?.includes(random))) holding.push(`${table.schema}.${table.name}`);
      if (rows?.text?.includes(key.hint.slice('orbit_key_'.length))) naming.push(table.name);
    }
    expect(holding).toEqual([]);
    // The scan reads every row: the public id, which is no secret, is found where it is kept.
    expect(naming).toEqual(expect.arrayContaining(['api_keys', 'audit_log']));
    const report = await verifyAuditChain(handle.db);
    expect(report.problemCount).toBe(0);
  });

  it('logs no secret: the request log holds no Authorization header', () => {
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.some((line) => line.includes('/api/wallet-records'))).toBe(true);
    expect(secrets.length).toBeGreaterThan(10);
    const random = (secret: string) => secret.slice('orbit_key_'.length + 13, -6);
    expect(logLines.filter((line) => secrets.some((secret) => line.includes(random(secret))))).toEqual([]);
  });
});
