import { useOutletContext } from 'react-router-dom';
import { useLicenseActivations } from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { LicensesScreen } from '@orbit/ui';
import { licensePath } from '../paths.ts';

/** All my licences (docs/domain.md#screens-and-addresses); the list is asked again every 30 s while the page is visible (ADR 0049). */
export function LicensesRoute() {
  const user = useOutletContext<CurrentUser>();
  const activations = useLicenseActivations();
  return (
    <LicensesScreen
      status={activations.isPending ? 'loading' : activations.isError ? 'error' : 'ready'}
      licenses={activations.data?.results ?? []}
      detailHref={(license) => licensePath(license.label)}
      timeZone={user.timezone}
      onRetry={() => void activations.refetch()}
      // How recently each machine called, as of when the list was read.
      now={activations.dataUpdatedAt ? new Date(activations.dataUpdatedAt) : undefined}
    />
  );
}
