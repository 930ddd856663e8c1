import { describe, expect, it } from 'vitest';
import { isoDateOf, localDateTimeOf, pageOf, periodOf, writePage } from './urlState.ts';

describe('address values', () => {
  it('reads pages from 1, and anything else as the first page', () => {
    expect(pageOf('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '1.5', 'two', '03', '99999999']) expect(pageOf(value)).toBe(1);
  });

  it('writes a page only when it is not the first', () => {
    const search = new URLSearchParams();
    writePage(search, 1);
    expect(search.toString()).toBe('');
    writePage(search, 4);
    expect(search.toString()).toBe('page=4');
  });

  it('reads real days and local date-times only', () => {
    expect(isoDateOf('2026-02-28')).toBe('2026-02-28');
    expect(isoDateOf('2026-02-30')).toBeNull();
    expect(isoDateOf('2026-2-3')).toBeNull();
    expect(localDateTimeOf('2026-04-30T23:59')).toBe('2026-04-30T23:59');
    expect(localDateTimeOf('2026-04-30T24:00')).toBeNull();
    expect(localDateTimeOf('2026-04-31T10:00')).toBeNull();
    expect(localDateTimeOf('2026-04-30')).toBeNull();
  });

  it('takes a period only with both ends, the start not after the end', () => {
    expect(periodOf('2026-04-01', '2026-04-30')).toEqual({ start: '2026-04-01', end: '2026-04-30' });
    expect(periodOf('2026-04-30', '2026-04-01')).toBeNull();
    expect(periodOf(null, '2026-04-01')).toBeNull();
  });
});
