import { describe, expect, it } from 'vitest';
import {
  daysRangeInZone,
  calendarPeriod,
  calendarPeriodInZone,
  instantOfLocalDateTime,
  localDateTimeInZone,
  isoDateInZone,
  monthRangeInZone,
  nextIsoDate,
  startOfDayInZone,
} from './calendar.ts';

describe('startOfDayInZone', () => {
  it('finds midnight in zones behind and ahead of UTC', () => {
    expect(startOfDayInZone('2026-05-15', 'America/Sao_Paulo').toISOString()).toBe('2026-05-15T03:00:00.000Z');
    expect(startOfDayInZone('2026-05-15', 'Asia/Tokyo').toISOString()).toBe('2026-05-14T15:00:00.000Z');
    expect(startOfDayInZone('2026-05-15', 'UTC').toISOString()).toBe('2026-05-15T00:00:00.000Z');
  });

  it('follows daylight-saving changes', () => {
    expect(startOfDayInZone('2026-03-29', 'Europe/Lisbon').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(startOfDayInZone('2026-03-30', 'Europe/Lisbon').toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });
});

describe('isoDateInZone', () => {
  it('gives the day the instant falls on in the zone', () => {
    const instant = new Date('2026-05-15T02:00:00Z');
    expect(isoDateInZone(instant, 'America/Sao_Paulo')).toBe('2026-05-14');
    expect(isoDateInZone(instant, 'Europe/Rome')).toBe('2026-05-15');
  });
});

describe('nextIsoDate', () => {
  it('crosses month and year ends', () => {
    expect(nextIsoDate('2026-01-31')).toBe('2026-02-01');
    expect(nextIsoDate('2026-12-31')).toBe('2027-01-01');
  });
});

describe('calendarPeriod', () => {
  it('gives the ISO week, Monday to Sunday, holding a day', () => {
    const week = { firstDay: '2026-05-11', dayAfter: '2026-05-18' };
    expect(calendarPeriod('2026-05-11', 'isoWeek')).toEqual(week);
    expect(calendarPeriod('2026-05-15', 'isoWeek')).toEqual(week);
    expect(calendarPeriod('2026-05-17', 'isoWeek')).toEqual(week);
    expect(calendarPeriod('2026-05-18', 'isoWeek')).toEqual({ firstDay: '2026-05-18', dayAfter: '2026-05-25' });
    // 1 January 2027 is a Friday: its ISO week began in 2026.
    expect(calendarPeriod('2027-01-01', 'isoWeek')).toEqual({ firstDay: '2026-12-28', dayAfter: '2027-01-04' });
  });

  it('gives the day and the month, moved by whole periods', () => {
    expect(calendarPeriod('2026-12-31', 'day')).toEqual({ firstDay: '2026-12-31', dayAfter: '2027-01-01' });
    expect(calendarPeriod('2026-01-31', 'month')).toEqual({ firstDay: '2026-01-01', dayAfter: '2026-02-01' });
    expect(calendarPeriod('2026-01-31', 'month', 1)).toEqual({ firstDay: '2026-02-01', dayAfter: '2026-03-01' });
    expect(calendarPeriod('2026-01-15', 'month', -11)).toEqual({ firstDay: '2025-02-01', dayAfter: '2025-03-01' });
    expect(calendarPeriod('2026-05-15', 'isoWeek', -1)).toEqual({ firstDay: '2026-05-04', dayAfter: '2026-05-11' });
  });
});

describe('calendarPeriodInZone', () => {
  it('counts 23:30 on a Sunday in São Paulo in that ISO week, not the next', () => {
    expect(calendarPeriodInZone(Date.parse('2026-03-02T02:30:00Z'), 'isoWeek', 'America/Sao_Paulo')).toEqual({
      startAt: new Date('2026-02-23T03:00:00Z'),
      endAt: new Date('2026-03-02T03:00:00Z'),
    });
  });

  it('gives a week across a daylight-saving change its true length', () => {
    const week = calendarPeriodInZone(new Date('2026-03-08T12:00:00Z'), 'isoWeek', 'America/New_York');
    expect(week).toEqual({ startAt: new Date('2026-03-02T05:00:00Z'), endAt: new Date('2026-03-09T04:00:00Z') });
    expect((week.endAt.getTime() - week.startAt.getTime()) / 3_600_000).toBe(7 * 24 - 1);
  });

  it('moves by whole periods', () => {
    expect(calendarPeriodInZone(Date.parse('2026-05-15T12:00:00Z'), 'month', 'UTC', -1)).toEqual({
      startAt: new Date('2026-04-01T00:00:00Z'),
      endAt: new Date('2026-05-01T00:00:00Z'),
    });
    expect(calendarPeriodInZone(Date.parse('2026-05-15T12:00:00Z'), 'day', 'Asia/Tokyo', 1)).toEqual({
      startAt: new Date('2026-05-15T15:00:00Z'),
      endAt: new Date('2026-05-16T15:00:00Z'),
    });
  });
});

describe('monthRangeInZone', () => {
  it('is the calendar month holding the instant in the user’s time zone', () => {
    expect(monthRangeInZone(Date.parse('2026-05-15T12:00:00Z'), 'America/Sao_Paulo')).toEqual({
      startAt: '2026-05-01T03:00:00.000Z',
      endAt: '2026-06-01T03:00:00.000Z',
    });
    // Still 31 December in São Paulo, already January in UTC.
    expect(monthRangeInZone(Date.parse('2027-01-01T01:00:00Z'), 'America/Sao_Paulo')).toEqual({
      startAt: '2026-12-01T03:00:00.000Z',
      endAt: '2027-01-01T03:00:00.000Z',
    });
  });
  it('follows a change of daylight saving time inside the month', () => {
    expect(monthRangeInZone(Date.parse('2026-03-15T12:00:00Z'), 'Europe/Lisbon')).toEqual({
      startAt: '2026-03-01T00:00:00.000Z',
      endAt: '2026-03-31T23:00:00.000Z',
    });
  });
});

describe('instantOfLocalDateTime', () => {
  it('reads a wall-clock time in the zone', () => {
    expect(instantOfLocalDateTime('2026-05-15T10:30', 'America/Sao_Paulo').toISOString()).toBe(
      '2026-05-15T13:30:00.000Z',
    );
    expect(instantOfLocalDateTime('2026-05-15T00:00', 'Asia/Tokyo').toISOString()).toBe('2026-05-14T15:00:00.000Z');
    expect(instantOfLocalDateTime('2026-05-15', 'UTC').toISOString()).toBe('2026-05-15T00:00:00.000Z');
  });

  it('follows daylight-saving changes', () => {
    expect(instantOfLocalDateTime('2026-03-29T12:00', 'Europe/Lisbon').toISOString()).toBe('2026-03-29T11:00:00.000Z');
    expect(instantOfLocalDateTime('2026-03-28T12:00', 'Europe/Lisbon').toISOString()).toBe('2026-03-28T12:00:00.000Z');
  });
});

// Daylight-saving changes: São Paulo's last one (2018-11-04 00:00 → 01:00, 2019-02-17 00:00 → 2019-02-16 23:00),
// Lisbon's (last Sunday of March 01:00 UTC forward, last Sunday of October 01:00 UTC back) and New York's (second
// Sunday of March 02:00 → 03:00, first Sunday of November 02:00 → 01:00).
describe('across daylight-saving changes', () => {
  describe('startOfDayInZone', () => {
    it.each([
      ['America/Sao_Paulo', '2018-11-03', '2018-11-03T03:00:00.000Z'],
      ['America/Sao_Paulo', '2018-11-05', '2018-11-05T02:00:00.000Z'],
      ['America/Sao_Paulo', '2019-02-16', '2019-02-16T02:00:00.000Z'],
      ['America/Sao_Paulo', '2019-02-17', '2019-02-17T03:00:00.000Z'],
      ['Europe/Lisbon', '2026-03-29', '2026-03-29T00:00:00.000Z'],
      ['Europe/Lisbon', '2026-03-30', '2026-03-29T23:00:00.000Z'],
      ['Europe/Lisbon', '2026-10-25', '2026-10-24T23:00:00.000Z'],
      ['Europe/Lisbon', '2026-10-26', '2026-10-26T00:00:00.000Z'],
      ['America/New_York', '2026-03-08', '2026-03-08T05:00:00.000Z'],
      ['America/New_York', '2026-03-09', '2026-03-09T04:00:00.000Z'],
      ['America/New_York', '2026-11-01', '2026-11-01T04:00:00.000Z'],
      ['America/New_York', '2026-11-02', '2026-11-02T05:00:00.000Z'],
    ])('%s %s begins at %s', (timeZone, isoDate, instant) => {
      expect(startOfDayInZone(isoDate, timeZone).toISOString()).toBe(instant);
    });

    // The old Intl arithmetic answered 02:00Z here, 23:00 of the day before: the day begins at the change.
    it('begins a day whose midnight the clocks skip when they land, at 01:00', () => {
      expect(startOfDayInZone('2018-11-04', 'America/Sao_Paulo').toISOString()).toBe('2018-11-04T03:00:00.000Z');
      expect(isoDateInZone(startOfDayInZone('2018-11-04', 'America/Sao_Paulo'), 'America/Sao_Paulo')).toBe(
        '2018-11-04',
      );
      expect(startOfDayInZone('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
    });

    it('gives days of 23 and 25 hours on the days of the change', () => {
      const hours = (isoDate: string, timeZone: string) =>
        (startOfDayInZone(nextIsoDate(isoDate), timeZone).getTime() - startOfDayInZone(isoDate, timeZone).getTime()) /
        3_600_000;
      expect(hours('2018-11-04', 'America/Sao_Paulo')).toBe(23);
      expect(hours('2019-02-16', 'America/Sao_Paulo')).toBe(25);
      expect(hours('2026-03-29', 'Europe/Lisbon')).toBe(23);
      expect(hours('2026-10-25', 'Europe/Lisbon')).toBe(25);
      expect(hours('2026-03-08', 'America/New_York')).toBe(23);
      expect(hours('2026-11-01', 'America/New_York')).toBe(25);
    });
  });

  describe('monthRangeInZone', () => {
    it.each([
      ['America/Sao_Paulo', '2018-11-15T12:00:00Z', '2018-11-01T03:00:00.000Z', '2018-12-01T02:00:00.000Z'],
      ['America/Sao_Paulo', '2019-02-10T12:00:00Z', '2019-02-01T02:00:00.000Z', '2019-03-01T03:00:00.000Z'],
      // 23:30 on 31 October in São Paulo, already November in UTC.
      ['America/Sao_Paulo', '2018-11-01T02:30:00Z', '2018-10-01T03:00:00.000Z', '2018-11-01T03:00:00.000Z'],
      ['Europe/Lisbon', '2026-10-15T12:00:00Z', '2026-09-30T23:00:00.000Z', '2026-11-01T00:00:00.000Z'],
      ['Europe/Lisbon', '2026-10-31T23:30:00Z', '2026-09-30T23:00:00.000Z', '2026-11-01T00:00:00.000Z'],
      ['America/New_York', '2026-03-15T12:00:00Z', '2026-03-01T05:00:00.000Z', '2026-04-01T04:00:00.000Z'],
      ['America/New_York', '2026-11-15T12:00:00Z', '2026-11-01T04:00:00.000Z', '2026-12-01T05:00:00.000Z'],
      ['America/New_York', '2026-11-01T04:30:00Z', '2026-11-01T04:00:00.000Z', '2026-12-01T05:00:00.000Z'],
    ])('%s at %s is the month from %s to %s', (timeZone, instant, startAt, endAt) => {
      expect(monthRangeInZone(Date.parse(instant), timeZone)).toEqual({ startAt, endAt });
    });
  });

  describe('instantOfLocalDateTime', () => {
    it.each([
      // Around São Paulo's gap (00:00 to 01:00 did not happen) and overlap (23:00 to 00:00 happened twice).
      ['America/Sao_Paulo', '2018-11-03T23:30', '2018-11-04T02:30:00.000Z'],
      ['America/Sao_Paulo', '2018-11-04T01:00', '2018-11-04T03:00:00.000Z'],
      ['America/Sao_Paulo', '2019-02-16T22:30', '2019-02-17T00:30:00.000Z'],
      ['America/Sao_Paulo', '2019-02-17T00:00', '2019-02-17T03:00:00.000Z'],
      ['Europe/Lisbon', '2026-03-29T00:30', '2026-03-29T00:30:00.000Z'],
      ['Europe/Lisbon', '2026-03-29T02:00', '2026-03-29T01:00:00.000Z'],
      ['Europe/Lisbon', '2026-10-25T00:30', '2026-10-24T23:30:00.000Z'],
      ['Europe/Lisbon', '2026-10-25T02:00', '2026-10-25T02:00:00.000Z'],
      ['America/New_York', '2026-03-08T01:30', '2026-03-08T06:30:00.000Z'],
      ['America/New_York', '2026-03-08T03:00', '2026-03-08T07:00:00.000Z'],
      ['America/New_York', '2026-11-01T00:30', '2026-11-01T04:30:00.000Z'],
      ['America/New_York', '2026-11-01T02:00', '2026-11-01T07:00:00.000Z'],
    ])('%s %s is %s', (timeZone, localDateTime, instant) => {
      expect(instantOfLocalDateTime(localDateTime, timeZone).toISOString()).toBe(instant);
    });

    // A wall-clock time the change skipped names no instant, and one it repeated names two: these keep the instants
    // the Intl arithmetic gave (the offset read at the time taken as UTC, then at the instant that gives), whatever
    // the date the code runs on.
    it.each([
      ['America/Sao_Paulo', '2018-11-04T00:00', '2018-11-04T02:00:00.000Z'],
      ['America/Sao_Paulo', '2018-11-04T00:30', '2018-11-04T02:30:00.000Z'],
      ['Europe/Lisbon', '2026-03-29T01:00', '2026-03-29T01:00:00.000Z'],
      ['Europe/Lisbon', '2026-03-29T01:30', '2026-03-29T01:30:00.000Z'],
      ['America/New_York', '2026-03-08T02:00', '2026-03-08T06:00:00.000Z'],
      ['America/New_York', '2026-03-08T02:30', '2026-03-08T06:30:00.000Z'],
    ])('%s %s, skipped by the change, is %s', (timeZone, localDateTime, instant) => {
      expect(instantOfLocalDateTime(localDateTime, timeZone).toISOString()).toBe(instant);
    });

    it.each([
      ['America/Sao_Paulo', '2019-02-16T23:00', '2019-02-17T01:00:00.000Z'],
      ['America/Sao_Paulo', '2019-02-16T23:30', '2019-02-17T01:30:00.000Z'],
      ['Europe/Lisbon', '2026-10-25T01:00', '2026-10-25T01:00:00.000Z'],
      ['Europe/Lisbon', '2026-10-25T01:30', '2026-10-25T01:30:00.000Z'],
      ['America/New_York', '2026-11-01T01:00', '2026-11-01T05:00:00.000Z'],
      ['America/New_York', '2026-11-01T01:30', '2026-11-01T05:30:00.000Z'],
    ])('%s %s, repeated by the change, is %s', (timeZone, localDateTime, instant) => {
      expect(instantOfLocalDateTime(localDateTime, timeZone).toISOString()).toBe(instant);
    });
  });
});

describe('daysRangeInZone', () => {
  it("runs from the first day's midnight to the midnight after the last, in the zone", () => {
    expect(daysRangeInZone('2026-03-01', '2026-03-31', 'America/Sao_Paulo')).toEqual({
      startAt: new Date('2026-03-01T03:00:00.000Z'),
      endAt: new Date('2026-04-01T03:00:00.000Z'),
    });
  });

  it('keeps the true length of a day across a change of the clock', () => {
    const { startAt, endAt } = daysRangeInZone('2026-03-29', '2026-03-29', 'Europe/Lisbon');
    expect(endAt.getTime() - startAt.getTime()).toBe(23 * 3_600_000);
  });
});

describe('localDateTimeInZone', () => {
  it('reads an instant on the wall clock of a zone, and back', () => {
    const instant = new Date('2026-04-01T03:00:00.000Z');
    expect(localDateTimeInZone(instant, 'America/Sao_Paulo')).toBe('2026-04-01T00:00');
    expect(localDateTimeInZone(instant, 'Europe/Lisbon')).toBe('2026-04-01T04:00');
    expect(instantOfLocalDateTime('2026-04-01T04:00', 'Europe/Lisbon')).toEqual(instant);
  });
});
