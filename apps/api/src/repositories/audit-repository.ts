import { and, count, desc, eq, gte, inArray, like, not, or, sql } from 'drizzle-orm';
import type { AuditTargetType } from '@orbit/contract';
import type { Database } from '../db/client.ts';
import { auditLog, blockingOrders, devices, licenses, users } from '../db/schema.ts';

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

/**
 * The entries about one client (ADR 0024): on the user itself (its `security.` events only when listed, so sign-ins
 * stay out), on the licences it owns, on their devices and on its blocking orders. Each branch matches
 * `audit_log_target_idx`.
 */
function entriesAboutUser(db: Database, userId: number, securityActionsShown: readonly string[]) {
  return or(
    and(
      eq(auditLog.targetType, 'user'),
      eq(auditLog.targetId, String(userId)),
      or(not(like(auditLog.action, 'security.%')), inArray(auditLog.action, [...securityActionsShown])),
    ),
    and(
      eq(auditLog.targetType, 'license'),
      inArray(auditLog.targetId, db.select({ key: licenses.key }).from(licenses).where(eq(licenses.userId, userId))),
    ),
    and(
      eq(auditLog.targetType, 'blockingOrder'),
      inArray(
        auditLog.targetId,
        db
          .select({ id: sql<string>`${blockingOrders.id}::text` })
          .from(blockingOrders)
          .where(eq(blockingOrders.userId, userId)),
      ),
    ),
    and(
      eq(auditLog.targetType, 'device'),
      inArray(
        auditLog.targetId,
        db
          .select({ id: sql<string>`${devices.id}::text` })
          .from(devices)
          .innerJoin(licenses, eq(licenses.id, devices.licenseId))
          .where(eq(licenses.userId, userId)),
      ),
    ),
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

    /** A client's entries, newest first, with the actor's current name. */
    listAboutUser(userId: number, securityActionsShown: readonly string[], page: { limit: number; offset: number }) {
      return db
        .select({
          id: auditLog.id,
          actorUserId: auditLog.actorUserId,
          actorName: users.name,
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          before: auditLog.before,
          after: auditLog.after,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorUserId))
        .where(entriesAboutUser(db, userId, securityActionsShown))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /**
     * Whether an entry of `action` on the user came from `ip` within the last `days` (the security events keep the
     * address in `after.ip`); the search stays within the user's entries of `audit_log_target_idx`.
     */
    async userHasEventFrom(userId: number, action: string, ip: string, days: number): Promise<boolean> {
      const [row] = await db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.targetType, 'user'),
            eq(auditLog.targetId, String(userId)),
            gte(auditLog.createdAt, sql`now() - make_interval(days => ${days})`),
            eq(auditLog.action, action),
            sql`${auditLog.after} ->> 'ip' = ${ip}`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async countAboutUser(userId: number, securityActionsShown: readonly string[]): Promise<number> {
      const [row] = await db
        .select({ rows: count() })
        .from(auditLog)
        .where(entriesAboutUser(db, userId, securityActionsShown));
      return row?.rows ?? 0;
    },
  };
}
