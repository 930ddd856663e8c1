import type { FastifyBaseLogger } from 'fastify';
import type { AuditTargetType } from '@orbit/contract';
import type { AccessDenial } from '../identity/index.ts';
import type { Database } from '../../db/client.ts';
import { currentRequestOrigin, sessionRefOf } from '../../http/request-origin.ts';
import { auditRepository } from './audit-repository.ts';

/** The security events the audit log keeps (ADR 0020); each is an audit action under `security.`. */
export const securityActions = {
  signInSucceeded: 'security.signIn.succeeded',
  signInFailed: 'security.signIn.failed',
  signInRefusedDisabled: 'security.signIn.disabled',
  lockout: 'security.lockout',
  resetRequested: 'security.passwordReset.requested',
  resetCompleted: 'security.passwordReset.completed',
  passwordChanged: 'security.password.changed',
  emailChangeRequested: 'security.email.changeRequested',
  emailChangeCancelled: 'security.email.changeCancelled',
  emailChanged: 'security.email.changed',
  sessionsEnded: 'security.sessions.ended',
  /** The user ended sessions of their own from their profile (ADR 0055). */
  ownSessionsEnded: 'security.sessions.ownEnded',
  accountDisabled: 'security.account.disabled',
  accountEnabled: 'security.account.enabled',
  accessDenied: 'security.access.denied',
  adminCreated: 'security.admin.created',
  adminLinkIssued: 'security.admin.linkIssued',
  secondFactorEnrolled: 'security.secondFactor.enrolled',
  secondFactorRemoved: 'security.secondFactor.removed',
  secondFactorFailed: 'security.secondFactor.failed',
  recoveryCodeUsed: 'security.secondFactor.recoveryCodeUsed',
  /** A signed-in user proved again who they are, for the sensitive acts that need a recent proof (ADR 0058). */
  reauthenticated: 'security.reauthentication.succeeded',
  reauthenticationFailed: 'security.reauthentication.failed',
  /** A passkey reported a signature counter at or below the last one: it may have been copied (ADR 0059). */
  passkeyCounterWentBack: 'security.passkey.counterWentBack',
  /** A call made with a real API key that was refused: expired, revoked, a wrong secret, or out of its reach (ADR 0092). */
  apiKeyRefused: 'security.apiKey.refused',
} as const;
export type SecurityAction = (typeof securityActions)[keyof typeof securityActions];

export interface SecurityEvent {
  action: SecurityAction;
  /** Who was signed in; null for anonymous callers. */
  actorUserId: number | null;
  targetType: AuditTargetType;
  targetId: string;
  /** Where the request came from; never a password, token or cookie. */
  ip: string;
  /** Further facts, such as the limit that tripped; never a secret. */
  details?: Record<string, string | number | boolean | null>;
  /** The session the event opened (a sign-in), named in the entry instead of the one the request came with. */
  openedSession?: string;
}

export type SecurityEvents = ReturnType<typeof createSecurityEvents>;

/**
 * Writes security events into the audit log, where admins read them through the audit call, and as one structured
 * log line each. `record` takes a transaction when the event belongs to a change (it is then committed with it).
 */
export function createSecurityEvents(db: Database, log: FastifyBaseLogger) {
  return {
    async record(event: SecurityEvent, transaction: Database = db): Promise<void> {
      const origin = currentRequestOrigin();
      await auditRepository(transaction).insert(
        {
          actorUserId: event.actorUserId,
          action: event.action,
          targetType: event.targetType,
          targetId: event.targetId,
          before: null,
          after: { ip: event.ip, ...event.details },
        },
        {
          ...origin,
          ip: event.ip,
          sessionRef: event.openedSession ? sessionRefOf(event.openedSession) : origin.sessionRef,
        },
      );
      log.info(
        {
          securityEvent: event.action,
          actorUserId: event.actorUserId,
          target: `${event.targetType}:${event.targetId}`,
        },
        'Security event',
      );
    },
  };
}

/** Records the access guard's refusals of staff calls as security events. */
export function recordAccessDenials(events: Pick<SecurityEvents, 'record'>): (denial: AccessDenial) => Promise<void> {
  return ({ actorUserId, route, ip, scope, reason }) =>
    events.record({
      action: securityActions.accessDenied,
      actorUserId,
      targetType: 'route',
      targetId: route,
      ip,
      details: { scope, reason },
    });
}
