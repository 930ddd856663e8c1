import { coasterHistoryDays, coasterRidesByHourDays, errorMessages } from '@orbit/contract';
import type {
  AdminCoaster,
  AdminCoastersQuery,
  AdminCoastersResponse,
  Coaster,
  CoasterDetailResponse,
  CoastersResponse,
  WalletRunway,
} from '@orbit/contract';
import {
  coasterRules,
  coasterStatusSince,
  coasterStatuses,
  deviceRules,
  isChargedLicense,
  walletRunway,
} from '@orbit/domain';
import type { CoasterStatus, CoasterWindows } from '@orbit/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { DeviceCallRecorder } from '../devices/index.ts';
import { tariffAt, tariffsRepository, walletRepository } from '../wallet/index.ts';
import { alertSettingsOf } from './coaster-alert-settings.ts';
import { coasterAlertsRepository } from './coaster-alerts-repository.ts';
import { coasterDetailRepository } from './coaster-detail-repository.ts';
import type { MachineFacts } from './coaster-detail-repository.ts';
import { allLicenses, coastersRepository, licenseOfMachine, licensesOf } from './coasters-repository.ts';
import type { CoasterClock, CoasterRow } from './coasters-repository.ts';

export type CoasterService = ReturnType<typeof createCoasterService>;

function toCoaster(row: CoasterRow, clock: CoasterClock): Coaster {
  const device =
    row.deviceId !== null && row.lastSeenAt !== null
      ? {
          lastSeenAt: row.lastSeenAt,
          onlineSince: row.onlineSince,
          switchedOffAt: row.switchedOffAt,
          freedAt: row.freedAt,
          revokedAt: row.deviceRevokedAt,
        }
      : null;
  return {
    licenseId: row.licenseId,
    licenseKey: row.licenseKey,
    licenseLabel: row.licenseLabel,
    gameModel: row.gameModel,
    deviceId: row.deviceId,
    hostname: row.hostname,
    status: row.status,
    statusSince: coasterStatusSince({ licenseRevokedAt: row.licenseRevokedAt, device }, clock.windows, clock.at),
    lastSeenAt: row.lastSeenAt,
    silent: row.silent,
    ridesToday: row.ridesToday,
    customersToday: row.customersToday,
    usualRidesByNow: row.usualRidesByNow === null ? null : Math.round(row.usualRidesByNow * 100) / 100,
    lastRideAt: row.lastRideAt,
    pendingRides: row.pendingRides,
    syncLagSeconds: row.syncLagSeconds,
    appVersion: row.appVersion,
    gameVersion: row.gameVersion,
    licenseFileExpiresAt: row.licenseFileExpiresAt,
    block: row.block,
    uptime7d: row.uptime7d === null ? null : Math.round(row.uptime7d * 1000) / 1000,
  };
}

function toAdminCoaster(row: CoasterRow, clock: CoasterClock): AdminCoaster {
  return { ...toCoaster(row, clock), client: { id: row.userId, name: row.clientName, isoAlpha3: row.isoAlpha3 } };
}

/** The client's wallet runway at `at` (ADR 0084), whether or not its licences are charged. */
async function runwayFigures(db: Database, userId: number, at: Date): Promise<WalletRunway> {
  const [{ coinsBalance }, tariffs, spent] = await Promise.all([
    walletRepository(db).balance(userId),
    tariffsRepository(db).history(userId),
    coastersRepository(db).charged(userId, new Date(at.getTime() - coasterRules.runwayMs), at),
  ]);
  return walletRunway(
    {
      balance: coinsBalance,
      chargedInWindow: spent.coins,
      chargedRidesInWindow: spent.rides,
      coinsPerCustomer: tariffAt(tariffs, at)?.coinsPerCustomer ?? deviceRules.defaultCoinsPerCustomer,
    },
    at,
  );
}

const dayMs = 86_400_000;

/**
 * The run a machine is in, from its device row: to the end of the online window after its last call when that ran
 * out (ended as `lost`, as the next call will write it), open while it lasts; none when it ended before `from`.
 */
function currentRun(machine: MachineFacts, clock: CoasterClock, from: Date) {
  if (machine.onlineSince === null) return [];
  const windowEnd = Date.parse(machine.lastSeenAt) + clock.windows.onlineForMs;
  if (windowEnd <= from.getTime()) return [];
  return windowEnd < clock.at.getTime()
    ? [{ from: machine.onlineSince, to: new Date(windowEnd).toISOString(), endedBy: 'lost' as const }]
    : [{ from: machine.onlineSince, to: null, endedBy: null }];
}

/**
 * The coasters pages (ADR 0084): a client's own machines with the wallet's runway, and every client's for staff with
 * the counts by status. A client's pages first write this process's heard calls, so a machine's last call shows at
 * once.
 */
export function createCoasterService(deps: {
  db: Database;
  now: Clock;
  windows: CoasterWindows;
  calls: Pick<DeviceCallRecorder, 'flush'>;
}) {
  const { db, now, windows, calls } = deps;
  const coasters = coastersRepository(db);

  /** Null when none of the client's licences is charged now: nothing to run out of. */
  async function runwayOf(userId: number, rows: readonly CoasterRow[], at: Date): Promise<WalletRunway | null> {
    const charged = rows.some((row) => row.licenseRevokedAt === null && isChargedLicense(row, at));
    return charged ? runwayFigures(db, userId, at) : null;
  }

  return {
    /** The caller's own licences, one row each, by label; staff own none (ADR 0008). */
    async own(userId: number): Promise<CoastersResponse> {
      await calls.flush();
      const clock = { at: now(), windows };
      const [{ rows }, newest] = await Promise.all([
        coasters.page(licensesOf(userId), clock, { filters: {}, order: 'label', direction: 'asc', offset: 0 }),
        coasters.newestVersions(),
      ]);
      const settings = await coasterAlertsRepository(db).settingsOfMany(
        rows.flatMap((row) => (row.deviceId === null ? [] : [row.deviceId])),
      );
      return {
        results: rows.map((row) => {
          const coaster = toCoaster(row, clock);
          if (row.deviceId === null || row.lastSeenAt === null) return coaster;
          return { ...coaster, alerts: alertSettingsOf(settings.get(row.deviceId), row.lastSeenAt, clock.at) };
        }),
        newest,
        runway: await runwayOf(userId, rows, clock.at),
        serverTime: clock.at.toISOString(),
      };
    },

    /**
     * One of the caller's machines (ADR 0084): its row as the coasters page builds it, with its alert settings, 30
     * days of runs, blocks, deliveries and versions, and 7 days of rides by local hour. Replaced and revoked machines
     * keep their page; any machine not on the caller's licences is a 404, every machine for staff (ADR 0008).
     */
    async machine(userId: number, deviceId: number): Promise<CoasterDetailResponse> {
      await calls.flush();
      const clock = { at: now(), windows };
      const detail = coasterDetailRepository(db);
      const machine = await detail.ownedMachine(userId, deviceId);
      if (!machine) throw new AppError(404, errorMessages.notFound);
      const from = new Date(clock.at.getTime() - coasterHistoryDays * dayMs);
      const [{ rows }, newest, settings, history, ridesByHour] = await Promise.all([
        coasters.page(licenseOfMachine(userId, deviceId), clock, {
          filters: {},
          order: 'label',
          direction: 'asc',
          offset: 0,
          deviceId,
        }),
        coasters.newestVersions(),
        coasterAlertsRepository(db).settingsOf(deviceId),
        detail.history(machine, from, clock.at),
        detail.ridesByHour(machine, clock.at, coasterRidesByHourDays * 24),
      ]);
      const [row] = rows;
      if (row?.deviceId !== deviceId) throw new AppError(404, errorMessages.notFound);
      const { endedRuns, ...rest } = history;
      return {
        coaster: { ...toCoaster(row, clock), alerts: alertSettingsOf(settings, machine.lastSeenAt, clock.at) },
        newest,
        history: {
          from: from.toISOString(),
          to: clock.at.toISOString(),
          onlineRuns: [...endedRuns, ...currentRun(machine, clock, from)],
          ...rest,
        },
        ridesByHour,
        serverTime: clock.at.toISOString(),
      };
    },

    /**
     * Every client's machines, filtered, ordered and paged, with the counts of all of them by status. Without writing
     * this process's heard calls first: the other processes' are as old (up to their second), and at thousands of
     * machines the call would wait for that write (ADR 0090).
     */
    async fleet(query: AdminCoastersQuery): Promise<AdminCoastersResponse> {
      const clock = { at: now(), windows };
      const filters = {
        ...(query.status && { status: query.status }),
        ...(query.userId !== undefined && { userId: query.userId }),
        ...(query.country && { country: query.country }),
        ...(query.appVersion && { appVersion: query.appVersion }),
        ...(query.silent && { silent: query.silent === 'true' }),
      };
      const page = await coasters.page(allLicenses, clock, {
        filters,
        order: query.orderby,
        direction: query.order,
        limit: query.limit,
        offset: query.offset,
        counts: true,
      });
      const byStatus = Object.fromEntries(coasterStatuses.map((status) => [status, 0])) as Record<
        CoasterStatus,
        number
      >;
      for (const group of page.byStatus) byStatus[group.status] = group.count;
      return {
        results: page.rows.map((row) => toAdminCoaster(row, clock)),
        meta: { count: page.count, limit: query.limit, offset: query.offset },
        counts: byStatus,
        silent: page.byStatus.reduce((sum, group) => sum + group.silent, 0),
        newest: page.newest,
        serverTime: clock.at.toISOString(),
      };
    },
  };
}
