import { useEffect, useState } from 'react';
import type { CurrentUser } from '@orbit/contract';
import { loadCatalogueArea } from '@orbit/i18n';
import { deferredModule } from '@orbit/ui';

/**
 * The runway card's code, its call and the machines' texts come after the page's first render: the card comes with
 * its answer anyway, and the dashboard and the wallet pay nothing for it up front (ADR 0040, 0081).
 */
const runwayCard = deferredModule(
  async () => (await Promise.all([import('./RunwayCard.tsx'), loadCatalogueArea('coasters')]))[0],
);

/**
 * The wallet's runway for a client with licences; nothing for an account without any. Never in the first render,
 * even with its code in: that render replaces the page the server drew without it (ADR 0045), and its call is not
 * among the page's first answers (ADR 0047), as with the bell.
 */
export function DeferredRunwayCard({ user }: { user: CurrentUser }) {
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    // A task of its own: an effect of a render that React flushes at once would still be in that first render.
    const later = setTimeout(() => setRendered(true));
    return () => clearTimeout(later);
  }, []);
  return rendered && user.licenses.length > 0 ? <LoadedRunwayCard user={user} /> : null;
}

function LoadedRunwayCard({ user }: { user: CurrentUser }) {
  const loaded = runwayCard.useModule();
  return loaded ? <loaded.RunwayCard user={user} /> : null;
}
