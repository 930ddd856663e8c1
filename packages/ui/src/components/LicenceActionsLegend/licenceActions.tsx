import type { ReactNode } from 'react';
import type { ClientLicense } from '@orbit/contract';
import { licenseAdminType, licenseStatus } from '@orbit/domain';
import { BanIcon, InfinityIcon, LayersIcon, LockIcon, OfflineIcon, SwapIcon } from '../../icons/index.ts';

/** The row actions of a licence on the client page (spec §2), in the order they are shown. */
export const licenceActions = ['scenarios', 'block', 'revoke', 'unlimited', 'offline', 'gameModel'] as const;
export type LicenceAction = (typeof licenceActions)[number];

/** The icon of each action, shared by the rows and the legend. */
export const licenceActionIcons: Record<LicenceAction, ReactNode> = {
  scenarios: <LayersIcon />,
  block: <LockIcon />,
  revoke: <BanIcon />,
  unlimited: <InfinityIcon />,
  offline: <OfflineIcon />,
  gameModel: <SwapIcon />,
};

/**
 * The actions a licence accepts, as the server's rules go (ADR 0013): a revoked licence accepts none; "make
 * unlimited" only while limited; "make offline" only while unlimited and not offline yet (spec §2).
 */
export function availableLicenceActions(
  licence: Pick<ClientLicense, 'revokedAt' | 'createdAt' | 'unlimitedSince' | 'unlimitedOfflineTimeSince'>,
): LicenceAction[] {
  if (licenseStatus(licence) === 'revoked') return [];
  const type = licenseAdminType(licence);
  return licenceActions.filter((action) => {
    if (action === 'unlimited') return type === 'limited';
    if (action === 'offline') return type === 'unlimited';
    return true;
  });
}
