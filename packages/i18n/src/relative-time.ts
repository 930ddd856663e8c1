import { localeOf } from './languages.ts';

// Apart from format.ts, which the first page's code carries: only the screens that show machines need this (ADR 0014).
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** The largest unit that fits an interval, with its length: "3 hours ago" rather than "190 minutes ago". */
const relativeUnits: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/**
 * How long before (or after) `now` a moment is, in the conventions of `language`: "25 minutes ago", "yesterday",
 * "in 3 hours". Under a second reads "now".
 */
export function formatRelativeTime(date: Date | string | number, now: Date, language: string): string {
  const locale = localeOf(language);
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  const elapsed = (date instanceof Date ? date : new Date(date)).getTime() - now.getTime();
  const [unit, length] = relativeUnits.find(([, size]) => Math.abs(elapsed) >= size) ?? ['second', 1000];
  // Whole units toward zero, so 59 minutes stay "59 minutes ago" and never round up to "1 hour ago".
  return format.format(Math.trunc(elapsed / length) || 0, unit);
}
