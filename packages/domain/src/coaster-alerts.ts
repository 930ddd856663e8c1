import { versionOrderKey } from './coasters.ts';
import type { Scope } from './scopes.ts';

/**
 * Alerts about coasters (ADR 0086): what the evaluation job tells owners and staff about machines and wallets, once
 * per episode, and the settings an owner keeps per machine.
 */

/** The rules of the alerts that the server and the screens share. */
export const coasterAlertRules = {
  /** A machine silent for longer than this since its last call is reported offline, unless its owner set another. */
  defaultOfflineThresholdMinutes: 15,
  /**
   * One minute: a threshold shorter than the late window (1.5 check-in intervals, ADR 0084) is reached the moment the
   * machine turns late, so the least an owner may set means "as soon as a check-in is missed".
   */
  minOfflineThresholdMinutes: 1,
  maxOfflineThresholdMinutes: 1440,
  /** Still offline after these many hours, once each per outage. */
  stillOfflineHours: [3, 24],
  /** Rides waiting on a machine for longer than this since its last delivered batch are a sync backlog. */
  syncBacklogMinutes: 60,
  /** An offline machine whose licence file expires within this many hours is told about. */
  licenseFileWarningHours: 24,
  /** The wallet's runway under these many days, once each per crossing (an insertion of coins starts a new one). */
  runwayDays: [7, 3, 1],
  /** Staff: this many of one client's machines lost within `venueOutageWindowMinutes` are one venue outage. */
  venueOutageMachines: 3,
  venueOutageWindowMinutes: 5,
  /** Staff: the daily list of clients whose runway is under this many days. */
  runwayWatchDays: 3,
} as const;

/** Which staff each staff alert goes to (ADR 0086); each person may still turn a kind off. */
export const staffAlertScopes = {
  venueOutage: ['admin', 'supervisor', 'colaborador'],
  runwayWatchList: ['admin', 'supervisor'],
  outdatedAppVersions: ['admin', 'supervisor', 'colaborador'],
} as const satisfies Record<string, readonly Exclude<Scope, 'user'>[]>;

export const openingWeekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type OpeningWeekday = (typeof openingWeekdays)[number];

/** One day's hours, local `HH:MM`; `to` at or before `from` runs past midnight into the next day. */
export interface OpeningSpan {
  from: string;
  to: string;
}

/** A machine's opening hours by weekday in its owner's time zone; a day without hours is closed. */
export type OpeningHours = Partial<Record<OpeningWeekday, OpeningSpan | null>>;

export const coasterSnoozes = ['1h', 'tomorrow', 'untilBack'] as const;
export type CoasterSnooze = (typeof coasterSnoozes)[number];

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The weekday and minute of the day of `at` in `timeZone`. */
export function localWeekdayAndMinute(at: Date, timeZone: string): { weekday: OpeningWeekday; minute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  const weekday = part('weekday').toLowerCase().slice(0, 3) as OpeningWeekday;
  return { weekday, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

/**
 * Whether `at` is within the opening hours, in the owner's time zone; always when none are set. A span that runs past
 * midnight covers the early hours of the next day too.
 */
export function isWithinOpeningHours(hours: OpeningHours | null, at: Date, timeZone: string): boolean {
  if (!hours) return true;
  const { weekday, minute } = localWeekdayAndMinute(at, timeZone);
  const today = hours[weekday];
  const index = openingWeekdays.indexOf(weekday);
  const yesterday = hours[openingWeekdays[(index + 6) % 7] ?? 'sun'];
  if (today) {
    const from = minutesOf(today.from);
    const to = minutesOf(today.to);
    if (to > from ? minute >= from && minute < to : minute >= from) return true;
  }
  if (yesterday) {
    const from = minutesOf(yesterday.from);
    const to = minutesOf(yesterday.to);
    if (to <= from && minute < to) return true;
  }
  return false;
}

/** The lowest runway mark (7, 3 or 1 days) that `daysLeft` is under; null when it is under none. */
export function runwayMark(daysLeft: number | null): number | null {
  if (daysLeft === null) return null;
  const marks = coasterAlertRules.runwayDays.filter((days) => daysLeft < days);
  return marks.length > 0 ? Math.min(...marks) : null;
}

/**
 * Whether an app version is older than the minimum, by `versionOrderKey`'s rule (runs of digits compared as
 * numbers).
 */
export function isOlderVersion(version: string, minimum: string): boolean {
  return versionOrderKey(version) < versionOrderKey(minimum);
}
