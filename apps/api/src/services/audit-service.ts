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

    async list(query: {
      targetType: AuditTargetType;
      targetId: string;
      limit: number;
      offset: number;
    }): Promise<AuditResponse> {
      const audit = auditRepository(db);
      const page = { limit: query.limit, offset: query.offset };
      const [rows, total] = await Promise.all([
        audit.list(query.targetType, query.targetId, page),
        audit.count(query.targetType, query.targetId),
      ]);
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
