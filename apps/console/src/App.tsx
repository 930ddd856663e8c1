import { useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, MemoryRouter, useNavigate } from 'react-router-dom';
import { configureApiClient } from '@orbit/api-client';
import { I18nextProvider, type I18n } from '@orbit/i18n';
import { LinkProvider, OrbitThemeProvider } from '@orbit/ui';
import { RouterLink } from './RouterLink.tsx';
import { AppRoutes } from './routes.tsx';

export interface AppProps {
  queryClient: QueryClient;
  i18n: I18n;
  /** Start in memory at these entries instead of the browser's address (tests). */
  initialEntries?: string[];
  /** Rendered inside the router beside the routes (tests observe the location with it). */
  children?: ReactNode;
}

/** Spec §7: a 401 from any non-public call sends the person to /sign-in without a page load. */
function SignInOnUnauthenticated() {
  const navigate = useNavigate();
  useEffect(() => {
    configureApiClient({ onUnauthenticated: () => void navigate('/sign-in', { replace: true }) });
  }, [navigate]);
  return null;
}

/** Providers around the routes: data, language, theme, and links that navigate inside the app. */
export function App({ queryClient, i18n, initialEntries, children }: AppProps) {
  const routes = (
    <LinkProvider component={RouterLink}>
      <SignInOnUnauthenticated />
      <AppRoutes />
      {children}
    </LinkProvider>
  );
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <OrbitThemeProvider>
          {initialEntries ? (
            <MemoryRouter initialEntries={initialEntries}>{routes}</MemoryRouter>
          ) : (
            <BrowserRouter>{routes}</BrowserRouter>
          )}
        </OrbitThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
