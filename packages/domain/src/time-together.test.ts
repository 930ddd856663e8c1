import { describe, expect, it } from 'vitest';
import { formatCalendarSpan, timeTogether } from './time-together.ts';

describe('timeTogether', () => {
  it('counts whole years, months and days on the calendar', () => {
    expect(timeTogether(new Date('2024-03-18T14:30:00Z'), new Date('2026-05-15T12:00:00Z'), 'UTC')).toEqual({
      years: 2,
      months: 1,
      days: 27,
    });
  });

  it('borrows the days of the month before the end month', () => {
    expect(timeTogether(new Date('2026-01-31T12:00:00Z'), new Date('2026-03-01T12:00:00Z'), 'UTC')).toEqual({
      years: 0,
      months: 1,
      days: 1,
    });
    expect(timeTogether(new Date('2025-12-20T12:00:00Z'), new Date('2026-01-05T12:00:00Z'), 'UTC')).toEqual({
      years: 0,
      months: 0,
      days: 16,
    });
  });

  it('counts the days in the client time zone', () => {
    // 02:00 UTC on 16 May is still 15 May in São Paulo.
    const from = new Date('2026-05-14T12:00:00Z');
    const to = new Date('2026-05-16T02:00:00Z');
    expect(timeTogether(from, to, 'America/Sao_Paulo').days).toBe(1);
    expect(timeTogether(from, to, 'UTC').days).toBe(2);
  });

  it('is no time when the first day is today or later', () => {
    expect(timeTogether(new Date('2026-05-15T10:00:00Z'), new Date('2026-05-15T12:00:00Z'), 'UTC')).toEqual({
      years: 0,
      months: 0,
      days: 0,
    });
    expect(timeTogether(new Date('2026-06-01T00:00:00Z'), new Date('2026-05-15T12:00:00Z'), 'UTC')).toEqual({
      years: 0,
      months: 0,
      days: 0,
    });
  });
});

describe('formatCalendarSpan', () => {
  it('names the units in the reader language and leaves out zeros', () => {
    expect(formatCalendarSpan({ years: 2, months: 1, days: 27 }, 'en-US')).toBe('2 years, 1 month, and 27 days');
    expect(formatCalendarSpan({ years: 1, months: 0, days: 3 }, 'pt-BR')).toBe('1 ano e 3 dias');
    expect(formatCalendarSpan({ years: 0, months: 0, days: 0 }, 'en-US')).toBe('');
  });
});
