import { localeOf } from './languages.ts';

/** How much of a date to show: `short` 05/15/2026, `medium` May 15, 2026, `long` with the weekday, `dateTime` with the time, `time`, `monthYear` May 2026. */
export type DateStyle = 'short' | 'medium' | 'long' | 'dateTime' | 'time' | 'monthYear';

const dateStyles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { dateStyle: 'short' },
  medium: { dateStyle: 'medium' },
  long: { dateStyle: 'full' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  monthYear: { month: 'long', year: 'numeric' },
};

/**
 * A date in the conventions of `language`. Pass the person's `timeZone` (an IANA name such as
 * `America/Sao_Paulo`); without one the browser's zone is used.
 */
export function formatDate(
  date: Date | string | number,
  language: string,
  style: DateStyle = 'medium',
  timeZone?: string,
): string {
  const value = date instanceof Date ? date : new Date(date);
  return new Intl.DateTimeFormat(localeOf(language), { ...dateStyles[style], timeZone }).format(value);
}

/** A number in the conventions of `language`; `options` are Intl's (`style: 'percent'`, `maximumFractionDigits`, ...). */
export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(localeOf(language), options).format(value);
}
