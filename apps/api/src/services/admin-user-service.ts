import { errorMessages } from '@orbit/contract';
import type {
  AdminEditUserRequest,
  AdminUser,
  AdminUsersQuery,
  AdminUsersResponse,
  LicenseActivationsResponse,
} from '@orbit/contract';
import type { Database } from '../db/client.ts';
import { databaseErrorCode, pgErrorCodes } from '../db/errors.ts';
import { AppError } from '../http/app-error.ts';
import { adminUsersRepository } from '../repositories/admin-users-repository.ts';
import type { AdminUserRow } from '../repositories/admin-users-repository.ts';
import type { AuthenticatedSession } from './session-service.ts';
import type { AuditService } from './audit-service.ts';
import type { ClientLicenseService } from './client-license-service.ts';

export type AdminUserService = ReturnType<typeof createAdminUserService>;

function toAdminUser(row: AdminUserRow): AdminUser {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export function createAdminUserService(deps: {
  db: Database;
  audit: AuditService;
  clientLicenses: Pick<ClientLicenseService, 'activations'>;
}) {
  const { db, audit, clientLicenses } = deps;
  const adminUsers = adminUsersRepository(db);

  async function existing(id: number): Promise<AdminUserRow> {
    const row = await adminUsers.find(id);
    if (!row) throw new AppError(404, errorMessages.notFound);
    return row;
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
      return toAdminUser(await existing(id));
    },

    /** Spec §6: only an admin changes a scope; anyone else sending a different one is refused (ADR 0012). */
    async edit(actor: AuthenticatedSession, id: number, request: AdminEditUserRequest): Promise<AdminUser> {
      try {
        return await db.transaction(async (tx) => {
          const repository = adminUsersRepository(tx);
          const before = await repository.findForUpdate(id);
          if (!before) throw new AppError(404, errorMessages.notFound);
          const scope = request.scope ?? before.scope;
          if (scope !== before.scope && actor.scope !== 'admin') throw new AppError(403, errorMessages.forbidden);
          await repository.update(id, {
            email: request.email.toLowerCase(),
            name: request.name,
            nameAsInContract:
              request.nameAsInContract === undefined ? before.nameAsInContract : request.nameAsInContract || null,
            scope,
          });
          const after = await repository.find(id);
          if (!after) throw new Error('The edited user vanished inside its transaction');
          await audit.record(tx, {
            actorUserId: actor.userId,
            action: 'user.edit',
            targetType: 'user',
            targetId: String(id),
            before: toAdminUser(before),
            after: toAdminUser(after),
          });
          return toAdminUser(after);
        });
      } catch (error) {
        if (databaseErrorCode(error) === pgErrorCodes.uniqueViolation) {
          throw new AppError(409, errorMessages.emailTaken, { email: errorMessages.emailTaken });
        }
        throw error;
      }
    },

    /** Spec §7 pages this list by page number; the client list it reuses counts rows. */
    async activations(id: number, query: { page: number; limit: number }): Promise<LicenseActivationsResponse> {
      await existing(id);
      return clientLicenses.activations(id, { limit: query.limit, offset: (query.page - 1) * query.limit });
    },
  };
}
