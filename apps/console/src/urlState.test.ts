import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isoDateOf, localDateTimeOf, pageOf, periodOf, useEditsOverUnsettledAddress, writePage } from './urlState.ts';

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

describe('edits over an address not drawn yet', () => {
  const shown = { countries: [] as string[], range: null as string | null, page: 1 };

  it('keeps an earlier edit that the screen of a later one did not show yet', () => {
    const { result } = renderHook(() => useEditsOverUnsettledAddress('page=1', shown));
    expect(result.current({ ...shown, countries: ['BR', 'PT'] })).toEqual({
      countries: ['BR', 'PT'],
      range: null,
      page: 1,
    });
    // The period is chosen on the screen that still shows no country.
    expect(result.current({ ...shown, range: 'april' })).toEqual({ countries: ['BR', 'PT'], range: 'april', page: 1 });
  });

  it('starts again from the address drawn once a newer one is', () => {
    const { result, rerender } = renderHook(({ address, state }) => useEditsOverUnsettledAddress(address, state), {
      initialProps: { address: 'page=1', state: shown },
    });
    result.current({ ...shown, countries: ['BR'] });
    const drawn = { countries: ['IT'], range: null, page: 1 };
    rerender({ address: 'countries=IT', state: drawn });
    expect(result.current({ ...drawn, page: 2 })).toEqual({ countries: ['IT'], range: null, page: 2 });
    // Back to the first address: the edit made there earlier is not laid over it again.
    rerender({ address: 'page=1', state: shown });
    expect(result.current({ ...shown, page: 3 })).toEqual({ countries: [], range: null, page: 3 });
  });

  it('passes a whole value on as it is', () => {
    const { result } = renderHook(() => useEditsOverUnsettledAddress('', 1));
    expect(result.current(2)).toBe(2);
  });
});
