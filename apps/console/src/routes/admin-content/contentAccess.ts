import type { Scope } from '@orbit/domain';

/** ADR 0016: admins and supervisors change scenarios and news; colaboradores read them. */
export function canChangeContent(scope: Scope): boolean {
  return scope === 'admin' || scope === 'supervisor';
}
