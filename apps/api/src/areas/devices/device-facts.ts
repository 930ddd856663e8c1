import type { CoasterDeviceFacts } from '@orbit/domain';
import type { DeviceRow } from './devices-repository.ts';

/** A device row as the coaster rules read it (ADR 0084). */
export function deviceFacts(
  device: Pick<DeviceRow, 'lastSeenAt' | 'onlineSince' | 'switchedOffAt' | 'freedAt' | 'revokedAt'>,
): CoasterDeviceFacts {
  return {
    lastSeenAt: device.lastSeenAt.toISOString(),
    onlineSince: device.onlineSince?.toISOString() ?? null,
    switchedOffAt: device.switchedOffAt?.toISOString() ?? null,
    freedAt: device.freedAt?.toISOString() ?? null,
    revokedAt: device.revokedAt?.toISOString() ?? null,
  };
}
