/**
 * The coasters page and the staff fleet page (docs/devices.md): what became of each licence's machine, read from its
 * calls. The windows follow the check-in interval the server gives machines (`DEVICE_CHECK_IN_SECONDS`, ADR 0084).
 */

/**
 * - `online`: called within the interval and its grace;
 * - `late`: one check-in missed;
 * - `offline`: lost, more check-ins missed;
 * - `switchedOff`: it said it was shutting down, and has not called since;
 * - `notActivated`: the licence never had a machine;
 * - `replaced`: staff freed the slot (the PC was replaced) and no machine has taken it yet;
 * - `revoked`: the licence or its machine was revoked.
 */
export const coasterStatuses = [
  'online',
  'late',
  'offline',
  'switchedOff',
  'notActivated',
  'replaced',
  'revoked',
] as const;
export type CoasterStatus = (typeof coasterStatuses)[number];

/** The statuses of a machine that holds its slot and has called at least once: the ones that change by themselves. */
export const connectedCoasterStatuses = [
  'online',
  'late',
  'offline',
  'switchedOff',
] as const satisfies readonly CoasterStatus[];

/** The fleet page's order "by status": what needs someone first, what nobody can change last. */
export const coasterStatusOrder = [
  'offline',
  'late',
  'switchedOff',
  'online',
  'notActivated',
  'replaced',
  'revoked',
] as const satisfies readonly CoasterStatus[];

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** Rules of the coasters pages that the server and the screens share (ADR 0084). */
export const coasterRules = {
  /** Online while the last call is at most this many check-in intervals ago: one call may come a little late. */
  onlineIntervals: 1.5,
  /** Late up to this many intervals (one check-in missed, perhaps two); offline beyond. */
  lateIntervals: 3,
  /** Online but silent: no ride for this long… */
  silentStretchMs: 2 * hourMs,
  /** …where, on at least `silentUsualWeeks` of the same weekdays of the last `baselineWeeks` weeks, it played. */
  silentUsualWeeks: 3,
  /** The weeks a machine's own history is read back for its usual rides and its silences. */
  baselineWeeks: 4,
  /** Uptime is the share of this time it was online. */
  uptimeMs: 7 * dayMs,
  /** The wallet's runway reads the spending of this time. */
  runwayMs: 7 * dayMs,
} as const;

/** How long after its last call a machine is online, and then late; beyond, it is offline. */
export interface CoasterWindows {
  onlineForMs: number;
  lateForMs: number;
}

export function coasterWindows(checkInSeconds: number): CoasterWindows {
  return {
    onlineForMs: checkInSeconds * 1000 * coasterRules.onlineIntervals,
    lateForMs: checkInSeconds * 1000 * coasterRules.lateIntervals,
  };
}

/** The machine behind a licence's status: the one holding its slot, or else the one activated last. */
export interface CoasterDeviceFacts {
  lastSeenAt: string;
  /** Since when it has been online without a break; null when it is not (switched off) or nobody knows. */
  onlineSince: string | null;
  /** When it said it was shutting down; cleared by its next call. */
  switchedOffAt: string | null;
  freedAt: string | null;
  revokedAt: string | null;
}

export interface CoasterFacts {
  licenseRevokedAt: string | null;
  /** Null when no machine was ever activated on the licence. */
  device: CoasterDeviceFacts | null;
}

const ms = (iso: string) => new Date(iso).getTime();

/**
 * The status of a licence's machine at `now`: what staff decided comes first (revoked, replaced), then whether a
 * machine ever came, then what it said last (shutting down), then how long ago it called.
 */
export function coasterStatus(facts: CoasterFacts, windows: CoasterWindows, now: Date): CoasterStatus {
  const { device } = facts;
  if (facts.licenseRevokedAt || device?.revokedAt) return 'revoked';
  if (!device) return 'notActivated';
  if (device.freedAt) return 'replaced';
  if (device.switchedOffAt) return 'switchedOff';
  const age = now.getTime() - ms(device.lastSeenAt);
  if (age <= windows.onlineForMs) return 'online';
  return age <= windows.lateForMs ? 'late' : 'offline';
}

/**
 * The status a licence shows for its machine on the licence list and page: the one the server read for its machine
 * (`coasterStatus`, sent with the licence); without a machine, revoked or never activated, as `coasterStatus` says.
 */
export function licenseCoasterStatus(license: {
  revokedAt: string | null;
  device: { coasterStatus: CoasterStatus } | null;
}): CoasterStatus {
  if (license.device) return license.device.coasterStatus;
  return license.revokedAt ? 'revoked' : 'notActivated';
}

/** Since when the status at `now` holds, where it can be told; null for a licence that never had a machine. */
export function coasterStatusSince(facts: CoasterFacts, windows: CoasterWindows, now: Date): string | null {
  const status = coasterStatus(facts, windows, now);
  const { device } = facts;
  if (!device) return facts.licenseRevokedAt;
  const after = (offsetMs: number) => new Date(ms(device.lastSeenAt) + offsetMs).toISOString();
  switch (status) {
    case 'revoked':
      return facts.licenseRevokedAt ?? device.revokedAt;
    case 'replaced':
      return device.freedAt;
    case 'switchedOff':
      return device.switchedOffAt;
    case 'online':
      return device.onlineSince ?? device.lastSeenAt;
    case 'late':
      return after(windows.onlineForMs);
    case 'offline':
      return after(windows.lateForMs);
    case 'notActivated':
      return null;
  }
}

/** What a call changes of a machine's current online run, and the run it ends, if any (ADR 0084). */
export interface OnlineRunStep {
  onlineSince: string | null;
  switchedOffAt: string | null;
  /** A run that the call shows ended earlier: the machine went silent for longer than the online window. */
  ended: { startedAt: string; endedAt: string } | null;
}

/**
 * A call at `at` continues the machine's online run when it comes within the online window of the last call; after
 * a longer silence, or after the machine said it was shutting down, it starts a new run. A call older than the last
 * one changes nothing (two processes may write their calls in either order).
 */
export function onlineRunAfterCall(
  device: Pick<CoasterDeviceFacts, 'lastSeenAt' | 'onlineSince' | 'switchedOffAt'>,
  at: Date,
  windows: CoasterWindows,
): OnlineRunStep {
  const { lastSeenAt, onlineSince, switchedOffAt } = device;
  if (at.getTime() <= ms(lastSeenAt)) return { onlineSince, switchedOffAt, ended: null };
  const lost = at.getTime() - ms(lastSeenAt) > windows.onlineForMs;
  const ended =
    lost && onlineSince && !switchedOffAt
      ? { startedAt: onlineSince, endedAt: new Date(ms(lastSeenAt) + windows.onlineForMs).toISOString() }
      : null;
  const continues = onlineSince && !switchedOffAt && !lost;
  return { onlineSince: continues ? onlineSince : at.toISOString(), switchedOffAt: null, ended };
}

/** The shutdown a machine announces at `at` ends its run there (or where the run was lost, if it was before). */
export function onlineRunAtShutdown(
  device: Pick<CoasterDeviceFacts, 'lastSeenAt' | 'onlineSince' | 'switchedOffAt'>,
  at: Date,
  windows: CoasterWindows,
): OnlineRunStep & { ended: { startedAt: string; endedAt: string; lost: boolean } | null } {
  const { lastSeenAt, onlineSince, switchedOffAt } = device;
  if (!onlineSince || switchedOffAt)
    return { onlineSince: null, switchedOffAt: switchedOffAt ?? at.toISOString(), ended: null };
  const lostAt = ms(lastSeenAt) + windows.onlineForMs;
  const lost = at.getTime() > lostAt;
  return {
    onlineSince: null,
    switchedOffAt: at.toISOString(),
    ended: { startedAt: onlineSince, endedAt: new Date(lost ? lostAt : at.getTime()).toISOString(), lost },
  };
}

/** What the wallet's runway is read from (ADR 0084). */
export interface RunwayFacts {
  balance: number;
  /** Coins charged by rides over the last `coasterRules.runwayMs`. */
  chargedInWindow: number;
  /** How many of those rides were charged. */
  chargedRidesInWindow: number;
  /** The client's tariff now. */
  coinsPerCustomer: number;
}

export interface WalletRunwayFigures {
  balance: number;
  coinsPerDay: number;
  daysLeft: number | null;
  ridesLeft: number | null;
  blockExpectedAt: string | null;
}

/**
 * Days and rides left before the automatic "insufficient coin balance" block, which comes once a charge leaves the
 * balance under the price of one ride (`oneRidePrice`: the tariff for one customer). Days at the last 7 days' pace
 * (null when nothing was charged); rides at the last 7 days' average charge per ride, or at one customer's price
 * when none was charged.
 */
export function walletRunway(facts: RunwayFacts, now: Date): WalletRunwayFigures {
  const { balance, chargedInWindow, chargedRidesInWindow, coinsPerCustomer } = facts;
  const windowDays = coasterRules.runwayMs / dayMs;
  const coinsPerDay = chargedInWindow / windowDays;
  // The block comes with the coin whose charge leaves less than one ride's price: this many coins bring it.
  const spendable = Math.max(0, balance - coinsPerCustomer + 1);
  const perRide = chargedRidesInWindow > 0 ? chargedInWindow / chargedRidesInWindow : coinsPerCustomer;
  const daysLeft = coinsPerDay > 0 ? spendable / coinsPerDay : null;
  return {
    balance,
    coinsPerDay: round2(coinsPerDay),
    daysLeft: daysLeft === null ? null : round2(daysLeft),
    ridesLeft: Math.ceil(spendable / perRide),
    blockExpectedAt: daysLeft === null ? null : new Date(now.getTime() + daysLeft * dayMs).toISOString(),
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A version's key for ordering, as the server's SQL builds it too: every run of digits padded to 12, so `3.10.0`
 * follows `3.9.2` and letters compare as text.
 */
export function versionOrderKey(version: string): string {
  return version.replace(/\d+/g, (digits) => digits.padStart(12, '0'));
}
