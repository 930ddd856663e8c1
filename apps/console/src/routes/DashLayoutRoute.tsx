import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  ApiError,
  useBlockingOrders,
  useCreateTemporaryUnblockRequest,
  useLiveUpdates,
  useMe,
  useSignOut,
  useTemporaryUnblockRequests,
} from '@orbit/api-client';
import { blockingBanner, isStaff } from '@orbit/domain';
import { changeLanguage, formatDate, useTranslation } from '@orbit/i18n';
import {
  AppShell,
  BlockingBanner,
  dashNavigation,
  deferredModule,
  OfflineNotice,
  useBrand,
  useOnline,
} from '@orbit/ui';
import { describeError } from '../errors.ts';
import { usePageSearchShortcut } from '../preferences/pageSearchShortcut.ts';
import { ReauthenticationPrompt } from './ReauthenticationPrompt.tsx';
import { scopeMayCall } from './scopeMayCall.ts';
import { paths } from '../paths.ts';

const profilePath = paths.profile;

// The screens inside this layout download through its module (routes.tsx, ADR 0046).
export { dashScreens } from './dashScreens.ts';

/**
 * The red or amber band of docs/domain.md#states-and-transitions from the client's orders and unblock requests. After a granted request the page
 * reloads, so every screen is fetched again with the account unblocked.
 */
function AccountBlockingBanner({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const online = useOnline();
  const orders = useBlockingOrders();
  const requests = useTemporaryUnblockRequests();
  const requestUnblock = useCreateTemporaryUnblockRequest();

  if (!orders.data || !requests.data) return null;
  const state = blockingBanner(orders.data.results, requests.data.results, orders.data.mayRequestUnblock, new Date());
  const accountCodes = orders.data.results
    .filter((order) => order.licenseKey === null && order.revokedAt === null)
    .map((order) => order.code);
  const error = requestUnblock.error;
  const errorMessage = error
    ? error instanceof ApiError && error.status === 409
      ? t('clientPages.blocking.underReview')
      : describeError(error, t)
    : undefined;

  return (
    <BlockingBanner
      state={state}
      codes={accountCodes}
      timeZone={timeZone}
      onRequestUnblock={() => requestUnblock.mutate(undefined, { onSuccess: () => window.location.reload() })}
      requesting={requestUnblock.isPending}
      requestDisabled={!online || requestUnblock.isSuccess}
      errorMessage={errorMessage}
    />
  );
}

/**
 * The notification bell (ADR 0080), its code and texts fetched after the page's first render: no page pays for it up
 * front (ADR 0083).
 */
const headerNotifications = deferredModule(async () => {
  const module = await import('./HeaderNotifications.tsx');
  await module.loadHeaderNotificationTexts();
  return module;
});

/**
 * The bell once its code and texts are there; until then a busy stand-in keeps its room. Never in the first render,
 * even with its code in: that render replaces the page the server drew without it (ADR 0045), and the bell's call
 * is not among the page's first answers (ADR 0047).
 */
function NotificationsInHeader({ timeZone }: { timeZone: string }) {
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    // A task of its own: an effect of a render that React flushes at once would still be in that first render.
    const later = setTimeout(() => setRendered(true));
    return () => clearTimeout(later);
  }, []);
  const loaded = headerNotifications.useModule();
  return rendered && loaded ? <loaded.HeaderNotifications timeZone={timeZone} /> : <span aria-busy="true" />;
}

/** Everything under /dash needs a session: no session goes to /sign-in, a failing server to /error (docs/domain.md#states-and-transitions). */
export function DashLayoutRoute() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const me = useMe();
  const signOut = useSignOut();
  const { storeUrl } = useBrand();
  usePageSearchShortcut();
  useLiveUpdates(me.isSuccess);

  if (me.isPending) return <p role="status">{t('common.loading')}</p>;
  if (me.isError) {
    const unauthenticated = me.error instanceof ApiError && me.error.status === 401;
    return <Navigate to={unauthenticated ? paths.signIn : paths.error} replace />;
  }
  // An admin or supervisor the installation requires a second factor of enrols on the profile first (ADR 0056).
  const { secondFactor } = me.data;
  if (secondFactor.required && !secondFactor.enrolled && pathname !== profilePath) {
    return <Navigate to={profilePath} replace />;
  }

  return (
    <>
      <AppShell
        userName={me.data.name}
        navigation={dashNavigation(t, {
          paths,
          staff: isStaff(me.data.scope),
          approvesDebits: scopeMayCall(me.data.scope, 'adminApproveDebit'),
          readsFailedJobs: scopeMayCall(me.data.scope, 'adminFailedJobs'),
          managesIntegrations: scopeMayCall(me.data.scope, 'adminApiKeys'),
          storeUrl,
        })}
        profileHref={profilePath}
        currentPath={pathname}
        version={__APP_VERSION__}
        buildDate={formatDate(__BUILD_DATE__, i18n.language)}
        // docs/domain.md#screens-and-addresses: switching the language reloads the page, so every query is fetched again in the new language.
        onLanguageChange={(code) => void changeLanguage(code).then(() => window.location.reload())}
        onSignOut={() => signOut.mutate(undefined, { onSettled: () => navigate(paths.signIn, { replace: true }) })}
        headerActions={<NotificationsInHeader timeZone={me.data.timezone} />}
        banner={
          <>
            <OfflineNotice />
            <AccountBlockingBanner timeZone={me.data.timezone} />
          </>
        }
      >
        <Outlet context={me.data} />
      </AppShell>
      <ReauthenticationPrompt />
    </>
  );
}
