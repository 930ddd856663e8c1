import { errorMessages } from '@orbit/contract';
import type { CoasterAlertSettings, PutCoasterAlertSettingsBody } from '@orbit/contract';
import {
  coasterAlertRules,
  coasterRules,
  coasterStatus,
  deviceRules,
  isOlderVersion,
  isWithinOpeningHours,
  runwayMark,
  staffAlertScopes,
  walletRunway,
} from '@orbit/domain';
import type { CoasterWindows, NotificationKind, NotificationParams } from '@orbit/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { DeviceCallRecorder } from '../devices/index.ts';
import type { Notify } from '../notifications/index.ts';
import type { RecordEvent } from '../webhooks/index.ts';
import { coasterAlertsRepository } from './coaster-alerts-repository.ts';
import type { CoasterAlertKind, WatchedMachine } from './coaster-alerts-repository.ts';
import { alertSettingsOf } from './coaster-alert-settings.ts';
import { coastersRepository } from './coasters-repository.ts';

export type CoasterAlertService = ReturnType<typeof createCoasterAlertService>;

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;
/** An outage older than this when first seen (a machine long gone) is not news: it is never told. */
const staleOutageMs = 7 * dayMs;

const deviceSubject = (deviceId: number) => `device:${deviceId}`;
const ms = (iso: string) => new Date(iso).getTime();

/** One episode's claims and what to tell when the one that decides is new (ADR 0086). */
interface Telling {
  subject: string;
  episode: Date;
  /** Claimed together; only a new claim of `decides` tells (the others are marks already passed). */
  kinds: readonly CoasterAlertKind[];
  decides: CoasterAlertKind;
  notices: { userId: number; kind: NotificationKind; params: NotificationParams[NotificationKind] }[];
  /** Notices go to each person under this subject, which groups repeats (ADR 0080). */
  noticeSubject: (userId: number) => string;
  /** Also in the transaction, when it tells. */
  alongside?: (tx: Database) => Promise<void>;
  /** The webhook event of the episode (ADR 0093), recorded with its claim. */
  event?: Parameters<RecordEvent>[1];
}

/**
 * The coaster alerts (ADR 0086): a scheduled evaluation of every watched machine and wallet that tells each episode
 * once, in the transaction that records it, and the owners' settings per machine.
 */
export function createCoasterAlertService(deps: {
  db: Database;
  now: Clock;
  windows: CoasterWindows;
  notify: Notify;
  /** Webhook events in the transaction of their cause (ADR 0093). */
  recordEvent: RecordEvent;
  calls: Pick<DeviceCallRecorder, 'flush'>;
  /** Machines on an app older than this are listed to staff daily; none when unset. */
  minAppVersion?: string | undefined;
}) {
  const { db, now, windows, notify, recordEvent, calls, minAppVersion } = deps;

  /**
   * Claims an episode and tells it in one transaction: a crash before the commit loses both (the next run tells it),
   * and a second process finds the claim taken. True when it told.
   */
  async function tell(telling: Telling, at: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const alerts = coasterAlertsRepository(tx);
      let decided = false;
      for (const kind of telling.kinds) {
        const claimed = await alerts.claim(telling.subject, kind, telling.episode, at);
        if (kind === telling.decides) decided = claimed;
      }
      if (!decided) return false;
      await telling.alongside?.(tx);
      if (telling.event) await recordEvent(tx, telling.event);
      for (const notice of telling.notices) {
        await notify(tx, { ...notice, subject: telling.noticeSubject(notice.userId) });
      }
      return true;
    });
  }

  const ownerNotice = <Kind extends NotificationKind>(
    machine: WatchedMachine,
    kind: Kind,
    params: NotificationParams[Kind],
  ) => ({ userId: machine.userId, kind, params });

  function isSnoozed(machine: WatchedMachine, at: Date): boolean {
    if (machine.snoozedUntil && ms(machine.snoozedUntil) > at.getTime()) return true;
    return machine.snoozedUntilBackFrom !== null && ms(machine.lastSeenAt) <= ms(machine.snoozedUntilBackFrom);
  }

  /** Whether an offline machine may be told about now: in its opening hours, not snoozed, not long gone. */
  function mayTell(machine: WatchedMachine, at: Date): boolean {
    return (
      at.getTime() - ms(machine.lastSeenAt) < staleOutageMs &&
      isWithinOpeningHours(machine.openingHours, at, machine.timeZone) &&
      !isSnoozed(machine, at)
    );
  }

  function statusOf(machine: WatchedMachine, at: Date) {
    const { lastSeenAt, onlineSince, switchedOffAt } = machine;
    const device = { lastSeenAt, onlineSince, switchedOffAt, freedAt: null, revokedAt: null };
    return coasterStatus({ licenseRevokedAt: null, device }, windows, at);
  }

  /**
   * Back online, a sync backlog, offline, a licence file expiring while offline and still offline, for one machine;
   * how many were told.
   */
  async function evaluateMachine(machine: WatchedMachine, toldOutage: string | null, at: Date): Promise<number> {
    const subject = deviceSubject(machine.deviceId);
    const noticeSubject = () => `user:${machine.userId}`;
    const { label, hostname } = { label: machine.licenseLabel, hostname: machine.hostname };
    const license = { key: machine.licenseKey, label };
    const { deviceId, userId: accountId } = machine;
    let told = 0;
    let outage = toldOutage;
    if (outage !== null && ms(machine.lastSeenAt) > ms(outage)) {
      // It called since the outage that was told: the outage ran from its last call to its first call back.
      const startedAt = outage;
      const backAt =
        machine.onlineSince && ms(machine.onlineSince) > ms(startedAt) ? machine.onlineSince : machine.lastSeenAt;
      const outageMinutes = Math.round((ms(backAt) - ms(startedAt)) / minuteMs);
      const back = await tell(
        {
          subject,
          episode: new Date(startedAt),
          kinds: ['backOnline'],
          decides: 'backOnline',
          notices: [ownerNotice(machine, 'coasterBackOnline', { label, hostname, outageMinutes })],
          noticeSubject,
          alongside: async (tx) =>
            void (await coasterAlertsRepository(tx).resolveOutage(subject, new Date(startedAt), at)),
          event: { type: 'device.backOnline', accountId, data: { deviceId, license, outageMinutes } },
        },
        at,
      );
      if (back) told += 1;
      outage = null;
    }
    const status = statusOf(machine, at);
    const waitingMs = at.getTime() - ms(machine.lastSyncAt);
    if (
      (status === 'online' || status === 'late') &&
      machine.pendingRides > 0 &&
      waitingMs >= coasterAlertRules.syncBacklogMinutes * minuteMs &&
      !isSnoozed(machine, at)
    ) {
      const params = { label, hostname, pendingRides: machine.pendingRides, waitingSince: machine.lastSyncAt };
      const backlog = await tell(
        {
          subject,
          episode: new Date(machine.lastSyncAt),
          kinds: ['syncBacklog'],
          decides: 'syncBacklog',
          notices: [ownerNotice(machine, 'coasterSyncBacklog', params)],
          noticeSubject,
        },
        at,
      );
      if (backlog) told += 1;
    }
    if (status !== 'late' && status !== 'offline') return told;
    const silentMs = at.getTime() - ms(machine.lastSeenAt);
    const thresholdMinutes = machine.offlineThresholdMinutes ?? coasterAlertRules.defaultOfflineThresholdMinutes;
    if (silentMs < thresholdMinutes * minuteMs || !mayTell(machine, at)) return told;
    // The file stops the machine at its expiry unless it calls to renew it first (ADR 0049): told when it runs out
    // during this outage, within the day or already.
    const expiresInMs = ms(machine.licenseFileExpiresAt) - at.getTime();
    const expiresAfterLastCall = ms(machine.licenseFileExpiresAt) > ms(machine.lastSeenAt);
    if (
      status === 'offline' &&
      expiresAfterLastCall &&
      expiresInMs <= coasterAlertRules.licenseFileWarningHours * hourMs
    ) {
      const expiring = await tell(
        {
          subject,
          episode: new Date(machine.licenseFileExpiresAt),
          kinds: ['licenseFileExpiring'],
          decides: 'licenseFileExpiring',
          notices: [
            ownerNotice(machine, 'licenseFileExpiring', { label, hostname, expiresAt: machine.licenseFileExpiresAt }),
          ],
          noticeSubject,
        },
        at,
      );
      if (expiring) told += 1;
    }
    const episode = new Date(machine.lastSeenAt);
    const passed = coasterAlertRules.stillOfflineHours.filter((hours) => silentMs >= hours * hourMs);
    const stillKinds = passed.map((hours) => `stillOffline${hours}h` as CoasterAlertKind);
    if (outage === null) {
      // Marks already passed are claimed with it, so that its "still offline" does not follow at once.
      const offline = await tell(
        {
          subject,
          episode,
          kinds: ['offline', ...stillKinds],
          decides: 'offline',
          notices: [ownerNotice(machine, 'coasterOffline', { label, hostname, since: machine.lastSeenAt })],
          noticeSubject,
          event: { type: 'device.offline', accountId, data: { deviceId, license, since: machine.lastSeenAt } },
        },
        at,
      );
      return told + (offline ? 1 : 0);
    }
    const hours = passed.at(-1);
    if (status !== 'offline' || hours === undefined) return told;
    const still = await tell(
      {
        subject,
        episode,
        kinds: stillKinds,
        decides: `stillOffline${hours}h` as CoasterAlertKind,
        notices: [ownerNotice(machine, 'coasterStillOffline', { label, hostname, since: machine.lastSeenAt, hours })],
        noticeSubject,
      },
      at,
    );
    return told + (still ? 1 : 0);
  }

  /**
   * Staff: a client's machines lost within a few minutes of each other, enough of them, are one venue outage; the
   * episode starts at the earliest last call of the first such group.
   */
  async function evaluateVenues(machines: readonly WatchedMachine[], at: Date): Promise<number> {
    const lostByClient = new Map<number, WatchedMachine[]>();
    for (const machine of machines) {
      if (statusOf(machine, at) !== 'offline') continue;
      if (at.getTime() - ms(machine.lastSeenAt) >= dayMs) continue;
      if (!isWithinOpeningHours(machine.openingHours, at, machine.timeZone)) continue;
      lostByClient.set(machine.userId, [...(lostByClient.get(machine.userId) ?? []), machine]);
    }
    let told = 0;
    let staff: number[] | undefined;
    const toldVenues = await coasterAlertsRepository(db).toldSince('venueOutage', new Date(at.getTime() - dayMs));
    const { venueOutageMachines, venueOutageWindowMinutes } = coasterAlertRules;
    for (const lost of lostByClient.values()) {
      if (lost.length < venueOutageMachines) continue;
      const sorted = [...lost].sort((a, b) => ms(a.lastSeenAt) - ms(b.lastSeenAt));
      const starts = sorted.map((first, index) => {
        const together = sorted
          .slice(index)
          .filter((other) => ms(other.lastSeenAt) - ms(first.lastSeenAt) <= venueOutageWindowMinutes * minuteMs);
        return { first, machines: together.length };
      });
      const group = starts.find((start) => start.machines >= venueOutageMachines);
      // Told already (read in one statement): no transaction just to find its claim taken.
      if (!group || toldVenues.has(`user:${group.first.userId} ${group.first.lastSeenAt}`)) continue;
      staff ??= await coasterAlertsRepository(db).staffOf(staffAlertScopes.venueOutage);
      const { first } = group;
      const params = {
        clientId: first.userId,
        clientName: first.clientName,
        machines: group.machines,
        since: first.lastSeenAt,
      };
      const venue = await tell(
        {
          subject: `user:${first.userId}`,
          episode: new Date(first.lastSeenAt),
          kinds: ['venueOutage'],
          decides: 'venueOutage',
          notices: staff.map((userId) => ({ userId, kind: 'venueOutage' as const, params })),
          noticeSubject: () => `user:${first.userId}`,
        },
        at,
      );
      if (venue) told += 1;
    }
    return told;
  }

  /** Every charged client's runway at `at` (ADR 0084), read in one statement, and its last coins bought. */
  async function runways(at: Date) {
    const facts = await coasterAlertsRepository(db).runwayFactsOfChargedClients(at, coasterRules.runwayMs);
    return facts.map(({ coinsPerCustomer, lastTopUpAt, ...client }) => ({
      ...client,
      topUp: lastTopUpAt,
      runway: walletRunway(
        { ...client, coinsPerCustomer: coinsPerCustomer ?? deviceRules.defaultCoinsPerCustomer },
        at,
      ),
    }));
  }

  async function evaluateRunways(at: Date): Promise<number> {
    let told = 0;
    for (const { userId, runway, topUp, balance } of await runways(at)) {
      const mark = runwayMark(runway.daysLeft);
      // At none left the automatic block itself tells the owner (`accountBlocked`).
      if (mark === null || runway.daysLeft === null || runway.daysLeft <= 0) continue;
      const marks = coasterAlertRules.runwayDays.filter((days) => days >= mark);
      const params = { days: mark, daysLeft: runway.daysLeft, blockExpectedAt: runway.blockExpectedAt };
      const low = await tell(
        {
          subject: `user:${userId}`,
          episode: new Date(topUp ?? 0),
          kinds: marks.map((days) => `runway${days}` as CoasterAlertKind),
          decides: `runway${mark}` as CoasterAlertKind,
          notices: [{ userId, kind: 'walletRunwayLow', params }],
          noticeSubject: () => `user:${userId}`,
          event: {
            type: 'wallet.runwayLow',
            accountId: userId,
            data: { balance, daysLeft: runway.daysLeft, blockExpectedAt: runway.blockExpectedAt },
          },
        },
        at,
      );
      if (low) told += 1;
    }
    return told;
  }

  return {
    /**
     * One evaluation of every watched machine and wallet (the scheduled job, every minute): how many alerts it
     * told. It may be cut off anywhere: what it told is committed with its claims, the rest waits for the next run.
     */
    async evaluate(): Promise<number> {
      await calls.flush();
      const at = now();
      const alerts = coasterAlertsRepository(db);
      const [machines, outages] = await Promise.all([alerts.watchedMachines(), alerts.openOutages()]);
      const watched = new Set(machines.map((machine) => deviceSubject(machine.deviceId)));
      // A machine revoked or replaced during its outage is never told about again: its outage ends without a word.
      for (const [subject, episode] of outages) {
        if (!watched.has(subject)) await alerts.resolveOutage(subject, new Date(episode), at);
      }
      let told = 0;
      // One machine that cannot be told about (its owner's row, a mail refused) must not silence the others: the run
      // goes on and fails at its end, and the next run tries that one again.
      const failures: unknown[] = [];
      for (const machine of machines) {
        try {
          const outage = outages.get(deviceSubject(machine.deviceId)) ?? null;
          told += await evaluateMachine(machine, outage, at);
        } catch (error) {
          failures.push(error);
        }
      }
      for (const step of [() => evaluateVenues(machines, at), () => evaluateRunways(at)]) {
        try {
          told += await step();
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0) {
        throw new AggregateError(
          failures,
          `${failures.length} coaster alerts could not be told: ${String(failures[0])}`,
        );
      }
      return told;
    },

    /**
     * Online but silent (ADR 0084), for every licence: marks what the coasters pages read (ADR 0090), and tells each
     * watched machine's silence within its opening hours and not snoozed. A scheduled job of its own every 10
     * minutes, as the rides' probes cost about 0.1 ms each per machine online without a recent ride, and a silence is
     * a stretch of 2 hours.
     */
    async evaluateSilences(): Promise<number> {
      await calls.flush();
      const at = now();
      const [machines, silences] = await Promise.all([
        coasterAlertsRepository(db).watchedMachines(),
        coastersRepository(db).markSilences({ at, windows }),
      ]);
      const silentRows = new Map(silences.map((row) => [row.deviceId, row] as const));
      let told = 0;
      for (const machine of machines) {
        const silentRow = silentRows.get(machine.deviceId);
        if (!silentRow || statusOf(machine, at) !== 'online') continue;
        if (!isWithinOpeningHours(machine.openingHours, at, machine.timeZone) || isSnoozed(machine, at)) continue;
        const since = silentRow.lastRideAt ?? machine.onlineSince ?? machine.lastSeenAt;
        const { licenseLabel: label, hostname } = machine;
        const silent = await tell(
          {
            subject: deviceSubject(machine.deviceId),
            episode: new Date(since),
            kinds: ['silent'],
            decides: 'silent',
            notices: [ownerNotice(machine, 'coasterSilent', { label, hostname, lastRideAt: silentRow.lastRideAt })],
            noticeSubject: () => `user:${machine.userId}`,
          },
          at,
        );
        if (silent) told += 1;
      }
      return told;
    },

    /**
     * Staff's daily lists (a scheduled job): the clients whose runway is under 3 days, and the machines on an app
     * older than the minimum; each once per UTC day.
     */
    async daily(): Promise<number> {
      const at = now();
      const day = new Date(Math.floor(at.getTime() / dayMs) * dayMs);
      const alerts = coasterAlertsRepository(db);
      let told = 0;
      const short = (await runways(at))
        .filter(({ runway }) => runway.daysLeft !== null && runway.daysLeft < coasterAlertRules.runwayWatchDays)
        .sort((a, b) => (a.runway.daysLeft ?? 0) - (b.runway.daysLeft ?? 0));
      if (short.length > 0) {
        const staff = await alerts.staffOf(staffAlertScopes.runwayWatchList);
        const clients = short
          .slice(0, 20)
          .map(({ userId, name, runway }) => ({ id: userId, name, daysLeft: runway.daysLeft ?? 0 }));
        const params = { clients, total: short.length };
        const listed = await tell(
          {
            subject: 'staff',
            episode: day,
            kinds: ['runwayWatchList'],
            decides: 'runwayWatchList',
            notices: staff.map((userId) => ({ userId, kind: 'runwayWatchList' as const, params })),
            noticeSubject: () => 'staff',
          },
          at,
        );
        if (listed) told += 1;
      }
      if (minAppVersion) {
        const older = (await alerts.watchedMachines()).filter(
          (machine) => machine.appVersion !== null && isOlderVersion(machine.appVersion, minAppVersion),
        );
        if (older.length > 0) {
          const staff = await alerts.staffOf(staffAlertScopes.outdatedAppVersions);
          const params = { machines: older.length, minimum: minAppVersion };
          const listed = await tell(
            {
              subject: 'staff',
              episode: day,
              kinds: ['outdatedAppVersions'],
              decides: 'outdatedAppVersions',
              notices: staff.map((userId) => ({ userId, kind: 'outdatedAppVersions' as const, params })),
              noticeSubject: () => 'staff',
            },
            at,
          );
          if (listed) told += 1;
        }
      }
      return told;
    },

    /** Changes the alert settings of one of the caller's own machines (404 for any other). */
    async saveSettings(
      userId: number,
      deviceId: number,
      body: PutCoasterAlertSettingsBody,
    ): Promise<CoasterAlertSettings> {
      const at = now();
      return db.transaction(async (tx) => {
        const alerts = coasterAlertsRepository(tx);
        const machine = await alerts.ownedMachine(deviceId);
        if (!machine || machine.userId !== userId) throw new AppError(404, errorMessages.notFound);
        const current = await alerts.settingsOf(deviceId);
        let snoozedUntil = current?.snoozedUntil ?? null;
        let snoozedUntilBackFrom = current?.snoozedUntilBackFrom ?? null;
        if (body.snooze !== undefined) {
          snoozedUntilBackFrom = body.snooze === 'untilBack' ? at : null;
          snoozedUntil =
            body.snooze === '1h'
              ? new Date(at.getTime() + hourMs)
              : body.snooze === 'tomorrow'
                ? await alerts.nextLocalMidnight(at, machine.timeZone)
                : null;
        }
        const row = {
          offlineThresholdMinutes: body.offlineThresholdMinutes,
          // Hours on no day would silence its offline alerts for good: that is "always open", as none.
          openingHours: body.openingHours && Object.values(body.openingHours).some(Boolean) ? body.openingHours : null,
          snoozedUntil,
          snoozedUntilBackFrom,
        };
        await alerts.saveSettings(deviceId, row, at);
        return alertSettingsOf(row, machine.lastSeenAt, at);
      });
    },
  };
}
