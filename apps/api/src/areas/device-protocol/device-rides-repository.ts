import { inArray } from 'drizzle-orm';
import type { DeviceRide } from '@orbit/contract';
import type { Database } from '../../db/client.ts';
import { rides } from '../../db/schema.ts';

/** A ride of a device as it is stored: what the device sent, its time and the server's charge (ADR 0049). */
export interface NewDeviceRide {
  ride: DeviceRide;
  /** SHA-256 of the ride as the device sent it. */
  contentHash: string;
  consumedAt: Date;
  /** The device's own time, when the stored one differs from it. */
  deviceConsumedAt: Date | null;
  clockCorrected: boolean;
  chargedAmount: number;
}

export interface StoredDeviceRide {
  deviceId: number | null;
  contentHash: string | null;
  chargedAmount: number;
}

export function deviceRidesRepository(db: Database) {
  return {
    /**
     * Inserts the rides whose device id and sequence number are both new, in one statement (the rollups follow in
     * it, ADR 0028); answers the device ids of the rides inserted. A ride stored before, even by a transaction that
     * committed a moment ago, is skipped by the unique indexes, never written twice.
     */
    async insertNew(
      deviceId: number,
      licenseId: number,
      syncedAt: Date,
      newRides: readonly NewDeviceRide[],
    ): Promise<Set<string>> {
      if (newRides.length === 0) return new Set();
      const inserted = await db
        .insert(rides)
        .values(
          newRides.map(({ ride, contentHash, consumedAt, deviceConsumedAt, clockCorrected, chargedAmount }) => ({
            licenseId,
            scenarioId: ride.scenarioId,
            consumedAt,
            syncedAt,
            durationSeconds: ride.durationInSeconds,
            customersAmount: ride.customersAmount,
            chargedAmount,
            rideCost: ride.rideCost,
            creditsAdded: ride.creditsAdded,
            creditsAddOnKeyboard: ride.creditsAddOnKeyboard,
            creditsExpired: ride.creditsExpired,
            discountUsed: ride.discountUsed,
            deviceId,
            deviceRideId: ride.id,
            seq: ride.seq,
            contentHash,
            deviceConsumedAt,
            clockCorrected,
            deviceChargedAmount: ride.chargedAmount ?? null,
          })),
        )
        .onConflictDoNothing()
        .returning({ deviceRideId: rides.deviceRideId });
      return new Set(inserted.map((row) => row.deviceRideId ?? ''));
    },

    /** Rides stored under these device ids, by id: who sent each, what it held and what it was charged. */
    async findByIds(deviceRideIds: readonly string[]): Promise<Map<string, StoredDeviceRide>> {
      if (deviceRideIds.length === 0) return new Map();
      const rows = await db
        .select({
          deviceRideId: rides.deviceRideId,
          deviceId: rides.deviceId,
          contentHash: rides.contentHash,
          chargedAmount: rides.chargedAmount,
        })
        .from(rides)
        .where(inArray(rides.deviceRideId, [...deviceRideIds]));
      return new Map(rows.map(({ deviceRideId, ...row }) => [deviceRideId ?? '', row]));
    },
  };
}
