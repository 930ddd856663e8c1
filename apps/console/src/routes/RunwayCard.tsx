import { useCoasters } from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { WalletRunwayCard } from '@orbit/ui';
import { useServerNow } from './serverClock.ts';

/**
 * The wallet's runway on the dashboard and the wallet (ADR 0084), from the coasters page's answer, which the three
 * pages share: nothing while it loads, after a failure, or when no licence is charged per ride (the coasters page
 * says why). It ticks on its own, so the page around it does not draw again every 15 seconds.
 */
export function RunwayCard({ user }: { user: CurrentUser }) {
  const coasters = useCoasters();
  const now = useServerNow(coasters.data?.serverTime, coasters.dataUpdatedAt);
  const runway = coasters.data?.runway;
  return runway ? <WalletRunwayCard runway={runway} now={now} timeZone={user.timezone} /> : null;
}
