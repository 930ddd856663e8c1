import { errorMessages } from '@orbit/contract';
import type {
  ClientLicense,
  ConsumptionList,
  LicenseActivationsResponse,
  LicenseDevice,
  RangeKind,
} from '@orbit/contract';
import { coasterStatus, rangeBefore } from '@orbit/domain';
import type { CoasterWindows } from '@orbit/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { calendarRepository } from '../../shared/calendar-repository.ts';
import type { DateRange } from '../../shared/calendar-repository.ts';
import { deviceFacts, deviceStatusOf, devicesRepository } from '../devices/index.ts';
import type { DeviceCallRecorder, DeviceRow } from '../devices/index.ts';
import { licensesRepository } from './licenses-repository.ts';
import type { LicenseRow } from './licenses-repository.ts';
import { consumptionListOf, ridesRepository } from '../rides/index.ts';
import { usersRepository } from '../identity/index.ts';
import { inTimeZone } from '../../shared/time-zone.ts';

export type ClientLicenseService = ReturnType<typeof createClientLicenseService>;

interface Page {
  limit: number;
  offset: number;
}

export interface ConsumptionsQuery extends Page {
  referenceStartDate: string;
  referenceEndDate?: string | undefined;
  timezone?: string | undefined;
  rangeKind?: RangeKind | undefined;
}

export interface WalletConsumptionsQuery extends Page {
  licenseKey?: string | undefined;
  startAt: string;
  endAt: string;
}

/** The moment and windows a licence's machine is read at: its status on the coasters pages moves with them. */
export interface LicenseClock {
  at: Date;
  windows: CoasterWindows;
}

/** A licence's machine as audited: what it did, without its status, which moves with time (ADR 0084). */
export type LicenseDeviceRecord = Omit<LicenseDevice, 'coasterStatus'>;

/** A licence as its audit entries keep it: its machine without the status. */
export type LicenseRecord = Omit<ClientLicense, 'device'> & { device: LicenseDeviceRecord | null };

function toLicenseDeviceRecord(row: DeviceRow): LicenseDeviceRecord {
  return {
    status: deviceStatusOf(row),
    lastSeenAt: row.lastSeenAt.toISOString(),
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    pendingRides: row.pendingRides,
  };
}

/** The machine shown with a licence (the one holding its slot, or the one that held it last), for its audit entry. */
export async function licenseDeviceOf(db: Database, licenseId: number): Promise<DeviceRow | undefined> {
  return (await devicesRepository(db).latestOf([licenseId])).get(licenseId);
}

/** The licence as audited: `device` is its machine's row, undefined when none was ever activated. */
export function toLicenseRecord(
  row: LicenseRow,
  scenariosObtained: number[],
  device: DeviceRow | undefined,
): LicenseRecord {
  return {
    id: row.id,
    key: row.key,
    label: row.label,
    gameModel: row.gameModel,
    notes: row.notes,
    issuerUserId: row.issuerUserId,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedUserId: row.revokedUserId,
    unlimitedSince: row.unlimitedSince?.toISOString() ?? null,
    unlimitedOfflineTimeSince: row.unlimitedOfflineTimeSince?.toISOString() ?? null,
    scenariosObtained,
    device: device ? toLicenseDeviceRecord(device) : null,
  };
}

/**
 * The licence as its owner and staff see it: its machine carries the status the coasters pages show at `clock.at`,
 * by the same rule (`coasterStatus`, ADR 0084), so the licence list and page never say otherwise.
 */
export function toClientLicense(
  row: LicenseRow,
  scenariosObtained: number[],
  device: DeviceRow | undefined,
  clock: LicenseClock,
): ClientLicense {
  const record = toLicenseRecord(row, scenariosObtained, undefined);
  if (!device) return { ...record, device: null };
  const facts = { licenseRevokedAt: record.revokedAt, device: deviceFacts(device) };
  const status = coasterStatus(facts, clock.windows, clock.at);
  return { ...record, device: { ...toLicenseDeviceRecord(device), coasterStatus: status } };
}

/**
 * The client's licences and their rides. Every call is scoped to the signed-in user: a key the user does not own
 * answers 404, exactly like a key that does not exist, so nobody learns which keys exist.
 */
export function createClientLicenseService(
  db: Database,
  now: Clock,
  deviceCalls: Pick<DeviceCallRecorder, 'flush'>,
  windows: CoasterWindows,
) {
  const licenses = licensesRepository(db);
  const rides = ridesRepository(db);
  const calendar = calendarRepository(db);
  const users = usersRepository(db);

  async function ownedLicense(userId: number, key: string): Promise<LicenseRow> {
    const license = await licenses.findOwnedByKey(userId, key);
    if (!license) throw new AppError(404, errorMessages.notFound);
    return license;
  }

  async function consumptionList(
    licenseIds: readonly number[],
    range: DateRange,
    previous: DateRange,
    page: Page,
  ): Promise<ConsumptionList> {
    if (licenseIds.length === 0) {
      const none = { rides: 0, customers: 0, creditsAdded: 0 };
      return consumptionListOf([], page, range, { inRange: none, before: none, allTime: none });
    }
    const [rows, inRange, before, allTime] = await Promise.all([
      rides.listPage(licenseIds, range, page),
      rides.totals(licenseIds, range),
      rides.totals(licenseIds, previous),
      rides.totals(licenseIds),
    ]);
    return consumptionListOf(rows, page, range, { inRange, before, allTime });
  }

  return {
    ownedLicense,

    async activations(userId: number, page: Page): Promise<LicenseActivationsResponse> {
      // The machines' last calls are written once a second: this process's own are written before they are shown.
      await deviceCalls.flush();
      const [rows, total] = await Promise.all([licenses.listOwned(userId, page), licenses.countOwned(userId)]);
      const ids = rows.map((row) => row.id);
      const [held, machines] = await Promise.all([licenses.heldScenarios(ids), devicesRepository(db).latestOf(ids)]);
      const clock = { at: now(), windows };
      return {
        results: rows.map((row) => toClientLicense(row, held.get(row.id) ?? [], machines.get(row.id), clock)),
        meta: { count: total, ...page },
      };
    },

    async updateNotes(userId: number, key: string, notes: string): Promise<ClientLicense> {
      const license = await ownedLicense(userId, key);
      const updated = await licenses.updateNotes(license.id, notes);
      const held = await licenses.heldScenarios([license.id]);
      const device = await licenseDeviceOf(db, license.id);
      return toClientLicense(updated, held.get(license.id) ?? [], device, { at: now(), windows });
    },

    /** docs/domain.md#calls: with a range kind the calendar range holding the start date; else the two dates given. */
    async consumptions(userId: number, key: string, query: ConsumptionsQuery): Promise<ConsumptionList> {
      const license = await ownedLicense(userId, key);
      const page = { limit: query.limit, offset: query.offset };
      const start = new Date(query.referenceStartDate);
      if (query.rangeKind) {
        const rangeKind = query.rangeKind;
        const timezone = query.timezone ?? (await users.findAccount(userId))?.timezone ?? 'UTC';
        const [previous, range] = await inTimeZone(() => calendar.consecutiveRanges(start, rangeKind, timezone, -1, 0));
        if (!previous || !range) throw new Error('The calendar query returned too few ranges');
        return consumptionList([license.id], range, previous, page);
      }
      // The contract only lets the end be absent together with a range kind.
      const range = { startAt: start, endAt: new Date(query.referenceEndDate ?? now()) };
      return consumptionList([license.id], range, rangeBefore(range), page);
    },

    /** The rides of every licence of the user, or of the one whose key is given, between two instants. */
    async walletConsumptions(userId: number, query: WalletConsumptionsQuery): Promise<ConsumptionList> {
      const licenseIds = query.licenseKey
        ? [(await ownedLicense(userId, query.licenseKey)).id]
        : (await licenses.listOwnedKeys(userId)).map((license) => license.id);
      const range = { startAt: new Date(query.startAt), endAt: new Date(query.endAt) };
      return consumptionList(licenseIds, range, rangeBefore(range), { limit: query.limit, offset: query.offset });
    },
  };
}
