import { describe, expect, it } from 'vitest';
import {
  adminCreateLicenseResponseSchema,
  auditResponseSchema,
  clientLicenseSchema,
  errorMessages,
  errorResponseSchema,
} from '@orbit/contract';
import { eq } from 'drizzle-orm';
import { auditLog, licenses } from '../../db/schema.ts';
import { adminTestApp, call, createLicense } from '../../test-support/fixtures.ts';
import { countRows, testDatabaseKinds } from '../../test-support/test-database.ts';

const base = '/api/admin/users/license';

describe.each(testDatabaseKinds)('admin licence actions on $name', (kind) => {
  const env = adminTestApp(kind);

  const patch = (url: string, payload: unknown) => call(env.app, 'PATCH', url, { cookie: env.admin, payload });
  const auditOf = async (key: string) =>
    auditResponseSchema.parse(
      (await call(env.app, 'GET', `/api/admin/audit?targetType=license&targetId=${key}`, { cookie: env.admin })).json(),
    ).results;

  it('switches the game model and audits before and after', async () => {
    const { key } = await createLicense(env.handle, env.client.id);
    const response = await patch(`${base}/${key}/gamemodel`, { gameModel: 'BubbleCoaster' });
    expect(response.statusCode).toBe(200);
    expect(clientLicenseSchema.parse(response.json())).toMatchObject({ key, gameModel: 'BubbleCoaster' });
    const [entry] = await auditOf(key);
    expect(entry).toMatchObject({
      action: 'license.gameModel',
      before: { gameModel: 'OrbitCoaster' },
      after: { gameModel: 'BubbleCoaster' },
    });
  });

  it('moves limited -> unlimited -> unlimited-offline and refuses repeats and skips with 409', async () => {
    const { key } = await createLicense(env.handle, env.client.id);
    const skipped = await patch(`${base}/block-offline`, { licenseKey: key });
    expect(skipped.statusCode).toBe(409);
    expect(errorResponseSchema.parse(skipped.json()).message).toBe(errorMessages.licenseNotUnlimited);
    const unlimited = clientLicenseSchema.parse((await patch(`${base}/unlimited`, { licenseKey: key })).json());
    expect(unlimited.unlimitedSince).not.toBeNull();
    expect((await patch(`${base}/unlimited`, { licenseKey: key })).statusCode).toBe(409);
    const offline = clientLicenseSchema.parse((await patch(`${base}/block-offline`, { licenseKey: key })).json());
    expect(offline.unlimitedOfflineTimeSince).not.toBeNull();
    expect((await patch(`${base}/block-offline`, { licenseKey: key })).statusCode).toBe(409);
    expect((await auditOf(key)).map((entry) => entry.action)).toEqual(['license.blockOffline', 'license.unlimited']);
  });

  it('revokes once; a revoked licence refuses every action with 409 and nothing is audited', async () => {
    const { key } = await createLicense(env.handle, env.client.id);
    const revoked = clientLicenseSchema.parse((await patch(`${base}/revoke`, { licenseKey: key })).json());
    expect(revoked.revokedAt).not.toBeNull();
    expect(revoked.revokedUserId).toBeGreaterThan(0);
    const audits = await countRows(env.handle, auditLog);
    for (const [url, payload] of [
      [`${base}/revoke`, { licenseKey: key }],
      [`${base}/unlimited`, { licenseKey: key }],
      [`${base}/block-offline`, { licenseKey: key }],
      [`${base}/${key}/gamemodel`, { gameModel: 'BubbleCoaster' }],
    ] as const) {
      const response = await patch(url, payload);
      expect(response.statusCode).toBe(409);
      expect(errorResponseSchema.parse(response.json()).message).toBe(errorMessages.licenseRevoked);
    }
    expect(await countRows(env.handle, auditLog)).toBe(audits);
  });

  it('answers 400 for bad input and 404 for an unknown key, writing nothing', async () => {
    const { key } = await createLicense(env.handle, env.client.id);
    const audits = await countRows(env.handle, auditLog);
    for (const [url, payload] of [
      [`${base}/${key}/gamemodel`, { gameModel: 'Tetris' }],
      [`${base}/${key}/gamemodel`, {}],
      [`${base}/revoke`, { licenseKey: '' }],
      [`${base}/unlimited`, { licenseKey: key, extra: true }],
      [`${base}/block-offline`, { key }],
    ] as const) {
      expect((await patch(url, payload)).statusCode).toBe(400);
    }
    for (const [url, payload] of [
      [`${base}/NO-SUCH-KEY/gamemodel`, { gameModel: 'BubbleCoaster' }],
      [`${base}/revoke`, { licenseKey: 'NO-SUCH-KEY' }],
      [`${base}/unlimited`, { licenseKey: 'NO-SUCH-KEY' }],
      [`${base}/block-offline`, { licenseKey: 'NO-SUCH-KEY' }],
    ] as const) {
      expect((await patch(url, payload)).statusCode).toBe(404);
    }
    expect(await countRows(env.handle, auditLog)).toBe(audits);
    const untouched = (await auditOf(key)).length;
    expect(untouched).toBe(0);
  });

  describe('POST /api/admin/users/licenses', () => {
    const url = '/api/admin/users/licenses';
    const create = (payload: unknown) => call(env.app, 'POST', url, { cookie: env.admin, payload });

    it('creates a licence with a generated readable key and audits it', async () => {
      const response = await create({
        userId: env.client.id,
        label: 'Arcade Norte',
        gameModel: 'BubbleCoaster',
        notes: 'second floor',
        unlimitedSince: '2026-01-01T00:00:00.000Z',
        unlimitedOfflineTimeSince: '2026-02-01T00:00:00.000Z',
      });
      expect(response.statusCode).toBe(200);
      const created = adminCreateLicenseResponseSchema.parse(response.json());
      expect(created.label).toBe('Arcade Norte');
      expect(created.key).toMatch(/^ORB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      const [row] = await env.handle.db.select().from(licenses).where(eq(licenses.key, created.key));
      expect(row).toMatchObject({ userId: env.client.id, gameModel: 'BubbleCoaster', notes: 'second floor' });
      expect(row?.unlimitedOfflineTimeSince?.toISOString()).toBe('2026-02-01T00:00:00.000Z');
      const [entry] = await auditOf(created.key);
      expect(entry).toMatchObject({ action: 'license.create', before: null, after: { key: created.key } });
    });

    it('answers 409 for a label the client already uses, 404 for an unknown user, 400 for bad input', async () => {
      const { label } = await createLicense(env.handle, env.client.id);
      const before = await countRows(env.handle, licenses);
      const audits = await countRows(env.handle, auditLog);
      const taken = await create({ userId: env.client.id, label, gameModel: 'OrbitCoaster' });
      expect(taken.statusCode).toBe(409);
      expect(errorResponseSchema.parse(taken.json()).errors).toEqual({ label: errorMessages.labelTaken });
      expect((await create({ userId: 999_999, label: 'X', gameModel: 'OrbitCoaster' })).statusCode).toBe(404);
      for (const payload of [
        { userId: env.client.id, label: '  ', gameModel: 'OrbitCoaster' },
        { userId: env.client.id, label: 'Y', gameModel: 'Tetris' },
        { userId: env.client.id, label: 'Y', gameModel: 'OrbitCoaster', key: 'MINE' },
        { userId: env.client.id, label: 'Y', gameModel: 'OrbitCoaster', notes: 'x'.repeat(151) },
        {
          userId: env.client.id,
          label: 'Y',
          gameModel: 'OrbitCoaster',
          unlimitedOfflineTimeSince: '2026-01-01T00:00:00Z',
        },
      ]) {
        expect((await create(payload)).statusCode).toBe(400);
      }
      expect(await countRows(env.handle, licenses)).toBe(before);
      expect(await countRows(env.handle, auditLog)).toBe(audits);
    });
  });
});
