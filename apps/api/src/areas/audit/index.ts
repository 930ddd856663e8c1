/**
 * The audit log (a hash chain, ADR 0054), security events, attempt limits on accounts, and the staff audit pages.
 * Other areas and the composition (app.ts) use this area only through this file.
 */
export { createAttemptLimiter } from './attempt-limits.ts';
export type { AttemptCheck, AttemptLimiter, AttemptTarget } from './attempt-limits.ts';
export { verifyAuditChain } from './audit-chain.ts';
export { auditRepository } from './audit-repository.ts';
export { auditRoutes } from './audit-routes.ts';
export { createAuditService } from './audit-service.ts';
export type { AuditService } from './audit-service.ts';
export { createSecurityEvents, recordAccessDenials, securityActions } from './security-events.ts';
export type { SecurityEvent, SecurityEvents } from './security-events.ts';
