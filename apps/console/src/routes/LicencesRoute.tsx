import { useOutletContext } from 'react-router-dom';
import { useLicenseActivations } from '@orbit/api-client';
import type { ClientLicense, CurrentUser } from '@orbit/contract';
import { LicencesScreen } from '@orbit/ui';

/** The address of a licence's detail page; labels may hold any character (spec §2: URL-encoded). */
export function licenceDetailHref(licence: Pick<ClientLicense, 'label'>): string {
  return `/dash/licenses/${encodeURIComponent(licence.label)}`;
}

/** All my licences (spec §2); the list is asked again every 30 s while the page is visible (ADR 0049). */
export function LicencesRoute() {
  const user = useOutletContext<CurrentUser>();
  const activations = useLicenseActivations();
  return (
    <LicencesScreen
      status={activations.isPending ? 'loading' : activations.isError ? 'error' : 'ready'}
      licences={activations.data?.results ?? []}
      detailHref={licenceDetailHref}
      timeZone={user.timezone}
      onRetry={() => void activations.refetch()}
      // How recently each machine called, as of when the list was read.
      now={activations.dataUpdatedAt ? new Date(activations.dataUpdatedAt) : undefined}
    />
  );
}
