import { localeOf } from './languages.ts';

/** How much of a date to show: `short` 05/15/2026, `medium` May 15, 2026, `long` with the weekday, `dateTime` with the time, `time`, `monthYear` May 2026, `shortMonthYear` May 26 (a chart's axis). */
export type DateStyle = 'short' | 'medium' | 'long' | 'dateTime' | 'time' | 'monthYear' | 'shortMonthYear';

const dateStyles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { dateStyle: 'short' },
  medium: { dateStyle: 'medium' },
  long: { dateStyle: 'full' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  monthYear: { month: 'long', year: 'numeric' },
  shortMonthYear: { month: 'short', year: '2-digit' },
};

// Making a formatter costs far more than formatting with it, and a table formats a date and several numbers per row
// on every render: one formatter is kept per locale, style and zone (or options).
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function dateFormat(locale: string, style: DateStyle, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale} ${style} ${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...dateStyles[style], timeZone });
    dateFormats.set(key, format);
  }
  return format;
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions | undefined): Intl.NumberFormat {
  const key = `${locale} ${options ? JSON.stringify(options) : ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

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
  return dateFormat(localeOf(language), style, timeZone).format(value);
}

/** A number in the conventions of `language`; `options` are Intl's (`style: 'percent'`, `maximumFractionDigits`, ...). */
export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return numberFormat(localeOf(language), options).format(value);
}

/**
 * Makes the date format every signed-in page's frame shows (`medium`, the browser's zone), which is the first one a
 * page makes: the first date format loads the browser's calendar data, about 15 ms (60 ms on a slow phone). Called in
 * a task of its own while the first texts download, it keeps that cost out of the first render's single long task.
 */
export function prepareDateFormats(language: string): void {
  dateFormat(localeOf(language), 'medium', undefined);
}
