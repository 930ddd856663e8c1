import { useDeferredValue } from 'react';
import { useOutletContext } from 'react-router-dom';
import { useCustomersPerLicense, useLicenseRanking, useScenarioShare, useWalletBalance } from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { DashboardScreen } from '@orbit/ui';
import { DeferredRunwayCard } from './DeferredRunwayCard.tsx';

/** The dashboard (docs/domain.md#screens-and-addresses): every report of the month and of the last twelve months, in the user's time zone. */
export function DashHomeRoute() {
  const user = useOutletContext<CurrentUser>();
  const timezone = user.timezone;
  // Each answer is drawn in a render React can interrupt, in slices, rather than in one long task as it arrives: the
  // page stays responsive while four reports and their charts come in (ADR 0045).
  const balance = useDeferredValue(useWalletBalance());
  const ranking = useDeferredValue(useLicenseRanking({ timezone }));
  const perLicense = useDeferredValue(useCustomersPerLicense({ timezone }));
  const scenarios = useDeferredValue(useScenarioShare({ timezone }));

  return (
    <DashboardScreen
      timeZone={timezone}
      ticketsTotal={{
        data: balance.data?.tickets,
        loading: balance.isPending,
        error: balance.isError,
        onRetry: () => void balance.refetch(),
      }}
      licenseRanking={{
        data: ranking.data,
        loading: ranking.isPending,
        error: ranking.isError,
        onRetry: () => void ranking.refetch(),
      }}
      customersPerLicense={{
        data: perLicense.data,
        loading: perLicense.isPending,
        error: perLicense.isError,
        onRetry: () => void perLicense.refetch(),
      }}
      scenarioShare={{
        data: scenarios.data,
        loading: scenarios.isPending,
        error: scenarios.isError,
        onRetry: () => void scenarios.refetch(),
      }}
      runway={<DeferredRunwayCard user={user} />}
    />
  );
}
