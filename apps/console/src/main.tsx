import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadI18n } from '@orbit/i18n';
import { App } from './App.tsx';
import { preloadRoute } from './routes.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// Only the public pages' texts in the detected language are downloaded before the first render (ADR 0040); the
// code of the screens the address shows downloads beside them (ADR 0043).
const i18nLoading = loadI18n();
preloadRoute(window.location.pathname);
void i18nLoading.then((i18n) =>
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  ),
);
