import { isoDateInZone } from './calendar.ts';

/** Whole years, months and days from one instant to a later one, counted on the calendar of `timeZone`. */
export interface CalendarSpan {
  years: number;
  months: number;
  days: number;
}

/** The day `date` falls on in `timeZone`, the runtime's own zone when none is given. */
function calendarDate(date: Date, timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone) {
  const [year = 0, month = 1, day = 1] = isoDateInZone(date, timeZone).split('-').map(Number);
  return { year, month, day };
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The calendar span between the first day and today (docs/domain.md#screens-and-addresses profile, "time together"): 18 March to 15 May is
 * 1 month and 27 days. A later `from` than `to` counts as no time at all.
 */
export function timeTogether(from: Date, to: Date, timeZone?: string): CalendarSpan {
  if (to.getTime() <= from.getTime()) return { years: 0, months: 0, days: 0 };
  const start = calendarDate(from, timeZone);
  const end = calendarDate(to, timeZone);
  let months = (end.year - start.year) * 12 + (end.month - start.month);
  if (end.day < start.day) months -= 1;
  if (months < 0) return { years: 0, months: 0, days: 0 };
  // The first day moved on by whole months, kept inside a shorter month (31 January + 1 month is 28 February).
  const anchorYear = start.year + Math.floor((start.month - 1 + months) / 12);
  const anchorMonth = ((start.month - 1 + months) % 12) + 1;
  const anchorDay = Math.min(start.day, daysInMonth(anchorYear, anchorMonth));
  const days = Math.round(
    (Date.UTC(end.year, end.month - 1, end.day) - Date.UTC(anchorYear, anchorMonth - 1, anchorDay)) / 86_400_000,
  );
  return { years: Math.floor(months / 12), months: months % 12, days };
}

/** "2 years, 1 month and 3 days" in the reader's language, from Intl's own unit names; empty for no time. */
export function formatCalendarSpan(span: CalendarSpan, locale: string): string {
  const units = (['year', 'month', 'day'] as const)
    .map((unit) => ({ unit, value: span[`${unit}s`] }))
    .filter(({ value }) => value > 0)
    .map(({ unit, value }) =>
      new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value),
    );
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(units);
}
