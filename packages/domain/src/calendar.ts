import dayjs, { type Dayjs } from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(isoWeek);

/*
 * Calendar maths (ADR 0038). Wall clocks are kept as UTC-mode dayjs values, whose fields never depend on the zone
 * the code runs in (a browser's or a server's); the timezone plugin only tells the offset of a zone at an instant.
 * `dayjs.tz(text, zone)` is not used to read a wall-clock time: for a time a daylight-saving change repeats, it
 * picks one of the two instants by the zone's offset on the day the code runs, so its answer would change with
 * the seasons.
 */

/** Minutes `timeZone` is ahead of UTC at `instant`. */
function offsetAt(instant: Dayjs, timeZone: string): number {
  return Math.round(instant.tz(timeZone).utcOffset());
}

/** The wall clock of `timeZone` at `instant`, as a UTC-mode dayjs. */
function wallClockAt(instant: Dayjs, timeZone: string): Dayjs {
  return instant.utc().add(offsetAt(instant, timeZone), 'minute');
}

/**
 * The instant a wall-clock time (a UTC-mode dayjs) names in `timeZone`. The offset is read at a first guess and
 * again at the instant it gives, since the two can differ across a daylight-saving change. A time the change
 * skipped or repeated gets the instant that second reading gives.
 */
function instantOfWallClock(wallClock: Dayjs, timeZone: string): Dayjs {
  const guess = wallClock.subtract(offsetAt(wallClock, timeZone), 'minute');
  return wallClock.subtract(offsetAt(guess, timeZone), 'minute');
}

const isoDateFormat = 'YYYY-MM-DD';

/** The instant a calendar day (`YYYY-MM-DD`) begins in `timeZone`; days are the user's own (docs/domain.md). */
export function startOfDayInZone(isoDate: string, timeZone: string): Date {
  const midnight = dayjs.utc(isoDate);
  const instant = instantOfWallClock(midnight, timeZone);
  if (wallClockAt(instant, timeZone).format(isoDateFormat) === midnight.format(isoDateFormat)) return instant.toDate();
  // Clocks that skip midnight (São Paulo until 2019, Santiago) start the day at the change, an instant that
  // still reads midnight on the offset before it: the wall-clock reading above lands in the day before.
  return midnight.subtract(offsetAt(instant, timeZone), 'minute').toDate();
}

/** The calendar day (`YYYY-MM-DD`) that `date` falls on in `timeZone`. */
export function isoDateInZone(date: Date, timeZone: string): string {
  return wallClockAt(dayjs(date), timeZone).format(isoDateFormat);
}

/**
 * The instants of a range of whole days picked in `timeZone`, `first` to `last` both included: from the first day's
 * midnight to the midnight after the last day, that one excluded ([start, next day)), as every range of the API is.
 */
export function daysRangeInZone(first: string, last: string, timeZone: string): { startAt: Date; endAt: Date } {
  return { startAt: startOfDayInZone(first, timeZone), endAt: startOfDayInZone(nextIsoDate(last), timeZone) };
}

/** The calendar day after `isoDate` (`YYYY-MM-DD`). */
export function nextIsoDate(isoDate: string): string {
  return dayjs.utc(isoDate).add(1, 'day').format(isoDateFormat);
}

/** The calendar units of the reports and the licence page; weeks are ISO weeks, Monday to Sunday. */
export const calendarPeriodKinds = ['day', 'isoWeek', 'month'] as const;
export type CalendarPeriodKind = (typeof calendarPeriodKinds)[number];

/**
 * The day, ISO week or month holding the calendar day `isoDate`, moved by `shift` whole periods (-1 is the one
 * before): its first day and the day after its last, both `YYYY-MM-DD`.
 */
export function calendarPeriod(
  isoDate: string,
  kind: CalendarPeriodKind,
  shift = 0,
): { firstDay: string; dayAfter: string } {
  const unit = kind === 'isoWeek' ? 'week' : kind;
  const first = dayjs.utc(isoDate).startOf(kind).add(shift, unit);
  return { firstDay: first.format(isoDateFormat), dayAfter: first.add(1, unit).format(isoDateFormat) };
}

/**
 * The day, ISO week or month holding `instant` on the calendar of `timeZone`, moved by `shift` whole periods, as
 * the instants from its first midnight to the next period's: a day across a daylight-saving change has its true
 * 23 or 25 hours. The server computes the same ranges in PostgreSQL (ADR 0010).
 */
export function calendarPeriodInZone(
  instant: Date | number,
  kind: CalendarPeriodKind,
  timeZone: string,
  shift = 0,
): { startAt: Date; endAt: Date } {
  const { firstDay, dayAfter } = calendarPeriod(isoDateInZone(new Date(instant), timeZone), kind, shift);
  return { startAt: startOfDayInZone(firstDay, timeZone), endAt: startOfDayInZone(dayAfter, timeZone) };
}

/** The calendar month holding `instant` in `timeZone`, as instants from its first midnight to the next month's. */
export function monthRangeInZone(instant: number, timeZone: string): { startAt: string; endAt: string } {
  const month = calendarPeriodInZone(instant, 'month', timeZone);
  return { startAt: month.startAt.toISOString(), endAt: month.endAt.toISOString() };
}

/** The local date-time (`YYYY-MM-DDTHH:mm`) an instant shows on a wall clock in `timeZone`. */
export function localDateTimeInZone(date: Date, timeZone: string): string {
  return wallClockAt(dayjs(date), timeZone).format('YYYY-MM-DDTHH:mm');
}

/**
 * The instant a local date-time (`YYYY-MM-DDTHH:mm`, as the range pickers give it) names in `timeZone`: staff pick
 * report periods on their own wall clock.
 */
export function instantOfLocalDateTime(localDateTime: string, timeZone: string): Date {
  return instantOfWallClock(dayjs.utc(localDateTime.slice(0, 16)), timeZone).toDate();
}
