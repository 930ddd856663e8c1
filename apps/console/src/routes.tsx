import { isValidElement, Suspense, type ComponentType, type ReactNode } from 'react';
import { createRoutesFromChildren, matchRoutes, Navigate, Route, Routes } from 'react-router-dom';
import { fetchPublicNewsEarly } from '@orbit/api-client';
import { contentLanguageFor } from '@orbit/domain';
import { currentLanguage, loadCatalogueArea } from '@orbit/i18n';
import { deferredModule, DelayedLoader } from '@orbit/ui';
import { paths, reportPaths } from './paths.ts';
import type { DashScreenName } from './routes/dashScreens.ts';

/** How to start each screen's download before React asks for it (`preloadRoute`). */
const preloads = new WeakMap<object, () => Promise<unknown>>();

/**
 * A screen loaded when first visited, so a page downloads only the code it shows (scripts/bench-bundle.ts). The
 * download starts once, whether `preloadRoute` or the screen asks first. A screen whose code is in renders at once:
 * the first render replaces the one the server drew with the same screen (ADR 0045), and no Suspense boundary holds
 * it back (ADR 0044); the delayed loader of docs/domain.md#constants-and-limits shows meanwhile otherwise.
 */
function lazyScreen(load: () => Promise<ComponentType>) {
  const screenModule = deferredModule(async () => ({ Loaded: await load() }));
  function Screen() {
    const loaded = screenModule.useModule();
    return loaded ? <loaded.Loaded /> : <DelayedLoader layout="block" />;
  }
  preloads.set(Screen, screenModule.preload);
  return Screen;
}

/** The screen a module exports under `name`. */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazyScreen(async () => (await load())[name]);
}

/**
 * A screen that calls the API, with the data layer (TanStack Query, the API client) around it: its code and the
 * data layer's download together (ADR 0040). The screens inside /dash are inside its layout's data layer.
 */
function dataScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazyScreen(async () => {
    const [module, { DataLayer }] = await Promise.all([load(), import('./DataLayer.tsx')]);
    const Screen: ComponentType = module[name];
    return function ScreenWithData() {
      return (
        <DataLayer>
          <Screen />
        </DataLayer>
      );
    };
  });
}

/** The /dash layout's module: the layout, and how to download each screen inside it (routes/dashScreens.ts). */
const dashLayoutModule = () => import('./routes/DashLayoutRoute.tsx');
/** The /dash layout: its code, the data layer and the client area's texts download together (ADR 0040). */
const DashLayoutRoute = dataScreen(
  async () => (await Promise.all([dashLayoutModule(), loadCatalogueArea('dash')]))[0],
  'DashLayoutRoute',
);
/**
 * A screen inside the /dash layout, downloaded through the layout's module: the page's entry holds one import for all
 * of them instead of one each, with the list of files each needs (ADR 0046). It starts once the layout has arrived,
 * as `preloadRoute` starts it anyway.
 */
function dashScreen(name: DashScreenName) {
  return lazyScreen(async () => (await dashLayoutModule()).dashScreens[name]());
}

/**
 * The sign-in form's requests (and the data layer) and the news list's code download beside the form, and its news
 * are asked for at once (ADR 0043, 0044); the form's first render waits for them, so that it replaces the page the
 * server drew with the same screen (ADR 0045).
 */
const SignInRoute = screen(() => {
  fetchPublicNewsEarly(contentLanguageFor(currentLanguage()));
  void import('./routes/SignInRequests.tsx').catch(() => undefined);
  return import('./routes/SignInRoute.tsx').then(async (module) => {
    await module.preloadSignInParts();
    return module;
  });
}, 'SignInRoute');
const SignUpRoute = dataScreen(() => import('./routes/SignUpRoute.tsx'), 'SignUpRoute');
const ValidateEmailRoute = dataScreen(() => import('./routes/ValidateEmailRoute.tsx'), 'ValidateEmailRoute');
const ConfirmEmailChangeRoute = dataScreen(
  () => import('./routes/EmailChangeLinkRoute.tsx'),
  'ConfirmEmailChangeRoute',
);
const CancelEmailChangeRoute = dataScreen(() => import('./routes/EmailChangeLinkRoute.tsx'), 'CancelEmailChangeRoute');
const ResetPasswordRequestRoute = dataScreen(
  () => import('./routes/ResetPasswordRequestRoute.tsx'),
  'ResetPasswordRequestRoute',
);
const ResetPasswordRoute = dataScreen(() => import('./routes/ResetPasswordRoute.tsx'), 'ResetPasswordRoute');
const DashHomeRoute = dashScreen('DashHomeRoute');
const WalletRoute = dashScreen('WalletRoute');
const LicensesRoute = dashScreen('LicensesRoute');
const LicenseDetailRoute = dashScreen('LicenseDetailRoute');
const NewsRoute = dashScreen('NewsRoute');
const ProfileRoute = dashScreen('ProfileRoute');
const CoastersRoute = dashScreen('CoastersRoute');
const CoasterRoute = dashScreen('CoasterRoute');
const NotificationsRoute = dashScreen('NotificationsRoute');
const AdminLayoutRoute = dashScreen('AdminLayoutRoute');
const ReportsListRoute = dashScreen('ReportsListRoute');
const RidesReportRoute = dashScreen('RidesReportRoute');
const CoinsReportRoute = dashScreen('CoinsReportRoute');
const WalletStatementReportRoute = dashScreen('WalletStatementReportRoute');
const LicensesByLocationReportRoute = dashScreen('LicensesByLocationReportRoute');
const SalesByMonthReportRoute = dashScreen('SalesByMonthReportRoute');
const ConsumptionByMonthReportRoute = dashScreen('ConsumptionByMonthReportRoute');
const ConsumptionByDayReportRoute = dashScreen('ConsumptionByDayReportRoute');
const SearchLicenseReportRoute = dashScreen('SearchLicenseReportRoute');
const AdminClientsRoute = dashScreen('AdminClientsRoute');
const AdminClientRoute = dashScreen('AdminClientRoute');
const AdminCoastersRoute = dashScreen('AdminCoastersRoute');
const DebitApprovalsRoute = dashScreen('DebitApprovalsRoute');
const FailedJobsRoute = dashScreen('FailedJobsRoute');
const IntegrationsRoute = dashScreen('IntegrationsRoute');
const ScenariosAdminRoute = dashScreen('ScenariosAdminRoute');
const NewsAdminRoute = dashScreen('NewsAdminRoute');
const ErrorRoute = screen(() => import('./routes/ErrorRoute.tsx'), 'ErrorRoute');
const NotFoundRoute = screen(() => import('./routes/NotFoundRoute.tsx'), 'NotFoundRoute');

/** Shows a screen once its code has arrived, with the delayed loader of docs/domain.md#constants-and-limits meanwhile. */
export function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<DelayedLoader layout="block" />}>{children}</Suspense>;
}

/** The console's routes (docs/domain.md#screens-and-addresses), as elements so that `preloadRoute` can match a path against them. */
const routes = (
  <>
    <Route path={paths.root} element={<Navigate to={paths.dash} replace />} />
    <Route path={paths.signIn} element={<SignInRoute />} />
    <Route path={paths.signUp} element={<SignUpRoute />} />
    <Route path={paths.validateEmail} element={<ValidateEmailRoute />} />
    <Route path={paths.confirmEmailChange} element={<ConfirmEmailChangeRoute />} />
    <Route path={paths.cancelEmailChange} element={<CancelEmailChangeRoute />} />
    <Route path={paths.resetPasswordRequest} element={<ResetPasswordRequestRoute />} />
    <Route path={paths.resetPassword} element={<ResetPasswordRoute />} />
    <Route path={paths.dash} element={<DashLayoutRoute />}>
      <Route index element={<DashHomeRoute />} />
      <Route path={paths.wallet} element={<WalletRoute />} />
      <Route path={paths.licenses} element={<LicensesRoute />} />
      <Route path={paths.license} element={<LicenseDetailRoute />} />
      <Route path={paths.news} element={<NewsRoute />} />
      <Route path={paths.profile} element={<ProfileRoute />} />
      <Route path={paths.formerProfile} element={<Navigate to={paths.profile} replace />} />
      <Route path={paths.coasters} element={<CoastersRoute />} />
      <Route path={paths.coaster} element={<CoasterRoute />} />
      <Route path={paths.notifications} element={<NotificationsRoute />} />
      <Route path={paths.admin} element={<AdminLayoutRoute />}>
        <Route path={paths.reports} element={<ReportsListRoute />} />
        <Route path={reportPaths.rides} element={<RidesReportRoute />} />
        <Route path={reportPaths.coins} element={<CoinsReportRoute />} />
        <Route path={reportPaths.walletStatement} element={<WalletStatementReportRoute />} />
        <Route path={reportPaths.licensesByLocation} element={<LicensesByLocationReportRoute />} />
        <Route path={reportPaths.salesByMonth} element={<SalesByMonthReportRoute />} />
        <Route path={reportPaths.consumptionByMonth} element={<ConsumptionByMonthReportRoute />} />
        <Route path={reportPaths.consumptionByDay} element={<ConsumptionByDayReportRoute />} />
        <Route path={reportPaths.searchLicense} element={<SearchLicenseReportRoute />} />
        <Route path={paths.clients} element={<AdminClientsRoute />} />
        <Route path={paths.client} element={<AdminClientRoute />} />
        <Route path={paths.fleet} element={<AdminCoastersRoute />} />
        <Route path={paths.debitApprovals} element={<DebitApprovalsRoute />} />
        <Route path={paths.failedJobs} element={<FailedJobsRoute />} />
        <Route path={paths.integrations} element={<IntegrationsRoute />} />
        <Route path={paths.adminScenarios} element={<ScenariosAdminRoute />} />
        <Route path={paths.adminNews} element={<NewsAdminRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Route>
    <Route path={paths.error} element={<ErrorRoute />} />
    <Route path="*" element={<NotFoundRoute />} />
  </>
);

/**
 * Starts downloading the screens a path shows beside the texts fetched before the first render, rather than after
 * it (ADR 0043): the outermost layout at once, each screen inside once the layout above it has arrived, so that it
 * downloads beside the layout's own code instead of before it. Resolves once all have arrived, or one failed: the
 * first render then draws the whole screen at once, in place of the one the server drew (ADR 0045).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  let previous: Promise<unknown> = Promise.resolve();
  for (const match of matchRoutes(createRoutesFromChildren(routes), pathname) ?? []) {
    const { element } = match.route;
    const preload =
      isValidElement(element) && typeof element.type === 'function' ? preloads.get(element.type) : undefined;
    if (preload) previous = previous.then(preload);
  }
  // A failed download shows when React asks for the screen, through the error boundary.
  await previous.catch(() => undefined);
}

/**
 * The console's routes. Declarative routes keep react-router's data-router code out of the bundle; every screen
 * fetches its own data with the api-client hooks.
 */
export function AppRoutes() {
  return (
    <Loading>
      <Routes>{routes}</Routes>
    </Loading>
  );
}
