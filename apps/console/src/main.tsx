import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { loadI18n } from '@orbit/i18n';
// The console draws in Orbit's typeface only; its files come with the entry's CSS (the first screen's font is preloaded).
import '@orbit/ui/fonts/orbit';
import { BrowserApp } from './App.tsx';
import { firstScreenStylesId } from './firstScreenStyles.ts';
import { readPageQueries } from './pageQueries.ts';
import { preloadRoute } from './routes.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/**
 * Once the app has drawn its first screen in place of the one the server drew (ADR 0045): the page takes input again
 * (the server's drawing is inert, so nothing typed or pressed in it is lost) and that drawing's styles go.
 */
function FirstScreenTakenOver() {
  useLayoutEffect(() => {
    root?.removeAttribute('inert');
    document.getElementById(firstScreenStylesId)?.remove();
  }, []);
  return null;
}

// Only the public pages' texts in the detected language are downloaded before the first render (ADR 0040); the
// code of the screens the address shows downloads beside them (ADR 0043). The first render waits for both, so that
// it replaces the screen the server drew, in one go, with the same screen (ADR 0045).
const pageQueries = readPageQueries();
// A transition: React draws the app in slices while the server's drawing stays on screen, then swaps them at once.
void Promise.all([loadI18n(), preloadRoute(window.location.pathname)]).then(([i18n]) =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <BrowserApp i18n={i18n} pageQueries={pageQueries}>
          <FirstScreenTakenOver />
        </BrowserApp>
      </StrictMode>,
    ),
  ),
);
