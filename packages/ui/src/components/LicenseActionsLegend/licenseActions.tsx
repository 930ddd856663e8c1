import type { ReactNode } from 'react';
import type { ClientLicense } from '@orbit/contract';
import { allowedLicenseActions, licenseActions, type LicenseAction } from '@orbit/domain';
import { BanIcon, InfinityIcon, LayersIcon, LockIcon, OfflineIcon, SwapIcon } from '../../icons/index.ts';

/** The row actions of a licence on the client page (docs/domain.md#screens-and-addresses), in the order they are shown. */
export { licenseActions, type LicenseAction };

/** The icon of each action, shared by the rows and the legend. */
export const licenseActionIcons: Record<LicenseAction, ReactNode> = {
  scenarios: <LayersIcon />,
  block: <LockIcon />,
  revoke: <BanIcon />,
  unlimited: <InfinityIcon />,
  offline: <OfflineIcon />,
  gameModel: <SwapIcon />,
};

/** The actions a licence accepts, by the rule the server applies (ADR 0013), in the order they are shown. */
export function availableLicenseActions(
  license: Pick<ClientLicense, 'revokedAt' | 'unlimitedSince' | 'unlimitedOfflineTimeSince'>,
): LicenseAction[] {
  return allowedLicenseActions(license);
}
