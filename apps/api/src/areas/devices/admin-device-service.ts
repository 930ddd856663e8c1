import { errorMessages } from '@orbit/contract';
import type { AdminDevice, AdminDevicesResponse } from '@orbit/contract';
import { coasterStatus, coasterStatusSince } from '@orbit/domain';
import type { CoasterWindows, DeviceStatus } from '@orbit/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { adminUsersRepository } from '../identity/index.ts';
import type { AuthenticatedSession } from '../identity/index.ts';
import { devicesRepository } from './devices-repository.ts';
import type { DeviceRow, DeviceWithLicenseRow } from './devices-repository.ts';
import type { AuditService } from '../audit/index.ts';
import type { RecordEvent } from '../webhooks/index.ts';
import type { DeviceCallRecorder } from './device-calls.ts';
import { deviceFacts } from './device-facts.ts';

export type AdminDeviceService = ReturnType<typeof createAdminDeviceService>;

export function deviceStatusOf(device: Pick<DeviceRow, 'freedAt' | 'revokedAt'>): DeviceStatus {
  if (device.revokedAt) return 'revoked';
  return device.freedAt ? 'replaced' : 'active';
}

/** A machine as its audit entries keep it: without its status on the coasters pages, which moves with time. */
type AdminDeviceRecord = Omit<AdminDevice, 'coasterStatus' | 'coasterStatusSince'>;

function toAdminDevice(row: DeviceWithLicenseRow): AdminDeviceRecord {
  return {
    id: row.id,
    licenseKey: row.licenseKey,
    licenseLabel: row.licenseLabel,
    status: deviceStatusOf(row),
    fingerprint: row.fingerprint,
    hostname: row.hostname,
    appVersion: row.appVersion,
    gameVersion: row.gameVersion,
    activatedAt: row.activatedAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    pendingRides: row.pendingRides,
    missingRides: Math.max(0, row.highestSeq - row.ridesReceived),
    licenseFileExpiresAt: row.licenseFileExpiresAt.toISOString(),
    clockOffsetSeconds: row.clockOffsetSeconds,
    freedAt: row.freedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** Staff's side of the machines (ADR 0049): list a client's, free a licence's slot, revoke a machine; audited. */
export function createAdminDeviceService(deps: {
  db: Database;
  audit: AuditService;
  now: Clock;
  calls: Pick<DeviceCallRecorder, 'flush'>;
  windows: CoasterWindows;
  /** Webhook events in the transaction of their cause (ADR 0093). */
  recordEvent: RecordEvent;
}) {
  const { db, audit, now, calls, windows, recordEvent } = deps;

  /** The device as staff see it, with its status on the coasters pages at `at` (not audited: it moves with time). */
  function withCoasterStatus(row: DeviceWithLicenseRow, at: Date): AdminDevice {
    const facts = { licenseRevokedAt: row.licenseRevokedAt?.toISOString() ?? null, device: deviceFacts(row) };
    return {
      ...toAdminDevice(row),
      coasterStatus: coasterStatus(facts, windows, at),
      coasterStatusSince: coasterStatusSince(facts, windows, at),
    };
  }

  /** Locks the device, checks it may change, applies the change and audits it, in one transaction. */
  function change(
    actor: AuthenticatedSession,
    deviceId: number,
    action: 'device.free' | 'device.revoke',
    fields: (at: Date) => Partial<DeviceRow>,
  ): Promise<AdminDevice> {
    return db.transaction(async (tx) => {
      const devices = devicesRepository(tx);
      const locked = await devices.lock(deviceId);
      if (!locked) throw new AppError(404, errorMessages.notFound);
      if (locked.revokedAt || (action === 'device.free' && locked.freedAt)) {
        throw new AppError(409, errorMessages.deviceNotActive);
      }
      const before = await devices.findWithLicense(deviceId);
      const at = now();
      await devices.update(deviceId, fields(at));
      const after = await devices.findWithLicense(deviceId);
      if (!before || !after) throw new Error(`Device ${deviceId} vanished inside its transaction`);
      await audit.record(tx, {
        actorUserId: actor.userId,
        action,
        targetType: 'device',
        targetId: String(deviceId),
        before: toAdminDevice(before),
        after: toAdminDevice(after),
      });
      await recordEvent(tx, {
        type: action === 'device.free' ? 'device.freed' : 'device.revoked',
        accountId: after.licenseUserId,
        data: { deviceId, license: { key: after.licenseKey, label: after.licenseLabel } },
      });
      return withCoasterStatus(after, at);
    });
  }

  return {
    async list(userId: number): Promise<AdminDevicesResponse> {
      if (!(await adminUsersRepository(db).exists(userId))) throw new AppError(404, errorMessages.notFound);
      // The machines' last calls are written once a second: this process's own are written before they are shown.
      await calls.flush();
      const rows = await devicesRepository(db).ofOwner(userId);
      const at = now();
      return { results: rows.map((row) => withCoasterStatus(row, at)) };
    },

    /** The PC was replaced: the slot is free for a new one; the old one may still deliver what it played before. */
    free: (actor: AuthenticatedSession, deviceId: number) =>
      change(actor, deviceId, 'device.free', (at) => ({ freedAt: at, freedUserId: actor.userId })),

    /** The machine's token stops working at once, and its slot is free. */
    revoke: (actor: AuthenticatedSession, deviceId: number) =>
      change(actor, deviceId, 'device.revoke', (at) => ({ revokedAt: at, revokedUserId: actor.userId })),
  };
}
