import { and, count, desc, eq, gte, inArray, like, not, or, sql } from 'drizzle-orm';
import type { AuditTargetType } from '@orbit/contract';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { auditChainHead, auditLog, blockingOrders, devices, licenses, users } from '../../db/schema.ts';
import type { RequestOrigin } from '../../shared/origin.ts';

export interface AuditEntryInput {
  /** Null when nobody was signed in: a failed sign-in, a reset by mailed link, a command-line tool. */
  actorUserId: number | null;
  action: string;
  targetType: AuditTargetType;
  targetId: string;
  before: unknown;
  after: unknown;
}

/** The actions of the security events (ADR 0020) all start with this. */
export const securityActionPrefix = 'security.';

/** Which entries a list shows: a target type, optionally one target, optionally actions starting with a text. */
export interface AuditFilter {
  targetType: AuditTargetType;
  targetId?: string | undefined;
  actionPrefix?: string | undefined;
  /** Leaves the security events out, for readers who may not see them (ADR 0054). */
  withoutSecurityEvents?: boolean;
}

const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function entriesOf({ targetType, targetId, actionPrefix, withoutSecurityEvents }: AuditFilter) {
  return and(
    eq(auditLog.targetType, targetType),
    targetId === undefined ? undefined : eq(auditLog.targetId, targetId),
    actionPrefix === undefined ? undefined : like(auditLog.action, startsWith(actionPrefix)),
    withoutSecurityEvents ? not(like(auditLog.action, startsWith(securityActionPrefix))) : undefined,
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
      or(
        not(like(auditLog.action, startsWith(securityActionPrefix))),
        inArray(auditLog.action, [...securityActionsShown]),
      ),
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

/** jsonb as a parameter; undefined and null are both SQL null. */
const jsonbOf = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** The columns of an entry as its answer has them. */
const answerColumns = {
  id: auditLog.id,
  actorUserId: auditLog.actorUserId,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  before: auditLog.before,
  after: auditLog.after,
  createdAt: auditLog.createdAt,
};

export function auditRepository(db: Database) {
  return {
    /**
     * Appends an entry to the chain (ADR 0054) in one statement: the head row's update computes the entry's hash
     * from the last one and takes the row until the transaction ends, so appends follow each other in id order and
     * the chain never forks. The caller names the origin: the request being answered, or `noRequest`.
     */
    async insert(entry: AuditEntryInput, origin: RequestOrigin): Promise<void> {
      const fields = sql.join(
        [
          sql`now()`,
          sql`${entry.actorUserId}::integer`,
          sql`${entry.action}::text`,
          sql`${entry.targetType}::text`,
          sql`${entry.targetId}::text`,
          sql`${jsonbOf(entry.before)}::jsonb`,
          sql`${jsonbOf(entry.after)}::jsonb`,
          sql`${origin.ip}::text`,
          sql`${origin.sessionRef}::text`,
          sql`${origin.requestId}::text`,
          sql`${origin.userAgent}::text`,
        ],
        sql`, `,
      );
      const appended = await selectRows<{ id: number }>(
        db,
        sql`
        with head as (
          update audit_chain_head
          set last_id = nextval('audit_log_id_seq'),
            previous_hash = last_hash,
            last_hash = audit_entry_hash(last_hash, ${fields})
          returning last_id, previous_hash, last_hash
        )
        insert into audit_log (id, created_at, actor_user_id, action, target_type, target_id, before, after, ip,
          session_ref, request_id, user_agent, previous_hash, hash)
        select last_id, ${fields}, previous_hash, last_hash from head
        returning id`,
      );
      if (appended.length !== 1) throw new Error('The audit chain has no head row (migration 0007)');
    },

    list(filter: AuditFilter, page: { limit: number; offset: number }) {
      return db
        .select(answerColumns)
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
        .select({ ...answerColumns, actorName: users.name })
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

    /**
     * A page of the chain in id order after `afterId`: each entry's stored hashes and the hash its fields give now,
     * computed by the same function that wrote it.
     */
    chainPage(afterId: number, limit: number) {
      return selectRows<{ id: number; previousHash: string; hash: string; recomputed: string }>(
        db,
        sql`select id::float8 as "id", previous_hash as "previousHash", hash,
            audit_entry_hash(previous_hash, created_at, actor_user_id, action, target_type, target_id, before, after,
              ip, session_ref, request_id, user_agent) as "recomputed"
          from audit_log where id > ${afterId} order by id limit ${limit}`,
      );
    },

    /** The chain's last entry as the head row remembers it. */
    async chainHead(): Promise<{ lastId: number; lastHash: string } | undefined> {
      const [head] = await db
        .select({ lastId: auditChainHead.lastId, lastHash: auditChainHead.lastHash })
        .from(auditChainHead);
      return head;
    },

    /** The entry that has this hash, if any (a full scan: only the verification asks, and only at a break). */
    async idWithHash(hash: string): Promise<number | undefined> {
      const [row] = await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.hash, hash)).limit(1);
      return row?.id;
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
