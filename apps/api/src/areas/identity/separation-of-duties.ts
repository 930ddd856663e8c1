import { errorMessages } from '@orbit/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { adminUsersRepository } from './admin-users-repository.ts';
import type { AuthenticatedSession } from './session-service.ts';

/**
 * Separation of duties (ADR 0053): licences, blocking orders and coins exist on client accounts only, and no staff
 * member acts on their own account from the staff pages. Called inside the transaction that writes, so the
 * account's row stays shared-locked and a scope change waits for the write (and then sees what it wrote).
 */
export async function requireClientAccount(tx: Database, actor: AuthenticatedSession, userId: number): Promise<void> {
  if (userId === actor.userId) throw new AppError(403, errorMessages.ownAccount);
  const scope = await adminUsersRepository(tx).scopeOfShared(userId);
  if (!scope) throw new AppError(404, errorMessages.notFound);
  if (scope !== 'user') throw new AppError(409, errorMessages.clientAccountsOnly);
}

/** The staff pages change other people's accounts; one's own name, email and sessions live on the profile page. */
export function refuseOwnAccount(actor: AuthenticatedSession, userId: number): void {
  if (userId === actor.userId) throw new AppError(403, errorMessages.ownAccount);
}

/** Any fixed number: the advisory lock class of "the set of enabled admins is changing". */
const adminSetLock = 4_721_004;

/**
 * Changes that may demote or disable an admin wait for each other from here to the end of their transaction, so
 * the count in `keepOneAdmin` sees the committed result of the one before. Taken first, before any row lock: an
 * admin demoting another holds no row the other's transaction needs while it waits.
 */
export async function lockAdminSet(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${adminSetLock})`);
}

/**
 * Under `lockAdminSet`, inside the transaction that demotes or disables `userId`: refuses when it is the last
 * enabled admin, so two admins demoting each other at once cannot leave none.
 */
export async function keepOneAdmin(tx: Database, userId: number): Promise<void> {
  const admins = await adminUsersRepository(tx).activeAdminIds();
  if (admins.includes(userId) && admins.length === 1) throw new AppError(409, errorMessages.lastAdmin);
}
