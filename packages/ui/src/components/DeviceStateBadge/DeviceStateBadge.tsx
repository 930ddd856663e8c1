import type { DeviceState, DeviceStatus } from '@orbit/domain';
import { deviceState } from '@orbit/domain';
import { formatRelativeTime, useTranslation } from '@orbit/i18n';
import { Badge, type BadgeTone } from '../Badge/index.ts';

/** What the badge needs of a machine: a licence's `device` and staff's `AdminDevice` both fit. */
export interface DeviceStateBadgeDevice {
  status: DeviceStatus;
  lastSeenAt: string;
}

export interface DeviceStateBadgeProps {
  /** The licence's machine; null when none was ever activated. */
  device: DeviceStateBadgeDevice | null;
  /** "Now", to tell how recently the machine called. */
  now: Date;
}

/** Green only for a machine that plays now; amber when it went quiet; red when staff shut it out. */
export const deviceStateTones: Record<DeviceState, BadgeTone> = {
  online: 'success',
  stale: 'warning',
  offline: 'neutral',
  notActivated: 'neutral',
  replaced: 'info',
  revoked: 'danger',
};

/**
 * Whether a licence's machine is online (ADR 0049): online, last seen some minutes ago, offline, not activated,
 * replaced or revoked.
 */
export function DeviceStateBadge({ device, now }: DeviceStateBadgeProps) {
  const { t, i18n } = useTranslation();
  const state = deviceState(device, now);
  const ago = device ? formatRelativeTime(device.lastSeenAt, now, i18n.language) : '';
  return <Badge tone={deviceStateTones[state]}>{t(`devices.states.${state}`, { ago })}</Badge>;
}
