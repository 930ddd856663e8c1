import { formatDate, type DateStyle } from '@orbit/i18n';
import { isoDateOf, mondayWeek, parseIsoDate } from './dates.ts';

/** An ISO date in the conventions of `language`; the day is shown as picked, whatever the person's timezone. */
export function formatIsoDate(iso: string, language: string, style: DateStyle = 'medium'): string {
  const date = parseIsoDate(iso);
  return date ? formatDate(date, language, style, 'UTC') : iso;
}

function numericFormat(language: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
}

/** An ISO date as the person types it in their language: 05/15/2026 in English, 15/05/2026 in Portuguese. */
export function formatNumericDate(iso: string, language: string): string {
  const date = parseIsoDate(iso);
  return date ? numericFormat(language).format(date) : iso;
}

/**
 * Reads a date typed in the numeric order of `language` (day, month and year in any separators);
 * null when it is not a real day. Two-digit years mean this century.
 */
export function parseNumericDate(text: string, language: string): string | null {
  const numbers = text.trim().split(/\D+/).filter(Boolean).map(Number);
  if (numbers.length !== 3) return null;
  const order = numericFormat(language)
    .formatToParts(new Date(Date.UTC(2026, 0, 31)))
    .map((part) => part.type)
    .filter((type) => type === 'day' || type === 'month' || type === 'year');
  const value = (type: 'day' | 'month' | 'year') => numbers[order.indexOf(type)] ?? Number.NaN;
  const year = value('year') < 100 ? 2000 + value('year') : value('year');
  const month = value('month');
  const day = value('day');
  if (!Number.isInteger(year) || year < 1000 || year > 9999) return null;
  const iso = isoDateOf(year, month, day);
  const parsed = parseIsoDate(iso);
  return parsed && parsed.getUTCMonth() + 1 === month && parsed.getUTCDate() === day ? iso : null;
}

/** How a typed date is laid out in `language`, written with the given letters: mm/dd/yyyy, dd/mm/aaaa, jj/mm/aaaa. */
export function numericDatePattern(language: string, letters: { day: string; month: string; year: string }): string {
  return numericFormat(language)
    .formatToParts(new Date(Date.UTC(2026, 0, 31)))
    .map((part) =>
      part.type === 'day' || part.type === 'month' || part.type === 'year' ? letters[part.type] : part.value,
    )
    .join('');
}

/** The weekday names of `language`, Monday first: short for the column heads, long for assistive technology. */
export function weekdayNames(language: string): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  return mondayWeek().map((iso) => {
    const date = parseIsoDate(iso) ?? new Date(iso);
    return { short: short.format(date), long: long.format(date) };
  });
}
