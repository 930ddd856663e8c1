import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { errorMessages } from '@orbit/contract';
import type { DatabaseHandle } from './db/client.ts';
import { blockingOrders, licenses, users, walletRecords } from './db/schema.ts';
import { AppError } from './http/app-error.ts';
import { keepOneAdmin, lockAdminSet } from './areas/identity/index.ts';
import { adminTestApp, call, createClient, createLicense, sessionOf } from './test-support/fixtures.ts';
import { countRows, testDatabaseKinds } from './test-support/test-database.ts';

/**
 * Separation of duties (ADR 0053): licences, blocking orders and coins exist on client accounts only, no staff
 * member acts on their own account from the staff pages, and the last enabled admin stays one.
 */
describe.each(testDatabaseKinds)('separation of duties on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let admin: string;
  let supervisor: string;
  let colaborador: string;

  // The shared admin block opens and closes the database and the app; the other staff sign in here.
  const env = adminTestApp(kind);
  beforeAll(async () => {
    ({ handle, app, admin } = env);
    supervisor = await sessionOf(app, 'supervisor@example.com');
    colaborador = await sessionOf(app, 'colaborador@example.com');
  });

  const holdings = async () => ({
    licenses: await countRows(handle, licenses),
    orders: await countRows(handle, blockingOrders),
    coins: await countRows(handle, walletRecords),
  });

  const createLicenseAs = (cookie: string, userId: number) =>
    call(app, 'POST', '/api/admin/users/licenses', {
      cookie,
      payload: { userId, label: `Duties ${Date.now()}`, gameModel: 'OrbitCoaster' },
    });
  const openOrder = (cookie: string, payload: object) =>
    call(app, 'POST', '/api/admin/users/blocking-orders', {
      cookie,
      payload: { reason: 'financial-debt', ...payload },
    });
  const insertCoins = (cookie: string, userId: number, key: string) =>
    call(app, 'POST', `/api/admin/users/${userId}/wallet-records`, {
      cookie,
      payload: { amount: 10 },
      headers: { 'idempotency-key': key },
    });

  it("refuses licences, blocking orders and coins on a staff account, the caller's own included", async () => {
    const before = await holdings();
    const refusals = [
      [await createLicenseAs(supervisor, 2), 403, errorMessages.ownAccount],
      [await createLicenseAs(supervisor, 1), 409, errorMessages.clientAccountsOnly],
      [await createLicenseAs(admin, 3), 409, errorMessages.clientAccountsOnly],
      [await openOrder(supervisor, { userId: 2 }), 403, errorMessages.ownAccount],
      [await openOrder(supervisor, { userId: 1 }), 409, errorMessages.clientAccountsOnly],
      [await openOrder(admin, { userId: 2 }), 409, errorMessages.clientAccountsOnly],
      [await insertCoins(colaborador, 3, 'duties-own'), 403, errorMessages.ownAccount],
      [await insertCoins(colaborador, 1, 'duties-admin'), 409, errorMessages.clientAccountsOnly],
      [await insertCoins(supervisor, 3, 'duties-staff'), 409, errorMessages.clientAccountsOnly],
    ] as const;
    for (const [response, status, message] of refusals) {
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: { message } });
    }
    expect(await holdings()).toEqual(before);
  });

  it('still lets staff create, block and credit on a client account', async () => {
    const client = await createClient(handle);
    expect((await createLicenseAs(supervisor, client.id)).statusCode).toBe(200);
    const license = await createLicense(handle, client.id);
    expect((await openOrder(supervisor, { licenseKey: license.key })).statusCode).toBe(200);
    expect((await openOrder(admin, { userId: client.id })).statusCode).toBe(200);
    expect((await insertCoins(colaborador, client.id, `duties-client-${client.id}`)).statusCode).toBe(200);
  });

  it("refuses staff's own account on the staff pages: edit, end sessions, disable, enable", async () => {
    const own = [
      await call(app, 'PATCH', '/api/admin/users/1/edit', {
        cookie: admin,
        payload: { email: 'admin@example.com', name: 'Admin', scope: 'supervisor' },
      }),
      await call(app, 'POST', '/api/admin/users/1/sessions/end', { cookie: admin }),
      await call(app, 'POST', '/api/admin/users/1/disable', { cookie: admin }),
      await call(app, 'POST', '/api/admin/users/1/enable', { cookie: admin }),
      await call(app, 'PATCH', '/api/admin/users/2/edit', {
        cookie: supervisor,
        payload: { email: 'supervisor@example.com', name: 'Supervisor' },
      }),
    ];
    for (const response of own) {
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 403,
        body: { message: errorMessages.ownAccount },
      });
    }
    const [row] = await handle.db.select().from(users).where(eq(users.id, 1));
    expect(row).toMatchObject({ scope: 'admin', disabledAt: null });
    expect((await call(app, 'GET', '/api/me', { cookie: admin })).statusCode).toBe(200);
  });

  it('keeps a client who holds licences, orders or coins a client; an empty account may become staff', async () => {
    const holder = await createClient(handle);
    await createLicense(handle, holder.id);
    const edit = (id: number, email: string) =>
      call(app, 'PATCH', `/api/admin/users/${id}/edit`, {
        cookie: admin,
        payload: { email, name: 'Promoted', scope: 'colaborador' },
      });
    const refused = await edit(holder.id, holder.email);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: errorMessages.clientHoldings,
      errors: { scope: errorMessages.clientHoldings },
    });
    expect((await handle.db.select().from(users).where(eq(users.id, holder.id)))[0]?.scope).toBe('user');

    const empty = await createClient(handle);
    expect((await edit(empty.id, empty.email)).statusCode).toBe(200);
    expect((await handle.db.select().from(users).where(eq(users.id, empty.id)))[0]?.scope).toBe('colaborador');
  });

  it('never leaves the installation without an enabled admin', async () => {
    const activeAdmins = () =>
      handle.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.scope, 'admin'), isNull(users.disabledAt)));
    // The only admin cannot be demoted or disabled, whoever asks.
    await expect(
      handle.db.transaction(async (tx) => {
        await lockAdminSet(tx);
        await keepOneAdmin(tx, 1);
      }),
    ).rejects.toEqual(new AppError(409, errorMessages.lastAdmin));

    // Two admins demoting each other at once: one wins, the other is refused, one admin is left.
    const second = await createClient(handle);
    await handle.db.update(users).set({ scope: 'admin' }).where(eq(users.id, second.id));
    const secondAdmin = await sessionOf(app, second.email);
    const demote = (cookie: string, id: number, email: string) =>
      call(app, 'PATCH', `/api/admin/users/${id}/edit`, { cookie, payload: { email, name: 'Demoted', scope: 'user' } });
    const answers = await Promise.all([
      demote(admin, second.id, second.email),
      demote(secondAdmin, 1, 'admin@example.com'),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // The loser is refused as the last admin, or, when its access was checked after the winner's change, as no admin.
    expect(statuses.filter((status) => status === 409 || status === 403)).toHaveLength(1);
    expect(await activeAdmins()).toHaveLength(1);

    // Put the first admin back for the other tests' sake, when the second one won.
    await handle.db.update(users).set({ scope: 'admin' }).where(eq(users.id, 1));
    await handle.db.update(users).set({ scope: 'user' }).where(eq(users.id, second.id));
  });
});
