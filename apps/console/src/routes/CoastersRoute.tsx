import { useOutletContext } from 'react-router-dom';
import { useCoasters } from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { CoastersScreen } from '@orbit/ui';
import { coasterPath } from '../paths.ts';
import { useServerNow } from './serverClock.ts';

/**
 * /dash/coasters (ADR 0084): the signed-in client's machines and the wallet's runway, asked again at once when the
 * live stream tells of a machine's status (late, offline, back online…, ADR 0089), rides, licences, blocks or coins,
 * and every 30 seconds only while the stream is down; "last seen" ticks between answers.
 */
export function CoastersRoute() {
  const viewer = useOutletContext<CurrentUser>();
  const coasters = useCoasters();
  const now = useServerNow(coasters.data?.serverTime, coasters.dataUpdatedAt);
  return (
    <CoastersScreen
      coasters={coasters.data?.results}
      newest={coasters.data?.newest}
      runway={coasters.data?.runway ?? null}
      loading={coasters.isPending}
      error={coasters.isError && !coasters.data}
      onRetry={() => void coasters.refetch()}
      now={now}
      timeZone={viewer.timezone}
      machineHref={coasterPath}
    />
  );
}
