import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ApiError, useMe, useSignOut } from '@orbit/api-client';
import { isStaff } from '@orbit/domain';
import { changeLanguage, formatDate, useTranslation } from '@orbit/i18n';
import { AppShell } from '@orbit/ui';

/** Everything under /dash needs a session: no session goes to /sign-in, a failing server to /error (spec §4). */
export function DashLayoutRoute() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
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
      isStaff={isStaff(me.data.scope)}
      currentPath={pathname}
      version={__APP_VERSION__}
      buildDate={formatDate(__BUILD_DATE__, i18n.language)}
      // Spec §2: switching the language reloads the page, so every query is fetched again in the new language.
      onLanguageChange={(code) => void changeLanguage(code).then(() => window.location.reload())}
      onSignOut={() => signOut.mutate(undefined, { onSettled: () => navigate('/sign-in', { replace: true }) })}
    >
      <Outlet context={me.data} />
    </AppShell>
  );
}
