/** Minutes `timeZone` is ahead of UTC at `instant`. */
function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((wallClock - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The instant a calendar day (`YYYY-MM-DD`) begins in `timeZone`; days are the user's own (docs/domain.md). */
export function startOfDayInZone(isoDate: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const midnightUtc = Date.UTC(year, month - 1, day);
  // The offset at the guess can differ from the offset at the answer across a daylight-saving change: check twice.
  let instant = midnightUtc - zoneOffsetMinutes(midnightUtc, timeZone) * 60_000;
  instant = midnightUtc - zoneOffsetMinutes(instant, timeZone) * 60_000;
  return new Date(instant);
}

/** The calendar day (`YYYY-MM-DD`) that `date` falls on in `timeZone`. */
export function isoDateInZone(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** The calendar day after `isoDate` (`YYYY-MM-DD`). */
export function nextIsoDate(isoDate: string): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** The calendar month holding `instant` in `timeZone`, as instants from its first midnight to the next month's. */
export function monthRangeInZone(instant: number, timeZone: string): { startAt: string; endAt: string } {
  const [year = 0, month = 1] = isoDateInZone(new Date(instant), timeZone).split('-').map(Number);
  const firstDay = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;
  const next = month === 12 ? firstDay(year + 1, 1) : firstDay(year, month + 1);
  return {
    startAt: startOfDayInZone(firstDay(year, month), timeZone).toISOString(),
    endAt: startOfDayInZone(next, timeZone).toISOString(),
  };
}

/**
 * The instant a local date-time (`YYYY-MM-DDTHH:mm`, as the range pickers give it) names in `timeZone`: staff pick
 * report periods on their own wall clock.
 */
export function instantOfLocalDateTime(localDateTime: string, timeZone: string): Date {
  const [hours = 0, minutes = 0] = (localDateTime.slice(11, 16) || '00:00').split(':').map(Number);
  const [year = 0, month = 1, day = 1] = localDateTime.slice(0, 10).split('-').map(Number);
  const wallClockUtc = Date.UTC(year, month - 1, day, hours, minutes);
  let instant = wallClockUtc - zoneOffsetMinutes(wallClockUtc, timeZone) * 60_000;
  instant = wallClockUtc - zoneOffsetMinutes(instant, timeZone) * 60_000;
  return new Date(instant);
}
