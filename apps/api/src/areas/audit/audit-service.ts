import { errorMessages } from '@orbit/contract';
import type {
  AuditResponse,
  AuditTargetType,
  ClientActivityQuery,
  ClientActivityResponse,
  RouteName,
} from '@orbit/contract';
import { staffPermissions } from '@orbit/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { noteStaffAction, currentRequestOrigin } from '../../http/request-origin.ts';
import { adminUsersRepository } from '../identity/index.ts';
import type { AuthenticatedSession } from '../identity/index.ts';
import { auditRepository } from './audit-repository.ts';
import type { AuditEntryInput } from './audit-repository.ts';

/**
 * The security events a client's timeline shows: what staff did to the account. Sign-ins, resets and refusals are
 * the account's own traffic and stay in the audit list (ADR 0024).
 */
const staffSecurityActions = ['security.sessions.ended', 'security.account.disabled', 'security.account.enabled'];

export type AuditService = ReturnType<typeof createAuditService>;

/** A staff read of a report page or a start of its export (ADR 0054). */
export interface ReportRead {
  /** The contract's name of the route, such as `adminReportConsumptionsCsv`. */
  report: RouteName;
  kind: 'read' | 'export';
  /** The query and body as the route parsed them. */
  filters: { query?: unknown; body?: unknown };
  /** Rows answered: the page's, or the whole export's (`X-Total-Count`, skipped rows included). */
  rows: number;
}

/**
 * Writes what staff change. `record` takes the transaction of the change itself, so an entry exists exactly when
 * the change was committed.
 */
export function createAuditService(db: Database) {
  return {
    async record(transaction: Database, entry: AuditEntryInput): Promise<void> {
      await auditRepository(transaction).insert(entry, currentRequestOrigin());
      noteStaffAction({
        audit: entry.action,
        actorUserId: entry.actorUserId,
        target: `${entry.targetType}:${entry.targetId}`,
      });
    },

    /** Who read which report with which filters, and how many rows it answered: one entry per request. */
    recordReportRead(actor: AuthenticatedSession, read: ReportRead): Promise<void> {
      return auditRepository(db).insert(
        {
          actorUserId: actor.userId,
          action: `report.${read.kind}`,
          targetType: 'report',
          targetId: read.report,
          before: null,
          after: { ...read.filters, rows: read.rows },
        },
        currentRequestOrigin(),
      );
    },

    /**
     * One target's entries, or a whole target type's, optionally only actions that start with `action`. Security
     * events are the admins' (ADR 0054): a reader who may not read them gets 403 for asking for them by action,
     * and lists without them otherwise.
     */
    async list(
      viewer: AuthenticatedSession,
      query: {
        targetType: AuditTargetType;
        targetId?: string | undefined;
        action?: string | undefined;
        limit: number;
        offset: number;
      },
    ): Promise<AuditResponse> {
      const securityEventsShown = staffPermissions(viewer.scope).readSecurityEvents;
      if (!securityEventsShown && query.action?.startsWith('security') === true) {
        throw new AppError(403, errorMessages.forbidden);
      }
      const audit = auditRepository(db);
      const page = { limit: query.limit, offset: query.offset };
      const filter = {
        targetType: query.targetType,
        targetId: query.targetId,
        actionPrefix: query.action,
        withoutSecurityEvents: !securityEventsShown,
      };
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

    /**
     * A client page's timeline (ADR 0024): 404 for an unknown user, else a page of entries, newest first; the staff's
     * security actions on the account only to those who may read security events (ADR 0054).
     */
    async aboutUser(
      viewer: AuthenticatedSession,
      userId: number,
      query: ClientActivityQuery,
    ): Promise<ClientActivityResponse> {
      if (!(await adminUsersRepository(db).exists(userId))) throw new AppError(404, errorMessages.notFound);
      const audit = auditRepository(db);
      const page = { limit: query.limit, offset: query.offset };
      const shown = staffPermissions(viewer.scope).readSecurityEvents ? staffSecurityActions : [];
      const [rows, total] = await Promise.all([
        audit.listAboutUser(userId, shown, page),
        audit.countAboutUser(userId, shown),
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
