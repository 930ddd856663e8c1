import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { configureApiClient, createQueryClient } from '@orbit/api-client';
import { initI18n } from '@orbit/i18n';
import { App } from './App.tsx';
import { appRoutes } from './routes.tsx';

const router = createBrowserRouter(appRoutes);
configureApiClient({ onUnauthenticated: () => void router.navigate('/sign-in', { replace: true }) });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <App router={router} queryClient={createQueryClient()} i18n={initI18n()} />
  </StrictMode>,
);
