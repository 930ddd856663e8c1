import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadI18n } from '@orbit/i18n';
import { App } from './App.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// Only the public pages' texts in the detected language are downloaded before the first render (ADR 0040).
void loadI18n().then((i18n) =>
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  ),
);
