import type { NotificationFormat } from './texts.ts';

/** A length of minutes as hours and minutes (`2 h 5 min`), or minutes alone under an hour. */
export function durationOf(minutes: number, format: NotificationFormat, hourUnit: string, minuteUnit: string): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${format.number(rest)} ${minuteUnit}`;
  return rest === 0
    ? `${format.number(hours)} ${hourUnit}`
    : `${format.number(hours)} ${hourUnit} ${format.number(rest)} ${minuteUnit}`;
}
