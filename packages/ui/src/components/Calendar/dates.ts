/**
 * Calendar arithmetic on ISO dates (`YYYY-MM-DD`). A picked day is a day, not an instant, so it is
 * computed in UTC where no timezone can move it to the day before.
 */

import { calendarPeriod } from '@orbit/domain';

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of an ISO date, or null when the text is not a real calendar day. */
export function parseIsoDate(iso: string): Date | null {
  const match = isoDatePattern.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** True when the text is a real calendar day written `YYYY-MM-DD`. */
export function isIsoDate(text: string): boolean {
  return parseIsoDate(text) !== null;
}

/** The ISO date of a year, a month (1-12) and a day; out-of-range parts roll over as in `Date.UTC`. */
export function isoDateOf(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

function partsOf(iso: string): { year: number; month: number; day: number } {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not an ISO date: ${iso}`);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Today in the person's own timezone. */
export function todayIso(now: Date = new Date()): string {
  return isoDateOf(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

export function addDays(iso: string, days: number): string {
  const { year, month, day } = partsOf(iso);
  return isoDateOf(year, month, day + days);
}

/** The same day `months` later, kept inside the target month (31 Jan + 1 month = 28 or 29 Feb). */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = partsOf(iso);
  const firstOfTarget = isoDateOf(year, month + months, 1);
  const target = partsOf(firstOfTarget);
  return isoDateOf(target.year, target.month, Math.min(day, daysInMonth(firstOfTarget)));
}

/** The first day of the month of an ISO date. */
export function startOfMonth(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

export function daysInMonth(iso: string): number {
  const { year, month } = partsOf(iso);
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 0 for Monday to 6 for Sunday: weeks start on Monday (docs/domain.md). */
export function weekdayIndex(iso: string): number {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not an ISO date: ${iso}`);
  return (date.getUTCDay() + 6) % 7;
}

/** The ISO week of a date, Monday to Sunday, as the reports count it (the domain's calendar periods). */
function weekOf(iso: string): { firstDay: string; dayAfter: string } {
  if (!isIsoDate(iso)) throw new RangeError(`Not an ISO date: ${iso}`);
  return calendarPeriod(iso, 'isoWeek');
}

export function startOfWeek(iso: string): string {
  return weekOf(iso).firstDay;
}

export function endOfWeek(iso: string): string {
  return addDays(weekOf(iso).dayAfter, -1);
}

/**
 * The weeks of a month, Monday first: each week has seven cells, the ISO date of a day of the month or null
 * for the days of the months around it.
 */
export function monthWeeks(monthIso: string): (string | null)[][] {
  const first = startOfMonth(monthIso);
  const cells: (string | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  const count = daysInMonth(first);
  for (let day = 0; day < count; day += 1) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** Whole months from the month of `from` to the month of `to` (negative when `to` is earlier). */
export function monthsBetween(from: string, to: string): number {
  const a = partsOf(from);
  const b = partsOf(to);
  return (b.year - a.year) * 12 + (b.month - a.month);
}

/** The date moved inside `[min, max]`; ISO dates compare correctly as text. */
export function clampDate(iso: string, min?: string, max?: string): string {
  if (min !== undefined && iso < min) return min;
  if (max !== undefined && iso > max) return max;
  return iso;
}

/** True when the date lies outside `[min, max]`. */
export function isOutsideRange(iso: string, min?: string, max?: string): boolean {
  return (min !== undefined && iso < min) || (max !== undefined && iso > max);
}

/** Seven dates of one week starting on Monday, for weekday names. */
export function mondayWeek(): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays('2024-01-01', index));
}
