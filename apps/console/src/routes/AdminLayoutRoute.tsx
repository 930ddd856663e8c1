import { Navigate, Outlet, useOutletContext } from 'react-router-dom';
import type { CurrentUser } from '@orbit/contract';
import { isStaff } from '@orbit/domain';

/**
 * Everything under /dash/admin (docs/domain.md#screens-and-addresses, docs/domain.md#roles-and-permissions): open to admin, supervisor and colaborador; a client is sent back to
 * /dash. The server refuses a client's admin calls anyway; this only keeps the screens out of reach.
 */
export function AdminLayoutRoute() {
  const user = useOutletContext<CurrentUser>();
  if (!isStaff(user.scope)) return <Navigate to="/dash" replace />;
  return <Outlet context={user} />;
}
