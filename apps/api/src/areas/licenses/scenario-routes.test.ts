import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  auditResponseSchema,
  contentErrorMessages,
  errorMessages,
  errorResponseSchema,
  licenseActivationsResponseSchema,
  obtainableScenariosResponseSchema,
  purchasedScenarioSchema,
} from '@orbit/contract';
import { auditLog, licenses, purchasedScenarios } from '../../db/schema.ts';
import { adminTestApp, call, createClient, createLicense } from '../../test-support/fixtures.ts';
import { countRows, testDatabaseKinds } from '../../test-support/test-database.ts';

/** Seeded catalogue (docs/domain.md#constants-and-limits): 0–9 and 100 free, 33 and 34 inactive, 100+ BubbleCoaster, 20–22 not sold in JP. */
const paidOrbit = 10;
const free = 5;
const inactive = 33;
const bubble = 101;
const restrictedInJapan = 20;
const japan = 392;

describe.each(testDatabaseKinds)('scenarios on licences on $name', (kind) => {
  const env = adminTestApp(kind);

  const obtainable = async (userId: number, q?: string) => {
    const response = await call(env.app, 'GET', `/api/store/scenarios/obtainable/user/${userId}${q ? `?q=${q}` : ''}`, {
      cookie: env.admin,
    });
    expect(response.statusCode).toBe(200);
    return obtainableScenariosResponseSchema.parse(response.json());
  };
  const transfer = (payload: unknown) =>
    call(env.app, 'POST', '/api/admin/scenarios/transfer', { cookie: env.admin, payload });
  const remove = (payload: unknown) =>
    call(env.app, 'PATCH', '/api/admin/scenarios/purchased/removed-at', { cookie: env.admin, payload });
  const auditOf = async (key: string) =>
    auditResponseSchema.parse(
      (await call(env.app, 'GET', `/api/admin/audit?targetType=license&targetId=${key}`, { cookie: env.admin })).json(),
    ).results;
  const heldBy = async (key: string) => {
    const [row] = await env.handle.db.select({ id: licenses.id }).from(licenses).where(eq(licenses.key, key));
    return (
      await env.handle.db
        .select({ scenarioId: purchasedScenarios.scenarioId, removedAt: purchasedScenarios.removedAt })
        .from(purchasedScenarios)
        .where(eq(purchasedScenarios.licenseId, row?.id ?? 0))
    ).filter((purchase) => purchase.removedAt === null);
  };

  it('lists active paid scenarios of the licences’ game models that some licence still lacks', async () => {
    const owner = await createClient(env.handle);
    const orbit = await createLicense(env.handle, owner.id);
    const bubbleLicense = await createLicense(env.handle, owner.id, { gameModel: 'BubbleCoaster' });
    const results = await obtainable(owner.id);
    const ids = results.map((scenario) => scenario.id);
    expect(ids).toContain(paidOrbit);
    expect(ids).toContain(bubble);
    expect(ids).not.toContain(free);
    expect(ids).not.toContain(inactive);
    expect(results.find((scenario) => scenario.id === paidOrbit)?.licenseKeys).toEqual([orbit.key]);
    expect(results.find((scenario) => scenario.id === bubble)?.licenseKeys).toEqual([bubbleLicense.key]);
    expect(results.every((scenario) => scenario.isActive && scenario.sellable !== null)).toBe(true);
  });

  it('leaves out what every licence holds, revoked licences and scenarios not sold in the owner’s country', async () => {
    const owner = await createClient(env.handle, { countryId: japan });
    const license = await createLicense(env.handle, owner.id);
    const revoked = await createLicense(env.handle, owner.id);
    await env.handle.db
      .update(licenses)
      .set({ revokedAt: new Date(), revokedUserId: 1 })
      .where(eq(licenses.id, revoked.id));
    await env.handle.db.insert(purchasedScenarios).values({ licenseId: license.id, scenarioId: paidOrbit + 1 });
    const results = await obtainable(owner.id);
    const ids = results.map((scenario) => scenario.id);
    expect(ids).not.toContain(paidOrbit + 1);
    expect(ids).not.toContain(restrictedInJapan);
    expect(ids).toContain(paidOrbit);
    expect(results.every((scenario) => scenario.licenseKeys.join() === license.key)).toBe(true);
  });

  it('searches by id or text, and answers an empty list to a user without licences, 404 to an unknown user', async () => {
    const owner = await createClient(env.handle);
    await createLicense(env.handle, owner.id);
    expect((await obtainable(owner.id, '12')).map((scenario) => scenario.id)).toEqual([12]);
    expect(await obtainable(env.client.id)).toEqual([]);
    expect(
      (await call(env.app, 'GET', '/api/store/scenarios/obtainable/user/999999', { cookie: env.admin })).statusCode,
    ).toBe(404);
    expect(
      (await call(env.app, 'GET', '/api/store/scenarios/obtainable/user/abc', { cookie: env.admin })).statusCode,
    ).toBe(400);
    expect(
      (await call(env.app, 'GET', `/api/store/scenarios/obtainable/user/${env.client.id}?x=1`, { cookie: env.admin }))
        .statusCode,
    ).toBe(400);
  });

  it('transfers by scenario id, answers the purchased row and audits the licence before and after', async () => {
    const { key } = await createLicense(env.handle, env.client.id);
    const response = await transfer({ licenseKey: key, purchaseScenarioId: paidOrbit, userId: env.client.id });
    expect(response.statusCode).toBe(200);
    const purchase = purchasedScenarioSchema.parse(response.json());
    expect(purchase).toMatchObject({ licenseKey: key, scenarioId: paidOrbit, removedAt: null });
    expect(purchase.id).toBeGreaterThan(0);
    expect(await heldBy(key)).toHaveLength(1);
    const [entry] = await auditOf(key);
    expect(entry).toMatchObject({
      action: 'license.scenarioTransfer',
      before: { scenariosObtained: [] },
      after: { scenariosObtained: [paidOrbit] },
    });
    const licenses = licenseActivationsResponseSchema.parse(
      (
        await call(env.app, 'GET', `/api/admin/users/${env.client.id}/licenses/activations`, { cookie: env.admin })
      ).json(),
    );
    expect(licenses.results.find((license) => license.key === key)?.scenariosObtained).toEqual([paidOrbit]);
    const again = await transfer({ licenseKey: key, purchaseScenarioId: paidOrbit });
    expect(again.statusCode).toBe(409);
    expect(errorResponseSchema.parse(again.json()).message).toBe(contentErrorMessages.scenarioAlreadyHeld);
  });

  it('removes by scenario id keeping the history, and the scenario may be transferred again', async () => {
    const { key } = await createLicense(env.handle, env.client.id);
    const first = purchasedScenarioSchema.parse((await transfer({ licenseKey: key, purchaseScenarioId: 15 })).json());
    const response = await remove({ licenseKey: key, purchaseScenarioId: 15 });
    expect(response.statusCode).toBe(200);
    const removed = purchasedScenarioSchema.parse(response.json());
    expect(removed.id).toBe(first.id);
    expect(removed.removedAt).not.toBeNull();
    expect(await heldBy(key)).toHaveLength(0);
    const notHeld = await remove({ licenseKey: key, purchaseScenarioId: 15 });
    expect(notHeld.statusCode).toBe(409);
    expect(errorResponseSchema.parse(notHeld.json()).message).toBe(contentErrorMessages.scenarioNotHeld);
    expect((await transfer({ licenseKey: key, purchaseScenarioId: 15 })).statusCode).toBe(200);
    const history = await env.handle.db
      .select({ removedAt: purchasedScenarios.removedAt })
      .from(purchasedScenarios)
      .innerJoin(licenses, eq(licenses.id, purchasedScenarios.licenseId))
      .where(and(eq(licenses.key, key), eq(purchasedScenarios.scenarioId, 15)));
    expect(history.map((row) => row.removedAt === null).sort()).toEqual([false, true]);
    expect((await auditOf(key)).map((entry) => entry.action)).toEqual([
      'license.scenarioTransfer',
      'license.scenarioRemove',
      'license.scenarioTransfer',
    ]);
  });

  it('refuses scenarios the licence cannot obtain with 409, unknown ones with 404, bad input with 400, writing nothing', async () => {
    const japanese = await createClient(env.handle, { countryId: japan });
    const japaneseLicense = await createLicense(env.handle, japanese.id);
    const { key } = await createLicense(env.handle, env.client.id);
    const revoked = await createLicense(env.handle, env.client.id);
    await env.handle.db
      .update(licenses)
      .set({ revokedAt: new Date(), revokedUserId: 1 })
      .where(eq(licenses.id, revoked.id));
    const purchases = await countRows(env.handle, purchasedScenarios);
    const audits = await countRows(env.handle, auditLog);
    const conflicts: [unknown, string][] = [
      [{ licenseKey: key, purchaseScenarioId: free }, contentErrorMessages.scenarioFree],
      [{ licenseKey: key, purchaseScenarioId: inactive }, contentErrorMessages.scenarioInactive],
      [{ licenseKey: key, purchaseScenarioId: bubble }, contentErrorMessages.scenarioOtherGameModel],
      [
        { licenseKey: japaneseLicense.key, purchaseScenarioId: restrictedInJapan },
        contentErrorMessages.scenarioRestricted,
      ],
      [{ licenseKey: revoked.key, purchaseScenarioId: paidOrbit }, errorMessages.licenseRevoked],
      [{ licenseKey: key, purchaseScenarioId: paidOrbit, userId: japanese.id }, errorMessages.licenseOfAnotherUser],
    ];
    for (const [payload, message] of conflicts) {
      const response = await transfer(payload);
      expect(response.statusCode).toBe(409);
      expect(errorResponseSchema.parse(response.json()).message).toBe(message);
    }
    expect((await remove({ licenseKey: key, purchaseScenarioId: paidOrbit, userId: japanese.id })).statusCode).toBe(
      409,
    );
    for (const payload of [
      { licenseKey: 'NO-SUCH-KEY', purchaseScenarioId: paidOrbit },
      { licenseKey: key, purchaseScenarioId: 999_999 },
    ]) {
      expect((await transfer(payload)).statusCode).toBe(404);
      expect((await remove(payload)).statusCode).toBe(404);
    }
    for (const payload of [
      {},
      { licenseKey: key },
      { licenseKey: key, purchaseScenarioId: '10' },
      { licenseKey: key, purchaseScenarioId: -1 },
      { licenseKey: key, purchaseScenarioId: 1.5 },
      { licenseKey: '', purchaseScenarioId: paidOrbit },
      { licenseKey: key, purchaseScenarioId: paidOrbit, extra: true },
    ]) {
      expect((await transfer(payload)).statusCode).toBe(400);
      expect((await remove(payload)).statusCode).toBe(400);
    }
    const malformed = await env.app.inject({
      method: 'POST',
      url: '/api/admin/scenarios/transfer',
      cookies: { orbit_session: env.admin },
      headers: { 'content-type': 'application/json' },
      payload: '{"licenseKey":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await countRows(env.handle, purchasedScenarios)).toBe(purchases);
    expect(await countRows(env.handle, auditLog)).toBe(audits);
  });
});
