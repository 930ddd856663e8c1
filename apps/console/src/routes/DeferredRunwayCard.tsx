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

/** The wallet's runway for a client with licences; nothing for an account without any. */
export function DeferredRunwayCard({ user }: { user: CurrentUser }) {
  return user.licenses.length > 0 ? <LoadedRunwayCard user={user} /> : null;
}

function LoadedRunwayCard({ user }: { user: CurrentUser }) {
  const loaded = runwayCard.useModule();
  return loaded ? <loaded.RunwayCard user={user} /> : null;
}
