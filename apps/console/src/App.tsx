import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { I18nextProvider, type I18n } from '@orbit/i18n';
import { LinkProvider, OrbitThemeProvider } from '@orbit/ui';
import { PageQueries, type PageQuery } from './pageQueries.ts';
import { QueryClientChoice } from './QueryClientChoice.ts';
import { RouterLink } from './RouterLink.tsx';
import { AppRoutes } from './routes.tsx';

export interface AppProps {
  /** The query client of the screens' data layer (tests); the data layer makes the app's own when omitted. */
  queryClient?: QueryClient;
  i18n: I18n;
  /** Start in memory at these entries instead of the browser's address (tests, the server's drawing). */
  initialEntries?: string[];
  /** Rendered inside the router beside the routes (tests observe the location with it). */
  children?: ReactNode;
  /** The GET answers the page came with (ADR 0045): the data layer starts from them. */
  pageQueries?: readonly PageQuery[];
}

const noPageQueries: readonly PageQuery[] = [];

/**
 * Providers around the router: language, theme and the page's answers. The data layer (TanStack Query, the API
 * client) comes with the screens that call the API (DataLayer.tsx).
 */
function AppProviders({ queryClient, i18n, pageQueries = noPageQueries, children }: Omit<AppProps, 'initialEntries'>) {
  return (
    <QueryClientChoice.Provider value={queryClient}>
      <PageQueries.Provider value={pageQueries}>
        <I18nextProvider i18n={i18n}>
          <OrbitThemeProvider>{children}</OrbitThemeProvider>
        </I18nextProvider>
      </PageQueries.Provider>
    </QueryClientChoice.Provider>
  );
}

/** The routes, with links that navigate inside the app. */
function RoutesWithLinks({ children }: { children?: ReactNode }) {
  return (
    <LinkProvider component={RouterLink}>
      <AppRoutes />
      {children}
    </LinkProvider>
  );
}

/**
 * The app at the browser's address (main.tsx). Without a memory router to choose, react-router's leaves the page's
 * first code (ADR 0046).
 */
export function BrowserApp({ children, ...providers }: Omit<AppProps, 'initialEntries'>) {
  return (
    <AppProviders {...providers}>
      <BrowserRouter>
        <RoutesWithLinks>{children}</RoutesWithLinks>
      </BrowserRouter>
    </AppProviders>
  );
}

/** The app in memory at `initialEntries` (tests, the server's drawing), else at the browser's address. */
export function App({ initialEntries, children, ...providers }: AppProps) {
  if (!initialEntries) return <BrowserApp {...providers}>{children}</BrowserApp>;
  return (
    <AppProviders {...providers}>
      <MemoryRouter initialEntries={initialEntries}>
        <RoutesWithLinks>{children}</RoutesWithLinks>
      </MemoryRouter>
    </AppProviders>
  );
}
