import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@orbit/api-client';
import { loadI18n } from '@orbit/i18n';
import { App } from './App.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// Only the catalogue of the detected language is downloaded before the first render.
void loadI18n().then((i18n) =>
  createRoot(root).render(
    <StrictMode>
      <App queryClient={createQueryClient()} i18n={i18n} />
    </StrictMode>,
  ),
);
