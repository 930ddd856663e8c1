import type { AuditResponse, AuditTargetType } from '@orbit/contract';
import type { Database } from '../db/client.ts';
import { auditRepository } from '../repositories/audit-repository.ts';
import type { AuditEntryInput } from '../repositories/audit-repository.ts';

export type AuditService = ReturnType<typeof createAuditService>;

/**
 * Writes what staff change. `record` takes the transaction of the change itself, so an entry exists exactly when
 * the change was committed.
 */
export function createAuditService(db: Database) {
  return {
    record(transaction: Database, entry: AuditEntryInput): Promise<void> {
      return auditRepository(transaction).insert(entry);
    },

    /** One target's entries, or a whole target type's, optionally only actions that start with `action`. */
    async list(query: {
      targetType: AuditTargetType;
      targetId?: string | undefined;
      action?: string | undefined;
      limit: number;
      offset: number;
    }): Promise<AuditResponse> {
      const audit = auditRepository(db);
      const page = { limit: query.limit, offset: query.offset };
      const filter = { targetType: query.targetType, targetId: query.targetId, actionPrefix: query.action };
      const [rows, total] = await Promise.all([audit.list(filter, page), audit.count(filter)]);
      return {
        results: rows.map((row) => ({
          ...row,
          targetType: row.targetType as AuditTargetType,
          createdAt: row.createdAt.toISOString(),
        })),
        meta: { count: total, ...page },
      };
    },
  };
}
