import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { AuditService } from './audit-service.ts';

/** The audit log for staff: all of it, and one account's. */
export function auditRoutes(registerRoute: RegisterRoute, deps: { audit: AuditService }): void {
  const { audit } = deps;
  registerRoute(routes.adminAudit, ({ query, request }) => audit.list(requireAuth(request), query));
  registerRoute(routes.adminUserAudit, ({ params, query, request }) =>
    audit.aboutUser(requireAuth(request), params.id, query),
  );
}
