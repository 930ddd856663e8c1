import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  readTablePreferences,
  tablePreferencesKey,
  useTablePreferences,
  writeTablePreferences,
} from './tablePreferences.ts';

/** A storage whose every call fails, as a browser with storage blocked or full behaves. */
const brokenStorage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
} as unknown as Storage;

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('table preferences in the browser', () => {
  it('keeps each person’s and each table’s apart', () => {
    expect(tablePreferencesKey(4, 'clients')).toBe('orbit.table.4.clients');
    expect(tablePreferencesKey(4, 'clients')).not.toBe(tablePreferencesKey(5, 'clients'));
  });

  it('reads back what was written', () => {
    const sort = { columnId: 'name', direction: 'ascending' } as const;
    writeTablePreferences(localStorage, 'k', { density: 'compact', sort });
    expect(readTablePreferences(localStorage, 'k')).toEqual({ density: 'compact', sort });
  });

  it('leaves out damaged values and survives text that is not JSON', () => {
    localStorage.setItem('k', JSON.stringify({ density: 'tiny', sort: { columnId: 3, direction: 'up' } }));
    expect(readTablePreferences(localStorage, 'k')).toEqual({});
    localStorage.setItem('k', JSON.stringify({ density: 'compact', sort: 'name' }));
    expect(readTablePreferences(localStorage, 'k')).toEqual({ density: 'compact' });
    localStorage.setItem('k', '{not json');
    expect(readTablePreferences(localStorage, 'k')).toEqual({});
    localStorage.setItem('k', '42');
    expect(readTablePreferences(localStorage, 'k')).toEqual({});
  });

  it('works without a storage, or with one that throws', () => {
    expect(readTablePreferences(undefined, 'k')).toEqual({});
    expect(readTablePreferences(brokenStorage, 'k')).toEqual({});
    expect(() => writeTablePreferences(brokenStorage, 'k', { density: 'compact' })).not.toThrow();
  });

  it('merges a change into what is stored, and still changes on screen when storing fails', () => {
    const { result } = renderHook(() => useTablePreferences(4, 'news'));
    expect(result.current[0]).toEqual({});
    act(() => result.current[1]({ density: 'compact' }));
    act(() => result.current[1]({ sort: { columnId: 'id', direction: 'descending' } }));
    expect(result.current[0]).toEqual({ density: 'compact', sort: { columnId: 'id', direction: 'descending' } });
    expect(readTablePreferences(localStorage, tablePreferencesKey(4, 'news'))).toEqual(result.current[0]);

    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    act(() => result.current[1]({ density: 'comfortable' }));
    expect(result.current[0].density).toBe('comfortable');
  });
});
