import { and, count, desc, eq } from 'drizzle-orm';
import type { AuditTargetType } from '@orbit/contract';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export interface AuditEntryInput {
  actorUserId: number;
  action: string;
  targetType: AuditTargetType;
  targetId: string;
  before: unknown;
  after: unknown;
}

function entriesOf(targetType: AuditTargetType, targetId: string) {
  return and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId));
}

export function auditRepository(db: Database) {
  return {
    async insert(entry: AuditEntryInput): Promise<void> {
      await db.insert(auditLog).values(entry);
    },

    list(targetType: AuditTargetType, targetId: string, page: { limit: number; offset: number }) {
      return db
        .select()
        .from(auditLog)
        .where(entriesOf(targetType, targetId))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async count(targetType: AuditTargetType, targetId: string): Promise<number> {
      const [row] = await db.select({ rows: count() }).from(auditLog).where(entriesOf(targetType, targetId));
      return row?.rows ?? 0;
    },
  };
}
