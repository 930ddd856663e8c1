import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  adminInsertWalletRecordResponseSchema,
  debitApprovalSchema,
  debitApprovalsResponseSchema,
  errorMessages,
  walletBalanceSchema,
} from '@orbit/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { auditLog, debitApprovals, walletRecords } from '../../db/schema.ts';
import { adminTestApp, call, createClient, sessionOf } from '../../test-support/fixtures.ts';
import { countRows, testDatabaseKinds } from '../../test-support/test-database.ts';

/** The two-person rule for large debits (ADR 0057); the test app's threshold is the default 1,000 coins. */
describe.each(testDatabaseKinds)('large debits wait for a second staff member on $name', (kind) => {
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

  const insert = (cookie: string, userId: number, amount: number, key: string) =>
    call(app, 'POST', `/api/admin/users/${userId}/wallet-records`, {
      cookie,
      payload: { amount },
      headers: { 'idempotency-key': key },
    });
  const balanceOf = async (userId: number) =>
    walletBalanceSchema.parse(
      (await call(app, 'GET', `/api/admin/users/${userId}/wallet-balance`, { cookie: admin })).json(),
    ).coinsBalance;
  const decide = (cookie: string, id: number, verb: 'approve' | 'reject') =>
    call(app, 'POST', `/api/admin/debit-approvals/${id}/${verb}`, { cookie });
  const pendingOf = (answer: { json(): unknown }) => {
    const body = adminInsertWalletRecordResponseSchema.parse(answer.json());
    if (!('pendingApproval' in body)) throw new Error('Expected a pending approval');
    return body.pendingApproval;
  };

  it('writes debits up to the threshold at once, and a larger one only as a request in the queue', async () => {
    const client = await createClient(handle);
    expect((await insert(colaborador, client.id, 5000, `credit-${client.id}`)).statusCode).toBe(200);
    const small = await insert(colaborador, client.id, -1000, `small-${client.id}`);
    expect(adminInsertWalletRecordResponseSchema.parse(small.json())).toMatchObject({ amount: -1000 });
    const records = await countRows(handle, walletRecords);

    const large = await insert(colaborador, client.id, -1001, `large-${client.id}`);
    expect(large.statusCode).toBe(200);
    const pending = pendingOf(large);
    expect(pending).toMatchObject({ userId: client.id, amount: -1001, status: 'pending', walletRecordId: null });
    expect(await countRows(handle, walletRecords)).toBe(records);
    expect(await balanceOf(client.id)).toBe(4000);

    // A retry answers the same request; the key for another amount is refused; nothing more is written.
    expect(pendingOf(await insert(colaborador, client.id, -1001, `large-${client.id}`)).id).toBe(pending.id);
    expect((await insert(colaborador, client.id, -2000, `large-${client.id}`)).statusCode).toBe(422);
    expect((await insert(colaborador, client.id, -5000, `small-${client.id}`)).statusCode).toBe(422);
    expect(await countRows(handle, debitApprovals)).toBeGreaterThanOrEqual(1);

    const queue = debitApprovalsResponseSchema.parse(
      (await call(app, 'GET', '/api/admin/debit-approvals', { cookie: supervisor })).json(),
    );
    expect(queue.results.find((row) => row.id === pending.id)).toMatchObject({
      userName: 'Fixture Client',
      requestedByName: expect.any(String) as string,
    });
  });

  it('refuses a decision by the requester, writes the record on approval once, and nothing on rejection', async () => {
    const client = await createClient(handle);
    await insert(admin, client.id, 10_000, `credit-${client.id}`);
    const approved = pendingOf(await insert(supervisor, client.id, -3000, `approve-${client.id}`));
    const rejected = pendingOf(await insert(supervisor, client.id, -4000, `reject-${client.id}`));

    const own = await decide(supervisor, approved.id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: errorMessages.ownDebitApproval });
    expect((await decide(colaborador, approved.id, 'approve')).statusCode).toBe(403);
    expect(await balanceOf(client.id)).toBe(10_000);

    const answer = await decide(admin, approved.id, 'approve');
    expect(answer.statusCode).toBe(200);
    const decided = debitApprovalSchema.parse(answer.json());
    expect(decided).toMatchObject({ status: 'approved', decidedByUserId: 1 });
    expect(decided.walletRecordId).not.toBeNull();
    expect(await balanceOf(client.id)).toBe(7000);
    const [record] = await handle.db
      .select()
      .from(walletRecords)
      .where(eq(walletRecords.id, decided.walletRecordId ?? 0));
    expect(record).toMatchObject({ userId: client.id, amount: -3000, issuerUserId: 2 });

    // Decided once: a second approval or a rejection of it changes nothing.
    const again = await decide(admin, approved.id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: errorMessages.debitDecided });
    expect((await decide(admin, approved.id, 'reject')).statusCode).toBe(409);
    expect(await balanceOf(client.id)).toBe(7000);

    expect(debitApprovalSchema.parse((await decide(admin, rejected.id, 'reject')).json())).toMatchObject({
      status: 'rejected',
      walletRecordId: null,
    });
    expect(await balanceOf(client.id)).toBe(7000);
    expect((await decide(admin, 999_999, 'approve')).statusCode).toBe(404);

    const actions = (
      await handle.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.targetId, String(client.id)))
    ).map((row) => row.action);
    expect(actions.filter((action) => action.startsWith('debitApproval.')).sort()).toEqual([
      'debitApproval.approve',
      'debitApproval.reject',
      'debitApproval.request',
      'debitApproval.request',
    ]);
  });

  it('lets two approvers racing on one request write one record', async () => {
    const client = await createClient(handle);
    const pending = pendingOf(await insert(colaborador, client.id, -2500, `race-${client.id}`));
    const answers = await Promise.all([
      decide(admin, pending.id, 'approve'),
      decide(supervisor, pending.id, 'approve'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(client.id)).toBe(-2500);
  });

  it('keeps the queue to admin and supervisor, and answers 400 to a bad status', async () => {
    expect((await call(app, 'GET', '/api/admin/debit-approvals', { cookie: colaborador })).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/admin/debit-approvals')).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/admin/debit-approvals?status=maybe', { cookie: admin })).statusCode).toBe(400);
    const decidedOnes = debitApprovalsResponseSchema.parse(
      (await call(app, 'GET', '/api/admin/debit-approvals?status=approved', { cookie: admin })).json(),
    );
    expect(decidedOnes.results.every((row) => row.status === 'approved')).toBe(true);
  });
});
