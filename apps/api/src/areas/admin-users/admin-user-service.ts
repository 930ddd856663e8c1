import { errorMessages } from '@orbit/contract';
import type {
  AdminEditUserRequest,
  AdminUser,
  AdminUsersQuery,
  AdminUsersResponse,
  EndSessionsResponse,
  LicenseActivationsResponse,
  PendingEmailChange,
} from '@orbit/contract';
import { canonicalEmail } from '@orbit/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  emailChangeTokensRepository,
  emailVerificationTokensRepository,
  passwordResetTokensRepository,
} from '../accounts/index.ts';
import {
  adminUsersRepository,
  keepOneAdmin,
  lockAdminSet,
  refuseOwnAccount,
  sessionsRepository,
} from '../identity/index.ts';
import type { AdminUserRow, AuthenticatedSession } from '../identity/index.ts';
import { securityActions } from '../audit/index.ts';
import type { AuditService } from '../audit/index.ts';
import type { ClientLicenseService } from '../licenses/index.ts';
import type { EmailChangeService, RecentProof } from '../own-account/index.ts';

export type AdminUserService = ReturnType<typeof createAdminUserService>;

function toAdminUser(row: AdminUserRow, pendingEmailChange: PendingEmailChange | null): AdminUser {
  return {
    id: row.id,
    name: row.name,
    nameAsInContract: row.nameAsInContract,
    email: row.email,
    scope: row.scope,
    countryId: row.countryId,
    isoAlpha3: row.isoAlpha3,
    timezone: row.timezone,
    createdAt: row.createdAt.toISOString(),
    mayRequestUnblock: row.mayRequestUnblock,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    pendingEmailChange,
  };
}

/**
 * Ends every session of a user and retires the links mailed to them (a change of email waiting included), so
 * nothing opened before a disabling keeps working; answers how many sessions ended.
 */
async function closeAccountAccess(tx: Database, userId: number, at: Date): Promise<number> {
  await passwordResetTokensRepository(tx).retireUnusedOf(userId, at);
  await emailVerificationTokensRepository(tx).retireUnusedOf(userId, at);
  await emailChangeTokensRepository(tx).retireUnusedOf(userId, at);
  return sessionsRepository(tx).deleteAllOfUser(userId);
}

export function createAdminUserService(deps: {
  db: Database;
  audit: AuditService;
  clientLicenses: Pick<ClientLicenseService, 'activations'>;
  emailChanges: Pick<EmailChangeService, 'pendingOf' | 'requestByStaff'>;
  now: Clock;
  /** A scope or email change, a disable or enable and ending sessions need a recent proof (ADR 0058). */
  recentProof: RecentProof;
}) {
  const { db, audit, clientLicenses, emailChanges, now, recentProof } = deps;
  const adminUsers = adminUsersRepository(db);

  async function existing(id: number): Promise<AdminUserRow> {
    const row = await adminUsers.find(id);
    if (!row) throw new AppError(404, errorMessages.notFound);
    return row;
  }

  /** The user as staff see it, with the change of email waiting for its confirmation, if any. */
  async function shown(row: AdminUserRow, transaction: Database = db): Promise<AdminUser> {
    return toAdminUser(row, await emailChanges.pendingOf(row.id, transaction));
  }

  /** The user locked for the change and its state after it, audited in the same transaction. */
  async function change(
    actor: AuthenticatedSession,
    id: number,
    action: string,
    apply: (tx: Database, before: AdminUserRow) => Promise<void>,
    options: { mayRemoveAnAdmin?: boolean } = {},
  ): Promise<AdminUser> {
    return db.transaction(async (tx) => {
      if (options.mayRemoveAnAdmin) await lockAdminSet(tx);
      const repository = adminUsersRepository(tx);
      const before = await repository.findForUpdate(id);
      if (!before) throw new AppError(404, errorMessages.notFound);
      const pendingBefore = await emailChanges.pendingOf(id, tx);
      await apply(tx, before);
      const after = await repository.find(id);
      if (!after) throw new Error('The changed user vanished inside its transaction');
      const shownAfter = await shown(after, tx);
      await audit.record(tx, {
        actorUserId: actor.userId,
        action,
        targetType: 'user',
        targetId: String(id),
        before: toAdminUser(before, pendingBefore),
        after: shownAfter,
      });
      return shownAfter;
    });
  }

  return {
    async list(query: AdminUsersQuery): Promise<AdminUsersResponse> {
      const [rows, total] = await Promise.all([adminUsers.list(query), adminUsers.count(query)]);
      return {
        results: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        meta: { count: total, limit: query.limit, offset: query.offset },
      };
    },

    async get(id: number): Promise<AdminUser> {
      return shown(await existing(id));
    },

    /**
     * docs/domain.md#roles-and-permissions and ADR 0020: a supervisor edits clients only; only an admin edits a staff account or changes a scope.
     * A new email does not apply at once (ADR 0055): it waits for the new address to confirm it by a mailed link,
     * the old address is told and may cancel, and the account keeps signing in and resetting with the old one.
     */
    async edit(actor: AuthenticatedSession, id: number, request: AdminEditUserRequest, ip: string): Promise<AdminUser> {
      // The contract's email schema gives the canonical form (ADR 0052).
      const { email } = request;
      refuseOwnAccount(actor, id);
      return change(
        actor,
        id,
        'user.edit',
        async (tx, before) => {
          if (before.scope !== 'user' && actor.scope !== 'admin') {
            throw new AppError(403, errorMessages.staffEditAdminOnly);
          }
          const scope = request.scope ?? before.scope;
          if (scope !== before.scope && actor.scope !== 'admin') throw new AppError(403, errorMessages.forbidden);
          // ADR 0053: what only clients hold keeps its holder a client, and the last admin stays one.
          if (before.scope === 'user' && scope !== 'user' && (await adminUsersRepository(tx).holdsClientData(id))) {
            throw new AppError(409, errorMessages.clientHoldings, { scope: errorMessages.clientHoldings });
          }
          if (before.scope === 'admin' && scope !== 'admin') await keepOneAdmin(tx, id);
          // The same address, or the one already waiting, asks for nothing new.
          const waiting = await emailChanges.pendingOf(id, tx);
          const newEmail = email !== canonicalEmail(before.email) && email !== waiting?.email;
          // A name alone is an everyday fix; a scope or an address decides who holds the account (ADR 0058).
          if (scope !== before.scope || newEmail) recentProof.require(actor);
          await adminUsersRepository(tx).update(id, {
            name: request.name,
            nameAsInContract:
              request.nameAsInContract === undefined ? before.nameAsInContract : request.nameAsInContract || null,
            scope,
          });
          if (newEmail) {
            await emailChanges.requestByStaff(tx, before, email, { userId: actor.userId, ip });
          }
        },
        { mayRemoveAnAdmin: request.scope !== undefined && request.scope !== 'admin' },
      );
    },

    /** Ends every session of a user at once (ADR 0020); audited as a security event. */
    async endSessions(actor: AuthenticatedSession, id: number): Promise<EndSessionsResponse> {
      refuseOwnAccount(actor, id);
      recentProof.require(actor);
      return db.transaction(async (tx) => {
        const before = await adminUsersRepository(tx).findForUpdate(id);
        if (!before) throw new AppError(404, errorMessages.notFound);
        const ended = await sessionsRepository(tx).deleteAllOfUser(id);
        await audit.record(tx, {
          actorUserId: actor.userId,
          action: securityActions.sessionsEnded,
          targetType: 'user',
          targetId: String(id),
          before: null,
          after: { sessionsEnded: ended },
        });
        return { message: 'Sessions ended', ended };
      });
    },

    /**
     * A disabled account cannot sign in or reset its password; its sessions and open links end in the same
     * transaction, so the access check needs no extra read (ADR 0020). Disabling twice changes nothing.
     */
    async disable(actor: AuthenticatedSession, id: number): Promise<AdminUser> {
      refuseOwnAccount(actor, id);
      recentProof.require(actor);
      const current = await existing(id);
      if (current.disabledAt) return shown(current);
      return change(
        actor,
        id,
        securityActions.accountDisabled,
        async (tx, before) => {
          if (before.disabledAt) return;
          if (before.scope === 'admin') await keepOneAdmin(tx, id);
          const at = now();
          await adminUsersRepository(tx).setDisabledAt(id, at);
          await closeAccountAccess(tx, id, at);
        },
        { mayRemoveAnAdmin: current.scope === 'admin' },
      );
    },

    async enable(actor: AuthenticatedSession, id: number): Promise<AdminUser> {
      refuseOwnAccount(actor, id);
      recentProof.require(actor);
      const current = await existing(id);
      if (!current.disabledAt) return shown(current);
      return change(actor, id, securityActions.accountEnabled, (tx) =>
        adminUsersRepository(tx).setDisabledAt(id, null),
      );
    },

    /** docs/domain.md#calls pages this list by page number; the client list it reuses counts rows. */
    async activations(id: number, query: { page: number; limit: number }): Promise<LicenseActivationsResponse> {
      await existing(id);
      return clientLicenses.activations(id, { limit: query.limit, offset: (query.page - 1) * query.limit });
    },
  };
}
