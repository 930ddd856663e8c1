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
  /** Start in memory at these entries instead of the browser's address (tests). */
  initialEntries?: string[];
  /** Rendered inside the router beside the routes (tests observe the location with it). */
  children?: ReactNode;
  /** The GET answers the page came with (ADR 0045): the data layer starts from them. */
  pageQueries?: readonly PageQuery[];
}

const noPageQueries: readonly PageQuery[] = [];

/**
 * Providers around the routes: language, theme, and links that navigate inside the app. The data layer (TanStack
 * Query, the API client) comes with the screens that call the API (DataLayer.tsx).
 */
export function App({ queryClient, i18n, initialEntries, children, pageQueries = noPageQueries }: AppProps) {
  const routes = (
    <LinkProvider component={RouterLink}>
      <AppRoutes />
      {children}
    </LinkProvider>
  );
  return (
    <QueryClientChoice.Provider value={queryClient}>
      <PageQueries.Provider value={pageQueries}>
        <I18nextProvider i18n={i18n}>
          <OrbitThemeProvider>
            {initialEntries ? (
              <MemoryRouter initialEntries={initialEntries}>{routes}</MemoryRouter>
            ) : (
              <BrowserRouter>{routes}</BrowserRouter>
            )}
          </OrbitThemeProvider>
        </I18nextProvider>
      </PageQueries.Provider>
    </QueryClientChoice.Provider>
  );
}
