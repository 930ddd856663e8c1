import { describe, expect, it } from 'vitest';
import { instantOfLocalDateTime, isoDateInZone, monthRangeInZone, nextIsoDate, startOfDayInZone } from './calendar.ts';

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
