import { and, count, desc, eq, like } from 'drizzle-orm';
import type { AuditTargetType } from '@orbit/contract';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export interface AuditEntryInput {
  /** Null when nobody was signed in: a failed sign-in, a reset by mailed link, a command-line tool. */
  actorUserId: number | null;
  action: string;
  targetType: AuditTargetType;
  targetId: string;
  before: unknown;
  after: unknown;
}

/** Which entries a list shows: a target type, optionally one target, optionally actions starting with a text. */
export interface AuditFilter {
  targetType: AuditTargetType;
  targetId?: string | undefined;
  actionPrefix?: string | undefined;
}

function entriesOf({ targetType, targetId, actionPrefix }: AuditFilter) {
  return and(
    eq(auditLog.targetType, targetType),
    targetId === undefined ? undefined : eq(auditLog.targetId, targetId),
    actionPrefix === undefined
      ? undefined
      : like(auditLog.action, `${actionPrefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`),
  );
}

export function auditRepository(db: Database) {
  return {
    async insert(entry: AuditEntryInput): Promise<void> {
      await db.insert(auditLog).values(entry);
    },

    list(filter: AuditFilter, page: { limit: number; offset: number }) {
      return db
        .select()
        .from(auditLog)
        .where(entriesOf(filter))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async count(filter: AuditFilter): Promise<number> {
      const [row] = await db.select({ rows: count() }).from(auditLog).where(entriesOf(filter));
      return row?.rows ?? 0;
    },
  };
}
