import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deviceOnlineRuns, deviceVersions, devices, licenses } from '../../db/schema.ts';

export type DeviceRow = typeof devices.$inferSelect;

/** A device with the id of its licence's owner, whose changes drop it from the device cache. */
export type DeviceWithOwnerRow = DeviceRow & { userId: number };

/** A device with the key, label and revocation of its licence, as staff see it. */
export type DeviceWithLicenseRow = DeviceRow & {
  licenseKey: string;
  licenseLabel: string;
  licenseRevokedAt: Date | null;
  /** The licence holder: the account the machine's events concern. */
  licenseUserId: number;
};

const withLicense = {
  device: devices,
  licenseKey: licenses.key,
  licenseLabel: licenses.label,
  licenseRevokedAt: licenses.revokedAt,
  licenseUserId: licenses.userId,
};

/** The licence's "online at" follows its device at most this often, so heartbeats do not rewrite the licence row. */
const licenseOnlineAtResolutionMs = 60_000;

export function devicesRepository(db: Database) {
  return {
    /** The device of a token, unless it was revoked, with its licence's owner. */
    async findByTokenHash(tokenHash: string): Promise<DeviceWithOwnerRow | undefined> {
      const [row] = await db
        .select({ device: devices, userId: licenses.userId })
        .from(devices)
        .innerJoin(licenses, eq(licenses.id, devices.licenseId))
        .where(and(eq(devices.tokenHash, tokenHash), isNull(devices.revokedAt)));
      return row && { ...row.device, userId: row.userId };
    },

    /** Locked, so one device's batches and staff changes apply one after the other. */
    async lock(id: number): Promise<DeviceRow | undefined> {
      const [row] = await db.select().from(devices).where(eq(devices.id, id)).for('update');
      return row;
    },

    /** The device holding the licence's slot (neither freed nor revoked), if any. */
    async slotHolder(licenseId: number): Promise<DeviceRow | undefined> {
      const [row] = await db
        .select()
        .from(devices)
        .where(and(eq(devices.licenseId, licenseId), isNull(devices.freedAt), isNull(devices.revokedAt)));
      return row;
    },

    /** The licence's latest machine before `deviceId` (freed or revoked), which `deviceId` replaced; none at first. */
    async previousOf(licenseId: number, deviceId: number): Promise<{ id: number } | undefined> {
      const [row] = await db
        .select({ id: devices.id })
        .from(devices)
        .where(and(eq(devices.licenseId, licenseId), lt(devices.id, deviceId)))
        .orderBy(desc(devices.id))
        .limit(1);
      return row;
    },

    async insert(device: typeof devices.$inferInsert): Promise<DeviceRow> {
      const [row] = await db.insert(devices).values(device).returning();
      if (!row) throw new Error('The device insert returned no row');
      return row;
    },

    async update(id: number, fields: Partial<typeof devices.$inferInsert>): Promise<DeviceRow> {
      const [row] = await db.update(devices).set(fields).where(eq(devices.id, id)).returning();
      if (!row) throw new Error(`Device ${id} vanished while it changed`);
      return row;
    },

    /**
     * Records a call of the device with what it reported and moves its licence's "online at" to `at`, unless that
     * is less than a minute behind or the device no longer holds the slot: one statement, as heartbeats are many.
     */
    async recordCall(
      device: Pick<DeviceRow, 'id' | 'licenseId' | 'freedAt'>,
      fields: Partial<typeof devices.$inferInsert>,
      at: Date,
    ): Promise<void> {
      const update = db.update(devices).set(fields).where(eq(devices.id, device.id));
      if (device.freedAt) {
        await update;
        return;
      }
      const touch = db
        .update(licenses)
        .set({ updatedAt: at })
        .where(
          and(
            eq(licenses.id, device.licenseId),
            lt(licenses.updatedAt, new Date(at.getTime() - licenseOnlineAtResolutionMs)),
          ),
        );
      await db.execute(sql`with touched as (${touch.getSQL()}) ${update.getSQL()}`);
    },

    /** Keeps a run of calls that ended (ADR 0084); a run closed twice is kept once. */
    async insertEndedRun(run: typeof deviceOnlineRuns.$inferInsert): Promise<void> {
      await db.insert(deviceOnlineRuns).values(run).onConflictDoNothing();
    },

    /** The versions a machine reported from `at` on (ADR 0084); the calls' statement writes the later changes. */
    async insertVersions(change: typeof deviceVersions.$inferInsert): Promise<void> {
      await db.insert(deviceVersions).values(change).onConflictDoNothing();
    },

    /** Every device of the owner's licences, the newest activation first. */
    async ofOwner(userId: number): Promise<DeviceWithLicenseRow[]> {
      const rows = await db
        .select(withLicense)
        .from(devices)
        .innerJoin(licenses, eq(licenses.id, devices.licenseId))
        .where(eq(licenses.userId, userId))
        .orderBy(desc(devices.activatedAt), desc(devices.id));
      return rows.map(({ device, ...license }) => ({ ...device, ...license }));
    },

    async findWithLicense(id: number): Promise<DeviceWithLicenseRow | undefined> {
      const [row] = await db
        .select(withLicense)
        .from(devices)
        .innerJoin(licenses, eq(licenses.id, devices.licenseId))
        .where(eq(devices.id, id));
      return (
        row && {
          ...row.device,
          licenseKey: row.licenseKey,
          licenseLabel: row.licenseLabel,
          licenseRevokedAt: row.licenseRevokedAt,
          licenseUserId: row.licenseUserId,
        }
      );
    },

    /** Per licence, the device that holds its slot, or else the one activated last. */
    async latestOf(licenseIds: readonly number[]): Promise<Map<number, DeviceRow>> {
      const latest = new Map<number, DeviceRow>();
      if (licenseIds.length === 0) return latest;
      const rows = await db
        .selectDistinctOn([devices.licenseId])
        .from(devices)
        .where(inArray(devices.licenseId, [...licenseIds]))
        .orderBy(
          devices.licenseId,
          sql`(${devices.freedAt} is null and ${devices.revokedAt} is null) desc`,
          desc(devices.activatedAt),
          desc(devices.id),
        );
      for (const row of rows) latest.set(row.licenseId, row);
      return latest;
    },
  };
}
