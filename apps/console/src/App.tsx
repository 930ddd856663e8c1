import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { I18nextProvider, type initI18n } from '@orbit/i18n';
import { LinkProvider, OrbitThemeProvider } from '@orbit/ui';
import { RouterLink } from './RouterLink.tsx';

export interface AppProps {
  /** The router built from `appRoutes` (browser or memory). */
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
  i18n: ReturnType<typeof initI18n>;
}

/** Providers around the routes: data, language, theme, and links that navigate inside the app. */
export function App({ router, queryClient, i18n }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <OrbitThemeProvider>
          <LinkProvider component={RouterLink}>
            <RouterProvider router={router} />
          </LinkProvider>
        </OrbitThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
