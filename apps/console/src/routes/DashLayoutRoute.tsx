import { Navigate, Outlet, useNavigate } from 'react-router';
import { ApiError, useMe, useSignOut } from '@orbit/api-client';
import { useTranslation } from '@orbit/i18n';
import { AppShell } from '@orbit/ui';

/** Everything under /dash needs a session: no session goes to /sign-in, a failing server to /error (spec §4). */
export function DashLayoutRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe();
  const signOut = useSignOut();

  if (me.isPending) return <p role="status">{t('common.loading')}</p>;
  if (me.isError) {
    const unauthenticated = me.error instanceof ApiError && me.error.status === 401;
    return <Navigate to={unauthenticated ? '/sign-in' : '/error'} replace />;
  }

  return (
    <AppShell
      userName={me.data.name}
      onSignOut={() => signOut.mutate(undefined, { onSettled: () => navigate('/sign-in', { replace: true }) })}
    >
      <Outlet context={me.data} />
    </AppShell>
  );
}
