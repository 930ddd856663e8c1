import type { DeviceWithOwnerRow } from '../devices/index.ts';
import type { LicenseStandingRow } from './license-standing-repository.ts';
import { createSessionCache } from '../identity/index.ts';
import type { CacheFollower, SessionCache } from '../identity/index.ts';

/** The channel the triggers of migration 0005 notify: the id of a user whose machines' answers changed, or `*`. */
export const deviceStandingChangedChannel = 'device_standing_changed';

/** A licence's standing as read, with its owner, so a change of the owner's drops it. */
export type CachedStanding = LicenseStandingRow & { userId: number };

/**
 * What a validation needs, held in memory (ADR 0049): machines by the hash of their token, and licences' standings
 * by licence id. A heartbeat every few minutes from every machine then costs the database nothing; whatever changes
 * an answer (a block, coins, a ride, a tariff, a scenario, a machine freed or revoked) makes the database notify
 * the owner's id, and everything held of that owner is dropped. The caches work like the session cache: rows read
 * before a change that arrives while they are read are not kept, nothing is held while nobody listens, and nothing
 * held is trusted longer than the listener's last sign of life allows (ADR 0052).
 */
export interface DeviceCache {
  devices: SessionCache<DeviceWithOwnerRow>;
  standings: SessionCache<CachedStanding>;
  /** Feeds both from the session cache's listener, so that its `settled` covers their changes too. */
  follower: CacheFollower;
}

export function createDeviceCache(): DeviceCache {
  const devices = createSessionCache<DeviceWithOwnerRow>();
  const standings = createSessionCache<CachedStanding>();
  return {
    devices,
    standings,
    follower: {
      channel: deviceStandingChangedChannel,
      cache: {
        changed(payload) {
          devices.changed(payload);
          standings.changed(payload);
        },
        listening(on) {
          devices.listening(on);
          standings.listening(on);
        },
        trustUntil(moment) {
          devices.trustUntil(moment);
          standings.trustUntil(moment);
        },
      },
    },
  };
}
