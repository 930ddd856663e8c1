import type { ReactNode } from 'react';
import type { ClientLicense } from '@orbit/contract';
import { allowedLicenseActions, licenseActions, type LicenseAction } from '@orbit/domain';
import { BanIcon, InfinityIcon, LayersIcon, LockIcon, OfflineIcon, SwapIcon } from '../../icons/index.ts';

/** The row actions of a licence on the client page (spec §2), in the order they are shown. */
export const licenceActions = licenseActions;
export type LicenceAction = LicenseAction;

/** The icon of each action, shared by the rows and the legend. */
export const licenceActionIcons: Record<LicenceAction, ReactNode> = {
  scenarios: <LayersIcon />,
  block: <LockIcon />,
  revoke: <BanIcon />,
  unlimited: <InfinityIcon />,
  offline: <OfflineIcon />,
  gameModel: <SwapIcon />,
};

/** The actions a licence accepts, by the rule the server applies (ADR 0013), in the order they are shown. */
export function availableLicenceActions(
  licence: Pick<ClientLicense, 'revokedAt' | 'unlimitedSince' | 'unlimitedOfflineTimeSince'>,
): LicenceAction[] {
  return allowedLicenseActions(licence);
}
