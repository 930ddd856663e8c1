import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * How one screen keeps its state in the address (ADR 0066): `read` never throws and falls back to defaults for
 * unknown or damaged values, `write` leaves defaults out so a plain address means the plain screen.
 */
export interface SearchCodec<State> {
  read: (search: URLSearchParams) => State;
  write: (state: State) => URLSearchParams;
}

/**
 * `push` makes a history entry (a search, a page), so back and forward walk them; `replace` changes the address in
 * place, for edits whose every step in the history would be noise (typing, the sort, a filter of a live list).
 */
export type HistoryMode = 'push' | 'replace';

/** A screen's state read from the address, and a setter that writes it back with the history mode asked for. */
export function useSearchState<State>(codec: SearchCodec<State>): [State, (next: State, mode: HistoryMode) => void] {
  const [search, setSearch] = useSearchParams();
  const { write } = codec;
  const update = useCallback(
    (next: State, mode: HistoryMode) => {
      const written = write(next);
      // An unchanged address makes no history entry: pressing Search twice must not need two Backs.
      if (written.toString() === search.toString()) return;
      setSearch(written, { replace: mode === 'replace' });
    },
    [write, search, setSearch],
  );
  return [codec.read(search), update];
}

/** A page number from the address: a whole number from 1, or 1. */
export function pageOf(value: string | null): number {
  if (value === null || !/^[1-9]\d{0,5}$/.test(value)) return 1;
  return Number(value);
}

/** Writes a page unless it is the first. */
export function writePage(search: URLSearchParams, page: number): void {
  if (page > 1) search.set('page', String(page));
}

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
const localDateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** True for a real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
function isRealDay(isoDate: string): boolean {
  const day = new Date(`${isoDate}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === isoDate;
}

/** An ISO date from the address, or null when it is not a real day. */
export function isoDateOf(value: string | null): string | null {
  return value !== null && isoDatePattern.test(value) && isRealDay(value) ? value : null;
}

/** A local date-time `YYYY-MM-DDTHH:mm` from the address, or null when it is not one. */
export function localDateTimeOf(value: string | null): string | null {
  if (value === null || !localDateTimePattern.test(value) || !isRealDay(value.slice(0, 10))) return null;
  const [hours = 99, minutes = 99] = value.slice(11).split(':').map(Number);
  return hours < 24 && minutes < 60 ? value : null;
}

/** A period from two address values, or null when either is missing or damaged, or the start is after the end. */
export function periodOf<Value extends string>(
  start: Value | null,
  end: Value | null,
): { start: Value; end: Value } | null {
  return start !== null && end !== null && start <= end ? { start, end } : null;
}

/** A table's sort from the address (`orderby`, `order`), or null when none is named or the column is unknown. */
export function sortOf(
  search: URLSearchParams,
  isColumn: (columnId: string) => boolean,
): { columnId: string; direction: 'ascending' | 'descending' } | null {
  const columnId = search.get('orderby');
  if (columnId === null || !isColumn(columnId)) return null;
  return { columnId, direction: search.get('order') === 'desc' ? 'descending' : 'ascending' };
}

/** Writes a table's sort as `orderby` and `order`, the API's names. */
export function writeSort(
  search: URLSearchParams,
  sort: { columnId: string; direction: 'ascending' | 'descending' } | null,
): void {
  if (!sort) return;
  search.set('orderby', sort.columnId);
  search.set('order', sort.direction === 'ascending' ? 'asc' : 'desc');
}

/** An IANA time zone from the address, or null when it is missing or the browser does not know it. */
export function timeZoneOf(value: string | null): string | null {
  if (value === null || value.length > 64) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value;
  } catch {
    return null;
  }
}
